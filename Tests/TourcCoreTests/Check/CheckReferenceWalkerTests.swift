import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// References are found by `ReferenceWalker`, generated from the description's `ref:` fields;
/// `ReferenceChecks` only resolves what it is given.
@Suite("Reference walker")
struct CheckReferenceWalkerTests {
    /// meshtastic's admin tip with `edits` applied, in a temporary tours folder.
    private func meshtastic(_ edits: [(String, String)]) throws -> WriteTempDir {
        let dir = WriteTempDir()
        let root = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours/meshtastic")
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where name.hasSuffix(".yaml") || name == "meshtastic.xcstrings" {
            var text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            if name == "admin_channel_tip.yaml" {
                for (old, new) in edits {
                    #expect(text.contains(old), "the edit applies: \(old)")
                    text = text.replacingOccurrences(of: old, with: new)
                }
            }
            dir.write("tours/meshtastic/" + name, text)
        }
        return dir
    }

    static func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.code.id) \($0.span?.file ?? "-"):\($0.span?.range.start.line ?? 0):\($0.span?.range.start.column ?? 0) \($0.message)" }
    }

    /// A trigger's screen (line 8) and a `when` condition (line 9): found, at their values, and
    /// `tourc build` reports them in `tourc check`'s order (by file, then position), not in the
    /// order the walk meets the keys.
    @Test func unknownReferencesAreFoundAndBuildReportsThemInCheckOrder() throws {
        let dir = try meshtastic([("screen: settings}", "screen: settingz}"), ("when: [administrationEnabled]", "when: [administrationEnabledZ]")])
        let check = Checker(jobs: 1).check(paths: [dir.file("tours")])
        let build = BuildDriver(options: BuildOptions(input: dir.file("tours"), output: dir.file("out"), jobs: 1, mode: .dryRun)).run()
        let errors = check.diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code.id) == ["TOUR3102", "TOUR3104"], "\(Self.located(errors))")
        #expect(errors.map { $0.span?.range.start.line } == [8, 9])
        #expect(errors.first?.message.contains("no screen `settingz`") == true)
        #expect(Self.located(build.diagnostics.diagnostics) == Self.located(check.diagnostics.diagnostics))
    }

    /// A haptic cue may name a lifecycle moment instead of an app event; a progress key is
    /// resolved without offering a show-once key: the two fields the walk leaves to
    /// `ReferenceChecks.Resolver` by name.
    @Test func lifecycleMomentsAreNotEvents() throws {
        let dir = try meshtastic([("when: [administrationEnabled]", "when: [administrationEnabled]\nvisuals: {haptics: [{event: entry, haptic: light}, {event: entryy, haptic: light}]}")])
        let check = Checker(jobs: 1).check(paths: [dir.file("tours")])
        let errors = check.diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code.id) == ["TOUR3103"], "\(Self.located(errors))")
        #expect(errors.first?.message.contains("`entryy`") == true)
    }
}
