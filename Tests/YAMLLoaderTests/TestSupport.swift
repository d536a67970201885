import TourcDiagnostics
@testable import YAMLLoader

/// Loads `text` and returns the documents and diagnostics.
func loadYAML(_ text: String, limits: LoadLimits = .default) -> ([YAMLDocument], [Diagnostic]) {
    loadYAML(Array(text.utf8), limits: limits)
}

func loadYAML(_ bytes: [UInt8], limits: LoadLimits = .default) -> ([YAMLDocument], [Diagnostic]) {
    var diagnostics = DiagnosticCollector()
    let documents = YAMLLoader.load(bytes, file: "test.yaml", limits: limits, diagnostics: &diagnostics)
    return (documents, diagnostics.diagnostics)
}

/// The single document's root, or nil when loading gave anything else.
func root(_ text: String) -> YAMLNode? {
    let (documents, diagnostics) = loadYAML(text)
    guard diagnostics.isEmpty, documents.count == 1 else { return nil }
    return documents[0].root
}

/// `line:column` of a location, for compact position assertions.
func lc(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }

/// `line:column-line:column` of a range.
func lc(_ range: SourceRange) -> String { "\(lc(range.start))-\(lc(range.end))" }

/// The one diagnostic's code and `line:column`, or a description of what came instead.
func onlyError(_ diagnostics: [Diagnostic]) -> String {
    guard diagnostics.count == 1, let d = diagnostics.first else {
        return "\(diagnostics.count) diagnostics: \(diagnostics.map { "\($0.code.id) \($0.message)" })"
    }
    return "\(d.code.id) \(d.span.map { lc($0.range.start) } ?? "-")"
}

extension YAMLNode {
    /// The value of a plain-data tree as Swift values, for whole-tree comparisons.
    var plain: String {
        switch kind {
        case .scalar(let s):
            switch s.value {
            case .null: return "null"
            case .bool(let b): return "\(b)"
            case .number(.int(let i)): return "\(i)"
            case .number(.bigInt(let t)): return "big(\(t))"
            case .number(.double(let d)): return "\(d)"
            case .string(let t): return "'\(t)'"
            }
        case .sequence(let items): return "[" + items.map(\.plain).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { "\($0.key.plain): \($0.value.plain)" }.joined(separator: ", ") + "}"
        }
    }
}
