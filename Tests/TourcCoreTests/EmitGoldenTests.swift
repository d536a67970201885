import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// The committed output of `tourc build` must be what the compiler produces today.
///
/// Golden files live in Tests/TourKitConsumerTests/Generated/<app-id>/ — the exact layout of
/// build/tours — because the consumer test target compiles them: the four bundled apps (input
/// `tours/`) and the kitchen-sink fixture that uses every feature and hostile strings (input
/// Tests/TourcCoreTests/Golden/input/). Record with `TOURC_RECORD=1 swift test --filter EmitGoldenTests`.
@Suite("Golden output")
struct EmitGoldenTests {
    static let generated = EmitGolden.root.appendingPathComponent("Tests/TourKitConsumerTests/Generated").path

    /// The bundled apps are built as `tourc build` builds them by default (authoring notes left
    /// out); the kitchen-sink fixture keeps them (`--include-authoring-notes`), because it is the
    /// output that shows every key, and its hostile strings sit in notes and descriptions too.
    @Test(arguments: ["tours", "Tests/TourcCoreTests/Golden/input"])
    func outputMatchesGoldenFiles(_ input: String) throws {
        let options = BuildOptions(
            input: EmitGolden.root.appendingPathComponent(input).path, output: Self.generated, jobs: 2,
            mode: EmitGolden.recording ? .write : .dryRun, retainsOutput: true, includesAuthoringNotes: input != "tours")
        let report = BuildDriver(options: options).run()
        let errors = report.diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.code.id) \($0.span?.file ?? ""):\($0.span?.range.start.line ?? 0): \($0.message)" })")
        #expect(!report.plan.files.isEmpty)
        if EmitGolden.recording {
            Issue.record("recorded the golden output of \(input); a TOURC_RECORD=1 run always fails, so a recording run can never pass CI: review the diff and run the tests again without it")
            return
        }
        let writer = OutputWriter(root: Self.generated)
        for file in report.plan.files {
            let path = writer.absolutePath(file.path)
            let committed = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            let fresh = String(decoding: file.bytes, as: UTF8.self)
            guard let committed else {
                Issue.record("missing golden file \(path); run TOURC_RECORD=1 swift test --filter EmitGoldenTests (and add its JSON to the consumer target's exclude list)")
                continue
            }
            let diff = EmitGolden.unifiedDiff(committed, fresh, oldName: "golden/\(file.path)", newName: "emitted/\(file.path)")
            #expect(diff.isEmpty, "golden file is stale (TOURC_RECORD=1 to update):\n\(diff)")
        }
    }

    @Test func unifiedDiffShowsHunks() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 6", with: "line six")
        let diff = EmitGolden.unifiedDiff(old, new, oldName: "a", newName: "b")
        #expect(diff == """
        --- a
        +++ b
        @@ -3,7 +3,7 @@
         line 3
         line 4
         line 5
        -line 6
        +line six
         line 7
         line 8
         line 9

        """)
        #expect(EmitGolden.unifiedDiff(old, old, oldName: "a", newName: "b") == "")
    }
}
