import Testing
@testable import TourcCore

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
