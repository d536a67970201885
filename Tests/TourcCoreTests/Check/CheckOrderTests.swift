import Testing
import TourcDiagnostics
@testable import TourcCore

private typealias F = CheckFixtures

/// docs/cli.md promises diagnostics in file order and, within a file, by position. Stages report
/// per file, per app and per run, and the language checks run pass by pass, so the advice sweep
/// saw line 40 printed before line 33.
@Suite struct CheckOrderTests {
    @Test func aFilesDiagnosticsComeByPositionWhicheverPassFoundThem() throws {
        // The reference pass (an unknown condition, line 18) runs before the content lint (a
        // title too long, line 10): emitted in the other order.
        let long = String(repeating: "A very long title ", count: 12)
        let tour = F.tour(steps: """
              - id: welcome
                type: page
                title: \(long)
              - id: second
                type: page
                title: Second
                when: [noSuchCondition]
            """)
        let fixture = try CheckFixture(F.app(tour: tour))
        let all = fixture.check()
        let found = all.filter { $0.span?.file.hasSuffix("intro.yaml") == true }
        #expect(found.count >= 2, "\(all.map { "\($0.code.id) \($0.message)" })")
        let lines = found.map { $0.span?.range.start.line ?? 0 }
        #expect(lines == lines.sorted(), "\(found.map { "\($0.code.id)@\($0.span?.range.start.line ?? 0)" })")
    }

    @Test func inFileOrderSortsByFileRankThenPositionAndIsStable() {
        func at(_ file: String, _ line: Int, _ message: String) -> Diagnostic {
            let location = SourceLocation(line: line, column: 1, offset: line * 10)
            return Diagnostic(LanguageCodes.tourIdMismatch, message, at: SourceSpan(file: file, range: SourceRange(at: location)))
        }
        var collector = DiagnosticCollector()
        for d in [at("b.yaml", 3, "b3"), at("a.yaml", 40, "a40"), at("a.yaml", 33, "a33"),
                  Diagnostic(LanguageCodes.tourIdMismatch, "none", at: nil), at("a.yaml", 33, "a33-second")] {
            collector.emit(d)
        }
        let sorted = Checker.inFileOrder(collector, files: ["a.yaml", "b.yaml"]).diagnostics.map(\.message)
        #expect(sorted == ["none", "a33", "a33-second", "a40", "b3"])
    }
}
