import Foundation
import Testing

/// Compares text with a committed golden file in Golden/, or records it when TOURC_RECORD=1.
/// On mismatch the failure shows a line diff (`-` golden, `+` actual) and how to re-record.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["TOURC_RECORD"] == "1" }

    static func check(_ actual: String, against name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        if isRecording {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            Issue.record("recorded \(name); a TOURC_RECORD=1 run always fails, so a recording run can never pass CI: review the diff and run the tests again without it", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "golden file \(name) is missing; record it with TOURC_RECORD=1 swift test --filter TourcDiagnosticsTests",
                sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                """
                \(name) differs from the golden file (- golden, + actual):
                \(LineDiff.render(expected: expected, actual: actual))
                If the change is intended, re-record: TOURC_RECORD=1 swift test --filter TourcDiagnosticsTests
                """,
                sourceLocation: sourceLocation)
        }
    }
}

/// A small line diff (longest common subsequence) with two lines of context around changes.
enum LineDiff {
    static func render(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        // lcs[i][j]: length of the LCS of old[i...] and new[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i])); i += 1; j += 1
            } else if i < old.count, j == new.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                lines.append(("-", old[i])); i += 1
            } else {
                lines.append(("+", new[j])); j += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        var out: [String] = []
        var lastShown = -1
        for index in lines.indices {
            let near = changed.contains { abs($0 - index) <= context }
            guard near else { continue }
            if lastShown >= 0, index > lastShown + 1 { out.append("@@") }
            out.append("\(lines[index].mark) \(lines[index].text)")
            lastShown = index
        }
        return out.joined(separator: "\n")
    }
}
