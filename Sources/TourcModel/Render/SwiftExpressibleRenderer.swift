/// Renders Emit/Swift/Expressible: each TourKit type's explicit Swift expression, in the shapes
/// of SwiftExprWriter (one prepared call head per struct or case, arguments by index).
enum SwiftExpressibleRenderer {
    static let folder = "Sources/TourcCore/Emit/Swift/Generated"

    static func file(_ model: ModelFile) -> String {
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.line("//")
        w.line("// Explicit Swift expressions for the TourKit types of \(model.name).swift. See SwiftExpressible.swift.")
        w.line("import TourKit")
        for decl in model.decls {
            w.blank()
            switch decl {
            case .structure(let d): structure(d, &w)
            case .stringEnum(let d): plainEnum("TourKit.\(d.name)", d.cases.map(\.name), &w)
            case .union(let d):
                union(d, &w)
                if d.kindIsPublic && !d.scalar {
                    w.blank()
                    plainEnum("TourKit.\(d.name).Kind", d.kindNames, &w)
                }
            }
        }
        return w.text
    }

    /// `extension <qualified>: SwiftExpressible`, its `swiftShape` and `writeSwift(to:)` with `body`.
    static func expressible(_ qualified: String, shape: String, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
        w.block("extension \(qualified): SwiftExpressible") { w in
            w.line("static let swiftShape = \(shape)")
            w.block("public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure)") { w in
                w.line("let s = Self.swiftShape")
                body(&w)
            }
        }
    }

    static func structure(_ d: StructDecl, _ w: inout CodeWriter) {
        var labels = ""
        if d.fields.contains(where: { !$0.labeled }) {
            labels = ", labels: [" + d.fields.map { $0.labeled ? SourceText.literal($0.name) : "nil" }.joined(separator: ", ") + "]"
        }
        let shape = "SwiftStructShape(\"TourKit.\(d.name)\", storedProperties: \(SourceText.list(d.fields.map(\.name)))\(labels))"
        expressible("TourKit.\(d.name)", shape: shape, &w) { w in
            w.line("sink.beginCall(s.prepared)")
            for (i, f) in d.fields.enumerated() {
                w.line("try s.argument(\(i), \(SourceText.escaped(f.name)), into: &sink)")
            }
            w.line("sink.endCall()")
        }
    }

    static func plainEnum(_ qualified: String, _ cases: [String], _ w: inout CodeWriter) {
        let payloads = "[" + cases.map { _ in "[]" }.joined(separator: ", ") + "]"
        let shape = "SwiftEnumShape(\"\(qualified)\", cases: \(SourceText.list(cases)), payloadLabels: \(payloads))"
        expressible(qualified, shape: shape, &w) { w in
            w.switchBlock("self") { w in
                for (i, c) in cases.enumerated() {
                    w.line("case .\(SourceText.escaped(c)): s.write(case: \(i), to: &sink)")
                }
            }
        }
    }

    static func union(_ d: UnionDecl, _ w: inout CodeWriter) {
        let payloads = "[" + d.cases.map { c in
            "[" + c.payload.map { $0.labeled ? SourceText.literal($0.name) : "nil" }.joined(separator: ", ") + "]"
        }.joined(separator: ", ") + "]"
        let shape = "SwiftEnumShape(\"TourKit.\(d.name)\", cases: \(SourceText.list(d.kindNames)), payloadLabels: \(payloads))"
        expressible("TourKit.\(d.name)", shape: shape, &w) { w in
            w.switchBlock("self") { w in
                for (i, c) in d.cases.enumerated() {
                    let name = SourceText.escaped(c.name)
                    if c.payload.isEmpty {
                        w.line("case .\(name): s.write(case: \(i), to: &sink)")
                        continue
                    }
                    w.line("case .\(name)(\(c.payload.indices.map { "let v\($0)" }.joined(separator: ", "))):")
                    w.indented { w in
                        w.line("sink.beginCall(s.prepared[\(i)])")
                        for j in c.payload.indices { w.line("try s.argument(case: \(i), \(j), v\(j), into: &sink)") }
                        w.line("sink.endCall()")
                    }
                }
            }
        }
    }

    /// SwiftExpressibleTypes.swift: every type with explicit code, for the drift tests.
    static func typesFile(_ files: [ModelFile]) -> String {
        var structs: [String] = []
        var enums: [String] = []
        for decl in files.flatMap(\.decls) {
            switch decl {
            case .structure(let d): structs.append("TourKit.\(d.name)")
            case .stringEnum(let d): enums.append("TourKit.\(d.name)")
            case .union(let d):
                enums.append("TourKit.\(d.name)")
                if d.kindIsPublic && !d.scalar { enums.append("TourKit.\(d.name).Kind") }
            }
        }
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.line("import TourKit")
        w.blank()
        w.line("/// Every TourKit type with explicit code and what that code covers, for the drift tests.")
        w.block("enum SwiftExpressibleTypes") { w in
            w.line("static var structs: [(type: any SwiftExpressible.Type, shape: SwiftStructShape)] { [")
            w.indented { w in for t in structs { w.line("(\(t).self, \(t).swiftShape),") } }
            w.line("] }")
            w.blank()
            w.line("static var enums: [(type: any SwiftExpressible.Type, shape: SwiftEnumShape)] { [")
            w.indented { w in for t in enums { w.line("(\(t).self, \(t).swiftShape),") } }
            w.line("] }")
        }
        return w.text
    }
}
