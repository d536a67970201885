import ArgumentParser
import Foundation
import TourcDiagnostics

/// The `--diagnostics-format` values.
enum ValidateOutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case human, json, github, sarif
}

/// Prints diagnostics for `tourc validate`. A minimal renderer, kept in this one place so the
/// shared renderers (human with snippets, JSON Lines, GitHub, SARIF) can replace it in one edit.
enum ValidateOutput {
    static func write(_ diagnostics: [Diagnostic], format: ValidateOutputFormat, fileCount: Int) {
        var out = ""
        switch format {
        case .human:
            for d in diagnostics { out += human(d) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let summary = errors == 0
                ? "\(fileCount) file\(fileCount == 1 ? "" : "s") valid.\n"
                : "\(errors) error\(errors == 1 ? "" : "s") in \(fileCount) file\(fileCount == 1 ? "" : "s").\n"
            FileHandle.standardError.write(Data(summary.utf8))
        case .json:
            for d in diagnostics { out += jsonLine(d) + "\n" }
        case .github:
            for d in diagnostics { out += github(d) + "\n" }
        case .sarif:
            out = sarif(diagnostics)
        }
        FileHandle.standardOutput.write(Data(out.utf8))
    }

    static func human(_ d: Diagnostic) -> String {
        var s = ""
        if let span = d.span {
            s += "\(span.file):\(span.range.start.line):\(span.range.start.column): "
        }
        s += "\(d.severity.rawValue)[\(d.code.id)]: \(d.message)\n"
        for note in d.notes { s += "  note: \(note)\n" }
        if d.suggestions.count > 1 { s += "  help: did you mean " + d.suggestions.map { "`\($0)`" }.joined(separator: ", ") + "?\n" }
        return s
    }

    static func object(_ d: Diagnostic) -> [String: Any] {
        var o: [String: Any] = ["severity": d.severity.rawValue, "code": d.code.id, "message": d.message]
        if let span = d.span {
            o["file"] = span.file
            o["line"] = span.range.start.line
            o["column"] = span.range.start.column
            o["endLine"] = span.range.end.line
            o["endColumn"] = span.range.end.column
        }
        if !d.notes.isEmpty { o["notes"] = d.notes }
        if !d.suggestions.isEmpty { o["suggestions"] = d.suggestions }
        return o
    }

    static func jsonLine(_ d: Diagnostic) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object(d), options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func github(_ d: Diagnostic) -> String {
        let level = d.severity == .error ? "error" : (d.severity == .warning ? "warning" : "notice")
        var props = ["title=\(d.code.id)"]
        if let span = d.span {
            props = ["file=\(span.file)", "line=\(span.range.start.line)", "col=\(span.range.start.column)"] + props
        }
        let message = ([d.message] + d.notes).joined(separator: "\n")
            .replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        return "::\(level) \(props.joined(separator: ","))::\(message)"
    }

    static func sarif(_ diagnostics: [Diagnostic]) -> String {
        let results: [[String: Any]] = diagnostics.map { d in
            var r: [String: Any] = [
                "ruleId": d.code.id,
                "level": d.severity == .error ? "error" : (d.severity == .warning ? "warning" : "note"),
                "message": ["text": ([d.message] + d.notes).joined(separator: "\n")],
            ]
            if let span = d.span {
                r["locations"] = [["physicalLocation": [
                    "artifactLocation": ["uri": span.file],
                    "region": ["startLine": span.range.start.line, "startColumn": span.range.start.column,
                               "endLine": span.range.end.line, "endColumn": span.range.end.column],
                ]]]
            }
            return r
        }
        let log: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [["tool": ["driver": ["name": "tourc"]], "results": results]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.sortedKeys, .prettyPrinted])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
