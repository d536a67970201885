import Foundation
import Testing
@testable import TourcCore

/// The four bundled apps (tours/ at the package root) and the fixtures' base app check clean.
@Suite struct CheckBundledToursTests {
    @Test func bundledToursHaveNoDiagnostics() throws {
        let tours = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours").path
        let report = Checker(jobs: 2).check(paths: [tours])
        #expect(report.files.count >= 22)
        #expect(report.diagnostics.diagnostics.isEmpty,
                "\(report.diagnostics.diagnostics.map { "\($0.span?.file ?? ""):\($0.span?.range.start.line ?? 0) \($0.code.id) \($0.message)" })")
    }

    @Test func fixtureBaseAppIsClean() throws {
        let diagnostics = try CheckFixture(CheckFixtures.app()).check()
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.span?.range.start.line ?? 0) \($0.code.id) \($0.message)" })")
    }
}
