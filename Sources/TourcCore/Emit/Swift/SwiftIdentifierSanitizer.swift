import TourcDiagnostics

/// Turns authored ids (`pota_activations`, `office-onboarding`, `2.0`, `default`) into Swift
/// identifiers. The one function every emitter uses, so the same id always gets the same name.
///
/// Rules: the id is split into words at every character that is not an ASCII letter or digit
/// (those characters are dropped); words are joined in camel case, keeping the case of letters
/// inside a word (`weekMarked` stays `weekMarked`) except a leading acronym in lowerCamelCase
/// (`QRZSignIn` → `qrzSignIn`); two digit runs that meet keep a `_` between them (`2.0` → `2_0`,
/// not `20`); a leading digit gets a `_` prefix (`_2_0`); an id with no ASCII letter or digit
/// becomes `id` plus the hex of its scalars. Keywords stay as they are and are written in
/// backticks by the renderer (`default` → `` `default` ``).
public enum SwiftIdentifierSanitizer {
    public enum Style: Sendable { case lowerCamel, upperCamel }

    /// One pass over the id's bytes into one buffer (no array per word): it runs for every tour,
    /// step, target and event id of every app.
    public static func name(for id: String, style: Style) -> SwiftName {
        SwiftName(text(for: id, style: style), knownValid: true)
    }

    /// The name's text alone: what comparing names needs, without building a `SwiftName` (which
    /// validates the text and renders it).
    public static func text(for id: String, style: Style) -> String {
        // Most ids are already lowerCamelCase names (`gridIntro`): a lowercase letter, then ASCII
        // letters and digits only. The rules below leave such an id as it is, so it is its own
        // name without building a new string (`tourc check` names every id too).
        if style == .lowerCamel && isLowerCamelName(id) { return id }
        var result: [UInt8] = []
        result.reserveCapacity(id.utf8.count + 2)
        var words = 0
        /// Where the word being read starts in `result`; -1 between words.
        var wordStart = -1
        // Over the bytes in place, as `isLowerCamelName`.
        WordScan.withUTF8(of: id) { bytes in
            for b in bytes {
                if SwiftName.isIdentifierByte(b) && b != UInt8(ascii: "_") {
                    if wordStart < 0 {
                        if let last = result.last, isDigit(last), isDigit(b) { result.append(UInt8(ascii: "_")) }
                        wordStart = result.count
                        words += 1
                        result.append(words == 1 && style == .lowerCamel ? b : upper(b))
                    } else {
                        result.append(b)
                    }
                } else if wordStart >= 0 {
                    if words == 1 && style == .lowerCamel { lowercaseLeadingAcronym(&result, from: wordStart) }
                    wordStart = -1
                }
            }
        }
        if wordStart >= 0 && words == 1 && style == .lowerCamel { lowercaseLeadingAcronym(&result, from: wordStart) }
        guard words > 0 else {
            let hex = id.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined()
            return "id" + hex
        }
        if isDigit(result[0]) { result.insert(UInt8(ascii: "_"), at: 0) }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `id` is a lowercase letter followed by ASCII letters and digits only. Over the
    /// bytes in place: iterating the UTF-8 view costs several times more per byte.
    private static func isLowerCamelName(_ id: String) -> Bool {
        var result = false
        WordScan.withUTF8(of: id) { bytes in
            guard let first = bytes.first, isLower(first) else { return }
            for b in bytes where !(isLower(b) || isUpper(b) || isDigit(b)) { return }
            result = true
        }
        return result
    }

    /// `URL` → `url`, `QRZSignIn` → `qrzSignIn`, `Welcome` → `welcome`: the word that runs from
    /// `start` to the end of `text`.
    private static func lowercaseLeadingAcronym(_ text: inout [UInt8], from start: Int) {
        var run = start
        while run < text.count && isUpper(text[run]) { run += 1 }
        if run == start { return }
        let end = (run == text.count || run == start + 1) ? run : run - 1
        for i in start..<end { text[i] = lower(text[i]) }
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    private static func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
    private static func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
    private static func upper(_ b: UInt8) -> UInt8 { isLower(b) ? b - 32 : b }
    private static func lower(_ b: UInt8) -> UInt8 { isUpper(b) ? b + 32 : b }
}

/// Assigns Swift names to one namespace's ids (the cases of one enum, the members of one type)
/// and reports ids that would share a name.
///
/// Ids are assigned in the order given (the authored order); the first id keeps the name and
/// every later id that maps to it gets a `TOUR4001` diagnostic pointing at both. Names in
/// `reserved` (members the generated type already has, like `rawValue` or `bundle`) are
/// diagnosed the same way.
public struct SwiftNameAllocator {
    public let namespace: String
    public let style: SwiftIdentifierSanitizer.Style
    public let reserved: Set<String>
    /// Whether the same id may be assigned twice (step ids shared by several tours) or is itself
    /// a collision (two tours, targets or events with one id would give two equal declarations).
    public let allowsRepeats: Bool
    /// Name text -> index in `ids` of the id that took it; id -> index in `assigned`. Kept as
    /// `[String: Int]` (the dictionary type the checks use already): `tourc check` runs this too
    /// (`SwiftNameChecks`), and each new dictionary type costs its process a metadata lookup.
    private var owners: [String: Int] = [:]
    private var indexOfID: [String: Int] = [:]
    private var ids: [String] = []
    private var assigned: [String] = []
    /// The spans given to `assign(_:at:diagnostics:)`, to label an earlier id.
    private var givenSpans: [String: SourceSpan]?

    /// The name `id` got, if it was assigned one.
    public func name(for id: String) -> SwiftName? { indexOfID[id].map { SwiftName(assigned[$0]) } }

    public init(namespace: String, style: SwiftIdentifierSanitizer.Style, reserved: Set<String> = [], allowsRepeats: Bool = true) {
        self.namespace = namespace
        self.style = style
        self.reserved = reserved
        self.allowsRepeats = allowsRepeats
    }

    /// Room for `count` ids without rehashing (each rehash hashes every id again).
    public mutating func reserveCapacity(_ count: Int) {
        owners.reserveCapacity(count)
        indexOfID.reserveCapacity(count)
    }

    /// The name for `id`; nil (and a diagnostic) when it collides. The same id twice gets the
    /// same name when `allowsRepeats`, and a diagnostic otherwise.
    @discardableResult
    public mutating func assign(_ id: String, at span: SourceSpan?, diagnostics: inout DiagnosticCollector) -> SwiftName? {
        if let span { givenSpans = givenSpans ?? [:]; givenSpans![id] = span }
        let spans = givenSpans ?? [:]
        return assign(id, locate: { spans[$0] }, diagnostics: &diagnostics)
    }

    /// `assign(_:at:diagnostics:)` with the spans found only for a diagnostic: `locate` is asked
    /// for `id` and for the id that took the name first (`tourc check` finds them in the YAML).
    @discardableResult
    public mutating func assign(_ id: String, locate: (String) -> SourceSpan?, diagnostics: inout DiagnosticCollector) -> SwiftName? {
        if let existing = indexOfID[id] {
            if allowsRepeats { return SwiftName(assigned[existing]) }
            diagnostics.emit(OutputCodes.identifierCollision,
                             "the \(namespace) id \"\(id)\" is defined more than once; each \(namespace) needs its own id",
                             at: locate(id))
            return nil
        }
        let name = SwiftIdentifierSanitizer.name(for: id, style: style)
        if reserved.contains(name.text) {
            diagnostics.emit(OutputCodes.identifierCollision,
                             "the \(namespace) id \"\(id)\" would become the Swift name `\(name.text)`, which the generated code already uses; rename the id (for example \"\(id)-\(namespace)\")",
                             at: locate(id))
            return nil
        }
        if let ownerIndex = owners[name.text] {
            let owner = ids[ownerIndex]
            var labels: [Diagnostic.Label] = []
            if let ownerSpan = locate(owner) { labels.append(.init(span: ownerSpan, message: "\"\(owner)\" is defined here")) }
            diagnostics.emit(OutputCodes.identifierCollision,
                             "the \(namespace) ids \"\(owner)\" and \"\(id)\" would both become the Swift name `\(name.text)`; rename one of them so they differ in more than punctuation or case",
                             at: locate(id), labels: labels)
            return nil
        }
        owners[name.text] = ids.count
        indexOfID[id] = assigned.count
        ids.append(id)
        assigned.append(name.text)
        return name
    }
}
