/// The stages `tourc check` (and `tourc build`) run after loading YAML, in order. Accepted
/// warnings (`InlineAcceptance`) and tourc.yml's severities apply to what they report, after them.
extension Checker {
    public static var defaultStages: [any CheckStage] {
        [
            SchemaStage(),      // TOUR2xxx, TOUR3003/3004: each file against schemas/*.schema.json
            LanguageStage(),    // TOUR3xxx and TOUR4001: the ten families of `LanguageStage.check`
        ]
    }
}
