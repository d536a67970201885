import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// A scenario's `store:` values (in `given` and in `expect`) must fit their key's declared type
/// (issue 26, item 5): a text `"true"` for a `bool` key set up a world the runtime never sees,
/// and the scenario passed while testing nothing. TOUR5004 at the value, with the type it takes.
@Suite struct ScenarioStoreValueTests {
    typealias S = ScenarioStoreKeyTests

    @Test func valuesOfTheWrongTypeAreLocated() throws {
        let (fixture, found) = try S().run("""
            name: Store values
            given:
              store: {hasSeen: 1️⃣"true", tour_done_intro: false, tour.seen: 2️⃣intro}
            steps:
              - launch
              - expect:
                  store: {progress: 3️⃣"first", progress.contentHash: "*", hasSeen: "*", tour.seen: null}
            """)
        let path = "demo/tests/s.test.yaml"
        let wrong = found.filter { $0.code == ScenarioCodes.storeValueType }
        #expect(wrong.map(fixture.position).sorted() == ["1️⃣", "2️⃣", "3️⃣"].compactMap { fixture.marker($0, in: path) }.sorted(),
                "\(found.map { "\(fixture.position(of: $0)) \($0.code.id) \($0.message)" })")
        let first = try #require(wrong.first { $0.message.hasPrefix("`hasSeen`") })
        #expect(first.message.contains("`bool` key in app.yaml, so it holds `true` or `false`"), "\(first.message)")
        #expect(first.suggestions == ["true"])
        #expect(wrong.contains { $0.message.contains("a list of texts") })
    }

    /// `tourc check` reports them without running the scenario, and the fixed values are clean.
    @Test func checkReportsThemAndTheFixEndsClean() throws {
        let scenario = { (value: String) in """
            name: Store values
            given:
              store: {hasSeen: \(value)}
            steps:
              - launch
            """ }
        try expectDiagnostics(ScenarioCodes.storeValueType, [
            "demo/app.yaml": S.registry, "demo/intro.yaml": S.tour, "demo/tests/s.test.yaml": scenario("1️⃣yes please"),
        ])
        let fixture = try CheckFixture(["demo/app.yaml": S.registry, "demo/intro.yaml": S.tour, "demo/tests/s.test.yaml": scenario("true")])
        #expect(fixture.check().filter { $0.severity == .error }.isEmpty)
    }
}
