import TourKit
import TourcDiagnostics
import YAMLLoader

/// One app's localization as the checks and `tourc strings` see it: its settings, every text of
/// its tours with its key, its catalog (read from disk) and its own tables.
struct AppStrings: Sendable {
    let settings: Localization
    let appFolder: UserPath
    let registry: Located<AppRegistry>
    /// Every text of every tour, in tour order (`IRBuilder.bundleOrder`), then visit order.
    var texts: [TourText]
    /// The positions in `texts` of each tour's texts, by the tour's position in the scope (not in
    /// `texts`' tour order): `LocalizationChecks.checkMarkdown` reads them in the scope's order.
    let textsOfTour: [Range<Int>]
    /// For each text of tourc's catalog, the position of the first text with its key (its own
    /// for that first); nil for a text of an app table. Worked out once, here, where keys and
    /// tables are final (`checkSources` changes sources only): `catalogTextIndices` and
    /// `LocalizationChecks.checkKeyClashes` read it instead of each hashing every key again.
    let keyOwner: [Int?]
    /// The catalog's path as the user would type it (the app folder joined with `catalog`).
    var catalogPath: String

    /// nil when the app has no `localization`.
    init?(_ scope: AppScope) {
        guard let settings = scope.registry.value.localization else { return nil }
        self.settings = settings
        registry = scope.registry
        appFolder = UserPath(scope.registry.document.file).parent
        var texts = Self.defaultLabels(scope)
        var textsOfTour = [Range<Int>](repeating: 0..<0, count: scope.tours.count)
        for t in IRBuilder.bundleOrderIndices(scope.tours) {
            let start = texts.count
            TourTexts.collect(scope.tours[t], into: &texts)
            textsOfTour[t] = start..<texts.count
        }
        self.textsOfTour = textsOfTour
        let numbers = Set(settings.placeholders.filter { $0.type == .number }.map(\.name))
        if !numbers.isEmpty {
            for i in texts.indices where !ProgressFormatText.isProgressText(texts[i]) { texts[i].numbers = numbers }
        }
        self.texts = texts
        keyOwner = Self.keyOwners(texts)
        catalogPath = appFolder.resolving(settings.catalog ?? "\(scope.registry.value.id).xcstrings").string
    }

    /// The standard button labels a tour does not write (`Next`, `Back`, `Skip`, `Done`,
    /// `Dismiss`, TourKit's defaults): one app-wide text each, `labels.next` ..., so a German tour
    /// does not show an English `Next`, and translators translate each once, not once per tour.
    /// The runtime uses them for a tour whose own label is not a text.
    static func defaultLabels(_ scope: AppScope) -> [TourText] {
        let defaults = ButtonLabels()
        let node = NodeRef(scope.registry.document)["localization"]
        return [("back", defaults.back), ("dismiss", defaults.dismiss), ("done", defaults.done), ("next", defaults.next), ("skip", defaults.skip)].map { key, text in
            TourText(id: "labels.\(key)", key: "labels.\(key)", table: nil, source: text, role: "button label",
                     style: .bottomSheet, budget: ShownText.buttonLabel, node: node, isDefaultLabel: true)
        }
    }

    /// Visits the texts of the scope's tour at position `tour` that `ShownText` visits (all but
    /// its progress text), in its order, as `ShownText.forEach` would: for content lint, which
    /// then need not walk the tour's texts again (`ContentLint.run`).
    func forEachShownText(ofTour tour: Int, _ visit: ShownText.Visit) {
        for j in textsOfTour[tour] where texts[j].role != ProgressFormatText.role {
            visit(texts[j].source, { texts[j].node }, texts[j].role, texts[j].budget)
        }
    }

    /// The languages translated into: `languages` without the source language.
    var targetLanguages: [String] { settings.languages.filter { $0 != settings.sourceLanguage } }

    /// The texts tourc's catalog holds, one per key (the first text of a key gives its comment).
    var catalogTexts: [TourText] { catalogTextIndices.map { texts[$0] } }

    /// `catalogTexts` as positions in `texts`: for a check that reads them in place rather than
    /// copying every text (a `TourText` holds a dozen strings and nodes).
    var catalogTextIndices: [Int] { keyOwner.indices.filter { keyOwner[$0] == $0 } }

    /// `keyOwner` of `texts`: each key hashed once (a second time only where it repeats).
    static func keyOwners(_ texts: [TourText]) -> [Int?] {
        var first: [String: Int] = [:]
        first.reserveCapacity(texts.count)
        return texts.indices.map { i in
            guard texts[i].table == nil else { return nil }
            guard let earlier = first.updateValue(i, forKey: texts[i].key) else { return i }
            first[texts[i].key] = earlier
            return earlier
        }
    }

    /// The placeholder names in source order of a text.
    static func order(_ text: TourText) -> [String] { Placeholders.names(in: text.source) }

    /// Reads the catalog: `.absent` when there is no file yet. `keepingJSON: false` for a
    /// reader that never writes it back (`StringCatalog.read`).
    func readCatalog(keepingJSON: Bool = true, diagnostics: inout DiagnosticCollector) -> CatalogRead {
        guard FileReader.isRegularFile(catalogPath) else { return .absent }
        let bytes: [UInt8]
        do { bytes = try FileReader.bytes(of: catalogPath, limit: LoadLimits.default.maxFileBytes) } catch {
            diagnostics.emit(error.diagnostic)
            return .unusable
        }
        guard !keepingJSON else {
            guard let catalog = StringCatalog.read(bytes, file: catalogPath, diagnostics: &diagnostics) else { return .unusable }
            return .read(catalog, bytes)
        }
        if let cached = CatalogReadCache.lookup(path: catalogPath, bytes: bytes) { return .read(cached, bytes) }
        var found = DiagnosticCollector()
        let catalog = StringCatalog.read(bytes, file: catalogPath, keepingJSON: false, diagnostics: &found)
        let clean = found.diagnostics.isEmpty
        diagnostics.merge(found)
        guard let catalog else { return .unusable }
        if clean { CatalogReadCache.store(path: catalogPath, bytes: bytes, catalog: catalog) }
        return .read(catalog, bytes)
    }

    enum CatalogRead {
        case absent
        case unusable
        case read(StringCatalog, [UInt8])
    }

    /// The app's tables by name: key → source text, or nil where the table could not be read
    /// (reported once, at its declaration).
    func readTables(diagnostics: inout DiagnosticCollector) -> [String: [String: String]?] {
        var out: [String: [String: String]?] = [:]
        let declared = NodeRef(registry.document)["localization"]["tables"]
        for (i, table) in settings.tables.enumerated() where out[table.name] == nil {
            let path = appFolder.resolving(table.path).string
            let at = declared[i]["path"].span
            guard FileReader.isRegularFile(path), let bytes = try? FileReader.bytes(of: path, limit: LoadLimits.default.maxFileBytes) else {
                diagnostics.emit(LocalizationCodes.tableUnreadable, "cannot read the string table `\(table.name)` at \(path): no such file; the path is relative to the app folder", at: at)
                out[table.name] = .some(nil)
                continue
            }
            if table.path.hasSuffix(".strings") {
                switch StringsFile.parse(bytes) {
                case .success(let pairs): out[table.name] = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
                case .failure(let problem):
                    diagnostics.emit(LocalizationCodes.tableUnreadable, "the string table `\(table.name)` (\(path)) is not a `.strings` file: \(problem.reason) on line \(problem.line)", at: at)
                    out[table.name] = .some(nil)
                }
            } else {
                var found = DiagnosticCollector()
                if let catalog = StringCatalog.read(bytes, file: path, keepingJSON: false, diagnostics: &found) {
                    var values: [String: String] = [:]
                    for (key, entry) in catalog.entries { values[key] = entry.units[catalog.sourceLanguage]?.value ?? key }
                    out[table.name] = values
                } else {
                    diagnostics.merge(found)
                    out[table.name] = .some(nil)
                }
            }
        }
        return out
    }
}

/// The old `.strings` format of one language: `"key" = "value";` pairs, with `/* */` and `//`
/// comments, `\"`, `\\`, `\n`, `\t` and `\Uxxxx` escapes (UTF-8; the UTF-16 files old Xcode
/// wrote are converted first where they start with a byte-order mark).
enum StringsFile {
    struct Problem: Error { var line: Int; var reason: String }

    static func parse(_ raw: [UInt8]) -> Result<[(String, String)], Problem> {
        let text: String
        if raw.count >= 2, (raw[0] == 0xFF && raw[1] == 0xFE) || (raw[0] == 0xFE && raw[1] == 0xFF) {
            let little = raw[0] == 0xFF
            var units: [UInt16] = []
            var i = 2
            while i + 1 < raw.count {
                units.append(little ? UInt16(raw[i]) | UInt16(raw[i + 1]) << 8 : UInt16(raw[i]) << 8 | UInt16(raw[i + 1]))
                i += 2
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            text = String(decoding: raw, as: UTF8.self)
        }
        let s = Array(text.unicodeScalars)
        var i = 0, line = 1
        var out: [(String, String)] = []
        func skip() {
            while i < s.count {
                if s[i] == "\n" { line += 1; i += 1 }
                else if s[i] == " " || s[i] == "\t" || s[i] == "\r" || s[i] == "\u{FEFF}" { i += 1 }
                else if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { if s[i] == "\n" { line += 1 }; i += 1 }
                    i += 2
                } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                } else { return }
            }
        }
        func quoted() -> String? {
            guard i < s.count, s[i] == "\"" else { return nil }
            i += 1
            var value = String.UnicodeScalarView()
            while i < s.count, s[i] != "\"" {
                if s[i] == "\\", i + 1 < s.count {
                    i += 1
                    switch s[i] {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "r": value.append("\r")
                    case "U", "u":
                        var hex = ""
                        var k = i + 1
                        while k < s.count, hex.count < 4, s[k].properties.isASCIIHexDigit { hex.unicodeScalars.append(s[k]); k += 1 }
                        if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { value.append(scalar); i = k - 1 } else { value.append(s[i]) }
                    default: value.append(s[i])
                    }
                } else {
                    if s[i] == "\n" { line += 1 }
                    value.append(s[i])
                }
                i += 1
            }
            guard i < s.count else { return nil }
            i += 1
            return String(value)
        }
        while true {
            skip()
            guard i < s.count else { break }
            guard let key = quoted() else { return .failure(Problem(line: line, reason: "expected a quoted key")) }
            skip()
            guard i < s.count, s[i] == "=" else { return .failure(Problem(line: line, reason: "expected `=` after the key")) }
            i += 1
            skip()
            guard let value = quoted() else { return .failure(Problem(line: line, reason: "expected a quoted value")) }
            skip()
            guard i < s.count, s[i] == ";" else { return .failure(Problem(line: line, reason: "expected `;` after the value")) }
            i += 1
            out.append((key, value))
        }
        return .success(out)
    }
}
