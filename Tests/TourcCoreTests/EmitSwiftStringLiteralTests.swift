import Testing
@testable import TourcCore

/// Reads back the subset of Swift string-literal syntax that `SwiftStringLiteral` produces, so
/// round trips can be checked on any input. (The consumer target checks the same thing with the
/// real compiler.)
private func unescape(_ literal: String) -> String? {
    var scalars = Array(literal.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
    scalars = Array(scalars.dropFirst().dropLast())
    var out = String.UnicodeScalarView()
    var i = 0
    while i < scalars.count {
        let c = scalars[i]
        if c == "\"" { return nil }  // an unescaped quote would end the literal early
        if c == "\n" || c == "\r" { return nil }  // a raw line break would end it too
        guard c == "\\" else { out.append(c); i += 1; continue }
        i += 1
        guard i < scalars.count else { return nil }
        switch scalars[i] {
        case "\"": out.append("\"")
        case "\\": out.append("\\")
        case "0": out.append("\0")
        case "t": out.append("\t")
        case "n": out.append("\n")
        case "r": out.append("\r")
        case "u":
            guard i + 1 < scalars.count, scalars[i + 1] == "{" else { return nil }
            var hex = ""
            i += 2
            while i < scalars.count, scalars[i] != "}" { hex.unicodeScalars.append(scalars[i]); i += 1 }
            guard let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else { return nil }
            out.append(s)
        default: return nil  // `\(` or any other escape would be interpolation or an error
        }
        i += 1
    }
    return String(out)
}

@Suite("Swift string literal escaping")
struct EmitSwiftStringLiteralTests {
    static let hostile: [String] = [
        "",
        "plain",
        "quote \" inside",
        "backslash \\ and \\\\",
        "interpolation \\(bundle) and \\(exit(1))",
        "\"\"\" triple quotes \"\"\"",
        "#\"raw\"# and ##",
        "\") ; fatalError() ; let x = (\"",
        "NUL \0 in the middle",
        "CR\rLF\nCRLF\r\n",
        "tab\there",
        "line sep \u{2028} para sep \u{2029}",
        "bidi \u{202A}\u{202B}\u{202C}\u{202D}\u{202E} isolates \u{2066}\u{2067}\u{2068}\u{2069}",
        "controls \u{1}\u{7}\u{1B}[31m\u{7F}\u{85}\u{9F}",
        "emoji 🚀 👨‍👩‍👧 🏳️‍🌈 flags 🇩🇪",
        "\u{301}combining at start",
        "BOM \u{FEFF} zero width \u{200B}",
        "/* comment */ // and more",
        "ünïcödé Καλημέρα 日本語 עברית مرحبا",
    ]

    @Test(arguments: hostile)
    func roundTrips(_ input: String) {
        let literal = SwiftStringLiteral.render(input)
        #expect(unescape(literal) == input, "literal: \(literal)")
    }

    @Test func knownForms() {
        #expect(SwiftStringLiteral.render("a\"b") == #""a\"b""#)
        #expect(SwiftStringLiteral.render("\\(x)") == #""\\(x)""#)
        #expect(SwiftStringLiteral.render("\0\t\n\r") == #""\0\t\n\r""#)
        #expect(SwiftStringLiteral.render("\u{202E}") == #""\u{202E}""#)
        #expect(SwiftStringLiteral.render("\u{2028}\u{2029}") == #""\u{2028}\u{2029}""#)
        #expect(SwiftStringLiteral.render("\u{1B}\u{7F}") == #""\u{1B}\u{7F}""#)
        #expect(SwiftStringLiteral.render("🚀é") == "\"🚀é\"")
        #expect(SwiftStringLiteral.render("#") == "\"#\"")
    }

    @Test func outputIsOneLineWithNoInvisibleCharacters() {
        for input in Self.hostile {
            let literal = SwiftStringLiteral.render(input)
            for scalar in literal.unicodeScalars {
                #expect(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value))
                #expect(![0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                          0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF, 0x200B].contains(scalar.value))
            }
        }
    }

    @Test func everyScalarOfTheFirstPlanesRoundTrips() {
        var scalars = String.UnicodeScalarView()
        for v in UInt32(0)...0x3000 { if let s = Unicode.Scalar(v) { scalars.append(s) } }
        for v in UInt32(0xFE00)...0xFFFF { if let s = Unicode.Scalar(v) { scalars.append(s) } }
        let input = String(scalars)
        #expect(unescape(SwiftStringLiteral.render(input)) == input)
    }
}
