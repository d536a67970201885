/// Renders what follows from the fields' `ref:` (which keys name a registry id), so that list is
/// declared once, on the fields of the description:
///
/// - TourcCore's `RefKind` (`Check/Language/Generated/RefKind.swift`), the kinds the language
///   checks resolve, from `ReferenceKind`;
/// - the editor schema's reference keys (`Emit/EditorSchema/Generated/ReferenceKeys.swift`), by
///   `$defs` entry and key, so a key is offered the app's ids only where the description says it
///   names one (by key name alone, a localized text's `key` was offered persistence keys);
/// - the table "Keys that name an id" of docs/reference.md (`table`).
enum ReferencesRenderer {
    static let refKindFolder = "Sources/TourcCore/Check/Language/Generated"
    static let refKindPath = refKindFolder + "/RefKind.swift"
    static let keysPath = "Sources/TourcCore/Emit/EditorSchema/Generated/ReferenceKeys.swift"

    static func refKindFile() -> String {
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.blank()
        w.line("/// What a tour or a registry may refer to by id (`ReferenceKind` in the description, whose")
        w.line("/// fields say with `ref:` which keys name one). The raw value is the word messages use.")
        w.block("enum RefKind: String, CaseIterable, Sendable") { w in
            for kind in ReferenceKind.allCases {
                let name = String(describing: kind)
                w.line(name == kind.rawValue ? "case \(name)" : "case \(name) = \"\(kind.rawValue)\"")
            }
        }
        return w.text
    }

    /// One key that names an id: where it is (the `$defs` entry its schema is written under, ""
    /// for the root), the key, the kind, and the description's path to it for the docs.
    struct Place: Equatable {
        var context: String
        var key: String
        var kind: ReferenceKind
        var path: String
    }

    /// Every reference key reachable from `root`, in description order. A type without a `$defs`
    /// name is written inline, and so is a flattened value of any type, so their keys belong to the
    /// entry (or root) that uses them.
    static func places(root: String, _ declarations: [String: Decl]) -> [Place] {
        var out: [Place] = []
        var seen: Set<String> = []
        func visit(_ name: String, context: String) {
            guard let decl = declarations[name], seen.insert("\(context)/\(name)").inserted else { return }
            func fields(_ list: [Field], _ owner: String, _ context: String) {
                for field in list {
                    if let kind = field.ref {
                        out.append(Place(context: context, key: field.key, kind: kind, path: owner + "." + field.key))
                    }
                    guard let base = field.type.declName?.rawValue else { continue }
                    // A flattened value's keys are written into this schema, whatever its own `$defs` entry.
                    // (An id-or-in-place union's declaration written in place is reached as its case's payload.)
                    if let inner = declarations[base] { visit(base, context: field.flattened ? context : def(of: inner) ?? context) }
                }
            }
            switch decl {
            case .structure(let d): fields(d.fields, d.name, context)
            case .union(let d): for c in d.cases { fields(c.payload, "\(d.name).\(c.name)", context) }
            case .stringEnum: break
            }
        }
        visit(root, context: "")
        return out
    }

    /// The id-or-in-place union (`UnionDecl.idOrInPlace`) a type names, if it names one.
    static func idOrInPlace(_ name: String?, _ declarations: [String: Decl]) -> UnionDecl? {
        switch name.flatMap({ declarations[$0] }) {
        case .union(let u)? where u.idOrInPlace: u
        case .union?, .structure?, .stringEnum?, nil: nil
        }
    }

    static func def(of decl: Decl) -> String? {
        switch decl {
        case .structure(let d): d.schema.def
        case .union(let d): d.schema.def
        case .stringEnum: nil
        }
    }

    static func keysFile(_ declarations: [String: Decl]) -> String {
        var byContext: [(context: String, keys: [(String, ReferenceKind)])] = []
        for place in places(root: "Tour", declarations) {
            if let i = byContext.firstIndex(where: { $0.context == place.context }) {
                if !byContext[i].keys.contains(where: { $0.0 == place.key }) { byContext[i].keys.append((place.key, place.kind)) }
            } else {
                byContext.append((place.context, [(place.key, place.kind)]))
            }
        }
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.blank()
        w.block("extension AppTourSchema") { w in
            w.line("/// The tour schema's keys that name an id, by the `$defs` entry they are written under (\"\": the")
            w.line("/// root), from the fields' `ref:` in the description.")
            w.line("static let referenceKeys: [String: [String: RefKind]] = [")
            w.indented { w in
                for entry in byContext {
                    w.line("\"\(entry.context)\": [")
                    w.indented { w in
                        for (key, kind) in entry.keys { w.line("\"\(key)\": .\(String(describing: kind)),") }
                    }
                    w.line("],")
                }
            }
            w.line("]")
        }
        return w.text
    }

    /// docs/reference.md's table: each kind, where its ids are declared, and every key naming one.
    static func table(_ declarations: [String: Decl]) -> String {
        let all = places(root: "Tour", declarations) + places(root: "AppRegistry", declarations)
        var out = "## Keys that name an id\n\n"
        out += "Generated from the `ref:` of each field in the description: the editor schema offers the app's ids\n"
        out += "at these keys, and `tourc check` resolves them (an unknown id is an error with did-you-mean\n"
        out += "suggestions; docs/language.md, \"References resolve\").\n\n"
        out += "| Kind | Declared in | Keys |\n|---|---|---|\n"
        for kind in ReferenceKind.allCases {
            var paths: [String] = []
            for place in all where place.kind == kind && !paths.contains(place.path) { paths.append(place.path) }
            out += "| \(kind.rawValue) | \(kind.declaredIn) | \(paths.map { "`\($0)`" }.joined(separator: ", ")) |\n"
        }
        return out + "\n"
    }
}

/// Renders `ReferenceWalker` (Check/Language/Generated/ReferenceWalker.swift): a walk over a tour
/// or a registry that calls back with every id a field with `ref:` holds, its kind, the field
/// (`Decl.key`) and its node, found only when asked. `ReferenceChecks` resolves what it is given,
/// so a new key that names an id is checked once the description says so.
enum ReferenceWalkerRenderer {
    static let path = ReferencesRenderer.refKindFolder + "/ReferenceWalker.swift"

    /// The declarations from which a `ref:` field can be reached, by name.
    static func withReferences(_ declarations: [String: Decl]) -> Set<String> {
        var found: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, decl) in declarations where !found.contains(name) {
                if fields(decl).contains(where: { $0.ref != nil || base($0).map(found.contains) == true }) {
                    found.insert(name)
                    changed = true
                }
            }
        }
        return found
    }

    static func fields(_ decl: Decl) -> [Field] {
        switch decl {
        case .structure(let d): d.fields
        case .union(let d): d.scalar ? [] : d.cases.flatMap(\.payload)
        case .stringEnum: []
        }
    }

    /// The declaration the field's value is or holds, if any.
    static func base(_ f: Field) -> String? { f.type.declName?.rawValue }

    /// The statements visiting field `f` of `owner`, its value in `value`, at `node` (an expression).
    static func visit(
        _ f: Field, _ owner: String, value: String, node: String, _ walked: Set<String>, _ declarations: [String: Decl]
    ) -> [String] {
        let at = f.flattened ? node : "\(node)[\(SourceText.literal(f.key))]"
        let call: (String, String) -> String
        if let kind = f.ref, ReferencesRenderer.idOrInPlace(base(f), declarations) != nil {
            let name = SourceText.literal("\(owner).\(f.key)")
            call = { v, n in "walk(\(v), .\(String(describing: kind)), \(name), \(n), &visitor)" }
        } else if let kind = f.ref {
            let name = SourceText.literal("\(owner).\(f.key)")
            call = { v, n in "visitor.visit(\(v), .\(String(describing: kind)), \(name)) { \(n) }" }
        } else if let base = base(f), walked.contains(base) {
            call = { v, n in "walk(\(v), \(n), &visitor)" }
        } else {
            return []
        }
        switch f.type {
        case .list: return ["for (i, x) in \(value).enumerated() { \(call("x", "\(at)[i]")) }"]
        case .optional: return ["if let x = \(value) { \(call("x", at)) }"]
        case .string, .int, .double, .bool, .named: return [call(value, at)]
        }
    }

    static func file(_ declarations: [String: Decl]) -> String {
        let walked = withReferences(declarations)
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.blank()
        w.line("import TourKit")
        w.blank()
        w.doc("""
            Every id a tour or a registry names: each field the description marks with `ref:`, with its
            kind, the field (`Type.key`, or `Union.case.key`) and its node, found only when asked.

            The visitor is a value, not a closure: a closure parameter may not be handed a closure that
            captures the node parameter (exclusivity), a method may.
            """)
        w.block("protocol ReferenceVisitor") { w in
            w.line("mutating func visit(_ id: String, _ kind: RefKind, _ field: String, _ node: () -> NodeRef)")
        }
        w.blank()
        w.block("enum ReferenceWalker") { w in
            for union in idOrInPlaceUnions(declarations) { idOrInPlaceWalk(union, walked, declarations, &w) }
            for name in walked.sorted() {
                guard let decl = declarations[name] else { continue }
                w.blank()
                w.block("static func walk<V: ReferenceVisitor>(_ v: TourKit.\(name), _ node: @autoclosure () -> NodeRef, _ visitor: inout V)") { w in
                    walkBody(decl, name, walked, declarations, &w)
                }
            }
        }
        return w.text
    }

    /// The statements of `walk(_:_:_:)` over a value of `decl`.
    static func walkBody(_ decl: Decl, _ name: String, _ walked: Set<String>, _ declarations: [String: Decl], _ w: inout CodeWriter) {
        switch decl {
        case .structure(let d):
            for f in d.fields {
                for line in visit(f, name, value: "v.\(SourceText.escaped(f.name))", node: "node()", walked, declarations) { w.line(line) }
            }
        case .union(let d):
            w.switchBlock("v") { w in
                var quiet: [String] = []
                for c in d.cases {
                    var lines: [String] = []
                    for (j, f) in c.payload.enumerated() {
                        lines += visit(f, "\(name).\(c.name)", value: "v\(j)", node: "node()", walked, declarations)
                    }
                    let caseName = SourceText.escaped(c.name)
                    if lines.isEmpty { quiet.append(".\(caseName)"); continue }
                    let bindings = c.payload.indices.map { j in lines.contains { $0.contains("v\(j)") } ? "let v\(j)" : "_" }
                    w.line("case .\(caseName)(\(bindings.joined(separator: ", "))):")
                    w.indented { w in for line in lines { w.line(line) } }
                }
                if !quiet.isEmpty {
                    w.line("// Name no id.")
                    w.line("case \(quiet.joined(separator: ", ")): break")
                }
            }
        case .stringEnum:
            break
        }
    }

    /// The id-or-in-place unions (`UnionDecl.idOrInPlace`) a field with `ref:` holds, by name.
    static func idOrInPlaceUnions(_ declarations: [String: Decl]) -> [UnionDecl] {
        var names: Set<String> = []
        for decl in declarations.values {
            for f in fields(decl) where f.ref != nil {
                if let union = ReferencesRenderer.idOrInPlace(base(f), declarations) { names.insert(union.name) }
            }
        }
        return names.sorted().compactMap { ReferencesRenderer.idOrInPlace($0, declarations) }
    }

    /// The walk of an id-or-in-place value: its id case is visited as an id of the holding field's
    /// kind, its in-place case walked as its declaration. The comment names the keys that hold it
    /// and their kind ("A `when:`/`unless:` entry: an id of `kind`, or a condition written in place.").
    static func idOrInPlaceWalk(_ union: UnionDecl, _ walked: Set<String>, _ declarations: [String: Decl], _ w: inout CodeWriter) {
        guard let (id, inPlace, declaration) = union.idAndInPlace else {
            preconditionFailure("\(union.name) is idOrInPlace: it needs one String case and one case holding a declaration")
        }
        var keys: [String] = []
        var kinds: [ReferenceKind] = []
        for decl in declarations.values.sorted(by: { $0.name < $1.name }) {
            for f in fields(decl) where f.type.declName?.rawValue == union.name {
                if !keys.contains(f.key) { keys.append(f.key) }
                if let kind = f.ref, !kinds.contains(kind) { kinds.append(kind) }
            }
        }
        let holders = keys.map { "`\($0):`" }.joined(separator: "/")
        let kindText = kinds.map(\.rawValue).joined(separator: " or ")
        w.blank()
        w.line("/// A \(holders) entry: an id of `kind`, or a \(kindText) written in place.")
        let head = "static func walk<V: ReferenceVisitor>(_ v: TourKit.\(union.name), _ kind: RefKind, _ field: String, _ node: @autoclosure () -> NodeRef, _ visitor: inout V)"
        w.block(head) { w in
            w.switchBlock("v") { w in
                w.line("case .\(SourceText.escaped(id.name))(let id): visitor.visit(id, kind, field) { node() }")
                if walked.contains(declaration.rawValue) {
                    w.line("case .\(SourceText.escaped(inPlace.name))(let x): walk(x, node(), &visitor)")
                } else {
                    w.line("case .\(SourceText.escaped(inPlace.name)): break")
                }
            }
        }
    }
}
