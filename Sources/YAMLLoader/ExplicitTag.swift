/// A node's explicit tag, as far as tourc supports tags: the non-specific `!` and the standard
/// `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map`, `!!seq`. Everything else is refused,
/// because custom tags (`!include`, `!!python/object`) mean code or file access in other loaders.
enum ExplicitTag: Equatable {
    case none, nonSpecific, str, int, float, bool, null, map, seq
    case unsupported(String)

    private static let prefix = "tag:yaml.org,2002:"

    /// Classifies libyaml's resolved tag (handles already expanded, e.g. `!!int` is
    /// `tag:yaml.org,2002:int`).
    init(_ tag: UnsafePointer<UInt8>?) {
        guard let tag else { self = .none; return }
        let text = String(cString: tag)
        switch text {
        case "!": self = .nonSpecific
        case Self.prefix + "str": self = .str
        case Self.prefix + "int": self = .int
        case Self.prefix + "float": self = .float
        case Self.prefix + "bool": self = .bool
        case Self.prefix + "null": self = .null
        case Self.prefix + "map": self = .map
        case Self.prefix + "seq": self = .seq
        default: self = .unsupported(text)
        }
    }

    /// The tag as an author would write it (`!!python/object` rather than its full URI).
    static func display(_ tag: String) -> String {
        tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }

    /// A sentence explaining why this particular tag is refused.
    static func reason(_ tag: String) -> String {
        let shown = display(tag)
        if shown.hasPrefix("!!python") || shown.hasPrefix("!ruby") || shown.hasPrefix("!!ruby") || shown.hasPrefix("!!perl") || shown.hasPrefix("!!js") {
            return "language-specific tags like `\(shown)` can run code in other loaders, so tourc refuses them"
        }
        if shown == "!include" || shown.hasPrefix("!import") || shown == "!ref" {
            return "tourc does not include or reference other files through tags"
        }
        return "tourc reads plain data and supports only `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map` and `!!seq`"
    }

    /// The name shown for a supported tag.
    var name: String {
        switch self {
        case .none: ""
        case .nonSpecific: "!"
        case .str: "!!str"
        case .int: "!!int"
        case .float: "!!float"
        case .bool: "!!bool"
        case .null: "!!null"
        case .map: "!!map"
        case .seq: "!!seq"
        case .unsupported(let t): Self.display(t)
        }
    }

    /// The value of a scalar under this tag, or nil when the text does not fit the tag.
    func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, text: String, plain: Bool) -> ScalarValue? {
        switch self {
        case .none, .unsupported:
            return plain ? (ScalarResolver.resolve(bytes) ?? .string(text)) : .string(text)
        case .nonSpecific, .str:
            return .string(text)
        case .int:
            return ScalarResolver.integer(bytes).map(ScalarValue.number)
        case .float:
            guard !bytes.isEmpty, let n = ScalarResolver.number(bytes) else { return nil }
            return .number(.double(n.doubleValue))
        case .bool:
            return ScalarResolver.bool(bytes).map(ScalarValue.bool)
        case .null:
            return ScalarResolver.isNull(bytes) ? .null : nil
        case .map, .seq:
            return nil
        }
    }
}

extension ExplicitTag {
    /// The YAML 1.2 boolean a YAML 1.1 word means (`yes` → `true`), or nil for any other text.
    static func yaml11Boolean(_ text: String) -> String? {
        switch text.lowercased() {
        case "yes", "y", "on": "true"
        case "no", "n", "off": "false"
        default: nil
        }
    }
}
