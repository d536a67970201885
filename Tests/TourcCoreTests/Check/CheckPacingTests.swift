import Testing
@testable import TourcCore

/// Counting, re-showing and pacing (TOUR3800-3801, issue 24 item 1), each with its fixture.
@Suite struct CheckPacingTests {
    typealias F = CheckFixtures

    static func pacedRegistry(_ frequency: String = "daily") -> String {
        F.registry + "\npacing: {displayFrequency: \(frequency)}\n"
    }

    static func manualTour(extra: String) -> String {
        F.tour(extra: extra).replacingOccurrences(of: "  - type: firstLaunch", with: "  - {type: targetTap, target: grid}")
    }

    @Test func countingKeysOnAUserInitiatedTourDoNothing() throws {
        try expectDiagnostics(LanguageCodes.pacingWithoutEffect, F.app(tour: Self.manualTour(extra: """
            1️⃣maxDisplayCount: 2
            2️⃣showAgainAfter: 1d
            3️⃣ignoresDisplayFrequency: true
            """), registry: Self.pacedRegistry()))
    }

    @Test func ignoringPacingWithoutPacingDoesNothing() throws {
        try expectDiagnostics(LanguageCodes.pacingWithoutEffect, F.app(tour: F.tour(extra: "1️⃣ignoresDisplayFrequency: true")))
    }

    @Test func ignoringPacingWhereTheAppPacesIsClean() throws {
        try CheckAdviceTests.expectClean(F.app(tour: F.tour(extra: "ignoresDisplayFrequency: true"), registry: Self.pacedRegistry("12h")))
    }

    @Test func aReshowingTourWithNothingToStopItWarns() throws {
        let tour = F.tour(extra: "1️⃣showAgainAfter: 0s")
            .replacingOccurrences(of: "persistence:\n  onceKeys: [hasSeen]\n  updates:\n    - {outcomes: [completed, skipped], key: hasSeen, value: true}\n", with: "")
        try expectDiagnostics(LanguageCodes.showAgainNeverStops, F.app(tour: tour))
    }

    /// A display limit is what stops the tour: no show-once key is needed (TOUR3314 stays quiet).
    @Test func aCountedTourNeedsNoShowOnceKey() throws {
        let tour = F.tour(extra: "maxDisplayCount: 3\nshowAgainAfter: 12h")
            .replacingOccurrences(of: "persistence:\n  onceKeys: [hasSeen]\n  updates:\n    - {outcomes: [completed, skipped], key: hasSeen, value: true}\n", with: "")
        try CheckAdviceTests.expectClean(F.app(tour: tour))
    }

    @Test func aMalformedDurationIsASchemaError() throws {
        let fixture = try CheckFixture(F.app(tour: F.tour(extra: "showAgainAfter: 12 hours\nmaxDisplayCount: 2")))
        let errors = fixture.check().filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first.map(fixture.position) == "demo/intro.yaml:10:17")
    }
}
