/// A field's type, as a value the renderers switch over rather than Swift text they re-read
/// (proposal 6 of the 2026-11-25 review: `[HapticCue]?` was taken apart with `hasPrefix("[")` and
/// `hasSuffix("?")` in five renderers). A type the description names is a `DeclName`, so a typo is
/// a compile error.
public indirect enum TypeRef: Hashable, Sendable {
    case string, int, double, bool
    /// A type of the description (`.named(.Animation)`).
    case named(DeclName)
    /// A list of values (`[Block]`).
    case list(TypeRef)
    /// A value that may be absent (`Animation?`): no key in JSON, nil in Swift.
    case optional(TypeRef)

    /// `.optional(.Animation)`: a value of a declared type that may be absent.
    public static func optional(_ name: DeclName) -> TypeRef { .optional(.named(name)) }
    /// `.list(.Block)`: a list of values of a declared type.
    public static func list(_ name: DeclName) -> TypeRef { .list(.named(name)) }

    /// The Swift spelling, as TourKit declares it.
    public var swift: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .named(let name): name.rawValue
        case .list(let item): "[\(item.swift)]"
        case .optional(let wrapped): "\(wrapped.swift)?"
        }
    }

    public var isOptional: Bool {
        switch self {
        case .optional: true
        case .string, .int, .double, .bool, .named, .list: false
        }
    }

    /// The type without its optionality (`Animation?` → `Animation`).
    public var required: TypeRef {
        switch self {
        case .optional(let wrapped): wrapped
        case .string, .int, .double, .bool, .named, .list: self
        }
    }

    /// The declaration this type is or holds (`[Block]?` → Block), if any.
    public var declName: DeclName? {
        switch self {
        case .string, .int, .double, .bool: nil
        case .named(let name): name
        case .list(let inner), .optional(let inner): inner.declName
        }
    }
}

/// The value a field takes when its key is absent, as a value rather than the Swift expression
/// the renderers used to re-read (`jsonDefault` parsed `"[.tapOutside, .button]"` back into
/// cases). Each renderer says what it writes for each kind: Swift (`swift(for:)`), a qualified
/// Swift expression for a generic reader, a JSON Schema `default`, a docs cell.
///
/// Written tersely in the description: `default: false`, `default: 0`, `default: 1.6`,
/// `default: []`; the rest by case (`.text("Done")`, `.enumCase("center")`). Not a string literal,
/// so the old spelling (`default: "0"`, Swift text) is a compile error, not a text default.
public enum DefaultValue: Hashable, Sendable, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case text(String)
    case emptyList
    /// A case of the field's string enum or union (`.center`, `.nextButton`).
    case enumCase(String)
    /// Cases of the string enum a list holds (`[.tapOutside, .button]`).
    case cases([String])
    /// A static value of the field's type that is not a case (`Padding.zero`).
    case member(String)
    /// The field's type built with its own defaults (`SkipPolicy()`).
    case keysDefaults
    /// Any other Swift expression, with how docs/reference.md says it (`TourKitVersion.format`:
    /// "the current format"); the schema offers no `default` for it.
    case swift(String, reads: String)

    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    /// `[]` only: a list default with items names them (`.cases`).
    public init(arrayLiteral elements: Never...) { self = .emptyList }

    /// The Swift expression of the value for a field of `type` (TourKit's initializer default).
    public func swift(for type: TypeRef) -> String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .double(let d): String(d)
        case .text(let t): SourceText.literal(t)
        case .emptyList: "[]"
        case .enumCase(let name), .member(let name): "." + name
        case .cases(let names): "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
        case .keysDefaults: type.required.swift + "()"
        case .swift(let expression, _): expression
        }
    }

    /// The expression with its type spelled out where Swift would infer it from context
    /// (`.body` as `TextStyle.body`, `[.medium]` as `[Detent.medium]`), for generic readers.
    /// `base` is the field's named type, or the named item type of a list.
    public func qualified(for type: TypeRef, base: String) -> String {
        switch self {
        case .enumCase(let name), .member(let name): base + "." + name
        case .cases(let names): "[" + names.map { base + "." + $0 }.joined(separator: ", ") + "]"
        case .bool, .int, .double, .text, .emptyList, .keysDefaults, .swift: swift(for: type)
        }
    }
}
