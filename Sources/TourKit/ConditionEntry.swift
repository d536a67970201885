/// One entry of a `when:` or `unless:` list: a registry condition's id, or a condition written in
/// place (`{any: [isNewUser, hasNoTabs]}`, `{not: signedIn}`, `{key: accountSetup, equals: complete}`,
/// `{event: tabOpened, atLeast: 3, within: 7d}`; issue 24 item 2).
///
/// Hand-written because its cases are told apart by the JSON type of the bare value (a text or a
/// mapping), not by a `type` key. A string literal is an `.id`, so Swift written against the
/// earlier `[String]` lists (`when: ["hasPhases"]`, `"opensTabs\(i)"`) still compiles.
public enum ConditionEntry: Codable, Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A registry condition's id.
    case id(String)
    /// A condition written in place.
    case inline(InlineCondition)

    public init(stringLiteral value: String) { self = .id(value) }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let id = try? c.decode(String.self) {
            self = .id(id)
        } else {
            self = .inline(try c.decode(InlineCondition.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .id(let id):
            var c = encoder.singleValueContainer()
            try c.encode(id)
        case .inline(let condition): try condition.encode(to: encoder)
        }
    }

    /// The name the runtime and the checks know the entry by: a registry id, or an inline
    /// condition's own text (``InlineCondition/text``), which never looks like an id (it starts
    /// with `{`), so the two cannot collide.
    public var name: String {
        switch self {
        case .id(let id): id
        case .inline(let condition): condition.text
        }
    }

    /// The entry's condition written in place, if it is one.
    public var inlineCondition: InlineCondition? {
        switch self {
        case .id: nil
        case .inline(let condition): condition
        }
    }
}

extension InlineCondition {
    /// The condition as one line of YAML flow mapping, its keys in the order the language lists
    /// them (`{key: accountSetup, in: [setUpLater, complete]}`): deterministic, readable in an
    /// eligibility reason or a preview, and the same for two entries that say the same thing.
    public var text: String {
        var parts: [String] = []
        func put(_ key: String, _ value: String?) { if let value { parts.append("\(key): \(Self.word(value))") } }
        func put(_ key: String, _ values: [String]) {
            if !values.isEmpty { parts.append("\(key): [\(values.map(Self.word).joined(separator: ", "))]") }
        }
        put("key", key)
        put("equals", equals)
        put("in", self.in)
        put("atLeast", atLeast.map(String.init))
        put("atMost", atMost.map(String.init))
        put("event", event)
        put("within", within)
        put("any", any)
        put("all", all)
        put("not", not)
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// A value as it reads in flow YAML: bare when it is a plain word, else double-quoted.
    static func word(_ value: String) -> String {
        let plain = !value.isEmpty && value.unicodeScalars.allSatisfy { s in
            (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "." || s == "-" || s == "$"
        }
        if plain { return value }
        var out = "\""
        for s in value.unicodeScalars {
            switch s {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(s)
            }
        }
        return out + "\""
    }

    /// The same rule as a registry condition named `id` (the runtime compiles both alike).
    public func condition(id: String) -> Condition {
        Condition(id: id, key: key, equals: equals, in: self.in, atLeast: atLeast, atMost: atMost,
                  event: event, within: within, any: any, all: all, not: not)
    }
}
