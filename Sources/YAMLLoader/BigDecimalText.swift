/// Converts integer digits of any length and radix into a lossless `JSONNumber`.
///
/// YAML allows integers of any size; rounding them to Double would silently change content, so
/// anything outside Int64 is kept as canonical decimal text (no leading zeros, `-` only when
/// negative). Only used for the rare huge literal, so simple schoolbook arithmetic is enough.
enum BigDecimalText {
    static func number(digits: [UInt8], radix: Int, negative: Bool) -> JSONNumber {
        // Little-endian limbs in base 10^9.
        var limbs: [UInt32] = [0]
        let base: UInt64 = 1_000_000_000
        for d in digits {
            var carry = UInt64(d)
            for i in limbs.indices {
                let v = UInt64(limbs[i]) * UInt64(radix) + carry
                limbs[i] = UInt32(v % base)
                carry = v / base
            }
            while carry > 0 {
                limbs.append(UInt32(carry % base))
                carry /= base
            }
        }
        while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
        var text = String(limbs.last!)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            text += String(repeating: "0", count: 9 - part.count) + part
        }
        if text == "0" { return .int(0) }
        if negative { text = "-" + text }
        if let small = Int64(text) { return .int(small) }
        return .bigInt(text)
    }
}
