import Foundation
import Testing

/// The onboarding a new author wrote from the docs alone (Benchmarks/new-authors/, recorded in
/// docs/diagnostics-corpus.md) stays clean, and the traps that author fell into stay fixed.
@Suite struct NewAuthorRunsTests {
    static let wikipedia = BuildCommandTests.root.appendingPathComponent("Benchmarks/new-authors/wikipedia-ios")

    @Test func wikipediaChecksCleanWithItsAcceptedWarnings() throws {
        let check = try TourcProcess.run(["check"], in: Self.wikipedia)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.hasPrefix("no problems") && check.stderr.contains("7 accepted warnings"), "\(check.stderr)")
        let test = try TourcProcess.run(["test"], in: Self.wikipedia)
        #expect(test.status == 0, "\(test.stderr)")
    }

    /// Run 14 of the author's log: a YAML error in app.yaml made two right accept comments look
    /// stale (TOUR3601), and the author removed them. Now only the YAML error is reported.
    @Test func anAppYamlErrorDoesNotCallAcceptancesStale() throws {
        let ws = try Workspace()
        let source = Self.wikipedia.appendingPathComponent("tours/wikipedia-ios")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".yaml") {
            var text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
            if name == "app.yaml" {
                text += "\nscreens2:\n  - id: x\n    description: Closed: the app never reads it\n"
            }
            try ws.write("tours/wikipedia-ios/\(name)", text)
        }
        let check = try TourcProcess.run(["check"], in: ws.url)
        #expect(check.status == 1)
        #expect(check.stderr.contains("error[TOUR1006]"), "\(check.stderr)")
        #expect(!check.stderr.contains("TOUR3601"), "\(check.stderr)")
    }
}
