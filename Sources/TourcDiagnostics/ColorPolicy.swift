/// Whether human output gets ANSI colour: only on a terminal, and never when `NO_COLOR` is set to
/// a non-empty value (https://no-color.org). `TERM=dumb` terminals get none either.
public enum ColorPolicy {
    public static func shouldColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }
}
