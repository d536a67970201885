/// Packs long runs of file arguments into one argument before swift-argument-parser sees them,
/// and unpacks them in the command.
///
/// Why: argument-parser's handling of an array positional is quadratic in its length (each value
/// re-unions a growing set of input origins and removes itself from the argument list), so
/// `tourc validate --schema s.json corpus/*/*.yaml` with 2,400 files spent more time than
/// libyaml needs to parse every file before doing any work.
///
/// Only commands whose positionals are all file lists take part (`validate`, `check`). An
/// argument is packed only when it and its two predecessors are not option-like (`-…`): every
/// option of these commands takes at most one value, written right after it, so such an argument
/// is certainly a positional. A command line with `--` is left alone. A packed run is one
/// argument that starts with NUL and holds the paths separated by NUL: NUL can never occur in a
/// real argument, so nothing a user types can be mistaken for it.
enum ArgumentBatching {
    static let commands: Set<String> = ["validate", "check"]
    /// Shorter runs are left as they are: they cost nothing and keep argument-parser's own
    /// messages about them unchanged.
    static let minimumRun = 16
    static let separator: Character = "\u{0}"

    static func pack(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, commands.contains(command), arguments.count > minimumRun,
              !arguments.contains("--") else { return arguments }
        func isOptionLike(_ s: String) -> Bool { s.hasPrefix("-") }
        var out: [String] = [command]
        var run: [String] = []
        func flush() {
            if run.count >= minimumRun {
                out.append(String(separator) + run.joined(separator: String(separator)))
            } else {
                out += run
            }
            run.removeAll(keepingCapacity: true)
        }
        for i in 1..<arguments.count {
            let argument = arguments[i]
            let packable = i >= 3 && !isOptionLike(argument) && !isOptionLike(arguments[i - 1])
                && !isOptionLike(arguments[i - 2]) && !argument.contains(separator)
            if packable {
                run.append(argument)
            } else {
                flush()
                out.append(argument)
            }
        }
        flush()
        return out
    }

    /// The command's positionals with packed runs expanded back, in their original order.
    static func unpack(_ values: [String]) -> [String] {
        guard values.contains(where: { $0.first == separator }) else { return values }
        var out: [String] = []
        out.reserveCapacity(values.count)
        for value in values {
            if value.first == separator {
                out += value.dropFirst().split(separator: separator, omittingEmptySubsequences: false).map(String.init)
            } else {
                out.append(value)
            }
        }
        return out
    }
}
