/// XLIFF 1.2, the exchange format of Xcode's "Export Localizations" and of translators' tools
/// (docs/localization.md, "XLIFF"): one file per language, one `<trans-unit>` per key with its
/// `<source>`, its `<target>` (when translated) and the translator comment as a `<note>`; a
/// text with plural forms as one `<trans-unit>` per form, with Xcode's ids (`XLIFFPlurals.swift`).
///
/// Writing is tourc's own (deterministic: keys in the catalog's order); reading takes what
/// XLIFF 1.2 files written by Xcode, tourc or translate-toolkit hold: elements, attributes,
/// the five named entities and numeric character references, CDATA, comments and the XML
/// declaration. Anything else is refused with the line it is on, never guessed.
enum XLIFF {
    /// One language of a catalog as XLIFF.
    static func export(_ catalog: StringCatalog, texts: [TourText], language: String, original: String) -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="\(escape(original))" source-language="\(escape(catalog.sourceLanguage))" target-language="\(escape(language))" datatype="plaintext">
                <header>
                  <tool tool-id="tourc" tool-name="tourc"/>
                </header>
                <body>

            """
        for text in texts {
            let entry = catalog.entries[text.key]
            let comment = entry?.comment ?? text.comment
            if let forms = pluralUnits(text, entry, sourceLanguage: catalog.sourceLanguage, language: language) {
                for form in forms {
                    out += unit(id: pluralID(text.key, form.category), source: form.source, target: form.target, state: form.state, comment: comment)
                }
                continue
            }
            let source = entry?.units[catalog.sourceLanguage]?.value ?? text.catalogValue
            let translation = entry?.units[language]
            let target = translation?.value.flatMap { $0.isEmpty ? nil : $0 }
            out += unit(id: text.key, source: source, target: target, state: translation?.state, comment: comment)
        }
        out += "    </body>\n  </file>\n</xliff>\n"
        return Array(out.utf8)
    }

    /// One `<trans-unit>` as Xcode writes it (`xml:space="preserve"`: a text's line breaks are
    /// part of it).
    static func unit(id: String, source: String, target: String?, state: String?, comment: String) -> String {
        var out = "      <trans-unit id=\"\(escape(id))\" xml:space=\"preserve\">\n"
        out += "        <source>\(escape(source))</source>\n"
        if let target { out += "        <target state=\"\(xliffState(state))\">\(escape(target))</target>\n" }
        out += "        <note>\(escape(comment))</note>\n"
        out += "      </trans-unit>\n"
        return out
    }

    /// A catalog state as XLIFF's: `needs_review` → `needs-review-translation`, else `translated`.
    static func xliffState(_ state: String?) -> String { state == "needs_review" ? "needs-review-translation" : "translated" }

    /// An XLIFF state as the catalog's (what `import` writes).
    static func catalogState(_ state: String?) -> String { state?.hasPrefix("needs-review") == true ? "needs_review" : "translated" }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                if c.value < 0x20, c != "\n", c != "\t", c != "\r" { out += "&#\(c.value);" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    /// What an XLIFF file holds: per `<file>`, its languages and units.
    struct File: Equatable {
        var original: String
        var sourceLanguage: String
        var targetLanguage: String
        var units: [Unit]
    }

    struct Unit: Equatable {
        var id: String
        var source: String
        var target: String?
        var state: String?
        /// 1-based line and column of the `<trans-unit>`.
        var line: Int
        var column = 1
    }

    struct Problem: Error, Equatable {
        var line: Int
        var message: String
    }

    static func read(_ bytes: [UInt8]) -> Result<[File], Problem> {
        var parser = MiniXML(Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
        let root: MiniXML.Element
        do { root = try parser.document() } catch { return .failure(error) }
        guard root.name == "xliff" else { return .failure(Problem(line: root.line, message: "the root element is <\(root.name)>, not <xliff>")) }
        guard root.attributes["version"] == "1.2" else {
            return .failure(Problem(line: root.line, message: "this is XLIFF \(root.attributes["version"] ?? "without a version"); tourc reads XLIFF 1.2 (Xcode's export format)"))
        }
        var files: [File] = []
        for file in root.children where file.name == "file" {
            guard let source = file.attributes["source-language"], let target = file.attributes["target-language"] else {
                return .failure(Problem(line: file.line, message: "<file> needs `source-language` and `target-language`"))
            }
            var units: [Unit] = []
            for body in file.children where body.name == "body" {
                for unit in body.descendants(named: "trans-unit") {
                    guard let id = unit.attributes["id"] else { return .failure(Problem(line: unit.line, message: "<trans-unit> without an `id`")) }
                    let targetElement = unit.children.first { $0.name == "target" }
                    units.append(Unit(id: id, source: unit.children.first { $0.name == "source" }?.text ?? "",
                                      target: targetElement?.text, state: targetElement?.attributes["state"], line: unit.line, column: unit.column))
                }
            }
            files.append(File(original: file.attributes["original"] ?? "", sourceLanguage: source, targetLanguage: target, units: units))
        }
        return .success(files)
    }
}

/// The XML subset XLIFF files use, read into elements with their text (markup inside a
/// `<source>` or `<target>`, such as `<g>` or `<x/>`, is refused: tourc's texts have none).
struct MiniXML {
    struct Element {
        var name: String
        var attributes: [String: String] = [:]
        var children: [Element] = []
        var text = ""
        var line: Int
        /// 1-based column (Unicode scalars) of the element's `<`.
        var column = 1

        func descendants(named name: String) -> [Element] {
            children.flatMap { $0.name == name ? [$0] : $0.descendants(named: name) }
        }
    }

    let s: [Unicode.Scalar]
    var i = 0
    var line = 1
    /// Where the current line starts in `s`: columns are counted from there.
    var lineStart = 0
    /// Nesting bound: a hostile file cannot exhaust the stack.
    static let maxDepth = 64

    init(_ s: [Unicode.Scalar]) { self.s = s }

    func problem(_ message: String) -> XLIFF.Problem { XLIFF.Problem(line: line, message: message) }

    mutating func advance(_ n: Int = 1) {
        for _ in 0..<n where i < s.count {
            if s[i] == "\n" { line += 1; lineStart = i + 1 }
            i += 1
        }
    }

    func starts(_ text: String) -> Bool {
        let t = Array(text.unicodeScalars)
        guard i + t.count <= s.count else { return false }
        for k in 0..<t.count where s[i + k] != t[k] { return false }
        return true
    }

    mutating func skip(past text: String) throws(XLIFF.Problem) {
        while i < s.count, !starts(text) { advance() }
        guard i < s.count else { throw problem("`\(text)` expected before the end of the file") }
        advance(text.unicodeScalars.count)
    }

    mutating func skipMisc() throws(XLIFF.Problem) {
        while i < s.count {
            if s[i] == " " || s[i] == "\n" || s[i] == "\t" || s[i] == "\r" || s[i] == "\u{FEFF}" { advance() }
            else if starts("<?") { try skip(past: "?>") }
            else if starts("<!--") { try skip(past: "-->") }
            else if starts("<!DOCTYPE") { try skip(past: ">") }
            else { return }
        }
    }

    mutating func document() throws(XLIFF.Problem) -> Element {
        try skipMisc()
        guard starts("<") else { throw problem("not an XML file: it does not start with an element") }
        let root = try element(depth: 0)
        try skipMisc()
        guard i >= s.count else { throw problem("text after the root element") }
        return root
    }

    mutating func name() throws(XLIFF.Problem) -> String {
        var n = ""
        while i < s.count, !(" \t\r\n/>=".unicodeScalars.contains(s[i])) { n.unicodeScalars.append(s[i]); advance() }
        guard !n.isEmpty else { throw problem("a name expected") }
        return n
    }

    mutating func spaces() { while i < s.count, " \t\r\n".unicodeScalars.contains(s[i]) { advance() } }

    mutating func element(depth: Int) throws(XLIFF.Problem) -> Element {
        guard depth < Self.maxDepth else { throw problem("elements nested more than \(Self.maxDepth) deep") }
        let startLine = line
        let startColumn = i - lineStart + 1
        advance()  // <
        var node = Element(name: try name(), line: startLine, column: startColumn)
        while true {
            spaces()
            guard i < s.count else { throw problem("<\(node.name)> is not closed") }
            if starts("/>") { advance(2); return node }
            if s[i] == ">" { advance(); break }
            let key = try name()
            spaces()
            guard i < s.count, s[i] == "=" else { throw problem("`=` expected after the attribute `\(key)`") }
            advance()
            spaces()
            guard i < s.count, s[i] == "\"" || s[i] == "'" else { throw problem("the value of `\(key)` must be quoted") }
            let quote = s[i]
            advance()
            var raw = ""
            while i < s.count, s[i] != quote { raw.unicodeScalars.append(s[i]); advance() }
            guard i < s.count else { throw problem("the value of `\(key)` is not closed") }
            advance()
            node.attributes[key] = try unescape(raw)
        }
        while true {
            guard i < s.count else { throw problem("<\(node.name)> (line \(startLine)) is never closed") }
            if starts("</") {
                advance(2)
                let closing = try name()
                spaces()
                guard closing == node.name, i < s.count, s[i] == ">" else { throw problem("</\(closing)> closes <\(node.name)> (line \(startLine))") }
                advance()
                return node
            }
            if starts("<!--") { try skip(past: "-->"); continue }
            if starts("<![CDATA[") {
                advance(9)
                while i < s.count, !starts("]]>") { node.text.unicodeScalars.append(s[i]); advance() }
                try skip(past: "]]>")
                continue
            }
            if s[i] == "<" {
                if node.name == "source" || node.name == "target" {
                    throw problem("markup inside <\(node.name)>; tourc's texts are plain (placeholders are %@)")
                }
                node.children.append(try element(depth: depth + 1))
                continue
            }
            var raw = ""
            while i < s.count, s[i] != "<" { raw.unicodeScalars.append(s[i]); advance() }
            node.text += try unescape(raw)
        }
    }

    func unescape(_ raw: String) throws(XLIFF.Problem) -> String {
        guard raw.contains("&") else { return raw }
        var out = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { throw problem("`&` without `;` (write `&amp;`)") }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number: UInt32? = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst(), radix: 10) : nil
                guard let number, let scalar = Unicode.Scalar(number) else { throw problem("unknown entity `&\(entity);`") }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
