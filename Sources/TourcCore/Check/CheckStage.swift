import TourKit
import TourcDiagnostics
import YAMLLoader

/// One file after loading: what later stages get.
public struct LoadedFile: Sendable {
    public var path: String
    /// The documents the loader could build (possibly none when the YAML was broken).
    public var documents: [YAMLDocument]
    /// Whether loading reported an error; stages may skip such files to avoid follow-on noise.
    public var hasLoadErrors: Bool
    /// Whether loading or a per-file stage (e.g. the schema) reported an error. Whole-run stages
    /// read it to skip files already reported, without validating them again.
    public var hasFileErrors: Bool
    /// The file's one document as a stage decoded it while the file was loaded, on a loading
    /// thread (see `AppCheckStage.prepare(_:)`); nil when no stage did.
    var decoded: DecodedFile?
    /// The `# tourc:accept` comments of the file (`InlineAcceptance`), read with its bytes.
    var acceptances: [InlineAcceptance] = []

    public init(path: String, documents: [YAMLDocument], hasLoadErrors: Bool, hasFileErrors: Bool? = nil) {
        self.path = path
        self.documents = documents
        self.hasLoadErrors = hasLoadErrors
        self.hasFileErrors = hasFileErrors ?? hasLoadErrors
    }
}

extension LoadedFile {
    /// The file without its documents: what whole-run stages that do not read documents get.
    var withoutDocuments: LoadedFile {
        var copy = LoadedFile(path: path, documents: [], hasLoadErrors: hasLoadErrors, hasFileErrors: hasFileErrors)
        copy.acceptances = acceptances
        return copy
    }
}

/// A file's one document, decoded ahead of the whole-run checks (`AppCheckStage.prepare(_:)`),
/// or the diagnostic decoding it gave, which the stage reports where it always did.
enum DecodedFile: Sendable {
    case registry(Located<AppRegistry>)
    case tour(Located<Tour>)
    case failed(Diagnostic)
}

/// Everything a whole-run stage sees.
public struct CheckContext: Sendable {
    /// The paths as given on the command line (files or folders), e.g. `["tours"]`.
    public var roots: [String]
    /// Every input file, loaded, in sorted path order.
    public var files: [LoadedFile]

    public init(roots: [String], files: [LoadedFile]) {
        self.roots = roots
        self.files = files
    }
}

/// A check that `tourc check` (and `build`) runs after loading. This is how schema validation
/// and the language's semantic checks plug into the driver: add a stage to
/// `Checker.defaultStages` (DefaultStages.swift).
///
/// A stage has two hooks, both optional. `check(file:)` runs once per file, possibly on several
/// threads at once, right after the file is loaded. `check(_:)` runs once per run with every file
/// (cross-file checks such as references between an app registry and its tours); documents are
/// only kept for it when some stage says `needsAllFiles`, so memory stays proportional to one file
/// otherwise. A stage whose whole-run check looks at one app folder at a time, and decodes the
/// app while it checks it, says so by conforming to `AppCheckStage` too: the pipeline asks for
/// that capability, never for a stage's concrete type.
public protocol CheckStage: Sendable {
    /// Per-file checks (e.g. JSON Schema validation). Default: nothing.
    func check(file: LoadedFile, diagnostics: inout DiagnosticCollector)
    /// Whole-run checks. Default: nothing.
    func check(_ context: CheckContext, diagnostics: inout DiagnosticCollector)
    /// Whether `check(_:)` needs the loaded documents of every file. Default: false.
    var needsAllFiles: Bool { get }
    /// Called once the run's files are known, before any is loaded: a stage can start expensive
    /// set-up those files will need on a background thread (it must be safe to run at the same
    /// time as the stage's checks). Default: nothing.
    func warmUp(for files: [String])
}

/// A whole-run check fed one folder at a time (see `AppCheckStage.makeFolderRun(roots:)`).
///
/// It must produce exactly the diagnostics, in exactly the order, that the stage's `check(_:)`
/// would give for the whole run: folders arrive in the order their last file was loaded, and
/// `order` (the position of the folder's first loaded file in the run) says where each folder's
/// findings belong.
public protocol FolderCheckRun: AnyObject {
    /// Checks one complete folder: `files` are every loaded file of the run directly in `folder`
    /// (the text before the file name's last `/`, or `.`), in run order.
    func check(folder: String, order: Int, files: [LoadedFile])
    /// The run's diagnostics, once every folder was checked.
    func finish(diagnostics: inout DiagnosticCollector)
}

extension CheckStage {
    public func check(file: LoadedFile, diagnostics: inout DiagnosticCollector) {}
    public func check(_ context: CheckContext, diagnostics: inout DiagnosticCollector) {}
    public var needsAllFiles: Bool { false }
    public func warmUp(for files: [String]) {}
}
