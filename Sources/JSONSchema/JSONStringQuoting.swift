/// Writing a string as a JSON string literal, for the JSON texts tourc prints itself (compacted
/// schemas, the per-app editor schemas). One spelling, so every JSON file tourc writes escapes
/// the same characters.
package enum JSONStringQuoting {
    /// Appends `s` to `out` in double quotes. Besides what JSON requires (`"`, `\` and the C0
    /// controls), DEL and U+2028/U+2029 are escaped too: they are legal JSON but invisible in an
    /// editor, and the two separators end a line in JavaScript tooling that reads the file.
    package static func append(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
