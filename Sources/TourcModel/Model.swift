/// The vocabulary of the one description of the tour language (Language/*.swift).
///
/// Every struct, string enum and union of TourKit is written once, in Language/, as values of
/// these types; `make generate` (the `tourc-generate` executable) renders the files that used to
/// repeat it by hand (see docs/architecture.md, "How a language change flows"). Plain Swift with
/// no dependency, so the generator builds in seconds and TourKit never needs it.

/// One stored property of a struct, or one value of a union case.
public struct Field: Sendable {
    /// The Swift name; also the YAML and JSON key (the language has one spelling for both).
    public var name: String
    /// The type (`.optional(.string)`, `.list(.named(.HapticCue))`, `.double`).
    public var type: TypeRef
    /// The value taken when the key is absent, if any (the initializer's default).
    public var defaultValue: DefaultValue?
    /// A default for decoding only, where the initializer has none (`TourBundle.tours`).
    public var decodeDefault: DefaultValue?
    /// The reader's documentation: the first sentence is the summary.
    public var doc: String
    /// Whether the value's own keys sit beside this type's keys instead of under `name`
    /// (a step's kind, a trigger's kind, a component embed inside an action).
    public var flattened: Bool
    /// Whether Swift labels it: a struct's property in the initializer (`Trigger(_ kind:)` is not),
    /// a union case's value (`startTour(tour:)` is; `showSheet(Sheet)` is not).
    public var labeled: Bool
    /// Text for the people who write and review tours (a product note, an edge-case table, a
    /// registry entry's description), never read by the runtime: `tourc build` leaves it out of
    /// the bundle and the Swift unless asked (`--include-authoring-notes`). Such a field has a
    /// value meaning "none" (optional, or a default), which is what the output then carries.
    public var authoringOnly: Bool = false
    /// What the JSON Schema says of the key beyond its type (Schema/SchemaNotes.swift).
    public var schema = SchemaNotes()
    /// What a number measures, for the advice on a value written with a unit (`delay: 1.5s`).
    public var unit: NumberUnit?
    /// The kind of registry id the value names (a `String`, or each item of a `[String]`), if it
    /// names one. Declared here once: the editor schema's completions, the table of docs/reference.md
    /// and TourcCore's `RefKind` are generated from it (`ReferencesRenderer`).
    public var ref: ReferenceKind?

    /// Whether the type is an optional (`putIfPresent`, no key in JSON when absent).
    public var isOptional: Bool { type.isOptional }
    /// How an absent key is read (`Presence`).
    public var presence: Presence {
        if flattened { return .flattened }
        if isOptional { return .optional }
        if let fallback = decodeDefault ?? defaultValue { return .defaulted(fallback) }
        return .required
    }
    /// The YAML / JSON key.
    public var key: String { name }
}

/// How a key is read when it is absent: the one rule TourKit's `init(from:)` (for structs and
/// union cases), the explicit readers and the schema's `required` share; each used to spell it
/// out from `flattened`, `isOptional`, `decodeDefault` and `defaultValue` (proposal 6 of the
/// 2026-11-25 review).
public enum Presence: Equatable, Sendable {
    /// Its keys sit beside the type's own (`Step.kind`): decoded from the same mapping.
    case flattened
    /// May be absent, and is then nil.
    case optional
    /// May be absent, and then takes this value (`decodeDefault`, else the default).
    case defaulted(DefaultValue)
    /// Must be present.
    case required
}

/// What a numeric key measures. The language's numbers carry no unit; `tourc check` converts a
/// value written with one (`1.5s`, `300pt`, `85%`) to the key's unit in its advice.
public enum NumberUnit: String, Sendable, CaseIterable {
    case seconds, points, fraction, count

    /// The range every key of this unit takes unless its description narrows it (docs/language.md,
    /// "Numbers"). Why a bound on every number: a value no app means (a wait of 1e19 seconds, a
    /// point size of 1e308) is a typo, and past these bounds the runtime's arithmetic and the
    /// platform's (a `Duration`, a `CGFloat` layout) stop being exact or trap.
    public var range: (minimum: Int, maximum: Int) {
        switch self {
        case .seconds: (0, 31_536_000)        // one year
        case .points: (-100_000, 100_000)
        case .fraction: (0, 1)
        case .count: (0, 1_000_000)
        }
    }
}

/// A kind of id a key may name: one list of the app registry, or the app's tours. The case names
/// are TourcCore's `RefKind` cases (generated from this enum); the raw value is the word messages
/// use ("no persistence key `x` in `finite`").
public enum ReferenceKind: String, Sendable, CaseIterable {
    case target, screen, event, condition, component, role, tag
    case persistenceKey = "persistence key"
    case analyticsEvent = "analytics event"
    case tour
    case appAction = "app action"

    /// Where the ids are declared, for the docs table.
    public var declaredIn: String {
        switch self {
        case .target: "the registry's `targets`"
        case .screen: "the registry's `screens`"
        case .event: "the registry's `events`"
        case .condition: "the registry's `conditions`"
        case .component: "the registry's `components`"
        case .role: "the registry's `roles`"
        case .tag: "the registry's `tags`"
        case .persistenceKey: "the registry's `persistence` (by `key`)"
        case .analyticsEvent: "the registry's `analytics`"
        case .tour: "the app's tours (by `id`)"
        case .appAction: "the registry's `actions`"
        }
    }
}

/// A struct: its stored properties in declaration order (the initializer's and the generated
/// Swift's argument order).
public struct StructDecl: Sendable {
    public var name: String
    public var doc: String
    public var fields: [Field]
    /// TourKit writes its own `encode(to:)` (a flattened member, or a normalized form such as
    /// `Padding`'s); the JSON drift tests leave such types to their per-value oracle.
    public var encodesItself: Bool
    /// Why TourKit's declaration of this struct stays hand-written (nil: it is generated).
    public var handWritten: String?
    /// Its JSON Schema: `$defs` name, texts, keywords (Schema/SchemaNotes.swift).
    public var schema = TypeSchema()
}

/// A case of a string enum (or of a union's `Kind`).
public struct EnumCase: Sendable {
    public var name: String
    /// What choosing this value does: TourKit's doc comment, docs/reference.md's table and, unless
    /// `hover` says it shorter, the editor's text for the value (`markdownEnumDescriptions`).
    public var doc: String
    /// The editor's text for the value where it differs from `doc` (nil: the doc).
    public var hover: String? = nil

    /// The text an editor shows beside the value while completing it; empty: none.
    public var editorText: String { hover ?? doc }
}

/// A closed set of strings: a Swift `enum X: String`.
public struct StringEnumDecl: Sendable {
    public var name: String
    public var doc: String
    public var cases: [EnumCase]
}

/// A case of a union: its payload values in order. A labeled value is written under its label;
/// an unlabeled one is flattened in unless it has a `key`.
public struct UnionCase: Sendable {
    public var name: String
    public var doc: String
    public var payload: [Field]
    /// Its branch of the JSON Schema's `oneOf` (texts, keywords, a `required` set the fields do not imply).
    public var schema = TypeSchema()
}

/// A discriminated union: a mapping whose `type` key names the case (`scalar`: a bare value
/// whose JSON type picks the case, such as `StateValue`).
public struct UnionDecl: Sendable {
    public var name: String
    public var doc: String
    public var cases: [UnionCase]
    /// Whether the nested `Kind` enum of `type` values is public (TriggerKind's is internal).
    public var kindIsPublic: Bool
    /// Whether TourKit offers a public `type` property giving the case's `Kind`.
    public var typeProperty: Bool
    public var scalar: Bool
    /// Whether a value is an id or a declaration written in place, told apart by JSON type
    /// (`ConditionEntry`: a registry condition's id, or an `InlineCondition`): its `String` case
    /// holds an id of the kind the holding field's `ref:` names, its other case the declaration.
    /// The reference walker and the editor schema's reference keys follow both (`idAndInPlace`).
    public var idOrInPlace: Bool = false
    /// Why TourKit's declaration of this union stays hand-written (nil: it is generated).
    public var handWritten: String?
    /// Its JSON Schema; `typeNotes` describes the `type` key the branches share.
    public var schema = TypeSchema()
    public var typeNotes = SchemaNotes()
}

extension UnionDecl {
    /// An id-or-in-place union's two cases: the one holding the id (a `String`) and the one
    /// holding a declaration written in place, with that declaration; nil for any other union,
    /// or one whose cases are not those two ("Reference keys" holds the description to that).
    public var idAndInPlace: (id: UnionCase, inPlace: UnionCase, declaration: DeclName)? {
        guard idOrInPlace, cases.count == 2 else { return nil }
        var id: UnionCase?
        var inPlace: (UnionCase, DeclName)?
        for c in cases where c.payload.count == 1 {
            switch c.payload[0].type {
            case .string: id = c
            case .named(let name): inPlace = (c, name)
            case .int, .double, .bool, .list, .optional: break
            }
        }
        guard let id, let inPlace else { return nil }
        return (id, inPlace.0, inPlace.1)
    }
}

public enum Decl: Sendable {
    case structure(StructDecl)
    case stringEnum(StringEnumDecl)
    case union(UnionDecl)

    public var name: String {
        switch self {
        case .structure(let d): d.name
        case .stringEnum(let d): d.name
        case .union(let d): d.name
        }
    }
}

/// The declarations of one TourKit source file (`Sources/TourKit/<name>.swift`), in order.
public struct ModelFile: Sendable {
    public var name: String
    public var decls: [Decl]

    public init(_ name: String, _ decls: [Decl]) {
        self.name = name
        self.decls = decls
    }
}

// MARK: - The description's building blocks

/// A stored property or a labeled union value.
public func field(
    _ name: String, _ type: TypeRef, default defaultValue: DefaultValue? = nil, decodeDefault: DefaultValue? = nil, flattened: Bool = false,
    unlabeled: Bool = false, authoringOnly: Bool = false, _ doc: String = "",
    hover: String? = nil, markdown: String? = nil, schema keywords: JSONValue = [:], unit: NumberUnit? = nil,
    allowsEmpty: Bool = false, ref: ReferenceKind? = nil
) -> Field {
    var keywords = keywords
    // The unit's range, where the description does not narrow a side (`NumberUnit.range`).
    if let range = unit?.range {
        if keywords["minimum"] == nil && keywords["exclusiveMinimum"] == nil {
            keywords = keywords.merging(["minimum": .int(range.minimum)])
        }
        if keywords["maximum"] == nil && keywords["exclusiveMaximum"] == nil {
            keywords = keywords.merging(["maximum": .int(range.maximum)])
        }
    }
    return Field(name: name, type: type, defaultValue: defaultValue, decodeDefault: decodeDefault, doc: doc, flattened: flattened,
                 labeled: !unlabeled, authoringOnly: authoringOnly,
                 schema: SchemaNotes(hover: hover, markdown: markdown, keywords: keywords, allowsEmpty: allowsEmpty), unit: unit,
                 ref: ref)
}

/// An unlabeled union payload whose keys sit beside `type`.
public func flattened(_ type: DeclName) -> Field {
    Field(name: "", type: .named(type), defaultValue: nil, decodeDefault: nil, doc: "", flattened: true, labeled: false)
}

/// An unlabeled union payload written under `key`.
public func payload(
    _ type: TypeRef, key: String, hover: String? = nil, markdown: String? = nil, schema keywords: JSONValue = [:]
) -> Field {
    Field(name: key, type: type, defaultValue: nil, decodeDefault: nil, doc: "", flattened: false, labeled: false,
          schema: SchemaNotes(hover: hover, markdown: markdown, keywords: keywords))
}

/// An unlabeled scalar payload (a scalar union's case).
public func scalar(_ type: TypeRef) -> Field {
    Field(name: "", type: type, defaultValue: nil, decodeDefault: nil, doc: "", flattened: false, labeled: false)
}

public func structure(
    _ name: String, encodesItself: Bool = false, handWritten: String? = nil, _ doc: String, _ fields: [Field],
    def: String? = nil, hover: String? = nil, markdown: String? = nil, schema keywords: JSONValue = [:],
    required: [String]? = nil, node: JSONValue? = nil, kinds: [UnionCase]? = nil
) -> Decl {
    .structure(StructDecl(
        name: name, doc: doc, fields: fields, encodesItself: encodesItself, handWritten: handWritten,
        schema: TypeSchema(def: def, notes: SchemaNotes(hover: hover, markdown: markdown, keywords: keywords), required: required,
                           node: node, kinds: kinds)))
}

public func stringEnum(_ name: String, _ doc: String, _ cases: [EnumCase]) -> Decl {
    .stringEnum(StringEnumDecl(name: name, doc: doc, cases: cases))
}

public func union(
    _ name: String, kindIsPublic: Bool = true, typeProperty: Bool = true, scalar: Bool = false, idOrInPlace: Bool = false,
    handWritten: String? = nil,
    _ doc: String, _ cases: [UnionCase],
    def: String? = nil, hover: String? = nil, markdown: String? = nil, schema keywords: JSONValue = [:], node: JSONValue? = nil,
    typeHover: String? = nil, typeMarkdown: String? = nil
) -> Decl {
    .union(UnionDecl(
        name: name, doc: doc, cases: cases, kindIsPublic: kindIsPublic, typeProperty: typeProperty && kindIsPublic,
        scalar: scalar, idOrInPlace: idOrInPlace, handWritten: handWritten,
        schema: TypeSchema(def: def, notes: SchemaNotes(hover: hover, markdown: markdown, keywords: keywords), node: node),
        typeNotes: SchemaNotes(hover: typeHover, markdown: typeMarkdown)))
}

public func value(_ name: String, _ doc: String = "", hover: String? = nil) -> EnumCase {
    EnumCase(name: name, doc: doc, hover: hover)
}

public func variant(
    _ name: String, _ doc: String = "", _ payload: [Field] = [],
    hover: String? = nil, markdown: String? = nil, schema keywords: JSONValue = [:], required: [String]? = nil
) -> UnionCase {
    UnionCase(name: name, doc: doc, payload: payload,
              schema: TypeSchema(notes: SchemaNotes(hover: hover, markdown: markdown, keywords: keywords), required: required))
}
