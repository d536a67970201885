import Foundation
import Testing
@testable import TourcCore

/// `UserPath`, the one type for taking user paths apart (issue 20: NSString's path API trapped
/// on one-character paths), and a guard that no NSString/URL path API comes back into Sources/.
@Suite struct UserPathTests {
    @Test(arguments: [
        ("a", "."), ("a/", "."), ("./a", "."), ("é", "."), ("1", "."),
        ("tours/a/x.yaml", "tours/a"), ("tours//a/", "tours"), ("./tours/a", "./tours"),
        ("/x", "/"), ("/", "/"), ("//", "/"), ("/a/b", "/a"), ("a b/c d", "a b"),
        (".", ".."), ("./", ".."), ("..", "../.."), ("a/..", "a/../.."), ("", ".."),
    ])
    func parent(_ path: String, _ expected: String) {
        #expect(UserPath(path).parent.string == expected)
    }

    @Test(arguments: [
        ("a", "a"), ("a/", "a"), ("./a", "a"), ("é", "é"), ("tours/finite/", "finite"),
        (".", "."), ("/", "/"), ("", ""), ("x/app.yaml", "app.yaml"), ("a b/c d", "c d"),
    ])
    func lastComponent(_ path: String, _ expected: String) {
        #expect(UserPath(path).lastComponent == expected)
    }

    @Test(arguments: [
        ("a.YAML", "yaml"), ("a.test.yml", "yml"), (".hidden", ""), ("noext", ""), ("dir.d/noext", ""),
        ("a.Ünï", "ünï"), ("a.", ""), ("/", ""), ("x.json/", "json"),
    ])
    func fileExtension(_ path: String, _ expected: String) {
        #expect(UserPath(path).extension == expected)
    }

    @Test(arguments: [
        ("tours", "a", "tours/a"), ("tours/", "a", "tours/a"), ("", "a", "a"), (".", "a", "./a"),
        ("/", "a", "/a"), ("x", "/abs", "/abs"),
    ])
    func appending(_ folder: String, _ name: String, _ expected: String) {
        #expect(UserPath(folder).appending(name).string == expected)
    }

    @Test(arguments: [
        (".", "x", "x"), ("", "x", "x"), ("sub", "x", "sub/x"), ("sub", "/abs", "/abs"), ("..", "x", "../x"),
    ])
    func resolving(_ folder: String, _ relative: String, _ expected: String) {
        #expect(UserPath(folder).resolving(relative).string == expected)
    }

    @Test func absoluteAndNameResolveDotsAgainstTheWorkingFolder() {
        let cwd = FileManager.default.currentDirectoryPath
        let cwdName = String(cwd.split(separator: "/").last ?? "/")
        #expect(UserPath(".").absolute.string == cwd)
        #expect(UserPath(".").name == cwdName)
        #expect(UserPath("./").name == cwdName)
        #expect(UserPath("x/..").name == cwdName)
        #expect(UserPath("/a/./b/../c/").absolute.string == "/a/c")
        #expect(UserPath("/..").absolute.string == "/")
        #expect(UserPath("tours/finite").name == "finite")
    }

    /// Walking up with `parent` never stalls (every step changes the path) and never traps.
    @Test func walkingUpTerminates() {
        for start in [".", "a", "a/b/c", "/a/b", "/", "", "..", "é/./ü"] {
            var path = UserPath(start)
            for _ in 0..<10 { path = path.parent }
            #expect(!path.string.isEmpty)
        }
    }

    /// The path APIs of NSString and URL that this package must not call on a path (they trap
    /// on one-character paths on this toolchain; `UserPath` is the replacement). Comments may
    /// name them.
    static let forbidden = [
        "deletingLastPathComponent", "lastPathComponent", "pathExtension", "appendingPathComponent",
        "deletingPathExtension", "appendingPathExtension", "standardizedFileURL", "standardizingPath",
        "expandingTildeInPath", "resolvingSymlinksInPath", "pathComponents", "as NSString", "NSString(",
    ]

    @Test func sourcesUseNoNSStringPathAPI() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources").path
        let files = try #require(FileManager.default.enumerator(atPath: sources)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        var found: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.drop { $0 == " " }
                if code.hasPrefix("//") { continue }
                let beforeComment = code.range(of: "//").map { code[..<$0.lowerBound] } ?? code
                for api in Self.forbidden where beforeComment.contains(api) {
                    found.append("Sources/\(file):\(number + 1): \(api)")
                }
            }
        }
        #expect(found.isEmpty, "NSString/URL path API in Sources/ (use UserPath): \(found)")
    }
}
