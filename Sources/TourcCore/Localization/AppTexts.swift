/// One app's texts as its localization checks worked them out: every text with its key and its
/// source (an app-owned text's source taken from its table), and the String Catalog as read
/// (nil when there is none or it could not be read).
///
/// Why a value of its own: `tourc build` checks an app and then writes its language files, and
/// both need exactly this. Collecting the texts and reading the catalog was done twice per app
/// (about 205M instructions each on corpus (c), docs/performance-notes.md, "session 10, perf2");
/// the check hands this to the output step instead (`LanguageStage` → `BuildDriver.CheckedApp`
/// → `LocalizedOutput.add`).
struct AppTexts: Sendable {
    var strings: AppStrings
    var catalog: StringCatalog?
}
