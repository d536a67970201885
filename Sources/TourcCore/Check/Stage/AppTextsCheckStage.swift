import TourcDiagnostics

/// An `AppCheckStage` whose whole-app check also hands over the app's texts and catalog as its
/// localization checks worked them out (`AppTexts`), so `tourc build` writes the language files
/// from them instead of collecting the texts and reading the catalog a second time. Asked for as
/// a capability (`as? any AppTextsCheckStage`), like `AppCheckStage`: a stage without it (a
/// test's) still builds, the output step then works the texts out itself.
protocol AppTextsCheckStage: AppCheckStage {
    /// `checkApp`, with the texts (nil for an app without `localization`).
    func checkAppKeepingTexts(_ context: CheckContext, id: String, registryPath: String,
                              diagnostics: inout DiagnosticCollector) -> (decoded: DecodedApp, texts: AppTexts?)?
}

extension LanguageStage: AppTextsCheckStage {}
