/// Writing a text back as a YAML scalar, for the fixes diagnostics suggest ("put it in quotes:
/// `"…"`"). The loader's syntax advice and the checks' type advice quote the same way, so both
/// use this one spelling.
package enum YAMLQuoting {
    /// `value` as a double-quoted YAML scalar: backslashes and double quotes escaped.
    package static func doubleQuoted(_ value: String) -> String {
        "\"" + value.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }

    /// `value` as a single-quoted YAML scalar: each `'` doubled.
    package static func singleQuoted(_ value: String) -> String {
        "'" + value.replacingAll("'", with: "''") + "'"
    }
}

extension String {
    /// Replaces every occurrence of `target` (Foundation-free).
    package func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
