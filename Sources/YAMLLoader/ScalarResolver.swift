/// Resolves plain scalars by the YAML 1.2 core schema, straight from libyaml's UTF-8 buffer.
///
/// Working on bytes keeps the common case (a word of text) to one or two comparisons and no
/// allocation: only text that looks like a number is ever converted.
enum ScalarResolver {
    /// The core-schema value of a plain scalar, or nil when it is a string.
    static func resolve(_ s: UnsafeBufferPointer<UInt8>) -> ScalarValue? {
        guard let first = s.first else { return .null }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return isNull(s) ? .null : nil
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return bool(s).map(ScalarValue.bool)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return number(s).map(ScalarValue.number)
        default:
            return nil
        }
    }

    static func isNull(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
        s.isEmpty || equals(s, "~") || equals(s, "null") || equals(s, "Null") || equals(s, "NULL")
    }

    static func bool(_ s: UnsafeBufferPointer<UInt8>) -> Bool? {
        if equals(s, "true") || equals(s, "True") || equals(s, "TRUE") { return true }
        if equals(s, "false") || equals(s, "False") || equals(s, "FALSE") { return false }
        return nil
    }

    /// An int (decimal, `0x`, `0o`) or a float (incl. `.inf`, `.nan`), or nil.
    static func number(_ s: UnsafeBufferPointer<UInt8>) -> JSONNumber? {
        if let i = integer(s) { return i }
        return float(s)
    }

    static func integer(_ s: UnsafeBufferPointer<UInt8>) -> JSONNumber? {
        let n = s.count
        guard n > 0 else { return nil }
        if n > 2 && s[0] == UInt8(ascii: "0") && (s[1] == UInt8(ascii: "x") || s[1] == UInt8(ascii: "o")) {
            let radix = s[1] == UInt8(ascii: "x") ? 16 : 8
            var digits: [UInt8] = []
            digits.reserveCapacity(n - 2)
            for k in 2..<n {
                guard let d = digitValue(s[k]), d < radix else { return nil }
                digits.append(UInt8(d))
            }
            return BigDecimalText.number(digits: digits, radix: radix, negative: false)
        }
        var k = 0
        var negative = false
        if s[0] == UInt8(ascii: "-") || s[0] == UInt8(ascii: "+") {
            negative = s[0] == UInt8(ascii: "-")
            k = 1
        }
        guard k < n else { return nil }
        // Accumulate negatively so Int64.min fits; fall back to decimal text on overflow.
        var value: Int64 = 0
        var overflow = false
        for j in k..<n {
            let c = s[j]
            guard c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") else { return nil }
            if !overflow {
                let (m, o1) = value.multipliedReportingOverflow(by: 10)
                let (v, o2) = m.subtractingReportingOverflow(Int64(c - UInt8(ascii: "0")))
                if o1 || o2 { overflow = true } else { value = v }
            }
        }
        if overflow {
            return BigDecimalText.number(digits: s[k...].map { $0 - UInt8(ascii: "0") }, radix: 10, negative: negative)
        }
        if negative { return .int(value) }
        if value == .min { return BigDecimalText.number(digits: s[k...].map { $0 - UInt8(ascii: "0") }, radix: 10, negative: false) }
        return .int(-value)
    }

    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`, or `[-+]? \.inf`, `\.nan`.
    static func float(_ s: UnsafeBufferPointer<UInt8>) -> JSONNumber? {
        let n = s.count
        guard n > 0 else { return nil }
        var k = 0
        var sign = 1.0
        if s[0] == UInt8(ascii: "-") || s[0] == UInt8(ascii: "+") {
            sign = s[0] == UInt8(ascii: "-") ? -1 : 1
            k = 1
        }
        let rest = UnsafeBufferPointer(rebasing: s[k...])
        if equals(rest, ".inf") || equals(rest, ".Inf") || equals(rest, ".INF") { return .double(sign * .infinity) }
        if k == 0 && (equals(rest, ".nan") || equals(rest, ".NaN") || equals(rest, ".NAN")) { return .double(.nan) }
        var intDigits = 0, fracDigits = 0
        while k < n && isDigit(s[k]) { k += 1; intDigits += 1 }
        if k < n && s[k] == UInt8(ascii: ".") {
            k += 1
            while k < n && isDigit(s[k]) { k += 1; fracDigits += 1 }
        }
        guard intDigits > 0 || fracDigits > 0 else { return nil }
        if k < n && (s[k] == UInt8(ascii: "e") || s[k] == UInt8(ascii: "E")) {
            k += 1
            if k < n && (s[k] == UInt8(ascii: "-") || s[k] == UInt8(ascii: "+")) { k += 1 }
            var expDigits = 0
            while k < n && isDigit(s[k]) { k += 1; expDigits += 1 }
            guard expDigits > 0 else { return nil }
        }
        guard k == n else { return nil }
        guard let d = Double(String(decoding: s, as: UTF8.self)) else { return nil }
        return .double(d)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static func digitValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    @inline(__always)
    static func equals(_ s: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard s.count == literal.utf8CodeUnitCount else { return false }
        let p = literal.utf8Start
        for i in 0..<s.count where s[i] != p[i] { return false }
        return true
    }
}
