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

extension Checker {
    /// `stages` with tourc.yml's `swift` settings given to every stage that checks type names
    /// (`AppCheckStage.styled`); other stages as they are.
    public static func styled(_ stages: [any CheckStage], _ style: SwiftOutputStyle) -> [any CheckStage] {
        stages.map { stage in (stage as? any AppCheckStage)?.styled(style) ?? stage }
    }
}
