import Foundation

/// Headless Chromium as a program: found on the PATH (or `$TOURC_CHROMIUM`), run once per page
/// with a private profile, its output read from a file, killed if it hangs.
///
/// Why a process per page and not the DevTools protocol: `--screenshot` and `--dump-dom` are
/// Chromium's stable command-line interface, need no WebSocket client, and a page that breaks one
/// run cannot affect the next.
public struct Chromium: Sendable {
    public let executable: String

    /// The names looked for on the PATH, in order.
    static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    public init(executable: String) { self.executable = executable }

    /// `explicit`, else `$TOURC_CHROMIUM`, else the first of `names` on the PATH; nil when none is
    /// an executable file.
    public static func locate(_ explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) -> Chromium? {
        let fileManager = FileManager.default
        if let path = explicit ?? environment["TOURC_CHROMIUM"], !path.isEmpty {
            return fileManager.isExecutableFile(atPath: path) ? Chromium(executable: path) : nil
        }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where !folder.isEmpty {
                let path = folder + "/" + name
                if fileManager.isExecutableFile(atPath: path) { return Chromium(executable: path) }
            }
        }
        return nil
    }

    /// The flags every run takes: headless, no sandbox (it needs kernel features containers and
    /// root lack; the pages are tourc's own files, and the network is never used), one device
    /// pixel per CSS pixel, no scrollbars, no first-run work, a private profile in `profile`.
    static func baseArguments(profile: String) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
         "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-sync",
         "--mute-audio", "--user-data-dir=\(profile)"]
    }

    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        public var timedOut: Bool
    }

    /// Runs Chromium on `url` with `arguments` (after the base flags), in a fresh profile under
    /// `scratch`, and waits at most `timeout` seconds.
    public func run(_ arguments: [String], url: String, scratch: String, timeout: Double = 90) throws -> Result {
        let fileManager = FileManager.default
        let folder = scratch + "/run-" + UUID().uuidString
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(atPath: folder) }
        let outPath = folder + "/stdout", errPath = folder + "/stderr"
        _ = fileManager.createFile(atPath: outPath, contents: nil)  // opened below, which reports a failure
        _ = fileManager.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Self.baseArguments(profile: folder + "/profile") + arguments + [url]
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        var timedOut = false
        if done.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            done.wait()
        }
        try? out.close()
        try? err.close()
        return Result(status: process.terminationStatus,
                      stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
                      timedOut: timedOut)
    }

    /// A PNG of `url` at `width` × `height` CSS pixels.
    public func screenshot(url: String, width: Int, height: Int, scratch: String) throws -> [UInt8] {
        let path = scratch + "/shot-" + UUID().uuidString + ".png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["--window-size=\(width),\(height)", "--screenshot=\(path)"], url: url, scratch: scratch)
        guard !result.timedOut, let data = FileManager.default.contents(atPath: path) else {
            let reason = result.timedOut ? "timed out" : "exit status \(result.status)"
            throw ChromiumFailure(message: "no screenshot of \(url) (\(reason)): \(result.stderr.suffix(600))")
        }
        return Array(data)
    }

    /// The page's DOM after its scripts ran, as HTML.
    public func dumpDOM(url: String, scratch: String) throws -> String {
        let result = try run(["--dump-dom", "--virtual-time-budget=2000"], url: url, scratch: scratch)
        guard !result.timedOut, result.status == 0 else {
            throw ChromiumFailure(message: "--dump-dom of \(url) failed (\(result.timedOut ? "timed out" : "exit \(result.status)")): \(result.stderr.suffix(600))")
        }
        return result.stdout
    }
}

public struct ChromiumFailure: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
