/// A Swift identifier that is valid by construction: ASCII letters, digits and `_`, not starting
/// with a digit, never the bare `_`. Keywords are allowed; the renderer puts them in backticks.
///
/// Emitters never write identifiers as free text: they get a `SwiftName` from
/// `SwiftIdentifierSanitizer` (for names derived from authored ids) or from a literal they know is
/// valid (`SwiftName("bundle")`), which traps in tests if it is not.
public struct SwiftName: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let text: String
    /// Whether the name must be written in backticks. Contextual keywords are included: escaping
    /// them costs nothing and keeps the output valid in every position. Looked up once here: the
    /// renderer asks for every label and member it writes.
    public let needsBackticks: Bool
    /// `rendered` as UTF-8, kept so the renderer copies it instead of re-encoding the string.
    let renderedUTF8: [UInt8]

    /// `text` must be a valid identifier; a bad literal is a programming error.
    public init(_ text: String) {
        self.init(text, knownValid: false)
    }

    /// `knownValid`: the text is valid by construction (`SwiftIdentifierSanitizer` made it, and it
    /// names every id of every app), so it is not scanned again outside debug builds.
    init(_ text: String, knownValid: Bool) {
        if knownValid {
            assert(SwiftName.isValid(text), "the sanitizer produced an invalid Swift identifier: \(text)")
        } else {
            precondition(SwiftName.isValid(text), "not a valid Swift identifier: \(text)")
        }
        self.text = text
        self.needsBackticks = SwiftName.keywords.contains(text)
        self.renderedUTF8 = needsBackticks ? Array("`\(text)`".utf8) : Array(text.utf8)
    }

    /// Identity is the text alone (`needsBackticks` follows from it).
    public static func == (lhs: SwiftName, rhs: SwiftName) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    public static func isValid(_ text: String) -> Bool {
        guard let first = text.utf8.first, text != "_" else { return false }
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") { return false }
        // Over the bytes in place: iterating the UTF-8 view costs several times more per byte.
        var valid = true
        WordScan.withUTF8(of: text) { bytes in
            for b in bytes where !isIdentifierByte(b) {
                valid = false
                break
            }
        }
        return valid
    }

    /// The longest type name tourc declares. The Swift file is named after it (`<name>.swift`), and
    /// most file systems take at most 255 bytes per file name; 200 leaves room and reads as a typo.
    public static let maximumTypeNameLength = 200

    /// The names the generated file refers to without a module prefix, or declares inside the
    /// app's type: an app type with one of them would shadow it and the file would not compile.
    public static let namesTheGeneratedFileUses: Set<String> = [
        "Swift", "TourKit", "String", "Sendable", "CaseIterable", "Hashable", "Equatable", "Codable",
        "TourID", "StepID", "TargetID", "EventID", "ScreenID", "RoleID", "ConditionID", "ComponentID",
        "ComponentOutcomeID", "PersistenceKeyID", "AnalyticsEventID", "AppActionID", "AppActionOutcomeID",
    ]

    /// The one rule for a type name tourc declares (an app's `swift.typeName` applied to its
    /// display name): nil when it is usable, otherwise what is wrong, in words that finish
    /// "the Swift type name X …". `tourc check` applies it at the app's `name` (and at a
    /// `swift.typeName` without `{Name}` in tourc.yml), so a build never meets a bad one.
    public static func problem(asTypeName text: String) -> String? {
        if text.utf8.count > maximumTypeNameLength {
            return "is \(text.utf8.count) characters long, more than \(maximumTypeNameLength) (the Swift file is named after it)"
        }
        if !isValid(text) { return "is not a Swift identifier (ASCII letters, digits and `_`, not starting with a digit, not `_` alone)" }
        if keywords.contains(text) { return "is a Swift keyword" }
        if namesTheGeneratedFileUses.contains(text) { return "is a name the generated file uses itself, so the file would not compile" }
        return nil
    }

    /// A type name that follows `problem(asTypeName:)`; nil for any other text (never traps).
    public init?(typeName text: String) {
        guard SwiftName.problem(asTypeName: text) == nil else { return nil }
        self.init(text)
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    /// As written in source.
    public var rendered: String { needsBackticks ? "`\(text)`" : text }

    /// Appends `rendered` as UTF-8.
    func append(to out: inout [UInt8]) {
        out.append(contentsOf: renderedUTF8)
    }

    func append(to out: inout ByteBuffer) {
        out.append(renderedUTF8)
    }

    /// The name as a call's argument label: Swift takes every keyword there bare except
    /// `inout`, `var` and `let` (SE-0001), and warns about backticks it does not need
    /// ("keyword 'in' does not need to be escaped in argument list").
    var labelUTF8: [UInt8] {
        needsBackticks && !SwiftName.labelKeywords.contains(text) ? Array(text.utf8) : renderedUTF8
    }

    /// The keywords an argument label still writes in backticks.
    static let labelKeywords: Set<String> = ["inout", "var", "let"]

    /// Length of `rendered` in UTF-8 bytes (its width on a line).
    var utf8Count: Int { renderedUTF8.count }

    public var description: String { rendered }

    public static func < (lhs: SwiftName, rhs: SwiftName) -> Bool { lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8) }

    /// Swift's reserved words, plus the contextual ones that change meaning as a member name
    /// (`Type`, `Protocol`, `self`).
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "some", "any", "async", "actor", "package", "macro", "borrowing",
        "consuming", "consume", "copy", "discard", "each", "indirect", "lazy", "mutating",
        "nonmutating", "optional", "override", "required", "convenience", "dynamic", "final",
        "infix", "postfix", "prefix", "weak", "unowned", "get", "set", "willSet", "didSet",
        "then", "sending", "isolated", "nonisolated",
    ]
}
