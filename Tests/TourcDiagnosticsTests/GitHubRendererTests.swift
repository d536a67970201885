import Testing
import TourcDiagnostics

@Suite struct GitHubRendererTests {
    @Test func dataEscaping() {
        #expect(GitHubRenderer.escapeData("100%\r\nnext: a,b") == "100%25%0D%0Anext: a,b")
    }

    @Test func propertyEscaping() {
        #expect(GitHubRenderer.escapeProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
    }

    @Test func percentIsEscapedFirstSoEscapesAreNotDoubled() {
        #expect(GitHubRenderer.escapeData("%0A") == "%250A")
    }

    @Test func commandShape() {
        let d = Diagnostic(
            Fixtures.duplicateKey, "duplicate key",
            at: Fixtures.span("dir,x/a:b.yaml", Fixtures.location(3, 5, 0), Fixtures.location(3, 7, 0)))
        #expect(GitHubRenderer.render(d)
            == "::error file=dir%2Cx/a%3Ab.yaml,line=3,col=5,endLine=3,endColumn=7,title=TOUR1901::duplicate key")
    }

    @Test func leadingDotSlashIsDropped() {
        let d = Diagnostic(
            Fixtures.badValue, "x", at: Fixtures.span("./tours/a.yaml", Fixtures.location(1, 1, 0), Fixtures.location(1, 2, 1)))
        #expect(GitHubRenderer.render(d).hasPrefix("::error file=tours/a.yaml,line=1,"))
    }

    @Test func severitiesMapToCommands() {
        let warning = Diagnostic(Fixtures.unknownProperty, "w", at: nil)
        let note = Diagnostic(Fixtures.toolNote, "n", at: nil)
        #expect(GitHubRenderer.render(warning) == "::warning title=TOUR2901::w")
        #expect(GitHubRenderer.render(note) == "::notice title=TOUR9901::n")
    }

    @Test func notesAndHelpFollowOnEscapedLines() {
        let d = Diagnostic(Fixtures.badValue, "bad", at: nil, notes: ["a note"], suggestions: ["x"])
        #expect(GitHubRenderer.render(d) == "::error title=TOUR3901::bad%0Anote: a note%0Ahelp: did you mean `x`?")
    }
}
