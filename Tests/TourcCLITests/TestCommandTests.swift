import Foundation
import Testing

/// `tourc test` end to end: the bundled scenarios pass (so `swift test`, and `make test`, run
/// them all), a failing expectation exits 1 at its entry, and `check`/`build` treat scenario
/// files as scenarios, never as tours.
@Suite("tourc test")
struct TestCommandTests {
    static let root = BuildCommandTests.root

    @Test func everyBundledScenarioPasses() throws {
        let result = try TourcProcess.run(["test", "tours"], in: Self.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("scenarios passed"), "\(result.stderr)")
    }

    /// Seed 003's recovery bugs on a fixture app whose tours use maxRetries 0 and a restart
    /// fallback (no bundled tour does): Tests/TourcCLITests/Scenarios/tours/recovery; and `priority`
    /// between tours eligible at the same moment with an `abandoned` update (tours/priority); a
    /// stored 0 that is not "seen" and values by name (tours/account-setup, issue 24); coach marks'
    /// and tooltips' own buttons and close button (tours/coach-marks, issue 24); version rules no
    /// bundled app's seed asks for, `change: major`, `ifHeld: consume`, `recordsInstall`
    /// (tours/version-rules, issue 24 item 5).
    @Test func recoveryFixtureScenariosPass() throws {
        let fixture = Self.root.appendingPathComponent("Tests/TourcCLITests/Scenarios")
        let result = try TourcProcess.run(["test", "tours", "--tours", "tours"], in: fixture)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("14 scenarios passed"), "\(result.stderr)")
    }

    /// A copy of one app with one scenario written next to it.
    func workspace(_ scenario: String, name: String = "tests/s.test.yaml") throws -> Workspace {
        let ws = try Workspace()
        let tours = try BuildCommandTests.copyTours(into: ws)
        try? FileManager.default.removeItem(at: tours.appendingPathComponent("finite/tests"))
        try ws.write("tours/finite/" + name, scenario)
        return ws
    }

    static let failing = """
    name: The walkthrough starts at once
    steps:
      - launch
      - event: revealCompleted
      - expect:
          showing: {tour: walkthrough, step: gridIntro}
    """

    @Test func aFailedExpectationExitsOneAtItsEntry() throws {
        let ws = try workspace(Self.failing)
        let result = try TourcProcess.run(["test", "tours/finite/tests", "--tours", "tours"], in: ws.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("tours/finite/tests/s.test.yaml:5:5: error[TOUR5001]"), "\(result.stderr)")
        #expect(result.stderr.contains("expected `walkthrough` at step `gridIntro` on screen, but no tour is showing"), "\(result.stderr)")
        #expect(result.stderr.contains("1 of 1 scenario failed"), "\(result.stderr)")
    }

    @Test func transcriptPrintsInputsAndCommands() throws {
        let ws = try workspace(Self.failing.replacingOccurrences(of: "  - expect:", with: "  - wait: 1.5\n  - expect:"))
        let result = try TourcProcess.run(["test", "tours/finite/tests/s.test.yaml", "--transcript"], in: ws.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("> event revealCompleted"), "\(result.stdout)")
        #expect(result.stdout.contains("< timer triggerDelay in 1.5s"), "\(result.stdout)")
        #expect(result.stdout.contains("< present walkthrough.gridIntro (1 of 7)"), "\(result.stdout)")
    }

    @Test func unknownNamesAreLocatedWithSuggestions() throws {
        let ws = try workspace("""
        name: A typo
        steps:
          - launch
          - event: revealComplete
          - manual: Reset Walkthru
        """)
        let result = try TourcProcess.run(["test", "tours/finite"], in: ws.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("s.test.yaml:4:12: error[TOUR5002]"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean `revealCompleted`?"), "\(result.stderr)")
        #expect(result.stderr.contains("s.test.yaml:5:13: error[TOUR5002]: the app `finite` has no tour or re-entry control `Reset Walkthru`"), "\(result.stderr)")
    }

    @Test func checkValidatesScenariosAndBuildIgnoresThem() throws {
        let ws = try workspace("""
        name: Bad keys
        steps:
          - launch
          - tapp: grid
        """)
        let check = try TourcProcess.run(["check", "tours"], in: ws.url)
        #expect(check.status == 1)
        #expect(check.stderr.contains("tours/finite/tests/s.test.yaml:4:"), "\(check.stderr)")
        let build = try TourcProcess.run(["build", "tours", "--output", ws.url.appendingPathComponent("out").path], in: ws.url)
        #expect(build.status == 0, "\(build.stderr)")
    }

    @Test func exitStatusTwoForAMissingPathAnd64ForABadOption() throws {
        let missing = try TourcProcess.run(["test", "no/such/folder"], in: Self.root)
        #expect(missing.status == 2, "\(missing.stderr)")
        let bad = try TourcProcess.run(["test", "--no-such-option"], in: Self.root)
        #expect(bad.status == 64, "\(bad.stderr)")
    }

    @Test func aScenarioOutsideAnAppNamesItsApp() throws {
        let ws = try Workspace()
        _ = try BuildCommandTests.copyTours(into: ws)
        try ws.write("specs/a.test.yaml", """
        name: Outside the app folder
        steps:
          - launch
        """)
        let orphan = try TourcProcess.run(["test", "specs"], in: ws.url)
        #expect(orphan.status == 1)
        #expect(orphan.stderr.contains("error[TOUR5003]"), "\(orphan.stderr)")
        try ws.write("specs/a.test.yaml", """
        app: omnisite
        name: Outside the app folder
        steps:
          - launch
          - expect:
              showing: {tour: onboarding, step: welcome}
        """)
        let named = try TourcProcess.run(["test", "specs", "--tours", "tours"], in: ws.url)
        #expect(named.status == 0, "\(named.stderr)")
    }

    /// The advice sweep (issue 26): `app: finit` sent the author to `tourc check tours/finit`, a
    /// folder that does not exist. A misspelt app now gets the app that exists, as a fix.
    @Test func aMisspeltAppGetsTheNearestAppAndAnAppWithErrorsGetsTheCommand() throws {
        let ws = try Workspace()
        _ = try BuildCommandTests.copyTours(into: ws)
        try ws.write("specs/a.test.yaml", """
        app: finit
        name: Misspelt app
        steps:
          - launch
        """)
        let typo = try TourcProcess.run(["test", "specs", "--tours", "tours", "--diagnostics-format", "json"], in: ws.url)
        #expect(typo.status == 1)
        #expect(typo.stdout.contains("did you mean `finite`?"), "\(typo.stdout)")
        #expect(typo.stdout.contains("\"replacement\":\"finite\"") || typo.stdout.contains("\"replacement\" : \"finite\""),
                "\(typo.stdout)")
        try ws.write("tours/finite/broken.yaml", "id: broken\n")
        try ws.write("specs/a.test.yaml", """
        app: finite
        name: App with errors
        steps:
          - launch
        """)
        let broken = try TourcProcess.run(["test", "specs", "--tours", "tours"], in: ws.url)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("has errors, so its scenarios cannot run; run `tourc check tours/finite`"), "\(broken.stderr)")
    }

    /// The advice sweep: `expect: {}` said "at least 1 required" in JSON Schema's words, with
    /// `anyOf` and instance paths in the human output. Now it names the keys, and details wait
    /// for `--verbose`.
    @Test func anEmptyExpectNamesItsKeysInPlainWords() throws {
        let ws = try Workspace()
        _ = try BuildCommandTests.copyTours(into: ws)
        try ws.write("tours/finite/tests/empty.test.yaml", """
        name: Empty expect
        steps:
          - launch
          - expect: {}
        """)
        let check = try TourcProcess.run(["check", "tours"], in: ws.url)
        #expect(check.status == 1)
        #expect(check.stderr.contains("empty.test.yaml:4:13: error[TOUR2008]: This mapping is empty; it needs at least 1 of its keys: `showing`, `ended`"),
                "\(check.stderr)")
        #expect(!check.stderr.contains("anyOf") && !check.stderr.contains("instance path"), "\(check.stderr)")
        let verbose = try TourcProcess.run(["check", "tours", "--verbose"], in: ws.url)
        #expect(verbose.stderr.contains("instance path"), "\(verbose.stderr)")
    }
}
