/// Where stages put what they find. A stage emits and goes on; only a stage that cannot go on
/// throws. Not shared across threads: each file or task gets its own and the driver merges them in
/// a fixed order, so output stays deterministic whatever the scheduling.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func emit(
        _ code: DiagnosticCode, _ message: String, at span: SourceSpan?,
        labels: [Diagnostic.Label] = [], notes: [String] = [], suggestions: [String] = [],
        fix: Diagnostic.Fix? = nil
    ) {
        emit(Diagnostic(code, message, at: span, labels: labels, notes: notes,
                        suggestions: suggestions, fix: fix))
    }

    public mutating func merge(_ other: DiagnosticCollector) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}
