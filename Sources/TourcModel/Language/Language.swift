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

    /// Every declaration, by name.
    public static let declarations: [String: Decl] = Dictionary(
        uniqueKeysWithValues: files.flatMap(\.decls).map { ($0.name, $0) })
}
