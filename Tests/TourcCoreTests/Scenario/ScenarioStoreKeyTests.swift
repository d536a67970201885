import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// A scenario's `store:` keys (in `given` and in `expect`) must be keys the runtime can store for
/// the app: a misspelt key would otherwise be "absent" forever, and `store: {seeen: null}` would
/// pass vacuously. Each unknown key is a TOUR5002 error at the key, with a suggestion.
@Suite struct ScenarioStoreKeyTests {
    static let registry = CheckFixtures.registry.replacingOccurrences(of: """
          - {key: hasSeen, type: bool}
        """, with: """
          - {key: hasSeen, type: bool}
          - {key: tour_done_, type: bool, scope: perTour}
          - {key: progress, type: int}
        """)
    static let tour = CheckFixtures.tour(extra: """
        flow:
          resume: {onRelaunch: resume}
        """).replacingOccurrences(of: "onceKeys: [hasSeen]", with: "onceKeys: [hasSeen]\n  progressKey: progress")

    /// Runs `tourc test` on the fixture's scenarios; returns the fixture and every diagnostic.
    func run(_ scenario: String) throws -> (CheckFixture, [Diagnostic]) {
        let fixture = try CheckFixture(["demo/app.yaml": Self.registry, "demo/intro.yaml": Self.tour,
                                        "demo/tests/s.test.yaml": scenario])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let report = ScenarioRunner(toursRoot: fixture.root.path).run(paths: [fixture.root.appendingPathComponent("demo/tests").path])
        return (fixture, report.diagnostics.diagnostics)
    }

    @Test func unknownStoreKeysAreLocatedWithSuggestions() throws {
        let (fixture, found) = try run("""
            name: Store keys
            given:
              store: {hasSeen: false, 1️⃣hasSeeen: true, tour_done_intro: false, 2️⃣tour_done_: true}
            steps:
              - launch
              - expect:
                  store: {progress: 0, progress.contentHash: "*", tourkit.hasLaunched: true, 3️⃣progres: null}
            """)
        let path = "demo/tests/s.test.yaml"
        let unknown = found.filter { $0.code == ScenarioCodes.unknownName }
        #expect(unknown.map(fixture.position).sorted() == ["1️⃣", "2️⃣", "3️⃣"].compactMap { fixture.marker($0, in: path) }.sorted(),
                "\(found.map { "\(fixture.position(of: $0)) \($0.code.id) \($0.message)" })")
        #expect(unknown.map { $0.suggestions.first } == ["hasSeen", "tour_done_intro", "progress"])
        #expect(unknown.first?.message.hasPrefix("the app `demo` has no persistence key `hasSeeen`") == true)
        #expect(found.filter { $0.severity == .error }.count == 3)
    }

    /// `tourc check` reports the same errors at the same keys, without running the scenario.
    @Test func checkReportsThemToo() throws {
        let found = try expectDiagnostics(ScenarioCodes.unknownName, [
            "demo/app.yaml": Self.registry, "demo/intro.yaml": Self.tour,
            "demo/tests/s.test.yaml": """
            name: Store keys
            given:
              store: {1️⃣hasSeeen: true, tour_done_intro: false}
            steps:
              - launch
              - visit: 2️⃣hom
              - expect:
                  store: {progress.contentHash: "*", 3️⃣progres: null}
            """,
        ])
        #expect(found.map { $0.suggestions.first } == ["hasSeen", "home", "progress"])
    }

    /// Checking the scenarios alone (their app not among the paths) reads the app to know its names.
    @Test func checkOfTheScenariosAloneReadsTheirApp() throws {
        let fixture = try CheckFixture(["demo/app.yaml": Self.registry, "demo/intro.yaml": Self.tour,
                                        "demo/tests/s.test.yaml": "name: A typo\nsteps:\n  - visit: 1️⃣hom\n"])
        let found = fixture.check(["demo/tests"])
        #expect(found.map(fixture.position) == [fixture.marker("1️⃣", in: "demo/tests/s.test.yaml")].compactMap { $0 })
        #expect(found.first?.code == ScenarioCodes.unknownName)
        #expect(found.first?.suggestions == ["home"])
    }

    @Test func everyFormTheRuntimeWritesIsAccepted() throws {
        let (fixture, found) = try run("""
            name: Store keys the runtime writes
            given:
              store: {tour.seen: [], tour_done_intro: false}
            steps:
              - launch
              - expect:
                  showing: {tour: intro, step: welcome}
                  store: {progress: 0, progress.contentHash: "*", tourkit.hasLaunched: true, tourkit.visitedScreens: null, hasSeen: null}
            """)
        #expect(found.filter { $0.severity == .error }.isEmpty,
                "\(found.map { "\(fixture.position(of: $0)) \($0.code.id) \($0.message)" })")
    }
}
