/// Renders Emit/Swift/Expressible: each TourKit type's explicit Swift expression, in the shapes
/// of SwiftExprWriter (one prepared call head per struct or case, arguments by index).
enum SwiftExpressibleRenderer {
    static let folder = "Sources/TourcCore/Emit/Swift/Generated"

    static func file(_ model: ModelFile) -> String {
        var out = SourceText.swiftHeader()
        out += "//\n// Explicit Swift expressions for the TourKit types of \(model.name).swift. See SwiftExpressible.swift.\n"
        out += "import TourKit\n"
        for decl in model.decls {
            switch decl {
            case .structure(let d): out += "\n" + structure(d)
            case .stringEnum(let d): out += "\n" + plainEnum("TourKit.\(d.name)", d.cases.map(\.name))
            case .union(let d):
                out += "\n" + union(d)
                if d.kindIsPublic && !d.scalar { out += "\n" + plainEnum("TourKit.\(d.name).Kind", d.kindNames) }
            }
        }
        return out
    }

    static func structure(_ d: StructDecl) -> String {
        let names = d.fields.map(\.name)
        var labels = ""
        if d.fields.contains(where: { !$0.labeled }) {
            labels = ", labels: [" + d.fields.map { $0.labeled ? SourceText.literal($0.name) : "nil" }.joined(separator: ", ") + "]"
        }
        var out = "extension TourKit.\(d.name): SwiftExpressible {\n"
        out += "    static let swiftShape = SwiftStructShape(\"TourKit.\(d.name)\", storedProperties: \(SourceText.list(names))\(labels))\n"
        out += "    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {\n"
        out += "        let s = Self.swiftShape\n"
        out += "        sink.beginCall(s.prepared)\n"
        for (i, f) in d.fields.enumerated() {
            out += "        try s.argument(\(i), \(SourceText.escaped(f.name)), into: &sink)\n"
        }
        out += "        sink.endCall()\n    }\n}\n"
        return out
    }

    static func plainEnum(_ qualified: String, _ cases: [String]) -> String {
        let payloads = "[" + cases.map { _ in "[]" }.joined(separator: ", ") + "]"
        var out = "extension \(qualified): SwiftExpressible {\n"
        out += "    static let swiftShape = SwiftEnumShape(\"\(qualified)\", cases: \(SourceText.list(cases)), payloadLabels: \(payloads))\n"
        out += "    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {\n"
        out += "        let s = Self.swiftShape\n        switch self {\n"
        for (i, c) in cases.enumerated() {
            out += "        case .\(SourceText.escaped(c)): s.write(case: \(i), to: &sink)\n"
        }
        out += "        }\n    }\n}\n"
        return out
    }

    static func union(_ d: UnionDecl) -> String {
        let payloads = "[" + d.cases.map { c in
            "[" + c.payload.map { $0.labeled ? SourceText.literal($0.name) : "nil" }.joined(separator: ", ") + "]"
        }.joined(separator: ", ") + "]"
        var out = "extension TourKit.\(d.name): SwiftExpressible {\n"
        out += "    static let swiftShape = SwiftEnumShape(\"TourKit.\(d.name)\", cases: \(SourceText.list(d.kindNames)), payloadLabels: \(payloads))\n"
        out += "    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {\n"
        out += "        let s = Self.swiftShape\n        switch self {\n"
        for (i, c) in d.cases.enumerated() {
            let name = SourceText.escaped(c.name)
            if c.payload.isEmpty {
                out += "        case .\(name): s.write(case: \(i), to: &sink)\n"
                continue
            }
            let binds = c.payload.indices.map { "let v\($0)" }.joined(separator: ", ")
            out += "        case .\(name)(\(binds)):\n"
            out += "            sink.beginCall(s.prepared[\(i)])\n"
            for j in c.payload.indices {
                out += "            try s.argument(case: \(i), \(j), v\(j), into: &sink)\n"
            }
            out += "            sink.endCall()\n"
        }
        out += "        }\n    }\n}\n"
        return out
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
        var out = SourceText.swiftHeader() + "import TourKit\n\n"
        out += "/// Every TourKit type with explicit code and what that code covers, for the drift tests.\n"
        out += "enum SwiftExpressibleTypes {\n"
        out += "    static var structs: [(type: any SwiftExpressible.Type, shape: SwiftStructShape)] { [\n"
        for t in structs { out += "        (\(t).self, \(t).swiftShape),\n" }
        out += "    ] }\n\n"
        out += "    static var enums: [(type: any SwiftExpressible.Type, shape: SwiftEnumShape)] { [\n"
        for t in enums { out += "        (\(t).self, \(t).swiftShape),\n" }
        out += "    ] }\n}\n"
        return out
    }
}
