// TEMPORARY: the description's old spelling (types and defaults as Swift text), read into the
// typed form until the description is converted; deleted in the same commit as that conversion.

extension TypeRef {
    init(legacy text: String) {
        if text.hasSuffix("?") { self = .optional(TypeRef(legacy: String(text.dropLast()))); return }
        if text.hasPrefix("["), text.hasSuffix("]") { self = .list(TypeRef(legacy: String(text.dropFirst().dropLast()))); return }
        switch text {
        case "String": self = .string
        case "Int": self = .int
        case "Double": self = .double
        case "Bool": self = .bool
        default:
            self = .named(DeclName(text))
        }
    }
}

extension DefaultValue {
    init(legacy swift: String) {
        if swift == "true" || swift == "false" { self = .bool(swift == "true"); return }
        if let i = Int(swift) { self = .int(i); return }
        if swift.contains("."), !swift.hasPrefix("."), let d = Double(swift) { self = .double(d); return }
        if swift == "[]" { self = .emptyList; return }
        if swift.count >= 2, swift.hasPrefix("\""), swift.hasSuffix("\"") { self = .text(String(swift.dropFirst().dropLast())); return }
        if swift.hasPrefix("["), swift.hasSuffix("]") {
            self = .cases(swift.dropFirst().dropLast().split(separator: ",").map { String($0.drop { $0 == " " }.dropFirst()) })
            return
        }
        if swift == ".zero" { self = .member("zero"); return }
        if swift.hasPrefix(".") { self = .enumCase(String(swift.dropFirst())); return }
        if swift.hasSuffix("()") { self = .keysDefaults; return }
        if swift == "TourKitVersion.format" { self = .swift(swift, reads: "the current format"); return }
        self = .swift(swift, reads: "`\(swift)`")
    }
}

public func field(
    _ name: String, _ type: String, default defaultValue: String? = nil, decodeDefault: String? = nil, flattened: Bool = false,
    unlabeled: Bool = false, authoringOnly: Bool = false, _ doc: String = "",
    hover: String? = nil, markdown: String? = nil, schema keywords: JSONValue = [:], unit: NumberUnit? = nil,
    allowsEmpty: Bool = false, ref: ReferenceKind? = nil
) -> Field {
    field(name, TypeRef(legacy: type), default: defaultValue.map(DefaultValue.init(legacy:)),
          decodeDefault: decodeDefault.map(DefaultValue.init(legacy:)), flattened: flattened, unlabeled: unlabeled,
          authoringOnly: authoringOnly, doc, hover: hover, markdown: markdown, schema: keywords, unit: unit,
          allowsEmpty: allowsEmpty, ref: ref)
}

public func flattened(_ type: String) -> Field { flattened(DeclName(type)) }

public func payload(
    _ type: String, key: String, hover: String? = nil, markdown: String? = nil, schema keywords: JSONValue = [:]
) -> Field {
    payload(TypeRef(legacy: type), key: key, hover: hover, markdown: markdown, schema: keywords)
}

public func scalar(_ type: String) -> Field { scalar(TypeRef(legacy: type)) }
