import JSONSchema
import TourcDiagnostics
import YAMLLoader

/// A String Catalog (`.xcstrings`) read with positions: the JSON as it is (`root`, written back
/// by `CatalogWriter`) and a typed view of what tourc reads (`entries`), each part with its
/// range so a problem is reported at the catalog's line and column. Ranges, not nodes: a unit is
/// copied by every check that reads it, and a node would carry its strings along.
public struct StringCatalog: Sendable {
    public var file: String
    public var root: CatalogJSON
    public var sourceLanguage: String
    public var entries: [String: Entry] = [:]

    public struct Entry: Sendable {
        public var comment: String?
        public var extractionState: String?
        public var units: [String: Unit] = [:]
        var keyRange: SourceRange?
    }

    /// One language's translation of a key.
    public struct Unit: Sendable {
        public var state: String?
        public var value: String?
        /// Plural or device variations: the value is per variation (not checked as one text).
        public var hasVariations = false
        /// The categories of `variations.plural`, in the file's order, and that object's range.
        public var pluralCategories: [String]?
        var pluralRange: SourceRange?
        /// Each plural form's text (`variations.plural.<category>.stringUnit.value`), in the
        /// file's order, with its value's range: checked and written like a plain translation.
        var pluralForms: [PluralForm] = []
        var languageRange: SourceRange?
        var valueRange: SourceRange?
    }

    /// One form of a plural variation.
    struct PluralForm: Sendable {
        var category: String
        var value: String
        var range: SourceRange
        /// The form's own `state` (`translated`, `needs_review`, ...): XLIFF carries it per form.
        var state: String? = nil
    }

    /// A new, empty catalog.
    public init(file: String, sourceLanguage: String) {
        self.file = file
        self.sourceLanguage = sourceLanguage
        root = .object([("sourceLanguage", .string(sourceLanguage)), ("strings", .object([])), ("version", .string("1.0"))])
    }

    /// Reads a catalog; nil when it cannot be used (not JSON, the wrong shape): the problems are
    /// in `diagnostics`, each at its place, and a caller must then not rewrite the file.
    ///
    /// `keepingJSON: false` leaves `root` empty: for a reader that never writes the catalog back
    /// (`tourc check`), which then does not copy 64 languages' worth of JSON it would not use.
    public static func read(_ bytes: [UInt8], file: String, keepingJSON: Bool = true, diagnostics: inout DiagnosticCollector) -> StringCatalog? {
        // A catalog as Xcode writes it, when its JSON is not kept, is read without a tree.
        if !keepingJSON, let catalog = CatalogStreamReader.read(bytes, file: file) { return catalog }
        // The strict JSON parser first: ten times faster than libyaml on a large catalog, with
        // the same located nodes. It stops at anything that is not plain JSON (and at a
        // duplicate key); the YAML loader then reads the file to say exactly what and where.
        if let root = try? JSONParser.parse(bytes, maxDepth: LoadLimits.default.maxDepth) {
            var shape = ShapeReader(file: file, keepingJSON: keepingJSON)
            let catalog = shape.read(root)
            diagnostics.merge(shape.diagnostics)
            return shape.diagnostics.hasErrors ? nil : catalog
        }
        var found = DiagnosticCollector()
        if let offset = JSONText.firstNonJSONByte(bytes) {
            found.emit(LocalizationCodes.catalogNotJSON, "this String Catalog is not JSON here (\(JSONText.describe(bytes, offset))); a catalog is the JSON file Xcode writes",
                       at: SourceSpan(file: file, range: JSONText.range(bytes, offset)))
            diagnostics.merge(found)
            return nil
        }
        let documents = YAMLLoader.load(bytes, file: file, diagnostics: &found)
        diagnostics.merge(found)
        guard !found.hasErrors else { return nil }
        guard let document = documents.first else {
            diagnostics.emit(LocalizationCodes.catalogNotJSON, "this String Catalog is empty; delete it and run `tourc strings sync` to write a new one",
                             at: SourceSpan(file: file, range: SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0), end: SourceLocation(line: 1, column: 1, offset: 0))))
            return nil
        }
        var shape = ShapeReader(file: file, keepingJSON: keepingJSON)
        let catalog = shape.read(document.root)
        diagnostics.merge(shape.diagnostics)
        return shape.diagnostics.hasErrors ? nil : catalog
    }

    /// The rendered file, as Xcode writes it.
    public var bytes: [UInt8] { CatalogWriter.render(root) }

    /// The span of a key's entry (its key in `strings`), or the file's start.
    func span(ofKey key: String) -> SourceSpan {
        SourceSpan(file: file, range: entries[key]?.keyRange ?? Self.start)
    }

    /// The span of a translation's language key, else its entry.
    func span(ofLanguage language: String, key: String) -> SourceSpan {
        if let range = entries[key]?.units[language]?.languageRange { return SourceSpan(file: file, range: range) }
        return span(ofKey: key)
    }

    /// The span of a translation's value, else its language key, else its entry.
    func span(ofKey key: String, language: String) -> SourceSpan {
        let unit = entries[key]?.units[language]
        if let range = unit?.valueRange ?? unit?.languageRange { return SourceSpan(file: file, range: range) }
        return span(ofKey: key)
    }

    static let start = SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0), end: SourceLocation(line: 1, column: 1, offset: 0))
}

/// Checks the shape of a loaded catalog and builds its typed view.
private struct ShapeReader {
    let file: String
    let keepingJSON: Bool
    var diagnostics = DiagnosticCollector()

    init(file: String, keepingJSON: Bool) {
        self.file = file
        self.keepingJSON = keepingJSON
    }

    mutating func wrong(_ node: YAMLNode, _ message: String) {
        diagnostics.emit(LocalizationCodes.catalogShape, message, at: SourceSpan(file: file, range: node.range))
    }

    mutating func read(_ root: YAMLNode) -> StringCatalog {
        var catalog = StringCatalog(file: file, sourceLanguage: "")
        if keepingJSON { catalog.root = CatalogJSON(root) }
        guard let pairs = root.pairs else {
            wrong(root, "a String Catalog is a JSON object with `sourceLanguage`, `strings` and `version`, not \(StringCatalog.article(root.jsonTypeName))")
            return catalog
        }
        if let source = root["sourceLanguage"] {
            if let s = source.string { catalog.sourceLanguage = s } else { wrong(source, "`sourceLanguage` is a language tag in quotes, e.g. \"en\"") }
        } else {
            wrong(root, "this String Catalog has no `sourceLanguage`; add \"sourceLanguage\" : \"en\" (the tours' language)")
        }
        if let version = root["version"], version.string == nil { wrong(version, "`version` is a text, e.g. \"1.0\"") }
        _ = pairs
        guard let strings = root["strings"] else {
            wrong(root, "this String Catalog has no `strings`; add \"strings\" : {}")
            return catalog
        }
        guard let keys = strings.pairs else {
            wrong(strings, "`strings` is an object of keys, not \(StringCatalog.article(strings.jsonTypeName))")
            return catalog
        }
        // Sized once: growing the table key by key rehashed every entry several times.
        catalog.entries.reserveCapacity(keys.count)
        for pair in keys {
            guard let key = pair.key.string else { continue }
            catalog.entries[key] = entry(pair)
        }
        return catalog
    }

    mutating func entry(_ pair: YAMLPair) -> StringCatalog.Entry {
        var entry = StringCatalog.Entry(keyRange: pair.key.range)
        let node = pair.value
        guard node.pairs != nil else {
            wrong(node, "a key's entry is an object (with `comment`, `extractionState`, `localizations`), not \(StringCatalog.article(node.jsonTypeName))")
            return entry
        }
        if let comment = node["comment"] {
            if let s = comment.string { entry.comment = s } else { wrong(comment, "`comment` is a text") }
        }
        if let state = node["extractionState"] {
            if let s = state.string { entry.extractionState = s } else { wrong(state, "`extractionState` is a text, e.g. \"manual\"") }
        }
        guard let localizations = node["localizations"] else { return entry }
        guard let languages = localizations.pairs else {
            wrong(localizations, "`localizations` is an object of languages, not \(StringCatalog.article(localizations.jsonTypeName))")
            return entry
        }
        entry.units.reserveCapacity(languages.count)
        for language in languages {
            guard let tag = language.key.string else { continue }
            var unit = StringCatalog.Unit(languageRange: language.key.range)
            let value = language.value
            guard value.pairs != nil else {
                wrong(value, "a translation is an object with a `stringUnit` (or `variations`), not \(StringCatalog.article(value.jsonTypeName))")
                continue
            }
            if let stringUnit = value["stringUnit"] {
                if stringUnit.pairs == nil {
                    wrong(stringUnit, "`stringUnit` is an object with `state` and `value`")
                } else {
                    if let state = stringUnit["state"] {
                        if let s = state.string { unit.state = s } else { wrong(state, "`state` is a text: \"translated\", \"needs_review\", \"new\" or \"stale\"") }
                    }
                    if let v = stringUnit["value"] {
                        if let s = v.string {
                            unit.value = s
                            unit.valueRange = v.range
                        } else { wrong(v, "a translation's `value` is a text") }
                    } else {
                        wrong(stringUnit, "this `stringUnit` has no `value`; add the translation as \"value\" : \"…\"")
                    }
                }
            } else if let variations = value["variations"] {
                if variations.pairs == nil { wrong(variations, "`variations` is an object (`plural`, `device`)") }
                unit.hasVariations = true
                if let plural = variations["plural"] {
                    if let forms = plural.pairs {
                        unit.pluralCategories = forms.compactMap { $0.key.string }
                        unit.pluralRange = plural.range
                        for form in forms {
                            guard let category = form.key.string else { continue }
                            guard let v = form.value["stringUnit"]?["value"], let text = v.string else {
                                wrong(form.value, "a plural form is an object with a `stringUnit` holding its `value`")
                                continue
                            }
                            let state = form.value["stringUnit"]?["state"]?.string
                            unit.pluralForms.append(.init(category: category, value: text, range: v.range, state: state))
                            // The unit's state is its forms': `needs_review` when one of them is.
                            if let state, unit.state != "needs_review" { unit.state = state }
                        }
                    } else {
                        wrong(plural, "`plural` is an object of categories (`one`, `other`, ...)")
                    }
                }
            } else if value["substitutions"] == nil {
                wrong(value, "this translation has neither a `stringUnit` nor `variations`")
            }
            entry.units[tag] = unit
        }
        return entry
    }
}

/// JSON is YAML, but not the other way round: a catalog must be JSON for Xcode to read it, so
/// what only YAML accepts (a comment, an unquoted or single-quoted text, a block) is refused
/// before the YAML loader sees the file.
enum JSONText {
    /// The offset of the first byte outside a JSON string that JSON does not allow there.
    static func firstNonJSONByte(_ bytes: [UInt8]) -> Int? {
        var i = 0
        var inString = false
        var sawStart = false
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") { inString = false }
                i += 1
                continue
            }
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): break
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): sawStart = true
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
                if !sawStart { return i }
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
                if !sawStart { return i }
            case UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e"), UInt8(ascii: "f"), UInt8(ascii: "a"),
                 UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "n"), UInt8(ascii: "E"):
                // true, false, null and exponents; anything else spelt with these letters is
                // caught by the loader or the shape check.
                if !sawStart { return i }
            case 0xEF where i == 0 && bytes.count >= 3 && bytes[1] == 0xBB && bytes[2] == 0xBF:
                i += 3
                continue
            default: return i
            }
            i += 1
        }
        return sawStart ? nil : (bytes.isEmpty ? nil : 0)
    }

    static func describe(_ bytes: [UInt8], _ offset: Int) -> String {
        switch bytes[offset] {
        case UInt8(ascii: "#"): "a `#` comment"
        case UInt8(ascii: "'"): "a single-quoted text"
        default: offset == 0 || !bytes[..<offset].contains(UInt8(ascii: "{")) ? "it does not start with `{`" : "a value that is not quoted"
        }
    }

    /// Line and column (Unicode scalars) of a byte offset.
    static func range(_ bytes: [UInt8], _ offset: Int) -> SourceRange {
        var line = 1, column = 1
        var i = 0
        while i < offset {
            if bytes[i] == UInt8(ascii: "\n") { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        let at = SourceLocation(line: line, column: column, offset: offset)
        let next = SourceLocation(line: line, column: column + 1, offset: offset + 1)
        return SourceRange(start: at, end: next)
    }
}

extension StringCatalog {
    /// "an array", "an object", "a string": JSON's type names with their article.
    static func article(_ type: String) -> String {
        guard let first = type.first else { return type }
        return ("aeiou".contains(first) ? "an " : "a ") + type
    }
}
