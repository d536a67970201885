import Dispatch
import Foundation
import Testing
import TourKit
import TourcCore
@testable import TourcPreview

/// The preview in a real browser: headless Chromium loads every tour page of the four bundled
/// apps and the page's own check reports what it found (`<body data-check-…>`): one frame per
/// step, no element outside its frame at the default size, no script or console error.
// Serialized: the first test already runs two Chromiums at a time.
@Suite("Preview in Chromium", .serialized)
struct PreviewBrowserTests {
    /// The bundled apps' site, built once for the suite.
    static let site: Result<(folder: URL, report: PreviewReport), any Error> = Result {
        let output = try PreviewFixtures.scratch("preview-browser")
        let report = try PreviewDriver(options: PreviewOptions(input: PreviewFixtures.tours, output: output.path, jobs: 2)).run()
        return (output, report)
    }

    /// The `<body>` attributes the page's check wrote, from a DOM dump.
    struct Check {
        var frames: Int?
        var overflows: Int?
        var errors: Int?
        var details: String

        init(dom: String) {
            func attribute(_ name: String) -> Int? {
                guard let start = dom.range(of: "\(name)=\"") else { return nil }
                let rest = dom[start.upperBound...]
                return rest.firstIndex(of: "\"").flatMap { Int(rest[..<$0]) }
            }
            frames = attribute("data-check-frames")
            overflows = attribute("data-check-overflows")
            errors = attribute("data-check-errors")
            if let start = dom.range(of: "<pre id=\"preview-check\">"), let end = dom[start.upperBound...].range(of: "</pre>") {
                details = String(dom[start.upperBound..<end.lowerBound])
            } else {
                details = ""
            }
        }
    }

    static func check(_ chromium: Chromium, page: URL, fragment: String = "", scratch: URL) throws -> Check {
        let url = page.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)
        return Check(dom: try chromium.dumpDOM(url: url, scratch: scratch.path))
    }

    /// Every step of every bundled tour renders: one frame each, nothing overflows, no errors.
    @Test func everyStepOfTheBundledAppsRenders() throws {
        let chromium = try PreviewFixtures.chromium()
        let (folder, report) = try Self.site.get()
        let scratch = try PreviewFixtures.scratch("chromium")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var pages: [(path: String, steps: Int)] = []
        for file in report.plan.files where file.path.contains("/tours/") {
            let html = String(decoding: file.bytes, as: UTF8.self)
            pages.append((file.path, PreviewFixtures.count("<div class=\"frame ", in: html)))
        }
        #expect(pages.count > 10)
        let all = pages
        let results = Locked<[String: Result<Check, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for (index, page) in all.enumerated() where index % 2 == worker {
                let result = Result { try Self.check(chromium, page: folder.appendingPathComponent(page.path), scratch: scratch) }
                results.update { $0[page.path] = result }
            }
        }
        for page in pages {
            let check = try #require(results.value[page.path]).get()
            #expect(check.frames == page.steps, "\(page.path): \(check.frames ?? -1) frames for \(page.steps) steps")
            #expect(check.overflows == 0, "\(page.path) overflows: \(check.details)")
            #expect(check.errors == 0, "\(page.path) errors: \(check.details)")
        }
    }

    /// Dark appearance and large text render too; text that no longer fits is marked, not hidden.
    @Test func darkAndLargeText() throws {
        let chromium = try PreviewFixtures.chromium()
        let (folder, _) = try Self.site.get()
        let scratch = try PreviewFixtures.scratch("chromium")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = folder.appendingPathComponent("carrier-wave/tours/intro.html")
        let check = try Self.check(chromium, page: page, fragment: "appearance=dark&type=large", scratch: scratch)
        #expect(check.frames != nil && check.frames! > 0)
        #expect(check.errors == 0, "\(check.details)")
        let dom = try chromium.dumpDOM(url: page.absoluteString + "#appearance=dark&type=large", scratch: scratch.path)
        #expect(dom.contains("data-appearance=\"dark\"") && dom.contains("data-type=\"large\""))
    }

    /// The check sees console errors: a page with a script that logs one reports it.
    @Test func consoleErrorsAreCounted() throws {
        let chromium = try PreviewFixtures.chromium()
        let (_, report) = try Self.site.get()
        let scratch = try PreviewFixtures.scratch("chromium")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = try #require(report.plan.files.first { $0.path == "finite/tours/walkthrough.html" })
        let broken = String(decoding: page.bytes, as: UTF8.self)
            .replacingOccurrences(of: "<main>", with: "<script>console.error('boom from the test')</script><main>")
        let file = scratch.appendingPathComponent("broken.html")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let check = try Self.check(chromium, page: file, scratch: scratch)
        #expect(check.errors == 1)
        #expect(check.details.contains("boom from the test"))
    }

    /// The check finds real overflow: a tooltip far longer than a phone screen is outlined and
    /// counted (the checker's TOUR3501 warns about the same text).
    @Test func overflowIsMarked() throws {
        let chromium = try PreviewFixtures.chromium()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = Array(repeating: "This sentence makes the tooltip far too long for any phone.", count: 40).joined(separator: " ")
        let input = try PreviewFixtures.app(folder, tour: """
            id: welcome
            name: Welcome
            presentation:
              style: tooltip
            steps:
              - id: tip
                type: tooltip
                anchor: homeScreen
                body: \(long)

            """)
        let report = try PreviewDriver(options: PreviewOptions(input: input, output: folder.appendingPathComponent("site").path)).run()
        #expect(report.exitStatus == .success, "\(report.diagnostics.diagnostics.map(\.message))")
        let check = try Self.check(chromium, page: folder.appendingPathComponent("site/demo/tours/welcome.html"), scratch: folder)
        #expect(check.frames == 1)
        #expect((check.overflows ?? 0) > 0)
        #expect(check.details.contains("tip:"))
    }
}

/// A value shared by concurrent workers.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func update(_ change: (inout Value) -> Void) { lock.lock(); defer { lock.unlock() }; change(&stored) }
}
