/// ANSI styling for human output; every method is the identity when colour is off, so the same
/// code path produces the plain and the coloured text.
struct TerminalStyle {
    var enabled: Bool

    private func paint(_ text: String, _ sgr: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { paint(text, "1") }
    func gutter(_ text: String) -> String { paint(text, "1;34") }
    func help(_ text: String) -> String { paint(text, "1;36") }
    func secondary(_ text: String) -> String { paint(text, "1;34") }

    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: paint(text, "1;31")
        case .warning: paint(text, "1;33")
        case .note: paint(text, "1;32")
        }
    }
}
