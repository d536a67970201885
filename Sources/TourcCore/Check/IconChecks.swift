import TourcDiagnostics
import YAMLLoader

/// Icons (TOUR3406, TOUR3407): an `icon` names an SF Symbol and an `iconAsset` an image of the
/// app's asset catalog (docs/language.md, "Icons"). A custom symbol (the SF Symbols app exports
/// them as `custom.…`) lives in the asset catalog: written as an `icon`, `Image(systemName:)`
/// would show nothing and say nothing, so it is an error with the fix.
///
/// A name the schema's SF Symbol pattern refuses (`AppLogo`) is rewritten by `IconAdvice` in the
/// same words; this check sees the names that pass the pattern.
enum IconChecks {
    /// The step types whose icon may be an asset-catalog image (`iconAsset`).
    static let assetStepTypes: Set<String> = ["page", "spotlight", "tooltip"]

    /// The prefix the SF Symbols app gives exported custom symbols.
    static let customPrefix = "custom."

    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        check(scope.registry.document, &diagnostics)
        for tour in scope.tours { check(tour.document, &diagnostics) }
    }

    /// Every mapping of the document, walked with an explicit stack (documents may nest deeply).
    static func check(_ document: YAMLDocument, _ d: inout DiagnosticCollector) {
        var stack: [YAMLNode] = [document.root]
        while let node = stack.popLast() {
            switch node.kind {
            case .scalar: continue
            case .sequence(let items):
                for item in items.reversed() where !item.isScalar { stack.append(item) }
            case .mapping(let pairs):
                mapping(node, document.file, &d)
                for pair in pairs.reversed() where !pair.value.isScalar { stack.append(pair.value) }
            }
        }
    }

    static func mapping(_ node: YAMLNode, _ file: String, _ d: inout DiagnosticCollector) {
        guard let icon = node.pair(forKey: "icon") else { return }
        let takesAsset = takesAssets(node)
        if let asset = node.pair(forKey: "iconAsset") {
            d.emit(LanguageCodes.twoIcons,
                   "`icon` and `iconAsset` are both given; keep the SF Symbol (`icon`) or the asset-catalog image (`iconAsset`)",
                   at: SourceSpan(file: file, range: asset.key.range),
                   labels: [Diagnostic.Label(span: SourceSpan(file: file, range: icon.key.range), message: "the SF Symbol")])
            return
        }
        guard let name = icon.value.string, name.hasPrefix(customPrefix) else { return }
        let message = "`\(name)` is a custom symbol, which an app keeps in its asset catalog, not an SF Symbol: "
            + "as an `icon` it would show nothing; " + advice(name, takesAsset: takesAsset)
        let keySpan = SourceSpan(file: file, range: icon.key.range)
        d.emit(LanguageCodes.assetAsSymbol, message, at: SourceSpan(file: file, range: icon.value.range),
               fix: takesAsset ? Diagnostic.Fix(span: keySpan, replacement: "iconAsset", message: "write `iconAsset:`") : nil)
    }

    /// Whether the mapping is a step that takes `iconAsset`.
    static func takesAssets(_ node: YAMLNode) -> Bool {
        guard let type = node.pair(forKey: "type")?.value.string, node.pair(forKey: "id") != nil else { return false }
        return assetStepTypes.contains(type)
    }

    /// What to write instead of an `icon` that names an asset-catalog image.
    static func advice(_ name: String, takesAsset: Bool) -> String {
        takesAsset
            ? "write `iconAsset: \(name)`"
            : "use an SF Symbol here (only a `page`, `spotlight` or `tooltip` step takes an asset-catalog image, as `iconAsset`)"
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
        let takesAsset = key.stringKey == "icon" && takesAssets(mapping)
        copy.message = "`\(name)` cannot be an SF Symbol name (those are lowercase words and digits joined by dots, "
            + "e.g. `star.fill`); if it is an image of the app's asset catalog, "
            + advice(name, takesAsset: takesAsset)
        if takesAsset, let file = d.span?.file {
            copy.fix = Diagnostic.Fix(span: SourceSpan(file: file, range: key.range), replacement: "iconAsset", message: "write `iconAsset:`")
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

private extension YAMLNode {
    var isScalar: Bool { if case .scalar = kind { true } else { false } }
}
