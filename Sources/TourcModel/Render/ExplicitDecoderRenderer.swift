/// Renders the explicit decoders (TourcCore/Decode/Generated/): for each type, a reader of its
/// mapping through `MappingReader` (no `Decodable`), with the same keys, defaults and failures as
/// TourKit's `init(from:)`. `read<Type>(_:)` opens the mapping and fails unless every key was read;
/// `read<Type>Fields(_:)` reads the fields of a type flattened into its parent's mapping.
enum ExplicitDecoderRenderer {
    static let folder = "Sources/TourcCore/Decode/Generated"

    static func file(_ model: ModelFile, _ decls: [String: Decl]) -> String? {
        var parts: [String] = []
        for decl in model.decls {
            switch decl {
            case .structure(let d) where d.handWritten == nil: parts.append(structure(d, decls))
            case .union(let d) where d.handWritten == nil && !d.scalar: parts.append(union(d, decls))
            default: continue
            }
        }
        guard !parts.isEmpty else { return nil }
        var out = SourceText.swiftHeader()
        out += "//\n// The explicit decoders of TourKit's \(model.name) types. See ExplicitDecoding.swift.\n"
        out += "import TourKit\n\nextension ExplicitDecoding {\n"
        out += parts.joined(separator: "\n")
        return out + "}\n"
    }

    static func opener(_ name: String) -> String {
        """
            static func read\(name)(_ d: ExplicitNode) throws -> \(name) {
                var m = try MappingReader(d)
                let value = try read\(name)Fields(&m)
                try m.finish()
                return value
            }

        """ + "\n"
    }

    static func structure(_ d: StructDecl, _ decls: [String: Decl]) -> String {
        var out = opener(d.name)
        out += "    static func read\(d.name)Fields(_ m: inout MappingReader) throws -> \(d.name) {\n"
        let args = d.fields.map { f in (f.labeled ? "\(f.name): " : "") + read(f, decls) }
        out += "        \(d.name)(\n" + args.map { "            \($0)" }.joined(separator: ",\n") + ")\n"
        return out + "    }\n"
    }

    static func union(_ d: UnionDecl, _ decls: [String: Decl]) -> String {
        var out = opener(d.name)
        out += "    static func read\(d.name)Fields(_ m: inout MappingReader) throws -> \(d.name) {\n"
        if d.kindIsPublic {
            out += "        switch try m.raw(\"type\", \(d.name).Kind.self) {\n"
        } else {
            out += "        // `\(d.name).Kind` is internal to TourKit: its raw values are the case names.\n"
            out += "        switch try m.string(\"type\") {\n"
        }
        for c in d.cases {
            let label = d.kindIsPublic ? ".\(SourceText.escaped(c.name))" : SourceText.literal(c.name)
            let value: String
            if c.payload.isEmpty {
                value = ".\(SourceText.escaped(c.name))"
            } else {
                let args = c.payload.map { f in (f.labeled ? "\(f.name): " : "") + read(f, decls) }
                value = ".\(SourceText.escaped(c.name))(\(args.joined(separator: ", ")))"
            }
            out += "        case \(label): return \(value)\n"
        }
        if !d.kindIsPublic { out += "        default: throw MappingReader.Mismatch()\n" }
        return out + "        }\n    }\n"
    }

    enum Kind { case string, double, int, bool, rawEnum, decl }

    static func kind(_ type: String, _ decls: [String: Decl]) -> Kind {
        switch type {
        case "String": .string
        case "Double": .double
        case "Int": .int
        case "Bool": .bool
        default:
            if case .stringEnum? = decls[type] { .rawEnum } else { .decl }
        }
    }

    /// `.body` as `TextStyle.body`, `[.medium]` as `[Detent.medium]`: the readers are generic.
    static func qualified(_ value: String, _ type: String) -> String {
        if value.hasPrefix(".") { return type + value }
        return value.replacingOccurrences("[.", "[\(type).").replacingOccurrences(", .", ", \(type).")
    }

    /// The expression reading field `f` from the reader `m`.
    static func read(_ f: Field, _ decls: [String: Decl]) -> String {
        let k = SourceText.literal(f.key)
        var base = f.baseType
        if f.presence == .flattened { return "try read\(base)Fields(&m)" }
        let isList = base.hasPrefix("[") && base.hasSuffix("]")
        if isList { base = String(base.dropFirst().dropLast()) }
        let fallback = f.decodeDefault ?? f.defaultValue
        let kind = kind(base, decls)
        if isList {
            let item: String = switch kind {
            case .int: "{ try $0.int() }"
            case .double: "{ try $0.double() }"
            case .bool: "{ try $0.bool() }"
            default: "read\(base)"
            }
            switch (kind, fallback) {
            case (.string, nil): return "try m.strings(\(k))"
            case (.string, let d?): return "try m.strings(\(k), default: \(d))"
            case (.rawEnum, nil): return "try m.rawList(\(k), \(base).self)"
            case (.rawEnum, let d?): return "try m.rawList(\(k), default: \(d == "[]" ? "[\(base)]()" : qualified(d, base)))"
            case (_, nil): return "try m.list(\(k), \(item))"
            case (_, let d?): return "try m.list(\(k), default: \(d), \(item))"
            }
        }
        if f.isOptional {
            switch kind {
            case .string: return "try m.optionalString(\(k))"
            case .double: return "try m.optionalDouble(\(k))"
            case .int: return "try m.optionalInt(\(k))"
            case .bool: return "try m.present(\(k)).map { try $0.bool() }"
            case .rawEnum: return "try m.optionalRaw(\(k), \(base).self)"
            case .decl: return "try m.present(\(k)).map(read\(base))"
            }
        }
        if let d = fallback {
            switch kind {
            case .string: return "try m.optionalString(\(k)) ?? \(d)"
            case .double: return "try m.optionalDouble(\(k)) ?? \(d)"
            case .int: return "try m.optionalInt(\(k)) ?? \(d)"
            case .bool: return "try m.bool(\(k), default: \(d))"
            case .rawEnum: return "try m.raw(\(k), default: \(qualified(d, base)))"
            case .decl: return "try m.present(\(k)).map(read\(base)) ?? \(d.hasPrefix(".") ? base + d : d)"
            }
        }
        switch kind {
        case .string: return "try m.string(\(k))"
        case .double: return "try m.double(\(k))"
        case .int: return "try m.required(\(k)).int()"
        case .bool: return "try m.required(\(k)).bool()"
        case .rawEnum: return "try m.raw(\(k), \(base).self)"
        case .decl: return "try read\(base)(m.required(\(k)))"
        }
    }
}
