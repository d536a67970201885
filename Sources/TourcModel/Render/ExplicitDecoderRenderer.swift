/// Renders the explicit decoders (TourcCore/Decode/Generated/): for each type, a reader of its
/// mapping through `MappingReader` (no `Decodable`), with the same keys, defaults and failures as
/// TourKit's `init(from:)`. `read<Type>(_:)` opens the mapping and fails unless every key was read;
/// `read<Type>Fields(_:)` reads the fields of a type flattened into its parent's mapping.
enum ExplicitDecoderRenderer {
    static let folder = "Sources/TourcCore/Decode/Generated"

    static func file(_ model: ModelFile, _ decls: [String: Decl]) -> String? {
        var readers: [Decl] = []
        for decl in model.decls {
            // A string enum is read by raw value; a hand-written type's reader is hand-written.
            switch decl {
            case .structure(let d): if d.handWritten == nil { readers.append(decl) }
            case .union(let d): if d.handWritten == nil && !d.scalar { readers.append(decl) }
            case .stringEnum: continue
            }
        }
        guard !readers.isEmpty else { return nil }
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.line("//")
        w.line("// The explicit decoders of TourKit's \(model.name) types. See ExplicitDecoding.swift.")
        w.line("import TourKit")
        w.blank()
        w.block("extension ExplicitDecoding") { w in
            for (i, decl) in readers.enumerated() {
                if i > 0 { w.blank() }
                switch decl {
                case .structure(let d): structure(d, decls, &w)
                case .union(let d): union(d, decls, &w)
                case .stringEnum: continue
                }
            }
        }
        return w.text
    }

    /// `read<Type>(_:)`: opens the mapping, reads the fields, fails on a key left unread.
    static func opener(_ name: String, _ w: inout CodeWriter) {
        w.block("static func read\(name)(_ d: ExplicitNode) throws -> \(name)") { w in
            w.line("var m = try MappingReader(d)")
            w.line("let value = try read\(name)Fields(&m)")
            w.line("try m.finish()")
            w.line("return value")
        }
        w.blank()
    }

    static func structure(_ d: StructDecl, _ decls: [String: Decl], _ w: inout CodeWriter) {
        opener(d.name, &w)
        w.block("static func read\(d.name)Fields(_ m: inout MappingReader) throws -> \(d.name)") { w in
            let args = d.fields.map { f in (f.labeled ? "\(f.name): " : "") + read(f, decls) }
            guard !args.isEmpty else {
                w.line("\(d.name)()")
                return
            }
            w.line("\(d.name)(")
            w.indented { w in
                for (i, arg) in args.enumerated() { w.line(arg + (i == args.count - 1 ? ")" : ",")) }
            }
        }
    }

    static func union(_ d: UnionDecl, _ decls: [String: Decl], _ w: inout CodeWriter) {
        opener(d.name, &w)
        w.block("static func read\(d.name)Fields(_ m: inout MappingReader) throws -> \(d.name)") { w in
            let subject: String
            if d.kindIsPublic {
                subject = "try m.raw(\"type\", \(d.name).Kind.self)"
            } else {
                w.line("// `\(d.name).Kind` is internal to TourKit: its raw values are the case names.")
                subject = "try m.string(\"type\")"
            }
            w.switchBlock(subject) { w in
                for c in d.cases {
                    let label = d.kindIsPublic ? ".\(SourceText.escaped(c.name))" : SourceText.literal(c.name)
                    let value: String
                    if c.payload.isEmpty {
                        value = ".\(SourceText.escaped(c.name))"
                    } else {
                        let args = c.payload.map { f in (f.labeled ? "\(f.name): " : "") + read(f, decls) }
                        value = ".\(SourceText.escaped(c.name))(\(args.joined(separator: ", ")))"
                    }
                    w.line("case \(label): return \(value)")
                }
                if !d.kindIsPublic { w.line("default: throw MappingReader.Mismatch()") }
            }
        }
    }

    /// How a single value is read: the reader has a method per scalar, a string enum is read by
    /// raw value, a declaration by its generated `read<Type>`.
    enum Kind { case string, double, int, bool, rawEnum, decl }

    /// The kind of a single value (not a list or an optional; the explicit readers take `T`, `T?`
    /// and `[T]` only), and the Swift name of its type.
    static func kind(_ type: TypeRef, _ decls: [String: Decl]) -> (kind: Kind, swift: String) {
        switch type {
        case .string: return (.string, type.swift)
        case .double: return (.double, type.swift)
        case .int: return (.int, type.swift)
        case .bool: return (.bool, type.swift)
        case .named(let name):
            switch decls[name.rawValue] {
            case .stringEnum?: return (.rawEnum, name.rawValue)
            case .structure?, .union?, nil: return (.decl, name.rawValue)
            }
        case .list, .optional:
            preconditionFailure("\(type.swift) inside a list or an optional: the explicit readers take T, T? and [T]; extend ExplicitDecoderRenderer")
        }
    }

    /// The expression reading field `f` from the reader `m`.
    static func read(_ f: Field, _ decls: [String: Decl]) -> String {
        let k = SourceText.literal(f.key)
        switch f.presence {
        case .flattened: return "try read\(f.type.required.swift)Fields(&m)"
        case .optional: return optional(f.type.required, k, decls)
        case .defaulted(let fallback): return valued(f.type, k, fallback, decls)
        case .required: return valued(f.type, k, nil, decls)
        }
    }

    static func optional(_ type: TypeRef, _ k: String, _ decls: [String: Decl]) -> String {
        let (kind, base) = kind(type, decls)
        switch kind {
        case .string: return "try m.optionalString(\(k))"
        case .double: return "try m.optionalDouble(\(k))"
        case .int: return "try m.optionalInt(\(k))"
        case .bool: return "try m.present(\(k)).map { try $0.bool() }"
        case .rawEnum: return "try m.optionalRaw(\(k), \(base).self)"
        case .decl: return "try m.present(\(k)).map(read\(base))"
        }
    }

    /// A required value, or one with a default.
    static func valued(_ type: TypeRef, _ k: String, _ fallback: DefaultValue?, _ decls: [String: Decl]) -> String {
        switch type {
        case .list(let itemType): return list(itemType, type, k, fallback, decls)
        case .string, .int, .double, .bool, .named, .optional: break
        }
        let (kind, base) = kind(type, decls)
        if let d = fallback {
            switch kind {
            case .string: return "try m.optionalString(\(k)) ?? \(d.swift(for: type))"
            case .double: return "try m.optionalDouble(\(k)) ?? \(d.swift(for: type))"
            case .int: return "try m.optionalInt(\(k)) ?? \(d.swift(for: type))"
            case .bool: return "try m.bool(\(k), default: \(d.swift(for: type)))"
            case .rawEnum: return "try m.raw(\(k), default: \(d.qualified(for: type, base: base)))"
            case .decl: return "try m.present(\(k)).map(read\(base)) ?? \(d.qualified(for: type, base: base))"
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

    static func list(_ itemType: TypeRef, _ type: TypeRef, _ k: String, _ fallback: DefaultValue?, _ decls: [String: Decl]) -> String {
        let (kind, base) = kind(itemType, decls)
        let item: String = switch kind {
        case .int: "{ try $0.int() }"
        case .double: "{ try $0.double() }"
        case .bool: "{ try $0.bool() }"
        case .string, .rawEnum, .decl: "read\(base)"
        }
        switch (kind, fallback) {
        case (.string, nil): return "try m.strings(\(k))"
        case (.string, let d?): return "try m.strings(\(k), default: \(d.swift(for: type)))"
        case (.rawEnum, nil): return "try m.rawList(\(k), \(base).self)"
        case (.rawEnum, .emptyList?): return "try m.rawList(\(k), default: [\(base)]())"
        case (.rawEnum, let d?): return "try m.rawList(\(k), default: \(d.qualified(for: type, base: base)))"
        case (.int, nil), (.double, nil), (.bool, nil), (.decl, nil): return "try m.list(\(k), \(item))"
        case (.int, let d?), (.double, let d?), (.bool, let d?), (.decl, let d?):
            return "try m.list(\(k), default: \(d.swift(for: type)), \(item))"
        }
    }
}
