/// Renders TourKit's model declarations: each struct's stored properties, memberwise
/// initializer and `Codable` (a coding-key enum and `init(from:)` wherever a key has a default or a
/// member is flattened; otherwise Swift synthesizes it), each string enum, and the
/// unions (each case, its `Kind`, `type`, and `Codable` with the `type` key beside the case's
/// keys). Types marked `handWritten` stay in the hand-written TourKit sources, saying why.
enum TourKitRenderer {
    static let folder = "Sources/TourKit/Generated"

    static func file(_ model: ModelFile) -> String? {
        var parts: [String] = []
        for decl in model.decls {
            switch decl {
            case .structure(let d) where d.handWritten == nil: parts.append(structure(d))
            case .stringEnum(let d): parts.append(stringEnum(d))
            case .union(let d) where d.handWritten == nil && !d.scalar: parts.append(union(d))
            default: continue
            }
        }
        guard !parts.isEmpty else { return nil }
        var out = SourceText.swiftHeader()
        out += "//\n// TourKit's \(model.name) types; their helpers and any hand-written type are in ../\(model.name).swift.\n"
        return out + parts.map { "\n" + $0 }.joined()
    }

    static func docComment(_ doc: String, indent: String) -> String {
        guard !doc.isEmpty else { return "" }
        return doc.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "\(indent)///\n" : "\(indent)/// \($0)\n" }.joined()
    }

    /// Whether Swift's synthesized `Decodable` would read it the same way: no default but `nil`,
    /// nothing flattened.
    static func needsCustomDecoding(_ d: StructDecl) -> Bool {
        d.fields.contains { f in
            switch f.presence {
            case .flattened, .defaulted: true
            case .optional, .required: false
            }
        }
    }

    static func structure(_ d: StructDecl) -> String {
        var out = docComment(d.doc, indent: "")
        out += "public struct \(d.name): Codable, Equatable, Sendable {\n"
        for f in d.fields {
            out += docComment(f.doc, indent: "    ")
            out += "    public var \(SourceText.escaped(f.name)): \(f.type.swift)\n"
        }
        out += "\n" + initializer(d)
        if needsCustomDecoding(d) {
            let keys = d.fields.filter { !$0.flattened }.map(\.name)
            out += "\n" + codingKeys(keys)
            out += "\n    public init(from decoder: any Decoder) throws {\n"
            out += "        let c = try decoder.container(keyedBy: CodingKeys.self)\n"
            for f in d.fields {
                out += "        \(SourceText.escaped(f.name)) = \(decode(f))\n"
            }
            out += "    }\n"
        }
        if d.fields.contains(where: \.flattened) {
            out += "\n    public func encode(to encoder: any Encoder) throws {\n"
            out += "        var c = encoder.container(keyedBy: CodingKeys.self)\n"
            for f in d.fields where !f.flattened {
                out += "        try c.\(f.isOptional ? "encodeIfPresent" : "encode")(\(SourceText.escaped(f.name)), forKey: .\(f.name))\n"
            }
            for f in d.fields where f.flattened { out += "        try \(f.name).encode(to: encoder)\n" }
            out += "    }\n"
        }
        return out + "}\n"
    }

    static func initializer(_ d: StructDecl) -> String {
        let params = d.fields.map { f -> String in
            let label = f.labeled ? f.name : "_ \(f.name)"
            let fallback = f.defaultValue.map { " = \($0.swift(for: f.type))" } ?? (f.isOptional ? " = nil" : "")
            return "\(label): \(f.type.swift)\(fallback)"
        }
        var out = ""
        let oneLine = "    public init(\(params.joined(separator: ", "))) {\n"
        if oneLine.count <= 121 {
            out += oneLine
        } else {
            out += "    public init(\n"
            var line = "        "
            for (i, p) in params.enumerated() {
                let piece = p + (i == params.count - 1 ? "" : ",")
                if line.count + piece.count + 1 > 120, line.count > 8 {
                    out += line.dropLastWhile(" ") + "\n"
                    line = "        "
                }
                line += piece + " "
            }
            out += line.dropLastWhile(" ") + "\n    ) {\n"
        }
        for f in d.fields { out += "        self.\(f.name) = \(SourceText.escaped(f.name))\n" }
        return out + "    }\n"
    }

    static func codingKeys(_ keys: [String]) -> String {
        let oneLine = "    enum CodingKeys: String, CodingKey { case \(keys.map(SourceText.escaped).joined(separator: ", ")) }\n"
        if oneLine.count <= 121 { return oneLine }
        var out = "    enum CodingKeys: String, CodingKey {\n"
        var line = "        case"
        for (i, k) in keys.map(SourceText.escaped).enumerated() {
            let piece = " " + k + (i == keys.count - 1 ? "" : ",")
            if line.count + piece.count > 110 {
                out += line.dropLastWhile(",") + "\n"
                line = "        case"
                out += ""
                line += " " + k + (i == keys.count - 1 ? "" : ",")
                continue
            }
            line += piece
        }
        return out + line + "\n    }\n"
    }

    static func union(_ d: UnionDecl) -> String {
        var out = docComment(d.doc, indent: "")
        out += "public enum \(d.name): Codable, Equatable, Sendable {\n"
        for c in d.cases {
            out += docComment(c.doc, indent: "    ")
            let payload = c.payload.map { $0.labeled ? "\($0.name): \($0.type.swift)" : $0.type.swift }
            out += "    case \(SourceText.escaped(c.name))" + (payload.isEmpty ? "" : "(\(payload.joined(separator: ", ")))") + "\n"
        }
        let kinds = "case " + d.cases.map { SourceText.escaped($0.name) }.joined(separator: ", ")
        if d.kindIsPublic {
            out += "\n    /// The `type` values.\n"
            let one = "    public enum Kind: String, Codable, Sendable, CaseIterable { \(kinds) }\n"
            out += one.count <= 121 ? one : "    public enum Kind: String, Codable, Sendable, CaseIterable {\n        \(kinds)\n    }\n"
        } else {
            out += "\n    enum Kind: String, Codable { \(kinds) }\n"
        }
        var keys = ["type"]
        for f in d.cases.flatMap(\.payload) where !f.flattened && !keys.contains(f.key) { keys.append(f.key) }
        out += "\n" + codingKeys(keys)
        if d.typeProperty {
            out += "\n    /// The `type` value of this \(d.name).\n    public var type: Kind {\n        switch self {\n"
            for c in d.cases { out += "        case .\(SourceText.escaped(c.name)): .\(SourceText.escaped(c.name))\n" }
            out += "        }\n    }\n"
        }
        out += "\n    public init(from decoder: any Decoder) throws {\n"
        out += "        let c = try decoder.container(keyedBy: CodingKeys.self)\n"
        out += "        switch try c.decode(Kind.self, forKey: .type) {\n"
        for c in d.cases {
            let name = SourceText.escaped(c.name)
            if c.payload.isEmpty { out += "        case .\(name): self = .\(name)\n"; continue }
            let args = c.payload.map { f -> String in
                let value = decode(f)
                return f.labeled ? "\(f.name): \(value)" : value
            }
            out += "        case .\(name):\n            self = .\(name)(\(args.joined(separator: ", ")))\n"
        }
        out += "        }\n    }\n"
        out += "\n    public func encode(to encoder: any Encoder) throws {\n"
        out += "        var c = encoder.container(keyedBy: CodingKeys.self)\n"
        if d.typeProperty { out += "        try c.encode(type, forKey: .type)\n" }
        out += "        switch self {\n"
        for c in d.cases {
            let name = SourceText.escaped(c.name)
            var lines: [String] = []
            if !d.typeProperty { lines.append("try c.encode(Kind.\(name), forKey: .type)") }
            for (j, f) in c.payload.enumerated() {
                if f.flattened { lines.append("try v\(j).encode(to: encoder)"); continue }
                lines.append("try c.\(f.isOptional ? "encodeIfPresent" : "encode")(v\(j), forKey: .\(f.key))")
            }
            let head = c.payload.isEmpty ? "case .\(name):" : "case .\(name)(\(c.payload.indices.map { "let v\($0)" }.joined(separator: ", "))):"
            if lines.isEmpty {
                out += "        \(head) break\n"
            } else {
                out += "        \(head)\n" + lines.map { "            \($0)\n" }.joined()
            }
        }
        out += "        }\n    }\n"
        return out + "}\n"
    }

    static func stringEnum(_ d: StringEnumDecl) -> String {
        var out = docComment(d.doc, indent: "")
        out += "public enum \(d.name): String, Codable, Equatable, Sendable, CaseIterable {\n"
        if d.cases.contains(where: { !$0.doc.isEmpty }) {
            for c in d.cases {
                out += docComment(c.doc, indent: "    ")
                out += "    case \(SourceText.escaped(c.name))\n"
            }
        } else {
            out += "    case " + d.cases.map { SourceText.escaped($0.name) }.joined(separator: ", ") + "\n"
        }
        return out + "}\n"
    }

    /// The expression decoding field `f` from the container `c` (the decoder for a flattened one).
    static func decode(_ f: Field) -> String {
        switch f.presence {
        case .flattened: "try \(f.type.required.swift)(from: decoder)"
        case .optional: "try c.decodeIfPresent(\(f.type.required.swift).self, forKey: .\(f.key))"
        case .defaulted(let fallback): "try c.decode(.\(f.key), default: \(fallback.swift(for: f.type)))"
        case .required: "try c.decode(\(f.type.required.swift).self, forKey: .\(f.key))"
        }
    }
}

extension String {
    func dropLastWhile(_ ch: Character) -> String {
        var s = self
        while s.last == ch { s.removeLast() }
        return s
    }
}
