import Testing
@testable import TourcModel

/// Lints the description itself, as swift-syntax's `ValidateSyntaxNodes` lints its node
/// definitions: texts the compiler cannot judge but an author in the editor reads.
///
/// - Every value of a string enum has a doc: it is TourKit's doc comment, docs/reference.md's
///   table row and the editor's text beside the value while completing (`markdownEnumDescriptions`,
///   written only where every value has one).
/// - A hover (the editor's short form of a doc) does not merely restate its doc: it is then one
///   more text to keep in step for nothing, and the doc (shown when there is no hover) says it.
@Suite("Description lint")
struct DescriptionLintTests {
    /// One finding: where, and what is wrong.
    struct Finding: Hashable, CustomStringConvertible {
        var place: String
        var problem: String
        var description: String { "\(place): \(problem)" }
    }

    /// A text reduced to its words: lower case, no backticks or punctuation, single spaces.
    static func words(_ text: String) -> String {
        let kept = text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : " " }
        return String(kept).split(separator: " ").joined(separator: " ")
    }

    /// Whether `hover` merely restates `doc`: the same words, or the words of one are the first
    /// words of the other (the hover is the doc cut short, or the doc the hover cut short).
    static func restates(_ hover: String, _ doc: String) -> Bool {
        let h = words(hover), d = words(doc)
        if h.isEmpty || d.isEmpty { return false }
        return h == d || d.hasPrefix(h + " ") || h.hasPrefix(d + " ")
    }

    /// Every hover of `files` with the doc it shortens, named by where it is.
    static func hovers(_ files: [ModelFile]) -> [(place: String, hover: String, doc: String)] {
        var out: [(String, String, String)] = []
        func fields(_ owner: String, _ fs: [Field]) {
            for f in fs { if let h = f.schema.hover { out.append(("\(owner).\(f.name)", h, f.doc)) } }
        }
        func cases(_ owner: String, _ cs: [UnionCase]) {
            for c in cs {
                if let h = c.schema.notes.hover { out.append(("\(owner).\(c.name)", h, c.doc)) }
                fields("\(owner).\(c.name)", c.payload)
            }
        }
        for decl in files.flatMap(\.decls) {
            switch decl {
            case .structure(let s):
                if let h = s.schema.notes.hover { out.append((s.name, h, s.doc)) }
                fields(s.name, s.fields)
                cases(s.name, s.schema.kinds ?? [])
            case .union(let u):
                if let h = u.schema.notes.hover { out.append((u.name, h, u.doc)) }
                cases(u.name, u.cases)
            case .stringEnum(let e):
                for c in e.cases { if let h = c.hover { out.append(("\(e.name).\(c.name)", h, c.doc)) } }
            }
        }
        return out
    }

    /// Every finding of the two rules over `files`.
    static func findings(_ files: [ModelFile]) -> [Finding] {
        var out: [Finding] = []
        for decl in files.flatMap(\.decls) {
            switch decl {
            case .stringEnum(let e):
                for c in e.cases where c.doc.isEmpty {
                    out.append(Finding(place: "\(e.name).\(c.name)", problem: "value has no doc"))
                }
            case .structure, .union: break
            }
        }
        for h in hovers(files) where restates(h.hover, h.doc) {
            out.append(Finding(place: h.place, problem: "hover restates its doc"))
        }
        return out
    }

    /// Findings not yet fixed, by name; it only shrinks (a fixed entry must leave it, below).
    static let notYetFixed: Set<String> = []

    @Test func theDescriptionPassesTheLint() {
        let found = Self.findings(Language.files)
        let unexpected = found.filter { !Self.notYetFixed.contains($0.description) }
        #expect(unexpected.isEmpty, "\(unexpected.count) findings:\n\(unexpected.map(\.description).joined(separator: "\n"))")
        let fixed = Self.notYetFixed.subtracting(found.map(\.description))
        #expect(fixed.isEmpty, "fixed, take out of notYetFixed: \(fixed.sorted())")
    }

    @Test func aValueWithoutADocFails() {
        let files = [ModelFile("Probe", [
            stringEnum("Speed", "How fast.", [value("slow", "Takes its time."), value("fast")]),
        ])]
        #expect(Self.findings(files) == [Finding(place: "Speed.fast", problem: "value has no doc")])
    }

    @Test func aHoverThatRestatesItsDocFails() {
        let files = [ModelFile("Probe", [
            structure("Box", "A box.", [
                // The same words, other case and punctuation.
                field("lid", .bool, "Whether it has a `lid`.", hover: "whether it has a lid"),
                // The doc cut short.
                field("size", .double, "The size, in points.", hover: "The size."),
                // The hover says it shorter in other words: fine.
                field("label", .string, "The text read out by VoiceOver instead of the title.", hover: "What VoiceOver reads."),
                // No hover: the doc is used.
                field("open", .bool, "Whether it is open."),
            ]),
            stringEnum("Speed", "How fast.", [value("slow", "Takes its time.", hover: "Takes its time")]),
        ])]
        #expect(Set(Self.findings(files).map(\.description)) == [
            "Box.lid: hover restates its doc", "Box.size: hover restates its doc", "Speed.slow: hover restates its doc",
        ])
    }

    @Test func restatingIsWordsEqualOrAPrefix() {
        #expect(Self.restates("The position.", "The position relative to the anchor."))
        #expect(Self.restates("The `type` key!", "the type key"))
        #expect(!Self.restates("The pos.", "The position."))  // a prefix of letters, not of words
        #expect(!Self.restates("Where it sits.", "The position relative to the anchor."))
        #expect(!Self.restates("Anything.", ""))
    }
}
