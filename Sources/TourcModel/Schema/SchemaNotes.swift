/// What the JSON Schemas (schemas/*.json) say beyond what a field's Swift type implies.
///
/// The type gives the skeleton (`String` is `"type": "string"`, `[T]` an array of T, a described
/// type a `$ref` or its inline object); these notes add the editor's texts and the keywords that
/// constrain or illustrate the value. See docs/architecture.md, "How a language change flows".
public struct SchemaNotes: Sendable {
    /// The editor's hover text (`description`): short, for a reader in the middle of a YAML file.
    /// nil: the field's `doc`.
    public var hover: String?
    /// `markdownDescription`; nil: the hover text.
    public var markdown: String?
    /// Any other keywords (`minLength`, `pattern`, `minimum`, `uniqueItems`, `examples`, …),
    /// merged into the node the type implies (an object merges into an object:
    /// `["items": ["pattern": .idPattern]]` constrains an array's items). `default` comes from the
    /// field's Swift default where that is a plain value; give it here only where it is not.
    public var keywords: JSONValue = [:]
    /// A `String` key takes `"minLength": 1` (no empty text) unless this says it may be empty.
    public var allowsEmpty = false

    public init(hover: String? = nil, markdown: String? = nil, keywords: JSONValue = [:], allowsEmpty: Bool = false) {
        self.hover = hover
        self.markdown = markdown
        self.keywords = keywords
        self.allowsEmpty = allowsEmpty
    }
}

/// The JSON Schema of a struct, a union or a union's case.
public struct TypeSchema: Sendable {
    /// Its name under `$defs` (fields of this type then `$ref` it); nil: written inline where used.
    public var def: String?
    public var notes = SchemaNotes()
    /// The keys that must be present, where the fields do not imply them (a field is required
    /// when it is neither optional, nor defaulted, nor flattened).
    public var required: [String]?
    /// The whole node, hand-written, for a type whose schema the fields cannot give (each says why).
    public var node: JSONValue?
    /// Per-kind fields of a flat struct whose `type` field picks a kind (`Target`): the schema is
    /// then one branch per kind, as a union's, while TourKit keeps one struct with optional fields.
    /// Each kind names its own keys (fields of the struct, with that kind's texts); every other
    /// field but `type` is common to all kinds. nil: an ordinary object.
    public var kinds: [UnionCase]?

    public init(def: String? = nil, notes: SchemaNotes = SchemaNotes(), required: [String]? = nil, node: JSONValue? = nil,
                kinds: [UnionCase]? = nil) {
        self.def = def
        self.notes = notes
        self.required = required
        self.node = node
        self.kinds = kinds
    }
}

/// Patterns several keys share, written once.
extension JSONValue {
    /// An id of the registry or of a tour (`pota_activations`, `currentWeek`).
    public static let idPattern: JSONValue = "^[a-z][a-zA-Z0-9_.-]*$"
    /// An SF Symbol name (`antenna.radiowaves.left.and.right`).
    public static let symbolPattern: JSONValue = "^[a-z0-9]+(\\.[a-z0-9]+)*$"
    /// A colour: an asset or system colour name, or `#RRGGBB`.
    public static let colorPattern: JSONValue = "^([a-zA-Z][a-zA-Z0-9]*|#[0-9A-Fa-f]{6})$"
}

extension Language {
    /// What a persistence key may be, said on every key that names one. The rule itself is
    /// TOUR3409's (`StoreKeyChecks`): a schema pattern could not say "printable" in words an author
    /// reads, and the check gives the cleaned key as its fix.
    public static let printableKeyRule = "Any printable text (e.g. `bwPreferencesStorage:introCarouselShown`): no control characters, no leading or trailing spaces, at most 256 characters."
}

/// The JSON Schema documents `make generate` writes: each is its root type's schema.
public struct SchemaDocument: Sendable {
    public var path: String
    public var root: String
    /// The order of `$defs` in the file; a definition not listed follows them, in description
    /// order. Kept as the hand-written schemas had it, so the compact copy `tourc` embeds (and its
    /// compiled snapshot) did not change a byte when the schemas became generated.
    public var defsOrder: [String]

    public init(path: String, root: String, defsOrder: [String] = []) {
        self.path = path
        self.root = root
        self.defsOrder = defsOrder
    }
}
