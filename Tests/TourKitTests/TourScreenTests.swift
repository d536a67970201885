import Testing
@testable import TourKit

/// Which screen a tour is bound to, and whether leaving it ends a run: one reading in TourKit
/// (`Tour.boundScreen`, `Tour.endsWhenScreenLeft`) for the runtime's `TriggerIndex` and
/// `TourCoordinator.leave` and for `tourc check`'s trap check.
@Suite struct TourScreenTests {
    static func tour(style: String, triggers: String, steps: Int = 1) throws -> Tour {
        let step = #"{"id": "s%d", "type": "page", "title": "T"}"#
        let list = (0..<steps).map { String(format: step, $0) }.joined(separator: ", ")
        return try decode(Tour.self, """
            {"id": "t", "name": "T", "presentation": {"style": "\(style)"}, "triggers": [\(triggers)], "steps": [\(list)]}
            """)
    }

    static let screens: [String: String] = ["grid": "home", "saved": "history"]

    @Test func theFirstTriggerBoundToAScreenGivesIt() throws {
        // A launch trigger and a tap on a target without a screen are skipped.
        let tour = try Self.tour(style: "bottomSheet", triggers: """
            {"type": "appLaunch"}, {"type": "targetTap", "target": "free"}, {"type": "event", "event": "saved"}, {"type": "firstVisit", "screen": "settings"}
            """)
        #expect(tour.boundScreen(targetScreen: { Self.screens[$0] }, eventScreen: { Self.screens[$0] }) == "history")
        let none = try Self.tour(style: "bottomSheet", triggers: #"{"type": "appLaunch"}"#)
        #expect(none.boundScreen(targetScreen: { Self.screens[$0] }, eventScreen: { Self.screens[$0] }) == nil)
    }

    @Test func aTooltipOrACardEndsWhenItsScreenIsLeft() throws {
        #expect(try Self.tour(style: "tooltip", triggers: "", steps: 2).endsWhenScreenLeft)
        #expect(try Self.tour(style: "bottomSheet", triggers: "", steps: 1).endsWhenScreenLeft)
        #expect(try !Self.tour(style: "bottomSheet", triggers: "", steps: 2).endsWhenScreenLeft)
    }
}
