/// Renders the IR's authoring-text stripper: `stripAuthoringText()` on every TourKit type that
/// holds an authoring-only field (`Field.authoringOnly`) or a value of such a type, so that
/// `tourc build` can leave product notes out of both outputs by changing the bundle once, before
/// either emitter sees it (the JSON and the Swift then agree by construction).
enum AuthoringTextRenderer {
    static let folder = "Sources/TourcCore/IR/Generated"
    static let path = folder + "/AuthoringTextStripping.swift"

    /// The declarations that hold authoring text, directly or through a field's type.
    static func holders(_ files: [ModelFile], _ declarations: [String: Decl]) -> Set<String> {
        var holders: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for decl in files.flatMap(\.decls) where !holders.contains(decl.name) {
                let fields: [Field]
                switch decl {
                case .structure(let d): fields = d.fields
                case .union(let d): fields = d.cases.flatMap(\.payload)
                case .stringEnum: fields = []
                }
                if fields.contains(where: { $0.authoringOnly || $0.type.declName.map { holders.contains($0.rawValue) } == true }) {
                    holders.insert(decl.name)
                    changed = true
                }
            }
        }
        return holders
    }

    static func file(_ files: [ModelFile], _ declarations: [String: Decl]) -> String {
        let holders = holders(files, declarations)
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader())
        w.line("//")
        w.line("// Leaves out the authoring-only text (fields marked `authoringOnly` in the description) unless")
        w.line("// the build is asked to keep it. See docs/output.md, \"Authoring notes\".")
        w.line("import TourKit")
        for decl in files.flatMap(\.decls) where holders.contains(decl.name) {
            guard case .structure(let d) = decl else {
                preconditionFailure("\(decl.name): authoring text inside a union is not supported by the stripper yet; write it in AuthoringTextRenderer")
            }
            w.blank()
            w.block("extension TourKit.\(d.name)") { w in
                w.line("/// Replaces every authoring-only value with its \"none\" value, here and in what it holds.")
                w.block("mutating func stripAuthoringText()") { w in
                    for f in d.fields { strip(f, d, holders, &w) }
                }
            }
        }
        return w.text
    }

    /// The statement leaving out field `f`'s authoring text: its "none" value if it is
    /// authoring-only, else the strip of the holder it is or holds, if any.
    static func strip(_ f: Field, _ d: StructDecl, _ holders: Set<String>, _ w: inout CodeWriter) {
        let name = SourceText.escaped(f.name)
        if f.authoringOnly {
            guard let none = f.isOptional ? "nil" : f.defaultValue?.swift(for: f.type) else {
                preconditionFailure("\(d.name).\(f.name) is authoring-only, so it needs a value meaning none: make it optional or give it a default")
            }
            w.line("\(name) = \(none)")
            return
        }
        guard let held = f.type.declName, holders.contains(held.rawValue) else { return }
        switch f.type {
        case .named: w.line("\(name).stripAuthoringText()")
        case .optional(.named): w.line("\(name)?.stripAuthoringText()")
        case .list(.named): w.line("for i in \(name).indices { \(name)[i].stripAuthoringText() }")
        case .string, .int, .double, .bool, .list, .optional:
            preconditionFailure("\(d.name).\(f.name): the stripper cannot walk a \(f.type.swift) yet; write it in AuthoringTextRenderer")
        }
    }
}
