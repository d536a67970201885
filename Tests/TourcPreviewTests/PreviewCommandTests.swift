import Foundation
import Testing

/// `tourc preview` as users run it: the built binary, its exit statuses and messages.
@Suite("tourc preview command")
struct PreviewCommandTests {
    struct Output {
        var status: Int32
        var stderr: String
    }

    /// The `tourc` executable beside the test bundle (SwiftPM builds every product into one folder).
    static let binary: URL? = {
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["TOURC_BINARY"] { candidates.append(URL(fileURLWithPath: explicit)) }
        for path in [CommandLine.arguments.first, Bundle.main.bundlePath] as [String?] {
            guard let path else { continue }
            var url = URL(fileURLWithPath: path)
            for _ in 0..<4 {
                url = url.deletingLastPathComponent()
                candidates.append(url.appendingPathComponent("tourc"))
            }
        }
        candidates.append(PreviewFixtures.root.appendingPathComponent(".build/debug/tourc"))
        return candidates.first { url in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && !folder.boolValue
                && FileManager.default.isExecutableFile(atPath: url.path)
        }
    }()

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        let binary = try #require(binary, "tourc not found beside the tests; run `swift build`")
        let scratch = try PreviewFixtures.scratch("cli")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = PreviewFixtures.root
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "GITHUB_ACTIONS")
        env.merge(environment) { $1 }
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try err.close()
        return Output(status: process.terminationStatus, stderr: try String(contentsOf: errURL, encoding: .utf8))
    }

    @Test func writesTheSiteThenNothing() throws {
        let output = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let first = try Self.run(["preview", "tours", "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("created \(output.path)/ops/tours/office_onboarding.html"))
        let second = try Self.run(["preview", "tours", "--output", output.path])
        #expect(second.status == 0)
        #expect(second.stderr.contains("preview: 0 written"), "\(second.stderr)")
    }

    /// Without Chromium, `--png` says what to install and exits 2; nothing is written.
    @Test func pngWithoutChromium() throws {
        let output = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try Self.run(["preview", "tours/finite", "--png", "--output", output.path + "/site"],
                                  environment: ["TOURC_CHROMIUM": "/nonexistent/chromium"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("apt-get install -y chromium"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path + "/site"))
    }

    /// A missing input folder is reported as any command reports it (TOUR9001, exit 2); nothing
    /// is written.
    @Test func missingInput() throws {
        let output = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try Self.run(["preview", "/nonexistent/tours", "--output", output.path + "/site"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("TOUR9001"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path + "/site"))
    }

    @Test func unknownApp() throws {
        let result = try Self.run(["preview", "tours", "--app", "nope", "--output", "/nonexistent/site"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("no app `nope`"))
        #expect(result.stderr.contains("finite"))
    }

    /// `--png` with Chromium: one PNG per step and one per flow graph, written beside the pages.
    @Test func pngForOneTour() throws {
        _ = try PreviewFixtures.chromium()
        let output = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try Self.run(["preview", "tours", "--app", "omnisite", "--tour", "home_legend_help", "--png", "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let folder = output.appendingPathComponent("omnisite/png/home_legend_help")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.contains("flow.png"))
        #expect(files.filter { $0.hasSuffix(".png") }.count >= 2)
        let png = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("flow.png").path))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }
}
