import JSONSchema
import YAMLLoader
import Testing
import TourcDiagnostics
@testable import TourcCore

private typealias F = CheckFixtures

/// Schema errors in the tour language's words: what the key takes and what to write, one
/// diagnostic per mistake, JSON Schema's vocabulary kept out of the message and notes.
@Suite struct CheckPlainMessagesTests {
    static func page(_ extraStepKeys: String = "", extra: String = "") -> [String: String] {
        F.app(tour: F.tour(extra: extra, steps: """
              - id: welcome
                type: page
                title: Welcome
            \(extraStepKeys)
            """))
    }

    @Test func stringWhereAListIsExpectedSaysWriteAList() throws {
        let found = try expectDiagnostics(SchemaCodes.typeMismatch, Self.page("    when: 1️⃣hasPhases"))
        #expect(found.first?.message.contains("`when: [hasPhases]`") == true)
        #expect(found.first?.fix?.replacement == "[hasPhases]")
        #expect(found.first?.notes.allSatisfy { !$0.contains("oneOf") && !$0.contains("instance path") } == true)
        #expect(found.first?.details.isEmpty == false)
    }

    @Test func yesWhereABooleanIsExpectedSaysTrue() throws {
        let found = try expectDiagnostics(SchemaCodes.typeMismatch, Self.page("    skippable: 1️⃣yes"))
        #expect(found.first?.message.contains("YAML 1.2 reads `yes` as text") == true)
        #expect(found.first?.suggestions == ["true"])
    }

    @Test func numberWithAUnitSaysTheKeysUnit() throws {
        let found = try expectDiagnostics(SchemaCodes.typeMismatch, F.app(tour: F.tour(extra: "estimatedDuration: 1️⃣1.5 minutes")))
        #expect(found.first?.message.contains("seconds") == true)
        #expect(found.first?.message.contains("`estimatedDuration: 90`") == true)
    }

    @Test func unquotedColorReadAsACommentPointsAtTheHash() throws {
        let found = try expectDiagnostics(SchemaCodes.typeMismatch, F.app(tour: F.tour(extra: "visuals:\n  accentColor: 1️⃣#FF9500")))
        #expect(found.first?.suggestions == ["\"#FF9500\""])
        #expect(found.first?.message.contains("comment") == true)
    }

    @Test func kindNameWhereAMappingIsExpected() throws {
        let found = try expectDiagnostics(SchemaCodes.typeMismatch, Self.page("    advance: 1️⃣nextButton"))
        #expect(found.first?.suggestions == ["{type: nextButton}"])
    }

    @Test func unknownAndMissingKeyOfOneMappingAreOneError() throws {
        let found = try expectDiagnostics(SchemaCodes.unknownProperty, Self.page("    advance: {type: component, component: phaseForm, 1️⃣on: [saved, dismissed]}"))
        #expect(found.count == 1)
        #expect(found.first?.message == "`on` is not a key here; did you mean `outcomes`? (this mapping needs `outcomes`)")
        #expect(found.first?.fix?.replacement == "outcomes")
    }

    @Test func underIndentedKeyIsSaidToBelongAbove() throws {
        let found = try expectDiagnostics(SchemaCodes.unknownProperty, F.app(tour: F.tour(extra: """
            visuals:
              animations:
                stepTransition:
                  duration: 0.3
                1️⃣easing: easeOut
            """)))
        #expect(found.first?.message.contains("one of `stepTransition` above") == true)
        let empty = try expectDiagnostics(SchemaCodes.unknownProperty, F.app(tour: F.tour(extra: """
            visuals:
              tooltip:
              1️⃣material: thin
            """)))
        #expect(empty.first?.message.contains("indent `material` by 4 spaces") == true)
    }

    @Test func dateKeyGivenNowSaysDollarNow() throws {
        let registry = F.registry.replacingOccurrences("  - {key: hasSeen, type: bool}", "  - {key: hasSeen, type: bool}\n  - {key: lastSeen, type: date}")
        let write = "- {outcomes: [completed, skipped], key: hasSeen, value: true}"
        let tour = F.tour().replacingOccurrences(write, write + "\n    - {outcomes: [completed], key: lastSeen, value: 1️⃣now}")
        #expect(tour.contains("1️⃣now"))
        let found = try expectDiagnostics(LanguageCodes.stateWriteType, F.app(tour: tour, registry: registry))
        #expect(found.first?.suggestions == ["$now"])
        #expect(found.first?.message.contains("explain") == false)
    }
}

private extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// One error per cause across files: a tour whose file did not load is still a tour of its app.
@Suite struct CheckOneErrorPerCauseTests {
    @Test func referenceToATourWhoseFileFailedToLoadIsNotASecondError() throws {
        var files = F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: More, action: {type: startTour, tour: other}}
                  - {label: Done, action: {type: complete}}
            """))
        files["demo/other.yaml"] = "id: other\nname: 1️⃣\"Other\npresentation: {style: bottomSheet}\n"
        let found = try expectDiagnostics(YAMLCodes.unclosedQuote, files)
        #expect(found.count == 1)
    }

    /// "Missing required property" is JSON Schema's word; the author reads "needs the key", and
    /// is not told that `id` (required too) is a misspelling of `name` (the advice sweep).
    @Test func aMissingKeyIsSaidInTheTourLanguagesWords() throws {
        let tour = "1️⃣" + F.tour().replacingOccurrences(of: "name: Intro\n", with: "")
        let found = try expectDiagnostics(SchemaCodes.missingProperty, F.app(tour: tour))
        #expect(found.count == 1)
        #expect(found.first?.message == "this mapping needs the key `name`")
        #expect(found.first?.notes.contains { $0.contains("misspelling") } == false)
    }
}
