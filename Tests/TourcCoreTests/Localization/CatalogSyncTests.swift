import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// `tourc strings sync` over a real folder: creation, idempotence, changed and removed texts,
/// translations never lost, and a catalog that cannot be read never rewritten.
@Suite struct CatalogSyncTests {
    typealias F = CheckFixtures

    struct Folder {
        let root: URL
        init(tour: String = F.tour()) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-sync-\(UUID().uuidString)")
            try write("demo/app.yaml", LocalizationCheckTests.registry())
            try write("demo/intro.yaml", tour)
        }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
        var catalog: String { get throws { try read("demo/demo.xcstrings") } }
        func sync() -> StringsDriver.Report { StringsDriver().sync([root.path]) }
        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func createsThenLeavesAloneWhenNothingChanged() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let first = folder.sync()
        #expect(first.diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(first.synced.map(\.written) == [true])
        #expect(first.synced.first?.added == 7)  // 2 texts and the 5 app-wide button labels
        let text = try folder.catalog
        #expect(text.contains("""
                "intro.welcome.title" : {
                  "comment" : "Title in a bottomSheet (intro.welcome.title); at most 40 characters in English.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Welcome"
                      }
                    }
                  }
                }
            """))
        let second = folder.sync()
        #expect(second.synced.map(\.written) == [false])
        #expect(try folder.catalog == text)
    }

    @Test func changedSourceNeedsReviewAndRemovedKeysGoStaleKeepingTranslations() throws {
        let folder = try Folder()
        defer { folder.remove() }
        _ = folder.sync()
        // A translator fills in German.
        var text = try folder.catalog
        text = text.replacingOccurrences(of: """
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Welcome"
            """, with: """
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Willkommen"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Welcome"
            """)
        try folder.write("demo/demo.xcstrings", text)
        try folder.write("demo/intro.yaml", F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome aboard
            """))
        let report = folder.sync()
        #expect(report.synced.first.map { [$0.added, $0.changed, $0.stale] } == [0, 1, 1])
        let after = try folder.catalog
        #expect(after.contains("\"state\" : \"needs_review\",\n            \"value\" : \"Willkommen\""))
        #expect(after.contains("\"value\" : \"Welcome aboard\""))
        #expect(after.contains("\"intro.welcome.body\" : {\n      \"comment\""))
        #expect(after.contains("\"extractionState\" : \"stale\""))
        #expect(after.contains("\"value\" : \"Hello there.\""))  // the stale key keeps its text
    }

    @Test func anUnreadableCatalogIsNeverRewritten() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n}\n"
        try folder.write("demo/demo.xcstrings", broken)
        let report = folder.sync()
        #expect(report.exitStatus == .inputErrors)
        #expect(report.synced.isEmpty)
        #expect(try folder.catalog == broken)
    }

    @Test func placeholdersAreWrittenAsSpecifiers() throws {
        let folder = try Folder(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: "{appName} for {appName}"
                body: Hi {appName}, 100% ready
            """))
        defer { folder.remove() }
        let report = folder.sync()
        #expect(report.diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics.diagnostics.map(\.message))")
        let text = try folder.catalog
        #expect(text.contains("\"value\" : \"%@ for %@\""))
        #expect(text.contains("\"comment\" : \"Title in a bottomSheet (intro.welcome.title); at most 40 characters in English; %@ is {appName}: The app's name (e.g. Demo).\""))
        #expect(text.contains("\"value\" : \"Hi %@, 100%% ready\""))
    }
}
