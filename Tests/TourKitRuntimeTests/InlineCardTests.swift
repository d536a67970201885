import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// `inline` containers (issue 24 item 4): the host learns which place in its layout draws the
/// card on screen, and the card's close button ends it dismissed.
@Suite struct InlineCardTests {
    static func bundle(_ container: PresentationContainer) -> TourBundle {
        var tour = Fixtures.tour("tip", steps: [Step(id: "t", kind: .tooltip(TooltipContent(body: "Hi", anchor: "card", dismiss: [.button])))],
                                 persistence: TourPersistence(onceKeys: ["done"], updates: [StateUpdate(outcomes: [.dismissed], key: "done", value: .bool(true))]))
        tour.presentation = Presentation(style: .tooltip, container: container)
        return TourBundle(app: Fixtures.registry, tours: [tour], contentHash: "h")
    }

    @Test func anInlineCardNamesItsPlaceAndCloses() throws {
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Self.bundle(.inline), store: store)
        let shown = c.handle(.launch).compactMap { if case .present(let p) = $0 { p } else { nil } }
        let card = try #require(shown.first)
        #expect(InlineCards.slot(of: card, in: c.bundle) == "card")
        _ = c.handle(.run(.dismiss))
        #expect(store.value(forKey: "done") == .bool(true))
    }

    @Test func aTourOverTheAppHasNoPlace() throws {
        var c = Fixtures.coordinator(Self.bundle(.popover))
        let card = try #require(c.handle(.launch).compactMap { if case .present(let p) = $0 { p } else { nil } }.first)
        #expect(InlineCards.slot(of: card, in: c.bundle) == nil)
    }
}
