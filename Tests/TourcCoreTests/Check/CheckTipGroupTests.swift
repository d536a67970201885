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
        // Not a `startTour`'s words: a group lists tours, it starts none.
        #expect(found.first?.message == "no tour `secnd` in `demo`; a tip group holds tours of its own app: name one of the app's tours, or add `secnd.yaml` beside its app.yaml")
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
