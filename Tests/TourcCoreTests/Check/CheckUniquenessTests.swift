import Testing
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore

/// Unique ids (TOUR32xx): the second definition is marked; the first is a label.
@Suite struct CheckUniquenessTests {
    typealias F = CheckFixtures

    @Test func duplicateStepLabelsTheFirst() throws {
        let found = try expectDiagnostics(LanguageCodes.duplicateStep, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
              - id: 1️⃣welcome
                type: page
                title: Again
            """)))
        #expect(found.first?.labels.first?.message == "first defined here")
        #expect(found.first?.labels.first?.span.range.start.line == 12)
    }

    @Test func duplicateTourAcrossFiles() throws {
        var files = F.app()
        files["demo/second.yaml"] = F.tour(id: "1️⃣intro")
        let found = try expectDiagnostics(LanguageCodes.duplicateTour, files)
        #expect(found.first?.labels.first?.span.file.hasSuffix("demo/intro.yaml") == true)
    }

    @Test func duplicateTopic() throws {
        try expectDiagnostics(LanguageCodes.duplicateTopic, F.app(tour: F.tour(steps: """
              - id: topics
                type: page
                title: Topics
                content:
                  - type: topics
                    items:
                      - {id: heat, title: Heat, summary: usage, sheet: {title: Heat}}
                      - {id: 1️⃣heat, title: Heat 2, summary: usage, sheet: {title: Heat}}
            """)))
    }

    @Test func duplicateRegistryEntries() throws {
        let registry = F.registry
            .replacingOccurrences(of: "  - {id: weekMarked}", with: "  - {id: weekMarked}\n  - {id: 1️⃣weekMarked}")
            .replacingOccurrences(of: "    major: true", with: "    major: true\n  - version: 2️⃣\"2.0\"")
        try expectDiagnostics(LanguageCodes.duplicateRegistryEntry, F.app(registry: registry))
    }

    @Test func appIdMustMatchFolder() throws {
        try expectDiagnostics(LanguageCodes.appIdMismatch,
                              F.app(registry: F.registry.replacingOccurrences(of: "id: demo", with: "id: 1️⃣other")))
    }

    @Test func tourIdShouldMatchFileStem() throws {
        let found = try expectDiagnostics(LanguageCodes.tourIdMismatch, F.app(tour: F.tour(id: "1️⃣welcome")))
        #expect(found.first?.message.contains("rename the file to `welcome.yaml`") == true)
        #expect(found.first?.suggestions.isEmpty == true)
    }

    /// The advice sweep: a copy of `intro.yaml` saved as `intro_2.yaml` was told to take the
    /// name `intro.yaml`, which would overwrite the original. The copy's id is what to change.
    @Test func aCopiedTourIsToldToChangeItsIdNotToOverwriteTheOriginal() throws {
        var files = F.app()
        files["demo/intro_2.yaml"] = F.tour(id: "1️⃣intro")
        let fixture = try CheckFixture(files)
        let found = fixture.check().filter { $0.code == LanguageCodes.tourIdMismatch }
        #expect(found.map(fixture.position) == [fixture.marker("1️⃣", in: "demo/intro_2.yaml")].compactMap { $0 })
        #expect(found.first?.message.contains("change this id to `intro_2`") == true)
        #expect(found.first?.suggestions == ["intro_2"])
    }
}

/// `UniquenessChecks.report` searches short lists directly and hashes long ones; both report
/// every later use of an id against its first, in order.
@Suite struct CheckUniquenessReportTests {
    func report(_ ids: [String]) throws -> [String] {
        var load = DiagnosticCollector()
        let text = "[" + ids.joined(separator: ", ") + "]\n"
        let document = try #require(YAMLLoader.load(Array(text.utf8), file: "t.yaml", diagnostics: &load).first)
        var d = DiagnosticCollector()
        UniquenessChecks.report(ids, LanguageCodes.duplicateStep, what: "step", in: "here", &d) { NodeRef(document)[$0] }
        return d.diagnostics.map { "\($0.message)@\($0.span?.range.start.column ?? 0)<-\($0.labels.first?.span.range.start.column ?? 0)" }
    }

    @Test func shortAndLongListsReportAlike() throws {
        let short = ["a", "b", "a", "c", "a", "b"]
        let long = short + (0..<20).map { "x\($0)" }
        let expected = try report(short)
        #expect(expected.count == 3)
        #expect(try report(long) == expected)
    }
}
