import Testing
@testable import TourcModel

/// The description's `ref:` (which keys name an id) is what the editor schema, docs/reference.md
/// and TourcCore's `RefKind` are generated from; these hold it to what those outputs assume.
@Suite("Reference keys")
struct ReferenceKeyTests {
    /// A reference is an id: a string, or a list of them (the editor schema points the string, or
    /// the list's items, at the app's ids), or a list of entries that are each an id or a
    /// declaration written in place (`ConditionEntry`, whose id alternative is pointed so).
    @Test func onlyStringKeysNameAnId() {
        for f in UnitsRenderer.allFields(Language.files) where f.ref != nil {
            let idOrInPlace = ReferencesRenderer.idOrInPlace(f.type.declName?.rawValue, Language.declarations) != nil
            #expect([.string, .optional(.string), .list(.string)].contains(f.type) || idOrInPlace, "\(f.key): ref on \(f.type.swift)")
        }
    }

    /// An id-or-in-place union (`ConditionEntry`) has exactly an id case (a `String`) and a case
    /// holding a declaration written in place, which is described; the walker and the editor
    /// schema follow both.
    @Test func anIdOrInPlaceUnionHasAnIdCaseAndADeclaration() {
        var found = 0
        for case .union(let u) in Language.files.flatMap(\.decls) where u.idOrInPlace {
            found += 1
            #expect(u.scalar, "\(u.name): an id-or-in-place value is told apart by JSON type, so it is a scalar union")
            let pair = u.idAndInPlace
            #expect(pair != nil, "\(u.name): needs one String case and one case holding a declaration")
            if let pair { #expect(Language.declarations[pair.declaration.rawValue] != nil) }
        }
        #expect(found == 1)  // ConditionEntry
    }

    /// Within one `$defs` entry of the tour schema, a key names one kind (the editor schema looks
    /// keys up by entry and name).
    @Test func aKeyNamesOneKindPerSchemaEntry() {
        var seen: [String: ReferenceKind] = [:]
        for place in ReferencesRenderer.places(root: "Tour", Language.declarations) {
            let id = place.context + "/" + place.key
            #expect(seen[id] == nil || seen[id] == place.kind, "\(id) names two kinds")
            seen[id] = place.kind
        }
        // The keys the review found spread over six places are all declared.
        #expect(seen["trigger/via"] == .target && seen["persistence/key"] == .persistenceKey && seen["/roles"] == .role)
    }

    /// A string key of the same entry with the same name but no `ref:` would be offered the ids
    /// anyway (the lookup is by entry and name): every such pair must agree.
    @Test func noUnmarkedStringKeyShadowsAReference() {
        let marked = Set(ReferencesRenderer.places(root: "Tour", Language.declarations).map { $0.context + "/" + $0.key })
        var unmarked: [String] = []
        func visit(_ name: String, context: String, seen: inout Set<String>) {
            guard let decl = Language.declarations[name], seen.insert(context + "/" + name).inserted else { return }
            let fields: [Field]
            switch decl {
            case .structure(let d): fields = d.fields
            case .union(let d): fields = d.cases.flatMap(\.payload)
            case .stringEnum: fields = []
            }
            for f in fields {
                if f.ref == nil, [.string, .optional(.string), .list(.string)].contains(f.type), marked.contains(context + "/" + f.key) {
                    unmarked.append("\(name).\(f.key)")
                }
                if let base = f.type.declName?.rawValue, let inner = Language.declarations[base] {
                    visit(base, context: f.flattened ? context : ReferencesRenderer.def(of: inner) ?? context, seen: &seen)
                }
            }
        }
        var seen: Set<String> = []
        visit("Tour", context: "", seen: &seen)
        #expect(unmarked.isEmpty, "string keys sharing an entry and name with a reference, without ref: \(unmarked)")
    }
}
