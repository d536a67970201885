import Foundation
import Testing

/// tourc.yml's `localization.required` (issue 23 item 3): a missing translation is a warning,
/// and an error for a language the project requires, in `check` and `build` alike.
@Suite struct RequiredLanguageTests {
    @Test func aMissingTranslationIsAnErrorOnlyInARequiredLanguage() throws {
        let ws = try Workspace()
        _ = try BuildCommandTests.copyTours(into: ws)
        let registry = try String(contentsOf: ws.url.appendingPathComponent("tours/finite/app.yaml"), encoding: .utf8)
        try ws.write("tours/finite/app.yaml", registry.replacingOccurrences(of: "  languages: [de]", with: "  languages: [de, fr]"))

        let optional = try TourcProcess.run(["check", "tours/finite"], in: ws.url)
        #expect(optional.status == 0, "\(optional.stderr)")
        #expect(optional.stderr.contains("warning[TOUR3707]: no text is translated into `fr` yet"), "\(optional.stderr)")

        try ws.write("tourc.yml", "localization:\n  required: [fr]\n")
        let required = try TourcProcess.run(["check", "tours/finite"], in: ws.url)
        #expect(required.status == 1, "\(required.stderr)")
        #expect(required.stderr.contains("error[TOUR3707]: no text is translated into `fr` yet"), "\(required.stderr)")
        #expect(required.stderr.contains("tourc.yml requires `fr`"), "\(required.stderr)")
        let build = try TourcProcess.run(["build", "tours/finite", "--output", "out"], in: ws.url)
        #expect(build.status == 1, "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ws.url.appendingPathComponent("out").path), "a build with errors writes nothing")

        // German is complete: requiring it changes nothing.
        try ws.write("tourc.yml", "localization:\n  required: [de]\n")
        #expect(try TourcProcess.run(["check", "tours/finite"], in: ws.url).status == 0)
        // A tag that is not one is a located config error.
        try ws.write("tourc.yml", "localization:\n  required: [\"de_DE\"]\n")
        let bad = try TourcProcess.run(["check", "tours/finite"], in: ws.url)
        #expect(bad.status == 2 && bad.stderr.contains("tourc.yml:2:"), "\(bad.stderr)")
    }
}
