import JSONSchema
import TourcDiagnostics
import YAMLLoader

/// Reads a String Catalog as Xcode writes it straight from its text into `StringCatalog`'s typed
/// view, for a reader that does not write the catalog back (`keepingJSON: false`: `check`,
/// `build`).
///
/// Why: a catalog holds every text in every language, and is most of the bytes a build reads.
/// Parsing it into a tree of located nodes and reading the tree back (`ShapeReader`) cost
/// several times the parse of the text itself.
///
/// It reads only what it can read the same way `ShapeReader` would: at anything `ShapeReader`
/// would report, or that it leaves to the tree (a duplicate key, a unit with both `stringUnit`
/// and `variations`, a form's `state` that is not a text, text that is not JSON), it returns nil
/// and the caller reads the file as a tree, which says what is wrong and where. So a catalog it
/// returns is the one `ShapeReader` returns for the same bytes (tests compare the two).
enum CatalogStreamReader {
    typealias Reader = JSONParser.Reader
    typealias Failure = JSONParser.Failure

    static func read(_ bytes: [UInt8], file: String) -> StringCatalog? {
        try? JSONParser.read(bytes, maxDepth: LoadLimits.default.maxDepth) { (r: inout Reader) throws(Failure) -> StringCatalog? in
            guard try r.beginObject() != nil else { return nil }
            var catalog = StringCatalog(file: file, sourceLanguage: "")
            var seen = Keys()
            while let (key, _) = try r.nextKey() {
                guard seen.insert(key) else { return nil }
                switch key {
                case "sourceLanguage":
                    guard let (value, _) = try r.string() else { return nil }
                    catalog.sourceLanguage = value
                case "version":
                    guard try r.string() != nil else { return nil }
                case "strings":
                    guard try r.beginObject() != nil else { return nil }
                    while let (key, range) = try r.nextKey() {
                        guard catalog.entries[key] == nil, let entry = try entry(&r, keyRange: range) else { return nil }
                        catalog.entries[key] = entry
                    }
                default:
                    try r.skipValue()
                }
            }
            guard seen.contains("sourceLanguage"), seen.contains("strings") else { return nil }
            return catalog
        }
    }

    /// A key's entry: `comment`, `extractionState` and each language's unit.
    private static func entry(_ r: inout Reader, keyRange: SourceRange) throws(Failure) -> StringCatalog.Entry? {
        guard try r.beginObject() != nil else { return nil }
        var entry = StringCatalog.Entry(keyRange: keyRange)
        var seen = Keys()
        while let (key, _) = try r.nextKey() {
            guard seen.insert(key) else { return nil }
            switch key {
            case "comment":
                guard let (value, _) = try r.string() else { return nil }
                entry.comment = value
            case "extractionState":
                guard let (value, _) = try r.string() else { return nil }
                entry.extractionState = value
            case "localizations":
                guard try r.beginObject() != nil else { return nil }
                while let (language, range) = try r.nextKey() {
                    guard entry.units[language] == nil, let unit = try unit(&r, languageRange: range) else { return nil }
                    entry.units[language] = unit
                }
            default:
                try r.skipValue()
            }
        }
        return entry
    }

    /// One language's translation: a `stringUnit`, plural `variations`, or `substitutions` only.
    private static func unit(_ r: inout Reader, languageRange: SourceRange) throws(Failure) -> StringCatalog.Unit? {
        guard try r.beginObject() != nil else { return nil }
        var unit = StringCatalog.Unit(languageRange: languageRange)
        var seen = Keys()
        while let (key, _) = try r.nextKey() {
            guard seen.insert(key) else { return nil }
            switch key {
            case "stringUnit":
                guard let (state, value) = try stringUnit(&r) else { return nil }
                unit.state = state
                unit.value = value.text
                unit.valueRange = value.range
            case "variations":
                guard try variations(&r, into: &unit) else { return nil }
            default:
                try r.skipValue()
            }
        }
        // `ShapeReader` reads `variations` only without a `stringUnit`, and reports a unit with
        // neither unless it has `substitutions`.
        if seen.contains("stringUnit") == seen.contains("variations") {
            guard !seen.contains("stringUnit"), seen.contains("substitutions") else { return nil }
        }
        return unit
    }

    /// A `stringUnit`'s `state` (if any) and `value` (which it must have).
    private static func stringUnit(_ r: inout Reader) throws(Failure) -> (state: String?, value: (text: String, range: SourceRange))? {
        guard try r.beginObject() != nil else { return nil }
        var state: String?
        var value: (text: String, range: SourceRange)?
        var seen = Keys()
        while let (key, _) = try r.nextKey() {
            guard seen.insert(key) else { return nil }
            switch key {
            case "state":
                guard let (text, _) = try r.string() else { return nil }
                state = text
            case "value":
                guard let (text, range) = try r.string() else { return nil }
                value = (text, range)
            default:
                try r.skipValue()
            }
        }
        guard let value else { return nil }
        return (state, value)
    }

    /// `variations`: its `plural` forms, each a `stringUnit`; device variations are skipped.
    private static func variations(_ r: inout Reader, into unit: inout StringCatalog.Unit) throws(Failure) -> Bool {
        guard try r.beginObject() != nil else { return false }
        unit.hasVariations = true
        var seen = Keys()
        while let (key, _) = try r.nextKey() {
            guard seen.insert(key) else { return false }
            guard key == "plural" else {
                try r.skipValue()
                continue
            }
            guard let start = try r.beginObject() else { return false }
            var categories: [String] = []
            while let (category, _) = try r.nextKey() {
                guard !categories.contains(category), let form = try pluralForm(&r, category: category) else { return false }
                categories.append(category)
                unit.pluralForms.append(form)
                // The unit's state is its forms': `needs_review` when one of them is.
                if let state = form.state, unit.state != "needs_review" { unit.state = state }
            }
            unit.pluralCategories = categories
            unit.pluralRange = SourceRange(start: start, end: r.objectEnd)
        }
        return true
    }

    /// One plural category's form: an object whose `stringUnit` holds its `value`.
    private static func pluralForm(_ r: inout Reader, category: String) throws(Failure) -> StringCatalog.PluralForm? {
        guard try r.beginObject() != nil else { return nil }
        var form: StringCatalog.PluralForm?
        var seen = Keys()
        while let (key, _) = try r.nextKey() {
            guard seen.insert(key) else { return nil }
            guard key == "stringUnit" else {
                try r.skipValue()
                continue
            }
            guard let (state, value) = try stringUnit(&r) else { return nil }
            form = StringCatalog.PluralForm(category: category, value: value.text, range: value.range, state: state)
        }
        return form
    }

    /// The keys of one object, to refuse a duplicate (the tree reader reports it). An object of
    /// a catalog entry has a handful of keys: a list beats hashing them.
    private struct Keys {
        private var keys: [String] = []

        mutating func insert(_ key: String) -> Bool {
            guard !keys.contains(key) else { return false }
            keys.append(key)
            return true
        }

        func contains(_ key: String) -> Bool { keys.contains(key) }
    }
}
