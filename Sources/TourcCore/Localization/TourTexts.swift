import TourKit
import TourcDiagnostics
import YAMLLoader

/// One text a tour shows, as localization sees it: where it is (`id`), which key holds its
/// translations, and what translators need to know.
public struct TourText: Sendable {
    /// `<tour>.<step>.<field path>`: `walkthrough.welcome.title`, `intro.labels.next`,
    /// `intro.connect.content.1.label`. Derived from the place of the text, so it is stable
    /// while the text is edited (and changes only when the text moves).
    public var id: String
    /// The key in its table: `id`, unless the tour's `texts:` names another.
    public var key: String
    /// The app table that owns the text (`texts:` with `table:`); nil for tourc's catalog.
    public var table: String?
    /// The text in the source language, as the tour writes it (for an app-owned text, the
    /// table's source text once `LocalizationChecks` has read the table).
    public var source: String
    /// What the text is ("title", "button label"), the presentation it is shown in, and its
    /// length budget in characters (nil: none).
    public var role: String
    public var style: PresentationStyle
    public var budget: Int?
    /// The text's value in the tour file.
    var node: NodeRef
    /// The `texts:` entry that gave the key, if one did.
    var sourceEntry: NodeRef?
    /// One of the app-wide default button labels (`AppStrings.defaultLabels`).
    var isDefaultLabel = false

    /// What the placeholders of the text stand for (set by the sync, from app.yaml).
    var placeholderNotes: [String] = []

    /// The comment translators see in the catalog: what the text is, where, its budget, and
    /// what its placeholders stand for.
    public var comment: String {
        var parts = isDefaultLabel
            ? ["Button label of every tour that does not name its own (\(id))"]
            : ["\(role.prefix(1).uppercased() + role.dropFirst()) in a \(style.rawValue) (\(id))"]
        if let budget { parts.append("at most \(budget) characters in English") }
        parts += placeholderNotes
        return parts.joined(separator: "; ") + "."
    }
}

/// Finds every text of a tour with its derived key (docs/localization.md, "Keys").
enum TourTexts {
    /// The texts of `tour`, in the order `ShownText` visits them, with `texts:` applied.
    static func collect(_ tour: Located<Tour>) -> [TourText] {
        let paths = Paths(tour)
        var out: [TourText] = []
        let style = tour.value.presentation.style
        ShownText.forEach(in: tour) { text, node, role, budget in
            let ref = node()
            let id = tour.value.id + "." + (paths.path(of: ref.node) ?? "text\(out.count)")
            out.append(TourText(id: id, key: id, table: nil, source: text, role: role, style: style, budget: budget, node: ref))
        }
        let entries = NodeRef(tour.document)["texts"]
        for (i, source) in tour.value.texts.enumerated() {
            let id = tour.value.id + "." + source.text
            for j in out.indices where out[j].id == id {
                out[j].key = source.key
                out[j].table = source.table
                out[j].sourceEntry = entries[i]
            }
        }
        return out
    }

    /// The path of every scalar value of a tour document, by its offset: `welcome.title`,
    /// `labels.next`, `welcome.content.1.items.0.text`, with each step's index replaced by its id.
    struct Paths {
        private var byOffset: [Int: String] = [:]

        init(_ tour: Located<Tour>) {
            var table: [Int: String] = [:]
            func walk(_ node: YAMLNode, _ path: [String]) {
                switch node.kind {
                case .scalar: table[node.range.start.offset] = path.joined(separator: ".")
                case .sequence(let items):
                    for (i, item) in items.enumerated() { walk(item, path + [String(i)]) }
                case .mapping(let pairs):
                    for pair in pairs { walk(pair.value, path + [pair.key.string ?? ""]) }
                }
            }
            let root = tour.document.root
            for pair in root.pairs ?? [] {
                let key = pair.key.string ?? ""
                if key == "steps", let steps = pair.value.items {
                    for (i, step) in steps.enumerated() {
                        let id = step["id"]?.string ?? (i < tour.value.steps.count ? tour.value.steps[i].id : String(i))
                        walk(step, [id])
                    }
                } else {
                    walk(pair.value, [key])
                }
            }
            byOffset = table
        }

        func path(of node: YAMLNode) -> String? { byOffset[node.range.start.offset] }
    }
}
