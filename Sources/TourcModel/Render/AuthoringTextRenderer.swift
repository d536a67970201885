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
        var out = SourceText.swiftHeader()
        out += "//\n// Leaves out the authoring-only text (fields marked `authoringOnly` in the description) unless\n"
        out += "// the build is asked to keep it. See docs/output.md, \"Authoring notes\".\n"
        out += "import TourKit\n"
        for decl in files.flatMap(\.decls) where holders.contains(decl.name) {
            guard case .structure(let d) = decl else {
                preconditionFailure("\(decl.name): authoring text inside a union is not supported by the stripper yet; write it in AuthoringTextRenderer")
            }
            out += "\nextension TourKit.\(d.name) {\n"
            out += "    /// Replaces every authoring-only value with its \"none\" value, here and in what it holds.\n"
            out += "    mutating func stripAuthoringText() {\n"
            for f in d.fields {
                let name = SourceText.escaped(f.name)
                if f.authoringOnly {
                    guard let none = f.isOptional ? "nil" : f.defaultValue?.swift(for: f.type) else {
                        preconditionFailure("\(d.name).\(f.name) is authoring-only, so it needs a value meaning none: make it optional or give it a default")
                    }
                    out += "        \(name) = \(none)\n"
                    continue
                }
                guard let held = f.type.declName, holders.contains(held.rawValue) else { continue }
                switch f.type {
                case .named: out += "        \(name).stripAuthoringText()\n"
                case .optional(.named): out += "        \(name)?.stripAuthoringText()\n"
                case .list(.named): out += "        for i in \(name).indices { \(name)[i].stripAuthoringText() }\n"
                case .string, .int, .double, .bool, .list, .optional:
                    preconditionFailure("\(d.name).\(f.name): the stripper cannot walk a \(f.type.swift) yet; write it in AuthoringTextRenderer")
                }
            }
            out += "    }\n}\n"
        }
        return out
    }
}
