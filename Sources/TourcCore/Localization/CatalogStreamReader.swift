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
            var seen = Keys()  // bits: sourceLanguage, version, strings
            while let (key, _) = try r.nextKey() {
                switch key {
                case "sourceLanguage":
                    guard seen.insert(0), let (value, _) = try r.string() else { return nil }
                    catalog.sourceLanguage = value
                case "version":
                    guard seen.insert(1), try r.string() != nil else { return nil }
                case "strings":
                    guard seen.insert(2), try r.beginObject() != nil else { return nil }
                    while let (key, range) = try r.nextKey() {
                        guard let entry = try entry(&r, keyRange: range),
                              catalog.entries.updateValue(entry, forKey: key) == nil else { return nil }
                    }
                default:
                    guard seen.insert(other: key) else { return nil }
                    try r.skipValue()
                }
            }
            guard seen.contains(0), seen.contains(2) else { return nil }
            return catalog
        }
    }

    /// A key's entry: `comment`, `extractionState` and each language's unit.
    private static func entry(_ r: inout Reader, keyRange: SourceRange) throws(Failure) -> StringCatalog.Entry? {
        guard try r.beginObject() != nil else { return nil }
        var entry = StringCatalog.Entry(keyRange: keyRange)
        var seen = Keys()  // bits: comment, extractionState, localizations
        while let (key, _) = try r.nextKey() {
            switch key {
            case "comment":
                guard seen.insert(0), let (value, _) = try r.string() else { return nil }
                entry.comment = value
            case "extractionState":
                guard seen.insert(1), let (value, _) = try r.string() else { return nil }
                entry.extractionState = value
            case "localizations":
                guard seen.insert(2), try r.beginObject() != nil else { return nil }
                while let (language, range) = try r.nextKey() {
                    guard let unit = try unit(&r, languageRange: range),
                          entry.units.updateValue(unit, forKey: language) == nil else { return nil }
                }
            default:
                guard seen.insert(other: key) else { return nil }
                try r.skipValue()
            }
        }
        return entry
    }

    /// One language's translation: a `stringUnit`, plural `variations`, or `substitutions` only.
    private static func unit(_ r: inout Reader, languageRange: SourceRange) throws(Failure) -> StringCatalog.Unit? {
        guard try r.beginObject() != nil else { return nil }
        var unit = StringCatalog.Unit(languageRange: languageRange)
        var seen = Keys()  // bits: stringUnit, variations, substitutions
        while let (key, _) = try r.nextKey() {
            switch key {
            case "stringUnit":
                guard seen.insert(0), let (state, value) = try stringUnit(&r) else { return nil }
                unit.state = state
                unit.value = value.text
                unit.valueRange = value.range
            case "variations":
                guard seen.insert(1), try variations(&r, into: &unit) else { return nil }
            case "substitutions":
                guard seen.insert(2) else { return nil }
                try r.skipValue()
            default:
                guard seen.insert(other: key) else { return nil }
                try r.skipValue()
            }
        }
        // `ShapeReader` reads `variations` only without a `stringUnit`, and reports a unit with
        // neither unless it has `substitutions`.
        if seen.contains(0) == seen.contains(1) {
            guard !seen.contains(0), seen.contains(2) else { return nil }
        }
        return unit
    }

    /// A `stringUnit`'s `state` (if any) and `value` (which it must have).
    private static func stringUnit(_ r: inout Reader) throws(Failure) -> (state: String?, value: (text: String, range: SourceRange))? {
        guard try r.beginObject() != nil else { return nil }
        var state: String?
        var value: (text: String, range: SourceRange)?
        var seen = Keys()  // bits: state, value
        while let (key, _) = try r.nextKey() {
            switch key {
            case "state":
                guard seen.insert(0), let (text, _) = try r.string() else { return nil }
                state = text
            case "value":
                guard seen.insert(1), let (text, range) = try r.string() else { return nil }
                value = (text, range)
            default:
                guard seen.insert(other: key) else { return nil }
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
        var seen = Keys()  // bits: plural
        while let (key, _) = try r.nextKey() {
            guard key == "plural" else {
                guard seen.insert(other: key) else { return false }
                try r.skipValue()
                continue
            }
            guard seen.insert(0), let start = try r.beginObject() else { return false }
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
        var seen = Keys()  // bits: stringUnit
        while let (key, _) = try r.nextKey() {
            guard key == "stringUnit" else {
                guard seen.insert(other: key) else { return nil }
                try r.skipValue()
                continue
            }
            guard seen.insert(0), let (state, value) = try stringUnit(&r) else { return nil }
            form = StringCatalog.PluralForm(category: category, value: value.text, range: value.range, state: state)
        }
        return form
    }

    /// The keys of one object so far, to refuse a duplicate (the tree reader reports it): the
    /// keys the reader knows as bits (an object of a catalog is a handful of them, read by the
    /// thousand: a list per object was a noticeable part of the read), any other key in a list.
    private struct Keys {
        private var known: UInt8 = 0
        private var others: [String] = []

        /// Notes known key `bit`; false when the object had it already.
        mutating func insert(_ bit: UInt8) -> Bool {
            defer { known |= 1 << bit }
            return known & (1 << bit) == 0
        }

        /// Notes a key the reader skips; false when the object had it already.
        mutating func insert(other key: String) -> Bool {
            guard !others.contains(key) else { return false }
            others.append(key)
            return true
        }

        func contains(_ bit: UInt8) -> Bool { known & (1 << bit) != 0 }
    }
}
