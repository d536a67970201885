import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// `tourc check` reports everything `tourc build` would: on a corpus of broken inputs (the bundled
/// tours with one edit each), the two commands' diagnostics are equal, positions included, and
/// every error has a file, line and column. Each case of issue 15's item 5 is here: names the
/// generated Swift cannot take, two ids with one Swift name, two apps with one Swift type, and
/// numbers JSON cannot hold.
@Suite("Check finds what build finds")
struct CheckFindsWhatBuildFindsTests {
    /// One broken input: a file of tours/ (relative to tours/) edited, or a file added.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var edit: @Sendable (String) -> String
        /// Another file to write (path relative to tours/, text), e.g. a second tour.
        var extra: (String, String)?
        /// Files of tours/ to leave out.
        var removed: [String] = []
        /// A code every such run must report.
        var code: String
        var testDescription: String { name }
    }

    static func replacing(_ old: String, _ new: String) -> @Sendable (String) -> String {
        { text in
            precondition(text.contains(old), "the corpus edit does not apply: \(old)")
            return text.replacingOccurrences(of: old, with: new)
        }
    }

    static let cases: [Case] = [
        Case(name: "two apps with one Swift type", file: "ops/app.yaml", edit: replacing("name: OPS", "name: Finite"), code: "TOUR4001"),
        Case(name: "two apps, one named after the other's id", file: "ops/app.yaml", edit: replacing("name: OPS", "name: carrier-wave"), code: "TOUR4001"),
        Case(name: "step id rawValue", file: "finite/walkthrough.yaml", edit: replacing("- id: gridIntro", "- id: rawValue"), code: "TOUR4001"),
        Case(name: "step id allCases", file: "finite/walkthrough.yaml", edit: replacing("- id: gridIntro", "- id: allCases"), code: "TOUR4001"),
        Case(name: "step id self", file: "omnisite/onboarding.yaml", edit: replacing("- id: whyRotationMatters", "- id: self"), code: "TOUR4001"),
        Case(name: "target id self", file: "finite/app.yaml", edit: replacing("- id: dotIndicator\n", "- id: self\n"), code: "TOUR4001"),
        Case(name: "event id hash-value", file: "finite/app.yaml", edit: replacing("- id: revealCompleted", "- id: hash-value"), code: "TOUR4001"),
        Case(name: "tour id registry", file: "finite/walkthrough.yaml", edit: replacing("id: walkthrough\n", "id: registry\n"),
             extra: nil, removed: [], code: "TOUR4001"),
        Case(name: "tour id bundle", file: "ops/field_onboarding.yaml", edit: replacing("id: field_onboarding\n", "id: bundle\n"),
             code: "TOUR4001"),
        Case(name: "tour ids differing only in punctuation", file: "carrier-wave/pota_activations.yaml", edit: { $0 },
             extra: ("carrier-wave/pota-activations.yaml", "@copy carrier-wave/pota_activations.yaml id: pota_activations\n=>id: pota-activations\n"),
             code: "TOUR4001"),
        Case(name: "step ids that become one Swift name", file: "omnisite/onboarding.yaml",
             edit: replacing("- id: loggingAPlacement", "- id: why-rotation-matters"), code: "TOUR4001"),
        Case(name: "target ids that become one Swift name", file: "finite/app.yaml",
             edit: replacing("- id: firstWeeks\n", "- id: current.week\n"), code: "TOUR4001"),
        // The ids an app passes to TourKitRuntime are typed too (SwiftIDNamespace).
        Case(name: "screen ids that become one Swift name", file: "ops/app.yaml", edit: replacing("  - id: calendar\n", "  - id: job-board\n"), code: "TOUR4001"),
        Case(name: "role id self", file: "ops/app.yaml", edit: replacing("  - id: admin\n", "  - id: self\n"), code: "TOUR4001"),
        Case(name: "condition id rawValue", file: "ops/app.yaml", edit: replacing("  - id: isSignedIn\n", "  - id: rawValue\n"), code: "TOUR4001"),
        Case(name: "persistence keys that become one Swift name", file: "ops/app.yaml",
             edit: replacing("  - key: tour_never_show\n", "  - key: tourProgress\n"), code: "TOUR4001"),
        Case(name: "a printable persistence key whose Swift name another key has", file: "ops/app.yaml",
             edit: replacing("  - key: tour_never_show\n", "  - key: \"tour:progress\"\n"), code: "TOUR4001"),
        Case(name: "analytics ids that become one Swift name", file: "ops/app.yaml",
             edit: replacing("  - id: gestureDemo\n", "  - id: tour-started\n"), code: "TOUR4001"),
        Case(name: "number .inf", file: "finite/walkthrough.yaml", edit: replacing("delay: 1.5", "delay: .inf"), code: "TOUR2006"),
        Case(name: "number +.Inf", file: "finite/walkthrough.yaml", edit: replacing("delay: 1.5", "delay: +.Inf"), code: "TOUR2006"),
        Case(name: "number 1e400", file: "finite/walkthrough.yaml", edit: replacing("delay: 1.5", "delay: 1e400"), code: "TOUR2006"),
        Case(name: "integer of 400 digits", file: "finite/walkthrough.yaml",
             edit: replacing("delay: 1.5", "delay: 1" + String(repeating: "0", count: 400)), code: "TOUR2006"),
        Case(name: "an unresolved reference", file: "finite/walkthrough.yaml", edit: replacing("target: grid\n", "target: gird\n"), code: "TOUR3101"),
    ]

    /// tours/ copied with the case's edit applied.
    private func corpus(_ c: Case) throws -> WriteTempDir {
        let dir = WriteTempDir()
        let root = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours")
        for app in ["carrier-wave", "finite", "omnisite", "ops"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(app).path) where name.hasSuffix(".yaml") || name.hasSuffix(".xcstrings") {
                let relative = "\(app)/\(name)"
                if c.removed.contains(relative) { continue }
                let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                dir.write("tours/\(relative)", relative == c.file ? c.edit(text) : text)
            }
        }
        if let (path, spec) = c.extra {
            // `@copy <file> <old>\n=><new>`: another file made from a bundled one.
            let lines = spec.dropFirst("@copy ".count).split(separator: "\n")
            let head = lines[0].split(separator: " ", maxSplits: 1)
            let text = try String(contentsOf: root.appendingPathComponent(String(head[0])), encoding: .utf8)
            dir.write("tours/\(path)", text.replacingOccurrences(of: String(head[1]) + "\n", with: String(lines[1].dropFirst(2)) + "\n"))
        }
        return dir
    }

    static func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { d in
            let start = d.span?.range.start, end = d.span?.range.end
            let labels = d.labels.map { "\($0.span.file):\($0.span.range.start.line):\($0.span.range.start.column) \($0.message)" }
            return "\(d.severity) \(d.code.id) \(d.span?.file ?? "-"):\(start?.line ?? 0):\(start?.column ?? 0)+\(start?.offset ?? 0)"
                + "-\(end?.line ?? 0):\(end?.column ?? 0) \(d.message) \(labels)"
        }.sorted()
    }

    @Test(arguments: cases)
    func checkReportsWhatBuildReports(_ c: Case) throws {
        let dir = try corpus(c)
        let check = Checker(jobs: 1).check(paths: [dir.file("tours")])
        let build = BuildDriver(options: BuildOptions(input: dir.file("tours"), output: dir.file("out"), jobs: 1, mode: .dryRun)).run()
        let checkErrors = check.diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(checkErrors.contains { $0.code.id == c.code }, "check must report \(c.code): \(Self.located(check.diagnostics.diagnostics))")
        for error in checkErrors {
            let span = try #require(error.span, "every error is located: \(error.message)")
            #expect(!span.file.isEmpty && span.range.start.line > 0 && span.range.start.column > 0)
        }
        #expect(Self.located(build.diagnostics.diagnostics) == Self.located(check.diagnostics.diagnostics))
    }

    /// A number no Double can hold is one mistake: one error alone (the schema's range, TOUR2006,
    /// since every number has one: docs/language.md, "Numbers"), not also TOUR4004 or the "more
    /// than the usual 30 seconds" warning a huge but finite delay gets.
    @Test(arguments: ["delay: .inf", "delay: 1e400"])
    func aNumberTooLargeForADoubleGetsOneDiagnostic(_ value: String) throws {
        let dir = try corpus(Case(name: value, file: "finite/walkthrough.yaml", edit: Self.replacing("delay: 1.5", value), code: "TOUR2006"))
        let check = Checker(jobs: 1).check(paths: [dir.file("tours/finite")])
        #expect(check.diagnostics.diagnostics.map(\.code.id) == ["TOUR2006"], "\(Self.located(check.diagnostics.diagnostics))")
    }

    @Test func theBundledToursAreCleanForBoth() throws {
        let root = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours").path
        let check = Checker(jobs: 1).check(paths: [root])
        let dir = WriteTempDir()
        let build = BuildDriver(options: BuildOptions(input: root, output: dir.file("out"), jobs: 1, mode: .dryRun)).run()
        #expect(!check.diagnostics.hasErrors && !build.diagnostics.hasErrors)
    }

    @Test func theNamingMessagesPointAtTheIdsAndSayWhatToDo() throws {
        let dir = try corpus(Self.cases.first { $0.name == "step ids that become one Swift name" }!)
        let check = Checker(jobs: 1).check(paths: [dir.file("tours")])
        let collision = try #require(check.diagnostics.diagnostics.first { $0.code.id == "TOUR4001" })
        #expect(collision.message.contains("`whyRotationMatters`"))
        #expect(collision.message.contains("rename one of them"))
        #expect(collision.span?.file.hasSuffix("omnisite/onboarding.yaml") == true)
        #expect(collision.labels.count == 1)

        let apps = try corpus(Self.cases[0])
        let appCheck = Checker(jobs: 1).check(paths: [apps.file("tours")])
        let app = try #require(appCheck.diagnostics.diagnostics.first { $0.code.id == "TOUR4001" })
        #expect(app.span?.file.hasSuffix("ops/app.yaml") == true)
        #expect(app.span?.range.start.line == 8 && app.span?.range.start.column == 7)
        #expect(app.labels.first?.span.file.hasSuffix("finite/app.yaml") == true)
        #expect(app.message.contains("FiniteTours"))
    }
}
