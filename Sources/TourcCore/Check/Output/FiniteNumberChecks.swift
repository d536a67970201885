import TourcDiagnostics
import YAMLLoader

/// Numbers the output cannot hold (TOUR4004), found by `tourc check` at the value: `.inf`,
/// `-.inf`, `.nan`, and numbers too large for a 64-bit float (`1e400`, or an integer of more than
/// 308 digits where a number is expected). The schemas' `number` accepts them, but JSON has no
/// infinity or NaN and the generated Swift must equal the JSON, so a build would stop at them.
///
/// Runs over the documents that decoded (those a build emits); a number that survived the
/// schema and the decoder is in the output, so everything found here a build would refuse.
enum FiniteNumberChecks {
    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        check(scope.registry.document, &diagnostics)
        for tour in scope.tours { check(tour.document, &diagnostics) }
    }

    static func check(_ document: YAMLDocument, _ diagnostics: inout DiagnosticCollector) {
        // The loader notes whether a document has any (almost none do): the tree walk is skipped.
        guard document.mayHoldNonFiniteNumbers else { return }
        visit(document.root, document, &diagnostics)
    }

    private static func visit(_ node: YAMLNode, _ doc: YAMLDocument, _ diagnostics: inout DiagnosticCollector) {
        switch node.kind {
        case .scalar(let scalar):
            guard case .number(let number) = scalar.value, number.isNonFiniteDouble else { return }
            diagnostics.emit(OutputCodes.invalidNumber, message(scalar.text, number), at: doc.span(node))
        case .sequence(let items):
            for i in items.indices { visit(items[i], doc, &diagnostics) }
        case .mapping(let pairs):
            for i in pairs.indices { visit(pairs[i].value, doc, &diagnostics) }
        }
    }

    static func message(_ text: String, _ number: JSONNumber) -> String {
        let what = number.doubleValue.isNaN
            ? "`\(text)` is not a number (NaN)"
            : text.contains("inf") || text.contains("Inf") || text.contains("INF")
                ? "`\(text)` is infinite"
                : "`\(text)` is too large for a 64-bit floating-point number (the largest is about 1.8e308)"
        return "\(what), and neither the JSON bundle nor the generated Swift can hold it; write a finite number (for example `1.5`)"
    }
}
