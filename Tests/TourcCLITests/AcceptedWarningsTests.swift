import Foundation
import Testing
@testable import TourcCLI

/// Accepted warnings as a user sees them: hidden from the plain report (counted in its summary),
/// shown with `--verbose`, a SARIF suppression, absent from GitHub annotations; `build` agrees.
@Suite struct AcceptedWarningsTests {
    static let tour = """
        id: again
        name: Again
        presentation: {style: bottomSheet}
        triggers: [{type: firstLaunch}]
        persistence:
          onceKeys: [tour.seenTours]
          updates: [{outcomes: [completed, skipped, dismissed], key: tour.seenTours, operation: insert, value: $tourId}]
        steps:
          - id: hi
            type: page
            title: Hi
            # tourc:accept TOUR3501 -- approved copy, tested at the largest text size
            body: Bitwarden keeps every password, passkey and card in one encrypted vault. Turn on autofill to sign in to apps and sites with one tap, and unlock with Face ID instead of typing your master password every time.
        """

    static func workspace(_ tour: String = tour) throws -> Workspace {
        let ws = try Workspace()
        let result = try TourcProcess.run(["init", "pocket"], in: ws.url)
        #expect(result.status == 0, "\(result.stderr)")
        try ws.write("tours/pocket/again.yaml", tour)
        return ws
    }

    @Test func anAcceptedWarningIsCountedNotShown() throws {
        let ws = try Self.workspace()
        let plain = try TourcProcess.run(["check"], in: ws.url)
        #expect(plain.status == 0)
        #expect(!plain.stderr.contains("TOUR3501"), "\(plain.stderr)")
        #expect(plain.stderr.contains("no problems") && plain.stderr.contains("1 accepted warning"), "\(plain.stderr)")

        let verbose = try TourcProcess.run(["check", "--verbose"], in: ws.url)
        #expect(verbose.stderr.contains("note[TOUR3501]"), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("accepted in the source: approved copy, tested at the largest text size"), "\(verbose.stderr)")

        let sarif = try TourcProcess.run(["check", "--diagnostics-format", "sarif"], in: ws.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let suppressions = results.first?["suppressions"] as? [[String: Any]]
        #expect(results.count == 1)
        #expect(suppressions?.first?["kind"] as? String == "inSource")
        #expect(suppressions?.first?["justification"] as? String == "approved copy, tested at the largest text size")

        let github = try TourcProcess.run(["check", "--diagnostics-format", "github"], in: ws.url)
        #expect(!github.stdout.contains("TOUR3501"), "\(github.stdout)")

        let build = try TourcProcess.run(["build"], in: ws.url)
        #expect(build.status == 0, "\(build.stderr)")
    }

    @Test func anAcceptanceOfNothingFailsCheckAndBuild() throws {
        let ws = try Self.workspace(Self.tour.replacingOccurrences(of: "TOUR3501", with: "TOUR3502"))
        let check = try TourcProcess.run(["check"], in: ws.url)
        #expect(check.status == 1)
        #expect(check.stderr.contains("error[TOUR3601]"), "\(check.stderr)")
        let build = try TourcProcess.run(["build"], in: ws.url)
        #expect(build.status == 1)
        #expect(build.stderr.contains("error[TOUR3601]"), "\(build.stderr)")
    }
}
