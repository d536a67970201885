import Foundation
import Testing

/// Runs the built `tourc` executable as a subprocess, the way users and CI do.
///
/// The binary is looked up next to the test bundle (SwiftPM puts every product of a build in the
/// same products folder), or taken from `TOURC_BINARY` when set.
struct TourcProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let binary: URL? = {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["TOURC_BINARY"] {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        // Linux: the test runner is `<products>/tourcPackageTests.xctest`; macOS: a bundle there.
        for path in [CommandLine.arguments.first, Bundle.main.bundlePath] as [String?] + Bundle.allBundles.map(\.bundlePath) {
            guard let path else { continue }
            var url = URL(fileURLWithPath: path)
            for _ in 0..<4 {
                url = url.deletingLastPathComponent()
                candidates.append(url.appendingPathComponent("tourc"))
            }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/tourc"))
        return candidates.first { url in
            var isFolder: ObjCBool = false
            return fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
                && fileManager.isExecutableFile(atPath: url.path)
        }
    }()

    /// Runs tourc with `arguments` in `directory`. The environment is the test's, minus variables
    /// that change tourc's output (GITHUB_ACTIONS, NO_COLOR), plus `environment`.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        executable: URL? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Result {
        let binary = try executable
            ?? #require(binary, "tourc binary not found next to the tests; build it with `swift build`", sourceLocation: sourceLocation)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "GITHUB_ACTIONS")
        env.removeValue(forKey: "NO_COLOR")
        env.merge(environment) { $1 }
        process.environment = env
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}

/// A temporary folder of input files for one test, removed afterwards.
final class Workspace {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-ws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
