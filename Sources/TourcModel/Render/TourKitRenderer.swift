/// Renders TourKit's model declarations: each struct's stored properties, memberwise
/// initializer and `Codable` (a coding-key enum and `init(from:)` wherever a key has a default or a
/// member is flattened; otherwise Swift synthesizes it), each string enum, and the
/// unions (each case, its `Kind`, `type`, and `Codable` with the `type` key beside the case's
/// keys). Types marked `handWritten` stay in the hand-written TourKit sources, saying why.
enum TourKitRenderer {
    static let folder = "Sources/TourKit/Generated"

    static func file(_ model: ModelFile) -> String? {
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.line("//")
        w.line("// TourKit's \(model.name) types; their helpers and any hand-written type are in ../\(model.name).swift.")
        var wroteAny = false
        for decl in model.decls {
            // A hand-written type stays in ../<file>.swift; a scalar union is always hand-written.
            switch decl {
            case .structure(let d):
                guard d.handWritten == nil else { continue }
                w.blank()
                structure(d, &w)
            case .stringEnum(let d):
                w.blank()
                stringEnum(d, &w)
            case .union(let d):
                guard d.handWritten == nil && !d.scalar else { continue }
                w.blank()
                union(d, &w)
            }
            wroteAny = true
        }
        return wroteAny ? w.text : nil
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

    static func structure(_ d: StructDecl, _ w: inout CodeWriter) {
        w.doc(d.doc)
        w.block("public struct \(d.name): Codable, Equatable, Sendable") { w in
            for f in d.fields {
                w.doc(f.doc)
                w.line("public var \(SourceText.escaped(f.name)): \(f.type.swift)")
            }
            w.blank()
            initializer(d, &w)
            if needsCustomDecoding(d) {
                w.blank()
                codingKeys(d.fields.filter { !$0.flattened }.map(\.name), &w)
                w.blank()
                w.block("public init(from decoder: any Decoder) throws") { w in
                    w.line("let c = try decoder.container(keyedBy: CodingKeys.self)")
                    for f in d.fields { w.line("\(SourceText.escaped(f.name)) = \(decode(f))") }
                }
            }
            if d.fields.contains(where: \.flattened) {
                w.blank()
                w.block("public func encode(to encoder: any Encoder) throws") { w in
                    w.line("var c = encoder.container(keyedBy: CodingKeys.self)")
                    for f in d.fields where !f.flattened {
                        w.line("try c.\(f.isOptional ? "encodeIfPresent" : "encode")(\(SourceText.escaped(f.name)), forKey: .\(f.name))")
                    }
                    for f in d.fields where f.flattened { w.line("try \(f.name).encode(to: encoder)") }
                }
            }
        }
    }

    /// The memberwise initializer: on one line where it fits, else its parameters filled into
    /// lines of at most 119 columns (the layout the hand-written TourKit had).
    static func initializer(_ d: StructDecl, _ w: inout CodeWriter) {
        let params = d.fields.map { f -> String in
            let label = f.labeled ? f.name : "_ \(f.name)"
            let fallback = f.initDefault.map { " = \($0.swift(for: f.type))" } ?? ""
            return "\(label): \(f.type.swift)\(fallback)"
        }
        let oneLine = "public init(\(params.joined(separator: ", "))) {"
        if w.fits(oneLine) {
            w.line(oneLine)
        } else {
            w.line("public init(")
            w.indented { $0.fill(params.punctuated(), width: CodeWriter.width - 1) }
            w.line(") {")
        }
        w.indented { w in
            for f in d.fields { w.line("self.\(f.name) = \(SourceText.escaped(f.name))") }
        }
        w.line("}")
    }

    /// `enum CodingKeys`: on one line where it fits, else `case` lines of at most 110 columns.
    static func codingKeys(_ keys: [String], _ w: inout CodeWriter) {
        let keys = keys.map(SourceText.escaped)
        let oneLine = "enum CodingKeys: String, CodingKey { case \(keys.joined(separator: ", ")) }"
        if w.fits(oneLine) {
            w.line(oneLine)
            return
        }
        w.block("enum CodingKeys: String, CodingKey") { w in
            w.fill(keys.punctuated(), width: 110, lead: "case ", continuation: "case ", trimming: ",")
        }
    }

    static func union(_ d: UnionDecl, _ w: inout CodeWriter) {
        w.doc(d.doc)
        w.block("public enum \(d.name): Codable, Equatable, Sendable") { w in
            for c in d.cases {
                w.doc(c.doc)
                let payload = c.payload.map { $0.labeled ? "\($0.name): \($0.type.swift)" : $0.type.swift }
                w.line("case \(SourceText.escaped(c.name))" + (payload.isEmpty ? "" : "(\(payload.joined(separator: ", ")))"))
            }
            let kinds = "case " + d.cases.map { SourceText.escaped($0.name) }.joined(separator: ", ")
            w.blank()
            if d.kindIsPublic {
                w.line("/// The `type` values.")
                let head = "public enum Kind: String, Codable, Sendable, CaseIterable"
                if w.fits("\(head) { \(kinds) }") {
                    w.line("\(head) { \(kinds) }")
                } else {
                    w.block(head) { $0.line(kinds) }
                }
            } else {
                w.line("enum Kind: String, Codable { \(kinds) }")
            }
            var keys = ["type"]
            for f in d.cases.flatMap(\.payload) where !f.flattened && !keys.contains(f.key) { keys.append(f.key) }
            w.blank()
            codingKeys(keys, &w)
            if d.typeProperty {
                w.blank()
                w.line("/// The `type` value of this \(d.name).")
                w.block("public var type: Kind") { w in
                    w.switchBlock("self") { w in
                        for c in d.cases { w.line("case .\(SourceText.escaped(c.name)): .\(SourceText.escaped(c.name))") }
                    }
                }
            }
            w.blank()
            w.block("public init(from decoder: any Decoder) throws") { w in
                w.line("let c = try decoder.container(keyedBy: CodingKeys.self)")
                w.switchBlock("try c.decode(Kind.self, forKey: .type)") { w in
                    for c in d.cases {
                        let name = SourceText.escaped(c.name)
                        if c.payload.isEmpty {
                            w.line("case .\(name): self = .\(name)")
                            continue
                        }
                        let args = c.payload.map { f -> String in
                            let value = decode(f)
                            return f.labeled ? "\(f.name): \(value)" : value
                        }
                        w.line("case .\(name):")
                        w.indented { $0.line("self = .\(name)(\(args.joined(separator: ", ")))") }
                    }
                }
            }
            w.blank()
            w.block("public func encode(to encoder: any Encoder) throws") { w in
                w.line("var c = encoder.container(keyedBy: CodingKeys.self)")
                if d.typeProperty { w.line("try c.encode(type, forKey: .type)") }
                w.switchBlock("self") { w in
                    for c in d.cases {
                        let name = SourceText.escaped(c.name)
                        var lines: [String] = []
                        if !d.typeProperty { lines.append("try c.encode(Kind.\(name), forKey: .type)") }
                        for (j, f) in c.payload.enumerated() {
                            if f.flattened { lines.append("try v\(j).encode(to: encoder)"); continue }
                            lines.append("try c.\(f.isOptional ? "encodeIfPresent" : "encode")(v\(j), forKey: .\(f.key))")
                        }
                        let head = c.payload.isEmpty
                            ? "case .\(name):" : "case .\(name)(\(c.payload.indices.map { "let v\($0)" }.joined(separator: ", "))):"
                        if lines.isEmpty {
                            w.line("\(head) break")
                        } else {
                            w.line(head)
                            w.indented { w in for line in lines { w.line(line) } }
                        }
                    }
                }
            }
        }
    }

    static func stringEnum(_ d: StringEnumDecl, _ w: inout CodeWriter) {
        w.doc(d.doc)
        w.block("public enum \(d.name): String, Codable, Equatable, Sendable, CaseIterable") { w in
            if d.cases.contains(where: { !$0.doc.isEmpty }) {
                for c in d.cases {
                    w.doc(c.doc)
                    w.line("case \(SourceText.escaped(c.name))")
                }
            } else {
                w.line("case " + d.cases.map { SourceText.escaped($0.name) }.joined(separator: ", "))
            }
        }
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
