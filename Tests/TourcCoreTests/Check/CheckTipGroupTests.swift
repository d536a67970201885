import Testing
@testable import TourcCore

/// app.yaml's `tipGroups:` (TOUR3841-3843, issue 24 item 4).
@Suite struct CheckTipGroupTests {
    typealias F = CheckFixtures

    static func app(_ groups: String) -> [String: String] {
        var files = F.app(registry: F.registry + "\ntipGroups:\n" + groups)
        files["demo/second.yaml"] = F.tour(id: "second")
        files["demo/third.yaml"] = F.tour(id: "third")
        files["demo/fourth.yaml"] = F.tour(id: "fourth")
        return files
    }

    @Test func aWellFormedGroupChecksClean() throws {
        try CheckAdviceTests.expectClean(Self.app("  - {id: g, order: ordered, tours: [intro, second, third]}"))
    }

    @Test func aGroupNamesTheAppsTours() throws {
        let found = try expectDiagnostics(LanguageCodes.unknownTour, Self.app("  - {id: g, tours: [intro, 1️⃣secnd]}"))
        #expect(found.first?.suggestions == ["second"])
    }

    @Test func aTourIsInOneGroup() throws {
        try expectDiagnostics(LanguageCodes.tourInTwoGroups, Self.app("""
              - {id: g, tours: [intro, second]}
              - {id: h, tours: [third, 1️⃣second]}
            """))
    }

    @Test func aGroupOfOneWarns() throws {
        try expectDiagnostics(LanguageCodes.groupOfOne, Self.app("  - {id: g, tours: 1️⃣[intro]}"))
    }

    @Test func groupIdsAreUnique() throws {
        try expectDiagnostics(LanguageCodes.duplicateTipGroup, Self.app("""
              - {id: g, tours: [intro, second]}
              - {id: 1️⃣g, tours: [third, fourth]}
            """))
    }
}

/// An `inline` container is a tooltip tour's (TOUR3844, issue 24 item 4).
@Suite struct CheckInlineContainerTests {
    typealias F = CheckFixtures

    @Test func onlyATooltipTourIsInline() throws {
        try expectDiagnostics(LanguageCodes.inlineWithoutPlace, F.app(tour: F.tour(style: "bottomSheet, container: 1️⃣inline")))
        try CheckAdviceTests.expectClean(F.app(tour: F.tour(style: "tooltip, container: inline", steps: """
              - {id: tip, type: tooltip, body: Tap here., anchor: grid, dismiss: [button]}
            """)))
    }
}

/// A `majorUpdate` `version` under a `change:` rule names the components it compares (TOUR3845).
@Suite struct CheckVersionRuleTests {
    typealias F = CheckFixtures

    static func app(_ trigger: String) -> [String: String] {
        F.app(tour: F.tour().replacingOccurrences(of: "  - type: firstLaunch", with: "  - " + trigger))
    }

    @Test func aVersionBeyondTheRuleIsNeverDue() throws {
        let found = try expectDiagnostics(LanguageCodes.versionBeyondRule,
                                          Self.app("{type: majorUpdate, versionKey: hasSeen, change: minor, version: 1️⃣\"2.5.1\"}"))
        #expect(found.first?.suggestions == ["2.5"])
        try CheckAdviceTests.expectClean(Self.app("{type: majorUpdate, versionKey: hasSeen, change: minor, version: \"2.5\"}"))
        try CheckAdviceTests.expectClean(Self.app("{type: majorUpdate, versionKey: hasSeen, change: major, version: \"3.0\"}"))
    }
}

/// A fully modal spotlight (`modal: true`) does not wait for a touch on the app (TOUR3846).
@Suite struct CheckModalSpotlightTests {
    @Test func aModalSpotlightDoesNotWaitForATap() throws {
        try expectDiagnostics(LanguageCodes.modalWaitsForTheApp, CheckFlowTests.spotlight("""
              - id: tap
                type: spotlight
                body: Tap the grid.
                spotlight: {regions: [{target: grid}]}
                modal: 1️⃣true
                advance: {type: tapTarget, target: grid}
            """))
        try CheckAdviceTests.expectClean(CheckFlowTests.spotlight("""
              - id: look
                type: spotlight
                body: This is the grid.
                spotlight: {regions: [{target: grid}]}
                modal: true
                advance: {type: nextButton}
            """))
    }
}
