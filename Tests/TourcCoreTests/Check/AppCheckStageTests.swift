import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// The pipeline asks a stage for the `AppCheckStage` capability, never for `LanguageStage` by
/// type (issue 21, item 4): a stage of another type that offers it is fed folder by folder by
/// `tourc check`, prepares files on the loading threads, and hands `tourc build` its decoded app.
@Suite struct AppCheckStageTests {
    /// Counts what the pipeline asked of it; shared by the copies a run makes of the stage.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func add(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
        func count(_ name: String) -> Int { lock.withLock { counts[name] ?? 0 } }
    }

    /// The language stage behind another type.
    struct Wrapper: AppCheckStage {
        var inner = LanguageStage()
        let calls: Calls
        var needsAllFiles: Bool { true }
        func check(_ context: CheckContext, diagnostics: inout DiagnosticCollector) {
            calls.add("check")
            inner.check(context, diagnostics: &diagnostics)
        }
        func makeFolderRun(roots: [String]) -> any FolderCheckRun {
            calls.add("folderRun")
            return inner.makeFolderRun(roots: roots)
        }
        func prepare(_ file: inout LoadedFile) {
            calls.add("prepare")
            inner.prepare(&file)
        }
        func styled(_ style: SwiftOutputStyle) -> Wrapper {
            calls.add("styled")
            return Wrapper(inner: inner.styled(style), calls: calls)
        }
        func checkApp(_ context: CheckContext, id: String, registryPath: String,
                      diagnostics: inout DiagnosticCollector) -> DecodedApp? {
            calls.add("checkApp")
            return inner.checkApp(context, id: id, registryPath: registryPath, diagnostics: &diagnostics)
        }
    }

    static var tours: String { CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours").path }

    @Test func checkFeedsAnyAppCheckStageFolderByFolder() {
        let calls = Calls()
        let wrapped = Checker(stages: [SchemaStage(), Wrapper(calls: calls)], jobs: 2).check(paths: [Self.tours])
        let plain = Checker(jobs: 2).check(paths: [Self.tours])
        #expect(calls.count("folderRun") == 1)
        #expect(calls.count("check") == 0)
        #expect(calls.count("prepare") > 0)
        #expect(wrapped.diagnostics.diagnostics.map(\.message) == plain.diagnostics.diagnostics.map(\.message))
    }

    @Test func buildTakesTheDecodedAppFromAnyAppCheckStage() throws {
        let calls = Calls()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-appstage-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let options = BuildOptions(input: Self.tours, output: out, mode: .dryRun)
        let driver = BuildDriver(options: options, stages: [SchemaStage(), Wrapper(calls: calls)])
        let report = driver.run()
        #expect(calls.count("styled") == 1)
        #expect(calls.count("checkApp") >= report.apps.count)
        #expect(calls.count("check") == 0)
        #expect(!report.diagnostics.hasErrors)
        #expect(!report.outcomes.isEmpty)
    }
}
