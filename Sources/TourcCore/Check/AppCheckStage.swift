import TourcDiagnostics

/// What a whole-run stage that works one app folder at a time offers the pipeline beyond
/// `CheckStage` (today `LanguageStage`). `Checker` and `BuildDriver` ask a stage for this
/// capability (`as? any AppCheckStage`) instead of naming the stage's type, so a second stage of
/// this kind, or a test's, plugs in the same way.
///
/// Why a protocol of its own: `CheckStage` stays the two hooks every stage may have; the
/// folder-by-folder run, the decoding ahead on loading threads, the Swift style the type names are
/// checked with and the decoded app `tourc build` emits from are one stage's business, together.
public protocol AppCheckStage: CheckStage {
    /// An object that `Checker` feeds folder by folder, releasing each folder's documents once it
    /// is checked, so memory stays proportional to one app instead of the whole run. It must
    /// report exactly what `check(_:)` reports for the whole run (see `FolderCheckRun`).
    func makeFolderRun(roots: [String]) -> any FolderCheckRun
    /// Work on one file that the whole-run check would otherwise do later on a single thread (such
    /// as decoding its document), done right after the per-file checks, on the thread that loaded
    /// the file; `hasFileErrors` is set by then. Must not change what the stage reports, only
    /// where the work runs.
    func prepare(_ file: inout LoadedFile)
    /// The stage with tourc.yml's `swift` settings (the generated type names are checked with them).
    func styled(_ style: SwiftOutputStyle) -> Self
    /// `tourc build`'s whole-app check: the same diagnostics as `check(_:)` over `context` (one
    /// app's files), and the app as the stage decoded it when the registry at `registryPath` was
    /// among them (its files named as the stage names them), so the build emits from those values
    /// instead of decoding each file a second time.
    func checkApp(_ context: CheckContext, id: String, registryPath: String,
                  diagnostics: inout DiagnosticCollector) -> DecodedApp?
}
