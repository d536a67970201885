/// Renders Emit/JSON/Generated: each TourKit type's JSON tree, written straight into the build's
/// JSONTreeNode (the same members as TourKit's `encode(to:)`, which the oracle tests compare).
enum JSONWritableRenderer {
    static let folder = "Sources/TourcCore/Emit/JSON/Generated"

    static func file(_ model: ModelFile) -> String {
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.line("//")
        w.line("// The JSON trees of the TourKit types of \(model.name).swift. See JSONTreeWritable.swift.")
        w.line("import TourKit")
        for decl in model.decls {
            w.blank()
            switch decl {
            case .structure(let d): structure(d, &w)
            case .stringEnum(let d): w.line("extension TourKit.\(d.name): JSONTreeWritable {}")
            case .union(let d):
                if d.kindIsPublic && !d.scalar {
                    w.line("extension TourKit.\(d.name).Kind: JSONTreeWritable {}")
                    w.blank()
                }
                union(d, &w)
            }
        }
        return w.text
    }

    static func put(_ value: String, _ f: Field) -> String {
        let key = SourceText.literal(f.key)
        switch f.presence {
        case .flattened: return "try \(value).writeJSON(into: node)"
        case .optional: return "try node.putIfPresent(\(value), forKey: \(key))"
        case .defaulted, .required: return "try node.put(\(value), forKey: \(key))"
        }
    }

    /// `extension TourKit.<name>: JSONTreeWritable { func writeJSON(into:) throws { body } }`.
    static func writer(_ name: String, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
        w.block("extension TourKit.\(name): JSONTreeWritable") { w in
            w.block("func writeJSON(into node: JSONTreeNode) throws", body)
        }
    }

    static func structure(_ d: StructDecl, _ w: inout CodeWriter) {
        writer(d.name, &w) { w in
            w.line("node.makeObject()")
            // A flattened member's keys go in after the type's own (as TourKit's `encode(to:)` does).
            for f in d.fields where !f.flattened { w.line(put(SourceText.escaped(f.name), f)) }
            for f in d.fields where f.flattened { w.line(put(SourceText.escaped(f.name), f)) }
        }
    }

    static func union(_ d: UnionDecl, _ w: inout CodeWriter) {
        if d.scalar {
            writer(d.name, &w) { w in
                w.switchBlock("self") { w in
                    for c in d.cases {
                        let name = SourceText.escaped(c.name)
                        let scalar: String
                        switch c.payload.first?.type {
                        case .bool?: scalar = "bool"
                        case .string?: scalar = "string"
                        case .int?, .double?: scalar = "number"
                        case nil: scalar = "null"
                        case .named?, .list?, .optional?:
                            // A mapping case of a scalar union (`ConditionEntry.inline`) writes itself.
                            w.line("case .\(name)(let v0): try v0.writeJSON(into: node)")
                            continue
                        }
                        w.line("case .\(name)(let v0): node.setScalar(.\(scalar)(v0))")
                    }
                }
            }
            return
        }
        writer(d.name, &w) { w in
            w.line("node.makeObject()")
            if d.typeProperty { w.line("try node.put(type, forKey: \"type\")") }
            w.switchBlock("self") { w in
                for c in d.cases {
                    let name = SourceText.escaped(c.name)
                    var lines: [String] = []
                    // Without a public `type` property the raw values are the case names.
                    if !d.typeProperty { lines.append("try node.put(\(SourceText.literal(c.name)), forKey: \"type\")") }
                    for (j, f) in c.payload.enumerated() { lines.append(put("v\(j)", f)) }
                    let head = c.payload.isEmpty
                        ? "case .\(name):" : "case .\(name)(\(c.payload.indices.map { "let v\($0)" }.joined(separator: ", "))):"
                    if lines.isEmpty {
                        w.line("\(head) break")
                    } else if lines.count == 1 {
                        w.line("\(head) \(lines[0])")
                    } else {
                        w.line(head)
                        w.indented { w in for line in lines { w.line(line) } }
                    }
                }
            }
        }
    }

    /// JSONTreeWritableTypes.swift: the structs whose JSON code lists their members, for the
    /// drift tests (types that encode themselves are left to the per-value oracle).
    static func typesFile(_ files: [ModelFile]) -> String {
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.line("import TourKit")
        w.blank()
        w.line("/// Every TourKit struct with a synthesized `Encodable` conformance and the stored properties its")
        w.line("/// explicit JSON code writes, for the drift tests.")
        w.block("enum JSONTreeWritableTypes") { w in
            w.line("static var structs: [(type: any JSONTreeWritable.Type, storedProperties: [String])] { [")
            w.indented { w in
                for decl in files.flatMap(\.decls) {
                    guard case .structure(let d) = decl, !d.encodesItself else { continue }
                    w.line("(TourKit.\(d.name).self, \(SourceText.list(d.fields.map(\.name)))),")
                }
            }
            w.line("] }")
        }
        return w.text
    }
}
