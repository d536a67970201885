import Foundation

/// Golden-file helpers: the repository root, the record switch, and a unified diff for readable
/// failures.
enum EmitGolden {
    /// The package root (this file is Tests/TourcCoreTests/EmitGoldenSupport.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `TOURC_RECORD=1` rewrites golden files instead of comparing.
    static var recording: Bool { ProcessInfo.processInfo.environment["TOURC_RECORD"] == "1" }

    /// A unified diff (3 lines of context) from `old` to `new`, `""` when equal.
    static func unifiedDiff(_ old: String, _ new: String, oldName: String, newName: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if a == b { return "" }
        // Trim the common prefix and suffix; the LCS then runs on the changed middle only.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        var lcs = Array(repeating: Array(repeating: 0, count: midB.count + 1), count: midA.count + 1)
        for i in stride(from: midA.count - 1, through: 0, by: -1) {
            for j in stride(from: midB.count - 1, through: 0, by: -1) {
                lcs[i][j] = midA[i] == midB[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        // Edit script over the whole files: (tag, line); deletions before insertions.
        var ops: [(Character, String)] = a[..<prefix].map { (" ", $0) }
        var i = 0, j = 0
        while i < midA.count || j < midB.count {
            if i < midA.count, j < midB.count, midA[i] == midB[j] { ops.append((" ", midA[i])); i += 1; j += 1 }
            else if i < midA.count, j == midB.count || lcs[i + 1][j] >= lcs[i][j + 1] { ops.append(("-", midA[i])); i += 1 }
            else { ops.append(("+", midB[j])); j += 1 }
        }
        ops += a[(a.count - suffix)...].map { (" ", $0) }

        var out = "--- \(oldName)\n+++ \(newName)\n"
        let changed = ops.indices.filter { ops[$0].0 != " " }
        var k = 0
        while k < changed.count {
            var end = k
            while end + 1 < changed.count, changed[end + 1] - changed[end] <= 7 { end += 1 }
            let lo = max(0, changed[k] - 3), hi = min(ops.count - 1, changed[end] + 3)
            let oldStart = ops[..<lo].filter { $0.0 != "+" }.count + 1
            let newStart = ops[..<lo].filter { $0.0 != "-" }.count + 1
            let hunk = ops[lo...hi]
            out += "@@ -\(oldStart),\(hunk.filter { $0.0 != "+" }.count) +\(newStart),\(hunk.filter { $0.0 != "-" }.count) @@\n"
            for op in hunk { out += "\(op.0)\(op.1)\n" }
            k = end + 1
        }
        return out
    }
}
