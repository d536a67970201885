/// The one description of the tour language: every struct, string enum and union of TourKit,
/// each field once with its Swift name (= its YAML and JSON key), type, default and documentation.
/// Edit these files, then run `make generate`; see docs/architecture.md.
public enum Language {
    /// Every file of the model, in the order of TourKit's sources.
    public static let files: [ModelFile] = [
        action,
        advance,
        appRegistry,
        block,
        flowRules,
        intent,
        localization,
        pageContent,
        persistence,
        presentation,
        region,
        registryEntries,
        step,
        target,
        tour,
        tourAccessibility,
        tourBundle,
        trigger,
        visuals,
    ]

    /// The JSON Schemas `make generate` writes, each its root type's schema.
    public static let schemas: [SchemaDocument] = [
        SchemaDocument(path: "schemas/tour.schema.json", root: "Tour", defsOrder: [
            "point", "size", "padding", "slice", "region", "spotlight", "hapticCue", "animation",
            "illustration", "listItem", "legendItem", "sheet", "topic", "componentEmbed", "action",
            "actionButton", "block", "advance", "intent", "fallback", "trigger", "coachMark", "gestureHint",
            "targetFallback", "step", "labelOverrides", "stepAccessibility", "presentation", "flow",
            "persistence", "visuals", "labels", "accessibility", "edgeCase", "textSource",
        ]),
        SchemaDocument(path: "schemas/app.schema.json", root: "AppRegistry", defsOrder: [
            "rect", "localization", "stringTable", "textPlaceholder", "version", "role", "screen", "target", "event", "condition", "field", "component", "persistenceKey", "tag", "analyticsEvent",
        ]),
    ]

    /// Every declaration, by name.
    public static let declarations: [String: Decl] = Dictionary(
        uniqueKeysWithValues: files.flatMap(\.decls).map { ($0.name, $0) })
}
