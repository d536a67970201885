import Testing
import TourcDiagnostics

@Suite struct ColorPolicyTests {
    @Test func colourOnlyOnATerminal() {
        #expect(ColorPolicy.shouldColor(isTerminal: true, environment: [:]))
        #expect(!ColorPolicy.shouldColor(isTerminal: false, environment: [:]))
    }

    @Test func noColorTurnsItOffWhenNotEmpty() {
        #expect(!ColorPolicy.shouldColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!ColorPolicy.shouldColor(isTerminal: true, environment: ["NO_COLOR": "yes please"]))
        // no-color.org: an empty value does not count.
        #expect(ColorPolicy.shouldColor(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!ColorPolicy.shouldColor(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    @Test func plainRenderingHasNoEscapes() {
        let text = HumanRenderer(sources: Fixtures.sources, color: false).render(Fixtures.diagnostics)
        #expect(!text.contains("\u{1B}"))
    }

    @Test func colouredRenderingIsThePlainOneWithEscapes() {
        let plain = HumanRenderer(sources: Fixtures.sources, color: false).render(Fixtures.diagnostics)
        let coloured = HumanRenderer(sources: Fixtures.sources, color: true).render(Fixtures.diagnostics)
        #expect(coloured.contains("\u{1B}[1;31merror[TOUR1901]\u{1B}[0m"))
        #expect(stripANSI(coloured) == plain)
    }

    @Test func automaticFormat() {
        #expect(DiagnosticFormat.automatic(environment: ["GITHUB_ACTIONS": "true"]) == .github)
        #expect(DiagnosticFormat.automatic(environment: ["GITHUB_ACTIONS": "false"]) == .human)
        #expect(DiagnosticFormat.automatic(environment: [:]) == .human)
    }

    private func stripANSI(_ text: String) -> String {
        var out = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                while let next = scalars.next(), next != "m" {}
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
