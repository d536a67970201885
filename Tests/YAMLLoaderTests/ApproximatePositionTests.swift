import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// `loadWithApproximatePositions` is the quick first look of `tourc validate`: it may skip the
/// byte check and the position mapping, but it must build the very same trees and fail on the
/// very same inputs (with at least one diagnostic), because its caller trusts an empty
/// diagnostic list and reloads exactly only when there is something to report.
@Suite struct ApproximatePositionTests {
    static let texts: [String] = MarkPositionTests.texts + [
        "plain: ascii only\nlist: [1, 2.5, true, null, ~]\nblock: |\n  kept\n\n",
        "a: 1\u{85}b: 2\n",
        "line\u{2028}sep: x\n",
        "x: \"\\uD83D\\uDE00\"\ny: '\\uD83D'\n",
        "%YAML 1.3\n---\nk: v\n",
        "one: 1\n---\ntwo: 2\n",
        "",
        "# only a comment\n",
    ]

    /// Texts libyaml's reader must refuse as the byte check does: controls, DEL, C1, U+FFFE/F,
    /// NUL, and malformed UTF-8 (overlong, surrogate, truncated, stray continuation, > U+10FFFF).
    static let badBytes: [[UInt8]] = [
        [0x00], [0x07], [0x0B], [0x1B], [0x7F], [0xC2, 0x86], [0xC2, 0x9F], [0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF],
        [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE3, 0x81], [0xFF], [0xFE],
    ]

    @Test(arguments: texts)
    func sameTreesAndSameDiagnosticCodes(_ text: String) {
        let bytes = Array(text.utf8)
        var exactDiagnostics = DiagnosticCollector()
        let exact = YAMLLoader.load(bytes, file: "t.yaml", diagnostics: &exactDiagnostics)
        var quickDiagnostics = DiagnosticCollector()
        let quick = bytes.withUnsafeBufferPointer {
            YAMLLoader.loadWithApproximatePositions($0, file: "t.yaml", diagnostics: &quickDiagnostics)
        }
        #expect(quick.map(\.root.plain) == exact.map(\.root.plain))
        // Clean in one way means clean in the other: the caller relies on that.
        #expect(quickDiagnostics.diagnostics.isEmpty == exactDiagnostics.diagnostics.isEmpty)
    }

    @Test(arguments: badBytes)
    func refusedBytesStillGiveADiagnostic(_ bad: [UInt8]) {
        for (before, after) in [("key: 'a", "b'\n"), ("# note ", "\nkey: v\n"), ("key: v\n", "")] {
            let bytes = Array(before.utf8) + bad + Array(after.utf8)
            var exactDiagnostics = DiagnosticCollector()
            _ = YAMLLoader.load(bytes, file: "t.yaml", diagnostics: &exactDiagnostics)
            var quickDiagnostics = DiagnosticCollector()
            _ = bytes.withUnsafeBufferPointer {
                YAMLLoader.loadWithApproximatePositions($0, file: "t.yaml", diagnostics: &quickDiagnostics)
            }
            #expect(!exactDiagnostics.diagnostics.isEmpty, "the byte check refuses \(bad)")
            #expect(!quickDiagnostics.diagnostics.isEmpty, "libyaml must refuse \(bad) too")
        }
    }

    @Test func asciiTextGetsExactPositionsAnyway() throws {
        // ASCII text without block scalars: the marks are the positions.
        let text = "a: 1\nb: [x, 'y']\nc: {d: e}\n"
        var diagnostics = DiagnosticCollector()
        let quick = Array(text.utf8).withUnsafeBufferPointer {
            YAMLLoader.loadWithApproximatePositions($0, file: "t.yaml", diagnostics: &diagnostics)
        }
        let exact = try #require(root(text))
        let value = try #require(quick.first?.root["b"])
        #expect(lc(value.range) == lc(try #require(exact["b"]).range))
        #expect(value.range.start.offset == exact["b"]?.range.start.offset)
    }
}
