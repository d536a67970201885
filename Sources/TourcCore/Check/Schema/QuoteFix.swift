import JSONSchema
import TourcDiagnostics
import YAMLLoader

/// Turns the schema's "expected a string, found a number" into a machine-applicable fix.
///
/// YAML reads `version: 1.10` as the number 1.1 and `id: true` as a boolean. The validator
/// already notes that the value needs quotes; this adds a `Fix` that replaces the scalar with its
/// original text in double quotes (`"1.10"`, never the rounded `1.1`), so editors and `--fix`
/// style tools can apply it, and a suggestion so every output format shows it.
enum QuoteFix {
    static func apply(to diagnostic: Diagnostic, in document: YAMLDocument) -> Diagnostic {
        guard diagnostic.code == SchemaCodes.typeMismatch, diagnostic.message.hasPrefix("Expected "), diagnostic.message.contains("a string"),
              let span = diagnostic.span, span.file == document.file,
              let scalar = scalar(at: span.range, in: document.root), scalar.style == .plain
        else { return diagnostic }
        switch scalar.value {
        case .number, .bool: break
        case .null, .string: return diagnostic
        }
        let quoted = "\"" + scalar.text + "\""
        var fixed = diagnostic
        fixed.fix = Diagnostic.Fix(span: span, replacement: quoted, message: "quote it: \(quoted)")
        if fixed.suggestions.isEmpty { fixed.suggestions = [quoted] }
        return fixed
    }

    /// The scalar whose range is exactly `range`, found by descending only into nodes that
    /// contain it (cheap even in big documents).
    static func scalar(at range: SourceRange, in node: YAMLNode) -> YAMLScalar? {
        var node = node
        while true {
            if node.range.start.offset == range.start.offset, node.range.end.offset == range.end.offset,
               let scalar = node.scalar {
                return scalar
            }
            var next: YAMLNode?
            switch node.kind {
            case .scalar: return nil
            case .sequence(let items): next = items.first { contains($0.range, range) }
            case .mapping(let pairs):
                next = pairs.lazy.flatMap { [$0.key, $0.value] }.first { contains($0.range, range) }
            }
            guard let child = next else { return nil }
            node = child
        }
    }

    static func contains(_ outer: SourceRange, _ inner: SourceRange) -> Bool {
        outer.start.offset <= inner.start.offset && inner.end.offset <= outer.end.offset
    }
}
