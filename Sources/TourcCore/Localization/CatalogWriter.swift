/// Writes a String Catalog exactly as Xcode does, so a catalog tourc synced and then opened and
/// saved in Xcode shows no diff (and the other way round):
///
/// - two-space indentation, `"key" : value` (a space on both sides of the colon), `,` at line ends;
/// - an empty object as `{}` and an empty array as `[]`;
/// - the members of every object in byte order of their names (`JSONEncoder`'s `.sortedKeys`),
///   except the keys under `strings`, which Xcode orders like Finder (`localizedStandardCompare`:
///   case ignored, digit runs compared as numbers, ties broken by byte order; `XcodeKeyOrder`);
/// - strings escaped as `JSONEncoder` does with `.withoutEscapingSlashes` (`"`, `\`, and control
///   characters; `/` and non-ASCII text as they are);
/// - a newline after the closing brace.
///
/// Sources for the format: the catalogs Xcode writes (e.g. in the corpus of public projects) and
/// Ryu0118/xcstrings-crud's encoder, whose tests compare it byte for byte with `xcstringstool sync`.
public enum CatalogWriter {
    public static func render(_ root: CatalogJSON) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(root, indent: 0, underStrings: false, isRoot: true, into: &out)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private static func write(_ value: CatalogJSON, indent: Int, underStrings: Bool, isRoot: Bool, into out: inout [UInt8]) {
        switch value {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .number(let text): out += Array(text.utf8)
        case .string(let s): escape(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += Array("[]".utf8); return }
            out += Array("[\n".utf8)
            for (i, item) in items.enumerated() {
                spaces(indent + 2, &out)
                write(item, indent: indent + 2, underStrings: false, isRoot: false, into: &out)
                if i < items.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            spaces(indent, &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out += Array("{}".utf8); return }
            let sorted = underStrings
                ? members.sorted { XcodeKeyOrder.precedes($0.0, $1.0) }
                : members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            out += Array("{\n".utf8)
            for (i, (key, member)) in sorted.enumerated() {
                spaces(indent + 2, &out)
                escape(key, into: &out)
                out += Array(" : ".utf8)
                write(member, indent: indent + 2, underStrings: isRoot && key == "strings", isRoot: false, into: &out)
                if i < sorted.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            spaces(indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func spaces(_ n: Int, _ out: inout [UInt8]) {
        out += repeatElement(UInt8(ascii: " "), count: n)
    }

    /// A JSON string as `JSONEncoder` writes it with `.withoutEscapingSlashes`.
    static func escape(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case 0x08: out += Array("\\b".utf8)
            case 0x0C: out += Array("\\f".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// The order Xcode gives the keys of a catalog's `strings`: Foundation's
/// `localizedStandardCompare` (Finder's order: letters compared without case, runs of digits
/// compared by value, so `step2` comes before `step10`), ties broken by byte order. Foundation's
/// comparison is locale-aware for letters outside ASCII; this one compares those by Unicode scalar
/// after lower-casing, which agrees for every key tourc derives (ASCII ids) and for most others.
public enum XcodeKeyOrder {
    public static func precedes(_ a: String, _ b: String) -> Bool {
        switch compare(a, b) {
        case .less: return true
        case .greater: return false
        case .equal: return a.utf8.lexicographicallyPrecedes(b.utf8)
        }
    }

    enum Order { case less, equal, greater }

    static func compare(_ a: String, _ b: String) -> Order {
        let x = Array(a.lowercased().unicodeScalars), y = Array(b.lowercased().unicodeScalars)
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                var ei = i, ej = j
                while ei < x.count, isDigit(x[ei]) { ei += 1 }
                while ej < y.count, isDigit(y[ej]) { ej += 1 }
                // Compare by value: drop leading zeros, then longer is larger, then digit by digit.
                var si = i, sj = j
                while si < ei - 1, x[si] == "0" { si += 1 }
                while sj < ej - 1, y[sj] == "0" { sj += 1 }
                if ei - si != ej - sj { return ei - si < ej - sj ? .less : .greater }
                for k in 0..<(ei - si) where x[si + k] != y[sj + k] { return x[si + k].value < y[sj + k].value ? .less : .greater }
                i = ei
                j = ej
                continue
            }
            if x[i] != y[j] { return x[i].value < y[j].value ? .less : .greater }
            i += 1
            j += 1
        }
        if i < x.count { return .greater }
        if j < y.count { return .less }
        return .equal
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }
}
