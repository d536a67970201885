import Testing
@testable import TourcCore

/// Values (TOUR34xx) and the schema stage's own diagnostics (quote fix, documents per file).
@Suite struct CheckValueTests {
    typealias F = CheckFixtures

    @Test func unquotedVersionGetsAQuoteFixWithTheOriginalText() throws {
        let registry = F.registry.replacingOccurrences(of: "version: \"1.0\"", with: "version: 1️⃣1.10")
        let fixture = try CheckFixture(F.app(registry: registry))
        let diagnostics = fixture.check()
        let typeError = try #require(diagnostics.first { $0.code.id == "TOUR2001" })
        #expect(fixture.position(of: typeError) == fixture.marker("1️⃣", in: "demo/app.yaml"))
        #expect(typeError.fix?.replacement == "\"1.10\"")
        #expect(typeError.suggestions == ["\"1.10\""])
    }

    @Test func unquotedBooleanIdGetsAQuoteFix() throws {
        let fixture = try CheckFixture(F.app(tour: F.tour(id: "1️⃣true")))
        let typeError = try #require(fixture.check().first { $0.code.id == "TOUR2001" })
        #expect(typeError.fix?.replacement == "\"true\"")
    }

    @Test func secondDocumentInAFile() throws {
        try expectDiagnostics(LanguageCodes.multipleDocuments, F.app(tour: F.tour() + "\n---\n1️⃣id: other\n"))
    }

    @Test func emptyTourFile() throws {
        try expectDiagnostics(LanguageCodes.emptyFile, F.app(tour: "1️⃣# nothing yet\n"))
    }

    @Test func majorUpdateNamesAMajorVersion() throws {
        let tour = F.tour().replacingOccurrences(of: "  - type: firstLaunch",
                                                 with: "  - {type: majorUpdate, versionKey: hasSeen, version: 1️⃣\"1.0\"}")
        let found = try expectDiagnostics(LanguageCodes.unknownVersion, F.app(tour: tour))
        #expect(found.first?.suggestions == ["2.0"])
    }

    @Test func versionsOutOfOrderWarn() throws {
        let registry = F.registry.replacingOccurrences(of: "version: \"1.0\"", with: "version: \"2.1\"")
            .replacingOccurrences(of: "  - version: \"2.0\"", with: "  - version: 1️⃣\"2.0\"")
        try expectDiagnostics(LanguageCodes.versionOrder, F.app(registry: registry))
    }

    @Test func longDurationsWarn() throws {
        try expectDiagnostics(LanguageCodes.durationTooLong, F.app(tour: F.tour(extra: """
            estimatedDuration: 1️⃣3600
            flow: {stepDelay: 2️⃣1500}
            visuals:
              animations:
                stepTransition: {duration: 3️⃣300}
            """)))
    }

    @Test func zeroRetryDelayIsAnError() throws {
        try expectDiagnostics(LanguageCodes.durationNotPositive, F.app(tour: F.tour(extra: """
            flow:
              recovery: {retryDelay: 1️⃣0, fallback: {type: skipStep}}
            """)))
    }

    @Test func tooManyRetriesWarn() throws {
        try expectDiagnostics(LanguageCodes.tooManyRetries, F.app(tour: F.tour(extra: """
            flow:
              recovery: {maxRetries: 1️⃣50, fallback: {type: skipStep}}
            """)))
    }

    @Test func lightDimOnSpotlightWarns() throws {
        try expectDiagnostics(LanguageCodes.dimTooLight, F.app(tour: F.tour(style: "spotlight", steps: """
              - id: look
                type: spotlight
                title: Look
                body: The grid.
                dim: 1️⃣0.1
                spotlight: {regions: [{target: grid}]}
                coachMark: {position: automatic}
                advance: {type: nextButton}
            """)))
        // A coach mark without a spotlight has no cut-out to lose against a light dim.
        let fixture = try CheckFixture(F.app(tour: F.tour(style: "spotlight", steps: """
              - {id: look, type: spotlight, title: Look, body: The grid., dim: 0.1, coachMark: {position: automatic}, advance: {type: nextButton}}
            """)))
        #expect(fixture.check().filter { $0.code == LanguageCodes.dimTooLight }.isEmpty)
    }
}
