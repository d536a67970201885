import Foundation
import Testing
import TourKit
import TourcCore
@testable import TourcPreview

/// The site `tourc preview` writes, without a browser: which pages, what they hold, how they are
/// written.
@Suite("Preview site")
struct PreviewSiteTests {
    /// The bundled apps: an index, a page per app, a page per tour with one frame per step and a
    /// flow graph; nothing loaded from the network.
    @Test func bundledAppsEveryStepHasAFrame() throws {
        let output = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let report = try PreviewDriver(options: PreviewOptions(input: PreviewFixtures.tours, output: output.path, jobs: 2)).run()
        #expect(report.exitStatus == .success)
        let paths = Set(report.plan.files.map(\.path))
        #expect(paths.contains("index.html"))
        var build = BuildOptions(input: PreviewFixtures.tours, output: output.path + "/none", mode: .dryRun, retainsOutput: true)
        build.jobs = 2
        let built = BuildDriver(options: build).run()
        #expect(built.apps.count == 5)
        var tours = 0
        for app in built.apps {
            #expect(paths.contains("\(app)/index.html"))
            let json = try #require(built.plan.files.first { $0.path == "\(app)/\(app).json" })
            let bundle = try JSONDecoder().decode(TourBundle.self, from: Data(json.bytes))
            for tour in bundle.tours {
                tours += 1
                let page = try #require(report.plan.files.first { $0.path == "\(app)/tours/\(tour.id).html" })
                let html = String(decoding: page.bytes, as: UTF8.self)
                #expect(PreviewFixtures.count("<div class=\"frame ", in: html) == tour.steps.count, "\(app)/\(tour.id)")
                for (index, step) in tour.steps.enumerated() {
                    #expect(html.contains("data-step=\"\(step.id)\" data-index=\"\(index)\""), "\(tour.id) step \(step.id)")
                }
                #expect(PreviewFixtures.count("<svg class=\"flow\"", in: html) == 1)
                // Self-contained: the only URL in an attribute or a style is SVG's namespace name,
                // which is never fetched. (A step's `openURL` action is shown as text, "opens
                // https://…", which loads nothing.)
                let urls = ["\"http", "'http", "(http"].reduce(0) { $0 + html.components(separatedBy: $1).count - 1 }
                #expect(urls == PreviewFixtures.count("xmlns=\"http://www.w3.org/2000/svg\"", in: html), "\(tour.id) refers to the network")
                #expect(!html.contains("<link") && !html.contains(" src="))
            }
        }
        // Every tour file of the bundled apps (all but app.yaml; scenarios live in tests/).
        let files = try built.apps.flatMap { app in
            try FileManager.default.contentsOfDirectory(atPath: PreviewFixtures.tours + "/" + app)
                .filter { $0.hasSuffix(".yaml") && $0 != "app.yaml" }
        }
        #expect(tours == files.count && tours > 10)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("ops/tours/office_onboarding.html").path))
    }

    /// A second run writes nothing: same bytes, every file unchanged (modification times kept).
    @Test func deterministicAndWrittenOnlyWhenChanged() throws {
        let output = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let options = PreviewOptions(input: PreviewFixtures.tours + "/finite", output: output.path, jobs: 1)
        let first = try PreviewDriver(options: options).run()
        #expect(first.outcomes.allSatisfy { $0.change == .create })
        let page = output.appendingPathComponent("finite/tours/walkthrough.html").path
        let before = try FileManager.default.attributesOfItem(atPath: page)[.modificationDate] as? Date
        var parallel = options
        parallel.jobs = 2
        let second = try PreviewDriver(options: parallel).run()
        #expect(second.plan == first.plan)
        #expect(second.outcomes.allSatisfy { $0.change == .unchanged })
        let after = try FileManager.default.attributesOfItem(atPath: page)[.modificationDate] as? Date
        #expect(before == after)
    }

    /// Tours with an error: exit status 1 and no site at all.
    @Test func errorsWriteNothing() throws {
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try PreviewFixtures.app(folder, tour: PreviewFixtures.tour().replacingOccurrences(of: "type: page", with: "type: pagee"))
        let output = folder.appendingPathComponent("site")
        let report = try PreviewDriver(options: PreviewOptions(input: input, output: output.path)).run()
        #expect(report.exitStatus == .inputErrors)
        #expect(report.outcomes.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// `--app` and `--tour` that name nothing are command-line mistakes that list what exists.
    @Test func unknownAppOrTour() throws {
        #expect(throws: PreviewError.noSuchApp("nope", ["carrier-wave", "finite", "meshtastic", "omnisite", "ops"])) {
            try PreviewDriver(options: PreviewOptions(input: PreviewFixtures.tours, output: "/nonexistent/never", app: "nope")).run()
        }
        do {
            _ = try PreviewDriver(options: PreviewOptions(input: PreviewFixtures.tours + "/finite", output: "/nonexistent/never", tour: "nope")).run()
            Issue.record("no error for an unknown tour")
        } catch let error as PreviewError {
            #expect(error.exitStatus == 64)
            #expect(error.description.contains("walkthrough"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// `--app`/`--tour` narrow the site to that tour's pages, one per language of the app (plus
    /// the index and the app page).
    @Test func onlyOneTour() throws {
        let output = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        let report = try PreviewDriver(options: PreviewOptions(input: PreviewFixtures.tours, output: output.path, app: "ops",
                                                              tour: "office_onboarding")).run()
        #expect(report.plan.files.map(\.path) == ["index.html", "ops/index.html", "ops/tours/office_onboarding.de.html",
                                                   "ops/tours/office_onboarding.html"])
        // The app page lists every tour but links only to the page that exists.
        let app = String(decoding: try #require(report.plan.files.first { $0.path == "ops/index.html" }).bytes, as: UTF8.self)
        #expect(app.contains("href=\"tours/office_onboarding.html\""))
        #expect(app.contains("field_onboarding") && !app.contains("href=\"tours/field_onboarding.html\""))
    }

    /// Author text is text: markup, entities and quotes in a title never become page structure.
    @Test func authorTextIsEscaped() throws {
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try PreviewFixtures.app(folder, tour: PreviewFixtures.tour(
            title: #"'<script>alert(1)</script> &copy; "q"'"#, second: #"'<img src=x onerror=alert(2)>'"#))
        let report = try PreviewDriver(options: PreviewOptions(input: input, output: folder.appendingPathComponent("site").path)).run()
        #expect(report.exitStatus == .success)
        let page = try #require(report.plan.files.first { $0.path == "demo/tours/welcome.html" })
        let html = String(decoding: page.bytes, as: UTF8.self)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;copy; \"q\""))
    }

    /// A warning is shown beside the step it points into, not only in the terminal.
    @Test func warningBesideItsStep() throws {
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try PreviewFixtures.app(folder, tour: PreviewFixtures.tour(second: #"" Second ""#))
        let report = try PreviewDriver(options: PreviewOptions(input: input, output: folder.appendingPathComponent("site").path)).run()
        #expect(report.exitStatus == .success)
        let warning = try #require(report.diagnostics.diagnostics.first { $0.severity == .warning })
        let page = try #require(report.plan.files.first { $0.path == "demo/tours/welcome.html" })
        let html = String(decoding: page.bytes, as: UTF8.self)
        let second = try #require(html.range(of: "<article class=\"step-card\" id=\"step-2\""))
        let first = try #require(html.range(of: "<article class=\"step-card\" id=\"step-1\""))
        let code = try #require(html.range(of: "[\(warning.code.id)]"))
        #expect(code.lowerBound > second.lowerBound, "the warning is in step 2's card")
        #expect(code.lowerBound > first.lowerBound)
        #expect(PreviewFixtures.count("[\(warning.code.id)]", in: html) == 1)
    }
}
