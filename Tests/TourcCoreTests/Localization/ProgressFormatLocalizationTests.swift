import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// A tour's `progress.format` is a text of the catalog (issue 23; docs/localization.md,
/// "Progress text"): synced with a comment that says what `{current}` and `{total}` are, and
/// every translation checked to use both, like any text's placeholders.
@Suite struct ProgressFormatLocalizationTests {
    typealias F = CheckFixtures
    typealias L = LocalizationCheckTests

    static let tour = F.tour().replacingOccurrences(
        of: "presentation: {style: bottomSheet}",
        with: "presentation: {style: bottomSheet, progress: {style: counter, format: \"Step {current} of {total}\"}}")

    static func entries(german: String) -> [String] {
        [
            L.entry("intro.presentation.progress.format", en: "Step %1$@ of %2$@", de: german),
            L.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            L.entry("intro.welcome.title", en: "Welcome", de: "\"Willkommen\""),
        ]
    }

    @Test func aTranslatedFormatChecksClean() throws {
        // `{current}` and `{total}` are not app placeholders, and need no declaration.
        let fixture = try CheckFixture(L.files(tour: Self.tour, catalog: L.catalog(Self.entries(german: "\"%2$@: Schritt %1$@\""))))
        let found = fixture.check()
        #expect(found.isEmpty, "\(found.map { "\(fixture.position(of: $0)) \($0.code.id) \($0.message)" })")
    }

    @Test func aTranslationMustUseBothNumbers() throws {
        try expectDiagnostics(LocalizationCodes.placeholderMismatch,
                              L.files(tour: Self.tour, catalog: L.catalog(Self.entries(german: "1️⃣\"Schritt %1$@\""))))
        try expectDiagnostics(LocalizationCodes.placeholderMismatch,
                              L.files(tour: Self.tour, catalog: L.catalog(Self.entries(german: "1️⃣\"Schritt %1$@ von %3$@\""))))
    }

    @Test func aCatalogWithoutTheFormatIsOutOfDate() throws {
        let tour = Self.tour.replacingOccurrences(of: "format: \"Step", with: "format: 1️⃣\"Step")
        try expectDiagnostics(LocalizationCodes.catalogOutOfDate, L.files(tour: tour, catalog: L.catalog(L.goodEntries)))
    }

    @Test func syncWritesItWithWhatTheNumbersAre() throws {
        let folder = try CatalogSyncTests.Folder(tour: Self.tour)
        defer { folder.remove() }
        let report = folder.sync()
        #expect(report.diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty)
        let text = try folder.catalog
        #expect(text.contains("""
                "intro.presentation.progress.format" : {
                  "comment" : "Progress text in a bottomSheet (intro.presentation.progress.format); %1$@ is {current}: the step's position, counting from 1 (e.g. 2); %2$@ is {total}: the number of steps counted (e.g. 5).",
            """), "\(text)")
        #expect(text.contains("\"value\" : \"Step %1$@ of %2$@\""))
    }
}
