/// RFC 3986 URIs (and RFC 3987 IRIs, which also allow non-ASCII characters), and RFC 6570
/// URI templates, checked against their grammars.
enum URIFormat {
    private static let unreserved = Set("-._~".unicodeScalars)
    private static let subDelims = Set("!$&'()*+,;=".unicodeScalars)

    private static func isAlnum(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
    }

    /// Whether every character of `s` is unreserved, a sub-delimiter, one of `extra`, a valid
    /// percent-encoding, or (for IRIs) non-ASCII.
    private static func charsValid(_ s: Substring, extra: String, international: Bool) -> Bool {
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "%" {
                guard i + 2 < scalars.count, scalars[i + 1].isASCII, scalars[i + 2].isASCII,
                      FormatValidator.isHex(UInt8(scalars[i + 1].value)), FormatValidator.isHex(UInt8(scalars[i + 2].value)) else { return false }
                i += 3
                continue
            }
            if isAlnum(c) || unreserved.contains(c) || subDelims.contains(c) || extra.unicodeScalars.contains(c) {
                i += 1
                continue
            }
            if international, !c.isASCII, c.properties.generalCategory != .control { i += 1; continue }
            return false
        }
        return true
    }

    static func isValid(_ s: String, absolute: Bool, international: Bool) -> Bool {
        var rest = Substring(s)
        if let h = rest.firstIndex(of: "#") {
            guard charsValid(rest[rest.index(after: h)...], extra: ":@/?", international: international) else { return false }
            rest = rest[..<h]
        }
        if let q = rest.firstIndex(of: "?") {
            guard charsValid(rest[rest.index(after: q)...], extra: ":@/?", international: international) else { return false }
            rest = rest[..<q]
        }
        let firstColon = rest.firstIndex(of: ":")
        let firstSlash = rest.firstIndex(of: "/")
        if let colon = firstColon, firstSlash.map({ colon < $0 }) ?? true {
            let scheme = rest[..<colon]
            guard let f = scheme.unicodeScalars.first, ("a"..."z").contains(f) || ("A"..."Z").contains(f),
                  scheme.unicodeScalars.allSatisfy({ isAlnum($0) || $0 == "+" || $0 == "-" || $0 == "." }) else { return false }
            rest = rest[rest.index(after: colon)...]
        } else if absolute {
            return false
        }
        if rest.hasPrefix("//") {
            let auth = rest.dropFirst(2)
            let end = auth.firstIndex(of: "/") ?? auth.endIndex
            guard isAuthority(auth[..<end], international: international) else { return false }
            rest = auth[end...]
        }
        return charsValid(rest, extra: ":@/", international: international)
    }

    private static func isAuthority(_ a: Substring, international: Bool) -> Bool {
        var hostPort = a
        if let at = a.lastIndex(of: "@") {
            guard charsValid(a[..<at], extra: ":", international: international) else { return false }
            hostPort = a[a.index(after: at)...]
        }
        if hostPort.first == "[" {
            guard let close = hostPort.firstIndex(of: "]") else { return false }
            let literal = hostPort[hostPort.index(after: hostPort.startIndex)..<close]
            let after = hostPort[hostPort.index(after: close)...]
            guard after.isEmpty || (after.first == ":" && after.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }) else { return false }
            if literal.first == "v" || literal.first == "V" { return literal.contains(".") }
            return FormatValidator.isIPv6(String(literal))
        }
        var host = hostPort
        if let colon = hostPort.lastIndex(of: ":") {
            guard hostPort[hostPort.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
            host = hostPort[..<colon]
        }
        return charsValid(host, extra: "", international: international)
    }

    /// RFC 6570 level 4.
    static func isTemplate(_ s: String) -> Bool {
        var inExpr = false
        var expr = ""
        for c in s.unicodeScalars {
            if inExpr {
                if c == "}" {
                    guard isExpression(expr) else { return false }
                    inExpr = false
                    expr = ""
                } else if c == "{" {
                    return false
                } else {
                    expr.unicodeScalars.append(c)
                }
                continue
            }
            if c == "{" { inExpr = true; continue }
            if c == "}" || c.value < 0x21 || c.value == 0x7F || "\"<>\\^`|".unicodeScalars.contains(c) { return false }
        }
        return !inExpr
    }

    private static func isExpression(_ e: String) -> Bool {
        var body = Substring(e)
        if let f = body.unicodeScalars.first, "+#./;?&=,!@|".unicodeScalars.contains(f) { body = body.dropFirst() }
        guard !body.isEmpty else { return false }
        for spec in body.split(separator: ",", omittingEmptySubsequences: false) {
            var name = spec
            if name.hasSuffix("*") {
                name = name.dropLast()
            } else if let colon = name.firstIndex(of: ":") {
                let len = name[name.index(after: colon)...]
                guard !len.isEmpty, len.count <= 4, len.first != "0", len.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
                name = name[..<colon]
            }
            guard !name.isEmpty, name.first != ".", name.last != ".", !name.contains("..") else { return false }
            guard charsValidVarname(name) else { return false }
        }
        return true
    }

    private static func charsValidVarname(_ n: Substring) -> Bool {
        let scalars = Array(n.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "%" {
                guard i + 2 < scalars.count, FormatValidator.isHex(UInt8(truncatingIfNeeded: scalars[i + 1].value)),
                      FormatValidator.isHex(UInt8(truncatingIfNeeded: scalars[i + 2].value)) else { return false }
                i += 3
                continue
            }
            guard isAlnum(c) || c == "_" || c == "." else { return false }
            i += 1
        }
        return true
    }
}
