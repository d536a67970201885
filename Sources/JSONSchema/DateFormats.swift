/// RFC 3339 dates and times, and ISO 8601 durations (RFC 3339 appendix A), checked on bytes.
enum DateFormats {
    private static func digits(_ s: ArraySlice<UInt8>, _ from: Int, _ count: Int) -> Int? {
        guard from + count <= s.endIndex else { return nil }
        var v = 0
        for i in from..<from + count {
            let c = s[i]
            guard c >= 0x30, c <= 0x39 else { return nil }
            v = v * 10 + Int(c - 0x30)
        }
        return v
    }

    static func isDateTime(_ s: String) -> Bool {
        let u = Array(s.utf8)[...]
        guard u.count > 11 else { return false }
        let sep = u[u.startIndex + 10]
        guard sep == UInt8(ascii: "T") || sep == UInt8(ascii: "t") else { return false }
        return isDate(u[u.startIndex..<u.startIndex + 10]) && isTime(u[(u.startIndex + 11)...])
    }

    static func isDate(_ u: ArraySlice<UInt8>) -> Bool {
        let b = u.startIndex
        guard u.count == 10, u[b + 4] == UInt8(ascii: "-"), u[b + 7] == UInt8(ascii: "-"),
              let y = digits(u, b, 4), let m = digits(u, b + 5, 2), let d = digits(u, b + 8, 2) else { return false }
        guard (1...12).contains(m), d >= 1 else { return false }
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
        return d <= days
    }

    static func isTime(_ u: ArraySlice<UInt8>) -> Bool {
        let b = u.startIndex
        guard u.count >= 9, u[b + 2] == UInt8(ascii: ":"), u[b + 5] == UInt8(ascii: ":"),
              let h = digits(u, b, 2), let m = digits(u, b + 3, 2), let sec = digits(u, b + 6, 2) else { return false }
        guard h <= 23, m <= 59, sec <= 60 else { return false }
        var i = b + 8
        if i < u.endIndex, u[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < u.endIndex, u[i] >= 0x30, u[i] <= 0x39 { i += 1 }
            guard i > start else { return false }
        }
        guard i < u.endIndex else { return false }
        var offsetMinutes = 0
        if u[i] == UInt8(ascii: "Z") || u[i] == UInt8(ascii: "z") {
            guard i + 1 == u.endIndex else { return false }
        } else if u[i] == UInt8(ascii: "+") || u[i] == UInt8(ascii: "-") {
            guard i + 6 == u.endIndex, u[i + 3] == UInt8(ascii: ":"),
                  let oh = digits(u, i + 1, 2), let om = digits(u, i + 4, 2), oh <= 23, om <= 59 else { return false }
            offsetMinutes = (oh * 60 + om) * (u[i] == UInt8(ascii: "+") ? 1 : -1)
        } else {
            return false
        }
        if sec == 60 {
            // A leap second exists only at 23:59:60 UTC.
            let utc = ((h * 60 + m - offsetMinutes) % 1440 + 1440) % 1440
            return utc == 23 * 60 + 59
        }
        return true
    }

    /// `P` followed by date and/or `T` time elements in order (Y M D / H M S), or `nW` alone.
    static func isDuration(_ s: String) -> Bool {
        var u = Substring(s)
        guard u.first == "P" else { return false }
        u = u.dropFirst()
        guard !u.isEmpty else { return false }
        if u.last == "W" {
            let n = u.dropLast()
            return !n.isEmpty && n.allSatisfy { $0.isASCII && $0.isNumber }
        }
        let parts = u.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        func elements(_ p: Substring, _ order: [Character]) -> Int? {
            var count = 0
            var rest = p
            var next = 0
            while !rest.isEmpty {
                let n = rest.prefix { $0.isASCII && $0.isNumber }
                guard !n.isEmpty else { return nil }
                rest = rest.dropFirst(n.count)
                // Units are contiguous: after Y only M, after M only D (and H, M, S likewise).
                guard let unit = rest.first, let k = order[next...].firstIndex(of: unit),
                      count == 0 || k == next else { return nil }
                next = k + 1
                rest = rest.dropFirst()
                count += 1
            }
            return count
        }
        guard let dateCount = elements(parts[0], ["Y", "M", "D"]) else { return false }
        if parts.count == 2 {
            guard let timeCount = elements(parts[1], ["H", "M", "S"]), timeCount > 0 else { return false }
            return true
        }
        return dateCount > 0
    }
}
