import Foundation
import Testing
@testable import TourcPreview

/// Paths and fixtures shared by the preview tests.
enum PreviewFixtures {
    /// The package root (three folders up from this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var tours: String { root.appendingPathComponent("tours").path }
    static var references: URL { root.appendingPathComponent("Tests/TourcPreviewTests/References") }

    /// A new empty folder, removed by the caller's `defer`.
    static func scratch(_ name: String = "preview") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A one-app tours folder (`demo`) whose tour file is `tour`.
    static func app(_ folder: URL, tour: String) throws -> String {
        let app = folder.appendingPathComponent("tours/demo")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try registry.write(to: app.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        try tour.write(to: app.appendingPathComponent("welcome.yaml"), atomically: true, encoding: .utf8)
        return folder.appendingPathComponent("tours").path
    }

    static let registry = """
    id: demo
    name: Demo
    screens:
      - id: home
        name: Home
    targets:
      - id: homeScreen
        type: screen
        screen: home
        description: The home screen as a whole.
    persistence:
      - key: tour.seenTours
        type: stringSet
        description: The ids of the tours the user has finished or dismissed.

    """

    /// A clean two-step tour; `title` and `second` replace the steps' titles.
    static func tour(title: String = "Welcome", second: String = "Second") -> String {
        """
        id: welcome
        name: Welcome
        presentation:
          style: bottomSheet
        triggers:
          - type: firstLaunch
        persistence:
          onceKeys: [tour.seenTours]
          updates:
            - outcomes: [completed, skipped, dismissed]
              key: tour.seenTours
              operation: insert
              value: $tourId
        steps:
          - id: hello
            type: page
            title: \(title)
            body: Everything you need to get started, in one place.
          - id: more
            type: page
            title: \(second)
            body: And one more thing.

        """
    }

    /// The Chromium the tests use; `make test` installs it (scripts/ensure-chromium.sh).
    static func chromium(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Chromium {
        try #require(Chromium.locate(), "headless Chromium not found: run scripts/ensure-chromium.sh (make test does)",
                     sourceLocation: sourceLocation)
    }

    /// Occurrences of `needle` in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
