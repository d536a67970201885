/// The stages `tourc check` (and `tourc build`) run after loading YAML, in order.
extension Checker {
    public static var defaultStages: [any CheckStage] {
        [
            SchemaStage(),      // TOUR2xxx, TOUR3003/3004: each file against schemas/*.schema.json
            LanguageStage(),    // TOUR3xxx: references, ids, flow, values, content lint
        ]
    }
}
