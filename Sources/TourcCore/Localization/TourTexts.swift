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

    /// The placeholders of the app declared `type: number` (`%lld` in the catalog; set by
    /// `AppStrings`). Empty for a progress text, whose `{current}`/`{total}` stay `%@`.
    var numbers: Set<String> = []
    /// The source-language plural forms besides `other` (the `texts:` entry's `plural:`); nil
    /// for a text without them. `source` is the `other` form.
    var pluralForms: PluralForms?

    /// `pluralForms` as category → text in CLDR's order (`zero` … `many`).
    var plural: [(category: String, text: String)]? { Self.plural(pluralForms) }

    /// `plural` from the text's `pluralForms` alone, for a caller that reads a text in place.
    static func plural(_ pluralForms: PluralForms?) -> [(category: String, text: String)]? {
        guard let forms = pluralForms else { return nil }
        return [("zero", forms.zero), ("one", forms.one), ("two", forms.two), ("few", forms.few), ("many", forms.many)]
            .compactMap { category, text in text.map { (category, $0) } }
    }

    /// The text's one number placeholder (its count), if it uses exactly one.
    var count: String? { count(order: Placeholders.names(in: source)) }

    /// `count` for a caller that has the source's placeholder names already (`order`).
    func count(order: [String]) -> String? { Self.count(order: order, numbers: numbers) }

    /// `count(order:)` from the text's `numbers` alone, for a caller that reads a text in place
    /// in an array (calling the method there copies the whole text).
    static func count(order: [String], numbers: Set<String>) -> String? {
        let used = order.filter(numbers.contains)
        return used.count == 1 ? used[0] : nil
    }

    /// The source text (its `other` form) in the catalog's spelling.
    var catalogValue: String { catalogValue(order: Placeholders.names(in: source)) }

    /// `catalogValue` for a caller that has the source's placeholder names already (`order`).
    func catalogValue(order: [String]) -> String { Placeholders.toCatalog(source, order: order, numbers: numbers) }

    /// The source text in the catalog's spelling, every plural form with `other`; nil without plural forms.
    var catalogSource: [(category: String, text: String)]? { catalogSource(order: Placeholders.names(in: source)) }

    /// `catalogSource` for a caller that has the source's placeholder names already (`order`).
    func catalogSource(order: [String]) -> [(category: String, text: String)]? {
        guard let plural else { return nil }
        return (plural + [("other", source)]).map { ($0.category, Placeholders.toCatalog($0.text, order: order, numbers: numbers)) }
    }

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
        var out: [TourText] = []
        collect(tour, into: &out)
        return out
    }

    /// `collect(_:)` appended to `out`: an app's texts are gathered into one array, not into an
    /// array per tour that is then copied into the app's.
    static func collect(_ tour: Located<Tour>, into out: inout [TourText]) {
        // Each text goes straight into `out` and gets its id once every text's offset is known
        // (the walk for the ids wants them all): no list of the texts found before, copied into
        // `out` after. No `reserveCapacity` for the tour's texts either: reserving exactly that
        // much would grow the app's array, and copy it, once per tour instead of geometrically.
        let first = out.count
        let style = tour.value.presentation.style
        ShownText.forEach(in: tour) { text, node, role, budget in
            out.append(TourText(id: "", key: "", table: nil, source: text, role: role, style: style, budget: budget, node: node()))
        }
        ProgressFormatText.add(tour, to: &out)
        let paths = Paths(tour, only: out[first...].map { $0.node.node.range.start.offset })
        for j in first..<out.count {
            let id = paths.id(of: out[j].node.node) ?? tour.value.id + ".text\(j - first)"
            out[j].id = id
            out[j].key = id
        }
        let entries = NodeRef(tour.document)["texts"]
        for (i, source) in tour.value.texts.enumerated() {
            let id = tour.value.id + "." + source.text
            for j in first..<out.count where out[j].id == id {
                out[j].key = source.key ?? id
                out[j].table = source.table
                out[j].sourceEntry = entries[i]
                out[j].pluralForms = source.plural
            }
        }
    }

    /// The ids of scalar values of a tour document, by their offset: `<tour>.welcome.title`,
    /// `<tour>.labels.next`, `<tour>.welcome.content.1.items.0.text` (the path of the value, with
    /// each step's index replaced by its id).
    /// Only the offsets in `only` get an id: joining one for every scalar of every tour was a
    /// quarter of `tourc check tours/` (docs/performance-notes.md, issue 23).
    struct Paths {
        /// The wanted offsets, ascending, each once; `ids` holds the id found for each, empty
        /// where none was (an id is never empty: it starts with the tour's id and a `.`).
        /// Plain strings, not optionals: copying an optional string out of an array went through
        /// its type's generic value witnesses.
        private let offsets: [Int]
        private var ids: [String]

        init(_ tour: Located<Tour>, only wanted: [Int]) {
            var offsets = wanted.sorted()
            offsets.removeDuplicatesOfSorted()
            self.offsets = offsets
            // By position in `offsets` (found by binary search), not in a dictionary: each
            // wanted offset is already sorted for the pruning below.
            var ids = [String](repeating: "", count: offsets.count)
            // The id so far as UTF-8 (the tour's id, then `.` and a key per level), grown and cut
            // back in place as the walk descends and returns; a `String` is made only for a
            // wanted value (joining strings per level cost more than the walk).
            var path: [UInt8] = []
            path.reserveCapacity(128)
            let tourID = Array(tour.value.id.utf8)
            // Without aliases every node lies inside its parent, so a subtree whose range holds
            // no wanted offset is skipped (most of a tour is not text: triggers, targets, rules).
            let prunes = !tour.document.hasAliases
            func holdsWanted(_ node: YAMLNode) -> Bool {
                guard prunes else { return true }
                let low = Self.firstIndex(notBelow: node.range.start.offset, in: offsets)
                return low < offsets.count && offsets[low] <= node.range.end.offset
            }
            func walk(_ node: YAMLNode) {
                switch node.kind {
                case .scalar:
                    let at = Self.firstIndex(notBelow: node.range.start.offset, in: offsets)
                    guard at < offsets.count, offsets[at] == node.range.start.offset else { return }
                    ids[at] = String(decoding: path, as: UTF8.self)
                // By position: iterating the pairs themselves copied each (both its nodes).
                case .sequence(let items):
                    for i in items.indices where holdsWanted(items[i]) {
                        let mark = path.count
                        path.append(UInt8(ascii: "."))
                        path.append(contentsOf: String(i).utf8)
                        walk(items[i])
                        path.removeLast(path.count - mark)
                    }
                case .mapping(let pairs):
                    for k in pairs.indices where holdsWanted(pairs[k].value) {
                        let mark = path.count
                        path.append(UInt8(ascii: "."))
                        path.append(contentsOf: (pairs[k].key.string ?? "").utf8)
                        walk(pairs[k].value)
                        path.removeLast(path.count - mark)
                    }
                }
            }
            /// Starts the path at a top-level part: the tour's id, `.`, `part`.
            func start(_ part: String) {
                path.removeAll(keepingCapacity: true)
                path.append(contentsOf: tourID)
                path.append(UInt8(ascii: "."))
                path.append(contentsOf: part.utf8)
            }
            let root = tour.document.root
            for pair in root.pairs ?? [] where holdsWanted(pair.value) {
                let key = pair.key.string ?? ""
                if key == "steps", let steps = pair.value.items {
                    for (i, step) in steps.enumerated() where holdsWanted(step) {
                        start(step["id"]?.string ?? (i < tour.value.steps.count ? tour.value.steps[i].id : String(i)))
                        walk(step)
                    }
                } else {
                    start(key)
                    walk(pair.value)
                }
            }
            self.ids = ids
        }

        /// The id of the text whose value is `node`, nil when its offset was not wanted or is
        /// not a scalar's.
        func id(of node: YAMLNode) -> String? {
            let at = Self.firstIndex(notBelow: node.range.start.offset, in: offsets)
            guard at < offsets.count, offsets[at] == node.range.start.offset, !ids[at].isEmpty else { return nil }
            return ids[at]
        }

        /// The position of the first of the ascending `offsets` at or above `offset`.
        static func firstIndex(notBelow offset: Int, in offsets: [Int]) -> Int {
            var low = 0, high = offsets.count
            while low < high {
                let mid = (low + high) / 2
                if offsets[mid] < offset { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }
}

private extension Array where Element == Int {
    /// Drops the repeats of an ascending array, in place.
    mutating func removeDuplicatesOfSorted() {
        guard count > 1 else { return }
        var kept = 1
        for i in 1..<count where self[i] != self[kept - 1] {
            self[kept] = self[i]
            kept += 1
        }
        removeLast(count - kept)
    }
}
