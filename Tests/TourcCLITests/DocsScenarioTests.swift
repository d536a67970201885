import Foundation
import Testing

/// docs/scenarios.md teaches scenarios by example; each example runs with `tourc test` against
/// the bundled apps and must pass, so the page cannot drift from what the runtime does.
@Suite struct DocsScenarioTests {
    /// The page's YAML blocks that are scenarios (they start with `app:`).
    static func examples() throws -> [String] {
        let text = try String(contentsOf: BuildCommandTests.root.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
        return text.components(separatedBy: "```yaml\n").dropFirst()
            .map { $0.components(separatedBy: "```").first ?? "" }
            .filter { $0.hasPrefix("app: ") }
    }

    @Test func everyExampleOfTheScenarioGuidePasses() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 8)
        let ws = try Workspace()
        for (i, example) in examples.enumerated() { try ws.write("specs/example\(i).test.yaml", example) }
        let tours = BuildCommandTests.root.appendingPathComponent("tours").path
        let run = try TourcProcess.run(["test", "specs", "--tours", tours], in: ws.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("\(examples.count) scenarios passed") || run.stdout.contains("\(examples.count) scenarios passed"),
                "\(run.stdout)\(run.stderr)")
    }
}
