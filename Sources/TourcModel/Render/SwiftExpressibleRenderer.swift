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
                let name = SourceText.escaped(f.name)
                switch f.omittableDefault {
                case nil:
                    w.line("try s.argument(\(i), \(name), into: &sink)")
                case .nilValue?:
                    w.line("if let value = \(name) { try s.argument(\(i), value, into: &sink) }")
                case let fallback?:
                    w.line("if \(differs(name, from: fallback, f.type)) { try s.argument(\(i), \(name), into: &sink) }")
                }
            }
            w.line("sink.endCall()")
        }
    }

    /// The Swift condition that `value` (a field of `type`) is not the initializer's default:
    /// the argument is written only then (`Field.omittableDefault`, docs/output.md "Defaults").
    /// `Equatable` decides, as for the bundle's JSON, where `-0.0` is written `0`.
    static func differs(_ value: String, from fallback: InitDefault, _ type: TypeRef) -> String {
        switch fallback {
        case .nilValue: return "\(value) != nil"
        case .value(let v):
            switch v {
            case .bool(let b): return type.isOptional ? "\(value) != \(b)" : (b ? "!\(value)" : value)
            case .emptyList: return type.isOptional ? "\(value) != []" : "!\(value).isEmpty"
            case .keysDefaults: return "\(value) != \(qualified(type.required))()"
            case .int, .double, .text, .enumCase, .cases, .member, .swift: return "\(value) != \(v.swift(for: type))"
            }
        }
    }

    /// The type as the TourKit client code spells it (`[TourKit.Block]?`).
    static func qualified(_ type: TypeRef) -> String {
        switch type {
        case .string, .int, .double, .bool: type.swift
        case .named(let name): "TourKit.\(name.rawValue)"
        case .list(let item): "[\(qualified(item))]"
        case .optional(let wrapped): "\(qualified(wrapped))?"
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

    /// The reflective oracle's folder (TourcTestSupport's `SwiftValueEmitter`).
    static let oracleFolder = "Sources/TourcTestSupport/Generated"

    /// SwiftInitDefaults.swift: per struct, the default of every argument the generated Swift
    /// leaves out when the value equals it, as a TourKit value, so the reflective oracle leaves
    /// out the same arguments by comparing expressions rather than running the explicit code's
    /// comparisons.
    static func initDefaultsFile(_ files: [ModelFile]) -> String {
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.line("import TourKit")
        w.blank()
        w.line("/// What TourKit's initializers default each argument to that `tourc build` leaves out when the value")
        w.line("/// equals it (`Field.omittableDefault`), by qualified type and stored property.")
        w.block("enum SwiftInitDefaults") { w in
            w.line("nonisolated(unsafe) static let values: [String: [String: Any]] = [")
            w.indented { w in
                for case .structure(let d) in files.flatMap(\.decls) {
                    let entries = d.fields.compactMap { f -> String? in
                        guard let fallback = f.omittableDefault else { return nil }
                        let type = qualified(f.type)
                        let value: String
                        switch fallback {
                        case .nilValue: value = "nil"
                        case .value(.keysDefaults): value = ".init()"
                        case .value(let v): value = v.swift(for: f.type)
                        }
                        return "\(SourceText.literal(f.name)): (\(value) as \(type)) as Any"
                    }
                    guard !entries.isEmpty else { continue }
                    w.line("\(SourceText.literal("TourKit.\(d.name)")): [")
                    w.indented { w in for e in entries { w.line(e + ",") } }
                    w.line("],")
                }
            }
            w.line("]")
        }
        return w.text
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
