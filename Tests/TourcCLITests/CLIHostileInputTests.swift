import Foundation
import Testing

/// `tourc dump` and `tourc check` on hostile input: they must end normally (no signal) with a
/// diagnostic that has a position, never crash or hang.
@Suite struct CLIHostileInputTests {
    static let inputs: [(String, [UInt8])] = [
        ("billion-laughs", Array("""
            a: &a ["x","x","x","x","x","x","x","x","x","x"]
            b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]
            c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]
            d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]
            e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]
            f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]
            g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]
            h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g,*g]
            i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h,*h]

            """.utf8)),
        ("deep-nesting", Array(String(repeating: "[", count: 100_000).utf8)),
        ("invalid-utf8", Array("a: b\nc: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)),
        ("nul-byte", Array("a: b\0c\n".utf8)),
        ("binary", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }),
        ("tab-indent", Array("a:\n\tb: 1\n".utf8)),
    ]

    @Test(arguments: inputs.map(\.0))
    func dumpEndsWithAPositionedError(name: String) throws {
        let bytes = try #require(Self.inputs.first { $0.0 == name }?.1)
        let ws = try Workspace()
        try Data(bytes).write(to: ws.url.appendingPathComponent("hostile.yaml"))
        let result = try TourcProcess.run(["dump", "hostile.yaml"], in: ws.url)
        #expect(result.status == 1, "\(name): \(result.stderr.prefix(500))")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("hostile.yaml:"), "\(name): \(result.stderr.prefix(300))")
        #expect(result.stderr.contains(": error[TOUR1"))
    }

    @Test func checkReportsEveryHostileFile() throws {
        let ws = try Workspace()
        for (name, bytes) in Self.inputs {
            try Data(bytes).write(to: ws.url.appendingPathComponent("\(name).yaml"))
        }
        let result = try TourcProcess.run(["check", ".", "--diagnostics-format", "json"], in: ws.url)
        #expect(result.status == 1)
        let files = Set(result.stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["file"] as? String
        })
        #expect(files == Set(Self.inputs.map { "./\($0.0).yaml" }))
    }

    /// A 2 MB line with an error at its end: the snippet is cut to a window around the error.
    @Test func errorOnAHugeLineGetsAShortSnippet() throws {
        let ws = try Workspace(["long.yaml": "a: [\"" + String(repeating: "x", count: 2_000_000) + "\", *nope]\n"])
        let result = try TourcProcess.run(["check", "long.yaml"], in: ws.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("long.yaml:1:2000009: error[TOUR1"))
        #expect(result.stderr.contains("\", *nope]"))
        let longest = result.stderr.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest < 300, "a snippet line is \(longest) characters long")
    }

    @Test func deviceFilesAreReadOnlyUpToTheLimit() throws {
        let result = try TourcProcess.run(["dump", "/dev/zero"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("/dev/zero:1:1: error[TOUR1001]"))
    }

    @Test func danglingSymbolicLinkExitsTwo() throws {
        let ws = try Workspace()
        try FileManager.default.createSymbolicLink(
            atPath: ws.url.appendingPathComponent("gone.yaml").path, withDestinationPath: "/nonexistent/x.yaml")
        let result = try TourcProcess.run(["check", "gone.yaml"], in: ws.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error[TOUR9002]"))
    }
}
