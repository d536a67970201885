/// A stable diagnostic code such as `TOUR1001`, declared next to the stage that emits it.
///
/// The code, not the message, is the contract: messages may improve, codes never change meaning.
/// `explanation` is the long text that `tourc explain CODE` prints and docs/diagnostics.md lists.
public struct DiagnosticCode: Hashable, Sendable {
    /// `TOUR` followed by four digits. The first digit names the stage:
    /// 1 YAML loading, 2 JSON Schema, 3 language semantics, 4 output, 9 the tool itself.
    public let id: String
    /// A short, human title ("duplicate key").
    public let title: String
    /// The severity this code is emitted with by default.
    public let severity: Severity
    /// Several sentences: what it means, why it is a problem, how to fix it, with a small example.
    public let explanation: String

    public init(_ id: String, _ title: String, severity: Severity = .error, explanation: String) {
        self.id = id
        self.title = title
        self.severity = severity
        self.explanation = explanation
    }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
