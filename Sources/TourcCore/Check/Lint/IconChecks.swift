import JSONSchema
import TourKit
import TourcDiagnostics
import YAMLLoader

/// Icons (TOUR3406, TOUR3407): an `icon` names an SF Symbol and an `iconAsset` an image of the
/// app's asset catalog (docs/language.md, "Icons"). A custom symbol (the SF Symbols app exports
/// them as `custom.…`) lives in the asset catalog: written as an `icon`, `Image(systemName:)`
/// would show nothing and say nothing, so it is an error with the fix.
///
/// The same holds for an illustration's `symbol` (its image form is `asset`). A name the schema's
/// SF Symbol pattern refuses (`AppLogo`) gets the same advice from `rewrite` (called by
/// `SchemaMessages`); this check sees the names that pass the pattern.
enum IconChecks {
    /// The step types whose icon may be an asset-catalog image (`iconAsset`).
    static let assetStepTypes: Set<String> = ["page", "spotlight", "tooltip"]

    /// The prefix the SF Symbols app gives exported custom symbols.
    static let customPrefix = "custom."

    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        check(scope.registry, &diagnostics)
        for tour in scope.tours { check(tour, &diagnostics) }
    }

    /// `icon` and `iconAsset` on one mapping (a step, list row, topic card, sheet or link).
    static func twoIcons(_ icon: String?, _ asset: String?, _ node: NodeRef, _ d: inout DiagnosticCollector) {
        guard icon != nil, asset != nil else { return }
        d.emit(LanguageCodes.twoIcons,
               "`icon` and `iconAsset` are both given; keep the SF Symbol (`icon`) or the asset-catalog image (`iconAsset`)",
               at: node["iconAsset"].keySpan, labels: [Diagnostic.Label(span: node["icon"].keySpan, message: "the SF Symbol")])
    }

    /// Every SF Symbol of the registry (its targets' `icon`).
    static func check(_ registry: Located<AppRegistry>, _ d: inout DiagnosticCollector) {
        let targets = registry.value.targets
        for i in targets.indices where isCustom(targets[i].icon) {
            customSymbol(NodeRef(registry.document)["targets"][i]["icon"], key: "icon", assetKey: nil, &d)
        }
    }

    /// Every SF Symbol of a tour, read from the typed values; a node is looked up only for a
    /// name that is reported (`tourc check` runs this over every tour).
    static func check(_ tour: Located<Tour>, _ d: inout DiagnosticCollector) {
        func visit(_ name: String?, _ node: @autoclosure () -> NodeRef, _ key: String = "icon", asset: String? = nil) {
            if isCustom(name) { customSymbol(node(), key: key, assetKey: asset, &d) }
        }
        func sheet(_ sheet: Sheet, _ node: () -> NodeRef) {
            twoIcons(sheet.icon, sheet.iconAsset, node(), &d)
            visit(sheet.icon, node()["icon"], asset: "iconAsset")
            blocks(sheet.content, node()["content"])
        }
        func embed(_ embed: ComponentEmbed, _ node: () -> NodeRef) {
            for (i, option) in embed.options.enumerated() { visit(option.icon, node()["options"][i]["icon"]) }
        }
        func action(_ action: Action, _ node: () -> NodeRef) {
            switch action {
            case .showSheet(let s): sheet(s) { node()["sheet"] }
            case .presentComponent(let e): embed(e, node)
            case .next, .back, .skip, .complete, .dismiss, .startTour, .goTo, .openScreen, .openURL, .perform: break  // no icon
            }
        }
        // Sheets inside blocks are walked here, not by `TourWalker.forEachBlock` (which also
        // follows them), so that each block is visited once.
        func blocks(_ content: [Block], _ node: @autoclosure () -> NodeRef) {
            for (i, block) in content.enumerated() {
                func ref() -> NodeRef { node()[i] }
                switch block {
                case .bullets(let items, _):
                    for (j, item) in items.enumerated() {
                        twoIcons(item.icon, item.iconAsset, ref()["items"][j], &d)
                        visit(item.icon, ref()["items"][j]["icon"], asset: "iconAsset")
                    }
                case .topics(let items):
                    for (j, topic) in items.enumerated() {
                        twoIcons(topic.icon, topic.iconAsset, ref()["items"][j], &d)
                        visit(topic.icon, ref()["items"][j]["icon"], asset: "iconAsset")
                        sheet(topic.sheet) { ref()["items"][j]["sheet"] }
                    }
                case .link(_, let icon, let iconAsset, let a):
                    twoIcons(icon, iconAsset, ref(), &d)
                    visit(icon, ref()["icon"], asset: "iconAsset")
                    action(a) { ref()["action"] }
                case .component(let e): embed(e, ref)
                case .illustration(let ill): visit(ill.symbol, ref()["symbol"], "symbol", asset: "asset")
                case .text, .numbered, .legend: break
                }
            }
        }
        let root = NodeRef(tour.document)
        for (i, trigger) in tour.value.triggers.enumerated() {
            if let entry = trigger.manualEntry { visit(entry.icon, root["triggers"][i]["icon"]) }
        }
        TourWalker(tour: tour).forEachStep { _, step, node in
            switch step.kind {
            case .page(let page):
                twoIcons(page.icon, page.iconAsset, node, &d)
                visit(page.icon, node["icon"], asset: "iconAsset")
                visit(page.illustration?.symbol, node["illustration"]["symbol"], "symbol", asset: "asset")
                for (i, button) in page.actions.enumerated() {
                    visit(button.icon, node["actions"][i]["icon"])
                    action(button.action) { node["actions"][i]["action"] }
                }
                blocks(page.content, node["content"])
            case .spotlight(let spot):
                twoIcons(spot.icon, spot.iconAsset, node, &d)
                visit(spot.icon, node["icon"], asset: "iconAsset")
                visit(spot.gestureHint?.icon, node["gestureHint"]["icon"])
                if let e = spot.component { embed(e) { node["component"] } }
            case .tooltip(let tip):
                twoIcons(tip.icon, tip.iconAsset, node, &d)
                visit(tip.icon, node["icon"], asset: "iconAsset")
            case .intents: break
            }
        }
    }

    static func isCustom(_ name: String?) -> Bool { name?.hasPrefix(customPrefix) ?? false }

    /// `icon: custom.…` or `symbol: custom.…`: an asset written as an SF Symbol. `assetKey`: the
    /// key beside it that takes an asset-catalog image, if any.
    static func customSymbol(_ node: NodeRef, key: String, assetKey: String?, _ d: inout DiagnosticCollector) {
        let name = node.node.string ?? ""
        let message = "`\(name)` is a custom symbol, which an app keeps in its asset catalog, not an SF Symbol: "
            + "as `\(key)` it would show nothing; " + advice(name, assetKey: assetKey)
        d.emit(LanguageCodes.assetAsSymbol, message, at: node.span,
               fix: assetKey.map { Diagnostic.Fix(span: node.keySpan, replacement: $0, message: "write `\($0):`") })
    }

    /// The key that takes an asset-catalog image where `key` takes an SF Symbol: a step's
    /// `iconAsset`, an illustration's `asset`; nil where only SF Symbols are shown.
    static func assetKey(for key: String, in node: YAMLNode) -> String? {
        if key == "symbol" { return "asset" }
        guard key == "icon", let type = node.pair(forKey: "type")?.value.string, node.pair(forKey: "id") != nil,
              assetStepTypes.contains(type) else { return nil }
        return "iconAsset"
    }

    /// `iconAsset` where the schema object that rejected an `icon` also declares it (list rows,
    /// topic cards, sheets, links): read from the tour schema at the diagnostic's schema path,
    /// so a new place with both keys needs no change here. Runs only on this error's path.
    static func assetSibling(of key: String, _ d: Diagnostic) -> String? {
        guard key == "icon", let note = (d.details + d.notes).first(where: { $0.contains("schema path: ") }),
              let start = note.range(of: "schema path: ") else { return nil }
        let path = note[start.upperBound...]
        guard let hash = path.firstIndex(of: "#") else { return nil }
        let pointer = path[path.index(after: hash)...]
        let suffix = "/properties/icon/pattern"
        guard pointer.hasSuffix(suffix), let text = TourSchemas.document("tour.schema.json"),
              let schema = try? JSONParser.parse(text) else { return nil }
        var node = schema
        for token in pointer.dropLast(suffix.count).split(separator: "/") {
            let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let pairs = node.pairs, let next = pairs.first(where: { $0.key.stringKey == name })?.value {
                node = next
            } else if case .sequence(let items) = node.kind, let i = Int(name), items.indices.contains(i) {
                node = items[i]
            } else {
                return nil
            }
        }
        let properties = node.pairs?.first { $0.key.stringKey == "properties" }?.value
        return properties?.pairs?.contains { $0.key.stringKey == "iconAsset" } == true ? "iconAsset" : nil
    }

    /// What to write instead of an SF Symbol key that names an asset-catalog image.
    static func advice(_ name: String, assetKey: String?) -> String {
        if let assetKey { return "write `\(assetKey): \(name)`" }
        return "an asset-catalog image cannot be shown here, so use an SF Symbol "
            + "(a `page`, `spotlight` or `tooltip` step, a list row, a topic card, a sheet and a link take one as `iconAsset`, an illustration as `asset`)"
    }
}

extension IconChecks {
    /// The schema's SF Symbol pattern.
    static let symbolPattern = "^[a-z0-9]+(\\.[a-z0-9]+)*$"

    /// The schema's "does not match the pattern" for an SF Symbol name, in the language's words:
    /// what an SF Symbol name looks like and, where the value could be an asset-catalog image,
    /// the `iconAsset` fix.
    static func rewrite(_ d: Diagnostic, in document: YAMLDocument) -> Diagnostic {
        guard d.message.contains("`\(symbolPattern)`"), let range = d.span?.range,
              let (mapping, key) = pair(ofValueAt: range, in: document.root),
              let name = SchemaMessages.node(at: range, in: document.root)?.string else { return d }
        var copy = d
        let replacement = key.stringKey.flatMap { Self.assetKey(for: $0, in: mapping) ?? Self.assetSibling(of: $0, d) }
        copy.message = "`\(name)` cannot be an SF Symbol name (those are lowercase words and digits joined by dots, "
            + "e.g. `star.fill`); " + (replacement == nil ? "" : "if it is an image of the app's asset catalog, ")
            + advice(name, assetKey: replacement)
        if let replacement, let file = d.span?.file {
            copy.fix = Diagnostic.Fix(span: SourceSpan(file: file, range: key.range), replacement: replacement, message: "write `\(replacement):`")
        }
        return copy
    }

    /// The mapping holding the value at exactly `range`, and that value's key.
    static func pair(ofValueAt range: SourceRange, in root: YAMLNode) -> (YAMLNode, YAMLNode)? {
        var node = root
        while true {
            if case .mapping(let pairs) = node.kind,
               let pair = pairs.first(where: { $0.value.range.start.offset == range.start.offset && $0.value.range.end.offset == range.end.offset }) {
                return (node, pair.key)
            }
            guard let child = SchemaMessages.child(of: node, containing: range) else { return nil }
            node = child
        }
    }
}
