import Foundation
import Testing
import TourKit

/// The generated Swift of each app, compiled here against TourKit alone (as an app would), must
/// construct exactly what TourKit decodes from the same app's JSON bundle.
@Suite("Generated Swift equals decoded JSON")
struct ConsumerBundleTests {
    /// `Generated/<app-id>/<app-id>.json`, next to this file.
    static func bundleData(_ appID: String) throws -> Data {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return try Data(contentsOf: here.appendingPathComponent("Generated/\(appID)/\(appID).json"))
    }

    static func decode(_ appID: String) throws -> TourBundle {
        try JSONDecoder().decode(TourBundle.self, from: bundleData(appID))
    }

    static let tables: [(String, TourBundle)] = [
        ("carrier-wave", CarrierWaveTours.bundle),
        ("finite", FiniteTours.bundle),
        ("omnisite", OmniSiteTrackerTours.bundle),
        ("ops", OPSTours.bundle),
        ("kitchen-sink", KitchenSinkTours.bundle),
        ("meshtastic", MeshtasticTours.bundle),
    ]

    @Test(arguments: tables.map(\.0))
    func staticTableEqualsDecodedBundle(_ appID: String) throws {
        let table = try #require(Self.tables.first { $0.0 == appID }?.1)
        let decoded = try Self.decode(appID)
        #expect(decoded == table)
        #expect(decoded.app.id == appID)
        #expect(decoded.contentHash.count == 64)
        #expect(decoded.format == TourKitVersion.format)
    }

    @Test func typedIdentifiersMatchTheIds() throws {
        #expect(CarrierWaveTours.TourID.allCases.map(\.rawValue) == CarrierWaveTours.bundle.tours.map(\.id))
        #expect(FiniteTours.TourID.allCases.map(\.rawValue) == FiniteTours.bundle.tours.map(\.id))
        #expect(OPSTours.TargetID.allCases.map(\.rawValue) == OPSTours.bundle.app.targets.map(\.id))
        #expect(KitchenSinkTours.EventID.allCases.map(\.rawValue) == KitchenSinkTours.bundle.app.events.map(\.id))
        #expect(OmniSiteTrackerTours.bundle.app.events.isEmpty == OmniSiteTrackerTours.EventID.allCases.isEmpty)
        #expect(CarrierWaveTours.intro.id == CarrierWaveTours.TourID.intro.rawValue)
        // Ids that need sanitising keep their exact raw value.
        #expect(KitchenSinkTours.TourID.officeOnboarding.rawValue == "office-onboarding")
        #expect(KitchenSinkTours.TourID.`default`.rawValue == "default")
        #expect(KitchenSinkTours.StepID.`init`.rawValue == "init")
        #expect(KitchenSinkTours.StepID.step2_0.rawValue == "step.2.0")
        #expect(KitchenSinkTours.TargetID.`default`.rawValue == "default")
        #expect(KitchenSinkTours.EventID.phaseSaved.rawValue == "phase-saved")
        #expect(KitchenSinkTours.fieldCrew.id == "field_crew")
    }

    /// Every other name an app passes to the runtime has its typed id, in registry order.
    @Test func runtimeIdentifiersMatchTheRegistry() throws {
        let ops = OPSTours.bundle.app
        #expect(OPSTours.ScreenID.allCases.map(\.rawValue) == ops.screens.map(\.id))
        #expect(OPSTours.RoleID.allCases.map(\.rawValue) == ops.roles.map(\.id))
        #expect(OPSTours.ConditionID.allCases.map(\.rawValue) == ops.conditions.map(\.id))
        #expect(OPSTours.PersistenceKeyID.allCases.map(\.rawValue) == ops.persistence.map(\.key))
        #expect(OPSTours.AnalyticsEventID.allCases.map(\.rawValue) == ops.analytics.map(\.id))
        let finite = FiniteTours.bundle.app
        #expect(FiniteTours.ComponentID.allCases.map(\.rawValue) == finite.components.map(\.id))
        var outcomes: [String] = []
        for outcome in finite.components.flatMap(\.outcomes) where !outcomes.contains(outcome) { outcomes.append(outcome) }
        #expect(FiniteTours.ComponentOutcomeID.allCases.map(\.rawValue) == outcomes)
        #expect(CarrierWaveTours.PersistenceKeyID.tourSeenMiniTours.rawValue == "tour.seenMiniTours")
        #expect(CarrierWaveTours.RoleID.allCases.isEmpty && CarrierWaveTours.bundle.app.roles.isEmpty)
    }

    /// Hostile strings went through YAML → JSON and YAML → Swift source; both must give back
    /// exactly the text written here with Swift's own escapes.
    @Test func hostileStringsSurviveBothOutputs() throws {
        let decoded = try Self.decode("kitchen-sink")
        let description = "Quotes \" backslashes \\ interpolation \\(bundle) triple \"\"\" hash #\"raw\"# NUL \0 bidi \u{202E}\u{2066} separators \u{2028}\u{2029} emoji 🚀👨‍👩‍👧"
        #expect(KitchenSinkTours.bundle.app.description == description)
        #expect(decoded.app.description == description)
        #expect(KitchenSinkTours.`default`.name == "Hostile \"name\" \\(x) \u{202E}")
        #expect(KitchenSinkTours.`default`.description == "Line one with a trailing backslash \\\nLine two with \"quotes\", a tab\tand \\(interpolation)\n\"\"\" triple quotes and #\"raw\"# hashes\n")
        guard case .page(let page) = KitchenSinkTours.`default`.steps[0].kind else {
            Issue.record("the first step of `default` should be a page")
            return
        }
        #expect(page.body == "Multi\nline\r\nbody with \0 NUL and \u{7} bell and \u{2028} LS")
        #expect(KitchenSinkTours.bundle.app.targets[1].identifier == "view.default\"); fatalError(\"")
    }
}
