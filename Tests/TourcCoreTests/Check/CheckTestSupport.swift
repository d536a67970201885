import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// Diagnostics tests in swift-format's style: the YAML of a fixture carries markers (`1️⃣`,
/// `2️⃣`, ...) where a diagnostic is expected; the markers are stripped before the file is
/// written, and turned into line:column positions to compare with what `tourc check` reports.
struct MarkedText {
    var text: String
    /// Marker name ("1️⃣") -> 1-based line and column (in Unicode scalars) in `text`.
    var markers: [String: (line: Int, column: Int)] = [:]

    static let names = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ marked: String) {
        var lines: [String] = []
        for (n, rawLine) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine)
            while let (name, range) = Self.names.lazy.compactMap({ name in line.range(of: name).map { (name, $0) } }).first {
                let column = line[..<range.lowerBound].unicodeScalars.count + 1
                markers[name] = (n + 1, column)
                line.removeSubrange(range)
            }
            lines.append(line)
        }
        text = lines.joined(separator: "\n")
    }
}

/// A throw-away folder of fixture files, checked with the default stages.
struct CheckFixture {
    let root: URL
    var files: [String: MarkedText] = [:]

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-check-\(UUID().uuidString)")
        for (path, text) in files {
            let marked = MarkedText(text)
            self.files[path] = marked
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try marked.text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Runs `tourc check` on the folder (or on some of its files).
    func check(_ paths: [String]? = nil) -> [Diagnostic] {
        let report = Checker(jobs: 1).check(paths: (paths ?? [""]).map { $0.isEmpty ? root.path : root.appendingPathComponent($0).path })
        try? FileManager.default.removeItem(at: root)
        return report.diagnostics.diagnostics
    }

    /// `file:line:column` of a marker, in the form `position(of:)` gives diagnostics.
    func marker(_ name: String, in path: String) -> String? {
        guard let m = files[path]?.markers[name] else { return nil }
        return "\(path):\(m.line):\(m.column)"
    }

    func position(of diagnostic: Diagnostic) -> String {
        guard let span = diagnostic.span else { return "(no location)" }
        let file = span.file.hasPrefix(root.path + "/") ? String(span.file.dropFirst(root.path.count + 1)) : span.file
        return "\(file):\(span.range.start.line):\(span.range.start.column)"
    }
}

/// Checks `files` and expects exactly the marked positions (every marker of every file) to carry
/// `code`, and no other error anywhere. Returns the diagnostics with `code` for further checks.
@discardableResult
func expectDiagnostics(_ code: DiagnosticCode, _ files: [String: String],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
    let fixture = try CheckFixture(files)
    let diagnostics = fixture.check()
    let expected = fixture.files.keys.sorted().flatMap { path in
        MarkedText.names.compactMap { fixture.marker($0, in: path) }
    }
    let matching = diagnostics.filter { $0.code == code }
    #expect(matching.map(fixture.position).sorted() == expected.sorted(),
            "all: \(diagnostics.map { "\(fixture.position(of: $0)) \($0.code.id) \($0.message)" })",
            sourceLocation: sourceLocation)
    let others = diagnostics.filter { $0.code != code && $0.severity == .error }
    #expect(others.isEmpty, "unexpected: \(others.map { "\(fixture.position(of: $0)) \($0.code.id) \($0.message)" })",
            sourceLocation: sourceLocation)
    #expect(matching.allSatisfy { $0.severity == code.severity }, sourceLocation: sourceLocation)
    return matching
}
