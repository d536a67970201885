import Foundation

/// Just enough RFC 3986 to resolve `$id`, `$ref` and `$schema` against a base URI.
///
/// Schema identifiers are compared as strings after resolution, so resolution must be exact:
/// dot segments removed, an empty fragment dropped (`x.json#` names the same resource as `x.json`).
struct URIReference: Equatable {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    init(scheme: String?, authority: String?, path: String, query: String?, fragment: String?) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    init(_ text: String) {
        // Splitting on ASCII delimiters byte by byte gives the same parts as walking Characters
        // when the text is ASCII (nearly every URI), at a fraction of the cost; other text keeps
        // the Character walk (a `#` followed by a combining mark is one Character there).
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(ascii: text)
        } else {
            self.init(characters: text)
        }
    }

    private init(ascii text: String) {
        let bytes = text.utf8
        var end = bytes.endIndex
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(text[bytes.index(after: hash)..<end])
            end = hash
        } else {
            fragment = nil
        }
        if let q = bytes[bytes.startIndex..<end].firstIndex(of: UInt8(ascii: "?")) {
            query = String(text[bytes.index(after: q)..<end])
            end = q
        } else {
            query = nil
        }
        var start = bytes.startIndex
        scheme = nil
        if let colon = bytes[start..<end].firstIndex(of: UInt8(ascii: ":")) {
            let candidate = bytes[start..<colon]
            func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
            if let first = candidate.first, isLetter(first),
               candidate.allSatisfy({ isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                   || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }) {
                scheme = String(text[start..<colon])
                start = bytes.index(after: colon)
            }
        }
        if bytes[start..<end].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            let afterSlashes = bytes.index(start, offsetBy: 2)
            let slash = bytes[afterSlashes..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
            authority = String(text[afterSlashes..<slash])
            start = slash
        } else {
            authority = nil
        }
        path = String(text[start..<end])
    }

    private init(characters text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        } else {
            fragment = nil
        }
        if let q = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: q)...])
            rest = rest[..<q]
        } else {
            query = nil
        }
        scheme = nil
        if let colon = rest.firstIndex(of: ":") {
            let candidate = rest[..<colon]
            if let first = candidate.first, first.isASCII, first.isLetter,
               candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }) {
                scheme = String(candidate)
                rest = rest[rest.index(after: colon)...]
            }
        }
        if rest.hasPrefix("//") {
            let afterSlashes = rest.dropFirst(2)
            let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
            authority = String(afterSlashes[..<end])
            rest = afterSlashes[end...]
        } else {
            authority = nil
        }
        path = String(rest)
    }

    var isAbsolute: Bool { scheme != nil }

    var string: String {
        var s = ""
        if let scheme { s += scheme + ":" }
        if let authority { s += "//" + authority }
        s += path
        if let query { s += "?" + query }
        if let fragment, !fragment.isEmpty { s += "#" + fragment }
        return s
    }

    /// The reference without its fragment: the resource it names.
    var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// RFC 3986 §5.2.2: resolves `self` (a reference) against `base`.
    func resolved(against base: URIReference) -> URIReference {
        if scheme != nil {
            return URIReference(scheme: scheme, authority: authority, path: Self.removeDotSegments(path),
                                query: query, fragment: fragment)
        }
        if authority != nil {
            return URIReference(scheme: base.scheme, authority: authority, path: Self.removeDotSegments(path),
                                query: query, fragment: fragment)
        }
        if path.isEmpty {
            return URIReference(scheme: base.scheme, authority: base.authority, path: base.path,
                                query: query ?? base.query, fragment: fragment)
        }
        let merged: String
        if path.hasPrefix("/") {
            merged = path
        } else if base.authority != nil, base.path.isEmpty {
            merged = "/" + path
        } else if let slash = base.path.lastIndex(of: "/") {
            merged = String(base.path[...slash]) + path
        } else {
            merged = path
        }
        return URIReference(scheme: base.scheme, authority: base.authority, path: Self.removeDotSegments(merged),
                            query: query, fragment: fragment)
    }

    static func removeDotSegments(_ path: String) -> String {
        guard path.containsASCII(UInt8(ascii: ".")), path.contains(".") else { return path }
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (i, seg) in segments.enumerated() {
            let last = i == segments.count - 1
            if seg == "." {
                if last { output.append("") }
            } else if seg == ".." {
                if output.count > 1 || (output.count == 1 && !output[0].isEmpty) { output.removeLast() }
                if last { output.append("") }
            } else {
                output.append(seg)
            }
        }
        var result = output.joined(separator: "/")
        if path.hasPrefix("/") && !result.hasPrefix("/") { result = "/" + result }
        return result
    }

    /// Resolves `reference` against `base`, both given as text.
    static func resolve(_ reference: String, against base: String) -> URIReference {
        URIReference(reference).resolved(against: URIReference(base))
    }
}

/// JSON Pointer (RFC 6901) helpers.
enum JSONPointer {
    static func escape(_ token: String) -> String {
        guard token.containsASCII(UInt8(ascii: "~")) || token.containsASCII(UInt8(ascii: "/")) else { return token }
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    static func unescape(_ token: Substring) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")), token.contains("~") else { return String(token) }
        return String(token).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// The tokens of a pointer such as `/a/b~1c`; nil if it is not a pointer.
    static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { unescape($0) }
    }

    /// Decodes `%XX` escapes (URI fragments carry pointers percent-encoded).
    static func percentDecode(_ s: String) -> String {
        guard s.containsASCII(UInt8(ascii: "%")), s.contains("%") else { return s }
        var bytes: [UInt8] = []
        var it = Array(s.utf8)[...]
        while let b = it.popFirst() {
            if b == UInt8(ascii: "%"), it.count >= 2,
               let v = UInt8(String(decoding: it.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(v)
                it = it.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}


extension String {
    /// Whether the UTF-8 bytes include this ASCII byte. A cheap first test in front of
    /// Foundation's `contains(_:)` (a `CFStringFind` per call), which dominated schema compiling:
    /// without the byte, Foundation's answer is `false` too, so behaviour is unchanged.
    @inline(__always)
    func containsASCII(_ byte: UInt8) -> Bool {
        utf8.contains(byte)
    }
}
