import Testing
import TourcDiagnostics

/// The four renderings of one fixed set of diagnostics, compared with files in Golden/.
@Suite struct RenderingGoldenTests {
    @Test func human() {
        let text = HumanRenderer(sources: Fixtures.sources, color: false).render(Fixtures.diagnostics)
            + DiagnosticSummary.text(for: Fixtures.diagnostics, filesChecked: 3) + "\n"
        GoldenFile.check(text, against: "human.txt")
    }

    @Test func humanWithColour() {
        let text = HumanRenderer(sources: Fixtures.sources, color: true).render(Fixtures.diagnostics)
        GoldenFile.check(text, against: "human-color.txt")
    }

    @Test func humanWithoutSources() {
        let text = HumanRenderer(sources: nil, color: false).render(Fixtures.diagnostics)
        GoldenFile.check(text, against: "human-no-source.txt")
    }

    @Test func jsonLines() {
        GoldenFile.check(JSONLinesRenderer.render(Fixtures.diagnostics), against: "diagnostics.jsonl")
    }

    @Test func github() {
        GoldenFile.check(GitHubRenderer.render(Fixtures.diagnostics), against: "github.txt")
    }

    @Test func sarif() {
        let renderer = SARIFRenderer(toolVersion: "0.0.0-test", rules: Fixtures.codes)
        GoldenFile.check(renderer.render(Fixtures.diagnostics), against: "diagnostics.sarif")
    }
}
