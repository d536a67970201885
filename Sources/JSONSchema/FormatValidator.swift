#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `format` values tourc can assert.
enum FormatKind: String, Sendable, CaseIterable {
    case dateTime = "date-time", date, time, duration
    case email, idnEmail = "idn-email", hostname, idnHostname = "idn-hostname"
    case ipv4, ipv6, uri, uriReference = "uri-reference", iri, iriReference = "iri-reference"
    case uuid, uriTemplate = "uri-template", jsonPointer = "json-pointer"
    case relativeJSONPointer = "relative-json-pointer", regex

    /// A valid example, for the note of a format diagnostic.
    var example: String {
        switch self {
        case .dateTime: "Example: 2025-01-31T09:30:00Z (RFC 3339)."
        case .date: "Example: 2025-01-31."
        case .time: "Example: 09:30:00Z (a time zone offset is required)."
        case .duration: "Example: P3DT4H (ISO 8601 duration)."
        case .email, .idnEmail: "Example: someone@example.com."
        case .hostname, .idnHostname: "Example: app.example.com."
        case .ipv4: "Example: 192.168.0.1."
        case .ipv6: "Example: 2001:db8::1."
        case .uri, .iri: "Example: https://example.com/path (an absolute URI with a scheme)."
        case .uriReference, .iriReference: "Example: ../other.json#/definitions/a."
        case .uuid: "Example: 123e4567-e89b-12d3-a456-426614174000."
        case .uriTemplate: "Example: https://example.com/{id} (RFC 6570)."
        case .jsonPointer: "Example: /steps/0/title."
        case .relativeJSONPointer: "Example: 1/title or 0#."
        case .regex: "It must be an ECMA-262 regular expression."
        }
    }
}

/// Format checks (`--assert-format`). Each follows the RFC the 2020-12 specification names.
enum FormatValidator {
    static func isValid(_ s: String, as kind: FormatKind) -> Bool {
        switch kind {
        case .dateTime: return DateFormats.isDateTime(s)
        case .date: return DateFormats.isDate(Array(s.utf8)[...])
        case .time: return DateFormats.isTime(Array(s.utf8)[...])
        case .duration: return DateFormats.isDuration(s)
        case .email: return isEmail(s, international: false)
        case .idnEmail: return isEmail(s, international: true)
        case .hostname: return HostnameFormat.isHostname(s)
        case .idnHostname: return HostnameFormat.isIDNHostname(s)
        case .ipv4: return isIPv4(s)
        case .ipv6: return isIPv6(s)
        case .uri: return URIFormat.isValid(s, absolute: true, international: false)
        case .uriReference: return URIFormat.isValid(s, absolute: false, international: false)
        case .iri: return URIFormat.isValid(s, absolute: true, international: true)
        case .iriReference: return URIFormat.isValid(s, absolute: false, international: true)
        case .uuid: return isUUID(s)
        case .uriTemplate: return URIFormat.isTemplate(s)
        case .jsonPointer: return isJSONPointer(Substring(s))
        case .relativeJSONPointer: return isRelativeJSONPointer(s)
        case .regex: return (try? SchemaRegex(s)) != nil
        }
    }

    static func isIPv4(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        for p in parts {
            guard !p.isEmpty, p.count <= 3, p.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
            if p.count > 1, p.first == "0" { return false }
            guard let v = Int(p), v <= 255 else { return false }
        }
        return true
    }

    static func isIPv6(_ s: String) -> Bool {
        guard s.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x25 }), s.utf8.count <= 45 else { return false }
        var buffer = [UInt8](repeating: 0, count: 16)
        return inet_pton(AF_INET6, s, &buffer) == 1
    }

    static func isUUID(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard u.count == 36 else { return false }
        for (i, c) in u.enumerated() {
            if [8, 13, 18, 23].contains(i) {
                if c != UInt8(ascii: "-") { return false }
            } else if !isHex(c) {
                return false
            }
        }
        return true
    }

    static func isHex(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || (0x41...0x46).contains(c) || (0x61...0x66).contains(c)
    }

    static func isJSONPointer(_ s: Substring) -> Bool {
        if s.isEmpty { return true }
        guard s.first == "/" else { return false }
        let u = Array(s.utf8)
        for (i, c) in u.enumerated() where c == UInt8(ascii: "~") {
            guard i + 1 < u.count, u[i + 1] == UInt8(ascii: "0") || u[i + 1] == UInt8(ascii: "1") else { return false }
        }
        return true
    }

    static func isRelativeJSONPointer(_ s: String) -> Bool {
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return false }
        if digits.count > 1, digits.first == "0" { return false }
        let rest = s.dropFirst(digits.count)
        if rest == "#" { return true }
        return isJSONPointer(rest)
    }

    /// RFC 5321 mailbox (dot-atom or quoted local part; domain name or address literal); with
    /// `international`, RFC 6531 also allows non-ASCII characters.
    static func isEmail(_ s: String, international: Bool) -> Bool {
        guard let at = s.lastIndex(of: "@") else { return false }
        let local = s[..<at], domain = s[s.index(after: at)...]
        guard !local.isEmpty, !domain.isEmpty else { return false }
        if local.first == "\"" {
            guard local.count >= 2, local.last == "\"" else { return false }
        } else {
            let atext = Set("!#$%&'*+-/=?^_`{|}~".unicodeScalars)
            if local.first == "." || local.last == "." || local.contains("..") { return false }
            for c in local.unicodeScalars {
                let ok = (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) || atext.contains(c) || c == "."
                    || (international && !c.isASCII)
                if !ok { return false }
            }
        }
        if domain.first == "[" {
            guard domain.last == "]" else { return false }
            let inner = domain.dropFirst().dropLast()
            if inner.hasPrefix("IPv6:") { return isIPv6(String(inner.dropFirst(5))) }
            return isIPv4(String(inner))
        }
        return international ? HostnameFormat.isIDNHostname(String(domain)) : HostnameFormat.isHostname(String(domain))
    }
}
