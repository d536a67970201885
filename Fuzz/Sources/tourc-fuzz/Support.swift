import Foundation
import TourcDiagnostics

/// What every surface's oracles share: diagnostics as comparable lines, stopping with a message,
/// the repository the seeds and fixtures come from, and the private folder inputs are written to.

/// Each diagnostic as one line (severity, code, file:line:col+offset, message), sorted: two
/// runs that report the same problems give equal lists whatever their order.
func located(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { d in
        let s = d.span?.range.start
        return "\(d.severity) \(d.code.id) \(d.span?.file ?? "-"):\(s?.line ?? 0):\(s?.column ?? 0)+\(s?.offset ?? 0) \(d.message)"
    }.sorted()
}

/// A broken promise: libFuzzer saves the input (abort is a crash to it) and stops.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tourc-fuzz: \(message)\n".utf8))
    abort()
}

/// Every error must say where it is (the team's "one diagnostic per mistake, at file:line:col").
func requireLocatedErrors(_ diagnostics: [Diagnostic], _ surface: String) {
    for d in diagnostics where d.severity == .error && d.span == nil {
        fail("\(surface): an error without a location: \(d.code.id) \(d.message)")
    }
}

enum Repository {
    /// The repository's root (Fuzz/Sources/tourc-fuzz/<file> → four levels up).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func read(_ relative: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: root + "/" + relative) else {
            fail("cannot read \(relative) (run from the repository's Fuzz package)")
        }
        return Array(data)
    }

    /// Copies the app folders under `relative` (their `app.yaml` and tour files, not their
    /// tests) into `destination`: the scenario and config surfaces compile apps from a private
    /// copy, so a run never depends on (or touches) the working tree after it started.
    static func copyApps(from relative: String, to destination: String) {
        let fm = FileManager.default
        let source = root + "/" + relative
        for app in (try? fm.contentsOfDirectory(atPath: source)) ?? [] {
            let folder = source + "/" + app
            guard fm.fileExists(atPath: folder + "/app.yaml") else { continue }
            try? fm.createDirectory(atPath: destination + "/" + app, withIntermediateDirectories: true)
            for file in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix(".yaml") {
                try? fm.copyItem(atPath: folder + "/" + file, toPath: destination + "/" + app + "/" + file)
            }
        }
    }
}

/// A private folder the inputs are written to (in /dev/shm when there is one), removed at exit.
final class Workspace: @unchecked Sendable {
    static let shared = Workspace()
    let root: String
    var tours: String { root + "/tours" }
    var output: String { root + "/out" }

    init() {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        var template = Array("\(base)/tourc-fuzz-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { fail("cannot create a temporary folder") }
        root = String(cString: made)
        atexit { try? FileManager.default.removeItem(atPath: Workspace.shared.root) }
    }
}
