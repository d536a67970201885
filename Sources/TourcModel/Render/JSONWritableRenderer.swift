/// Renders Emit/JSON/Generated: each TourKit type's JSON tree, written straight into the build's
/// JSONTreeNode (the same members as TourKit's `encode(to:)`, which the oracle tests compare).
enum JSONWritableRenderer {
    static let folder = "Sources/TourcCore/Emit/JSON/Generated"

    static func file(_ model: ModelFile) -> String {
        var out = SourceText.swiftHeader()
        out += "//\n// The JSON trees of the TourKit types of \(model.name).swift. See JSONTreeWritable.swift.\n"
        out += "import TourKit\n"
        for decl in model.decls {
            switch decl {
            case .structure(let d): out += "\n" + structure(d)
            case .stringEnum(let d): out += "\nextension TourKit.\(d.name): JSONTreeWritable {}\n"
            case .union(let d):
                if d.kindIsPublic && !d.scalar { out += "\nextension TourKit.\(d.name).Kind: JSONTreeWritable {}\n" }
                out += "\n" + union(d)
            }
        }
        return out
    }

    static func put(_ value: String, _ f: Field) -> String {
        let key = SourceText.literal(f.key)
        switch f.presence {
        case .flattened: return "try \(value).writeJSON(into: node)"
        case .optional: return "try node.putIfPresent(\(value), forKey: \(key))"
        case .defaulted, .required: return "try node.put(\(value), forKey: \(key))"
        }
    }

    static func structure(_ d: StructDecl) -> String {
        var out = "extension TourKit.\(d.name): JSONTreeWritable {\n"
        out += "    func writeJSON(into node: JSONTreeNode) throws {\n"
        out += "        node.makeObject()\n"
        // A flattened member's keys go in after the type's own (as TourKit's `encode(to:)` does).
        for f in d.fields where !f.flattened { out += "        \(put(SourceText.escaped(f.name), f))\n" }
        for f in d.fields where f.flattened { out += "        \(put(SourceText.escaped(f.name), f))\n" }
        out += "    }\n}\n"
        return out
    }

    static func union(_ d: UnionDecl) -> String {
        var out = "extension TourKit.\(d.name): JSONTreeWritable {\n"
        out += "    func writeJSON(into node: JSONTreeNode) throws {\n"
        if d.scalar {
            out += "        switch self {\n"
            for c in d.cases {
                let scalar: String
                switch c.payload.first?.type {
                case .bool?: scalar = "bool"
                case .string?: scalar = "string"
                case .int?, .double?: scalar = "number"
                case nil: scalar = "null"
                case .named?, .list?, .optional?:
                    // A mapping case of a scalar union (`ConditionEntry.inline`) writes itself.
                    out += "        case .\(SourceText.escaped(c.name))(let v0): try v0.writeJSON(into: node)\n"
                    continue
                }
                out += "        case .\(SourceText.escaped(c.name))(let v0): node.setScalar(.\(scalar)(v0))\n"
            }
            out += "        }\n    }\n}\n"
            return out
        }
        out += "        node.makeObject()\n"
        if d.typeProperty { out += "        try node.put(type, forKey: \"type\")\n" }
        out += "        switch self {\n"
        for c in d.cases {
            let name = SourceText.escaped(c.name)
            var lines: [String] = []
            // Without a public `type` property the raw values are the case names.
            if !d.typeProperty { lines.append("try node.put(\(SourceText.literal(c.name)), forKey: \"type\")") }
            for (j, f) in c.payload.enumerated() { lines.append(put("v\(j)", f)) }
            let head = c.payload.isEmpty ? "case .\(name):" : "case .\(name)(\(c.payload.indices.map { "let v\($0)" }.joined(separator: ", "))):"
            if lines.isEmpty {
                out += "        \(head) break\n"
            } else if lines.count == 1 {
                out += "        \(head) \(lines[0])\n"
            } else {
                out += "        \(head)\n" + lines.map { "            \($0)\n" }.joined()
            }
        }
        out += "        }\n    }\n}\n"
        return out
    }

    /// JSONTreeWritableTypes.swift: the structs whose JSON code lists their members, for the
    /// drift tests (types that encode themselves are left to the per-value oracle).
    static func typesFile(_ files: [ModelFile]) -> String {
        var out = SourceText.swiftHeader() + "import TourKit\n\n"
        out += "/// Every TourKit struct with a synthesized `Encodable` conformance and the stored properties its\n"
        out += "/// explicit JSON code writes, for the drift tests.\n"
        out += "enum JSONTreeWritableTypes {\n"
        out += "    static var structs: [(type: any JSONTreeWritable.Type, storedProperties: [String])] { [\n"
        for decl in files.flatMap(\.decls) {
            guard case .structure(let d) = decl, !d.encodesItself else { continue }
            out += "        (TourKit.\(d.name).self, \(SourceText.list(d.fields.map(\.name)))),\n"
        }
        out += "    ] }\n}\n"
        return out
    }
}
