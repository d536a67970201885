import Foundation
import Testing

/// Authoring-only text (notes, descriptions, the edge-case table) stays out of what `tourc build`
/// ships unless `--include-authoring-notes` asks for it; `tourc check` and `tourc dump` still see it.
@Suite("tourc build: authoring notes")
struct BuildAuthoringNotesTests {
    /// Every authoring-only field of the language, each holding a text found nowhere else.
    static let markers = [
        "APP-DESCRIPTION", "VERSION-NOTES", "ROLE-DESCRIPTION", "SCREEN-DESCRIPTION", "TARGET-DESCRIPTION",
        "EVENT-DESCRIPTION", "CONDITION-DESCRIPTION", "COMPONENT-DESCRIPTION", "KEY-DESCRIPTION",
        "TAG-DESCRIPTION", "ANALYTICS-DESCRIPTION", "TOUR-DESCRIPTION", "TRIGGER-NOTE", "ACCESSIBILITY-NOTE",
        "STEP-NOTE", "EDGE-SCENARIO", "EDGE-BEHAVIOR", "EDGE-RULE",
    ]

    static let fixture: [String: String] = [
        "tours/notes/app.yaml": """
            id: notes
            name: Notes
            description: APP-DESCRIPTION
            versions:
              - {version: "1.0", notes: VERSION-NOTES}
            roles:
              - {id: admin, name: Admin, description: ROLE-DESCRIPTION}
            screens:
              - {id: home, name: Home, description: SCREEN-DESCRIPTION}
            targets:
              - {id: tab, type: tabBarItem, identifier: tab.home, description: TARGET-DESCRIPTION}
            events:
              - {id: saved, description: EVENT-DESCRIPTION}
            conditions:
              - {id: hasData, description: CONDITION-DESCRIPTION}
            components:
              - {id: form, description: COMPONENT-DESCRIPTION}
            persistence:
              - {key: seen, type: bool, description: KEY-DESCRIPTION}
            tags:
              - {id: intro, description: TAG-DESCRIPTION}
            analytics:
              - {id: started, description: ANALYTICS-DESCRIPTION}

            """,
        "tours/notes/welcome.yaml": """
            id: welcome
            name: Welcome
            description: TOUR-DESCRIPTION
            presentation: {style: bottomSheet}
            triggers:
              - {type: firstLaunch, note: TRIGGER-NOTE}
            accessibility:
              notes: [ACCESSIBILITY-NOTE]
            steps:
              - {id: hello, type: page, title: Hello, body: Shown to users, note: STEP-NOTE}
            edgeCases:
              - {scenario: EDGE-SCENARIO, behavior: EDGE-BEHAVIOR, rule: EDGE-RULE}

            """,
    ]

    func build(_ extra: [String]) throws -> (json: String, swift: String) {
        let ws = try Workspace(Self.fixture)
        let result = try TourcProcess.run(["build", "tours", "--output", "out"] + extra, in: ws.url)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: ws.url.appendingPathComponent("out/notes/notes.json"), encoding: .utf8)
        let swift = try String(contentsOf: ws.url.appendingPathComponent("out/notes/NotesTours.swift"), encoding: .utf8)
        return (json, swift)
    }

    @Test func leftOutOfTheJSONAndTheSwiftByDefault() throws {
        let (json, swift) = try build([])
        for marker in Self.markers {
            #expect(!json.contains(marker), "\(marker) shipped in the JSON bundle")
            #expect(!swift.contains(marker), "\(marker) shipped in the Swift")
        }
        // What users see still ships.
        #expect(json.contains("Shown to users") && swift.contains("Shown to users"))
        #expect(json.contains("\"edgeCases\": []"))
        #expect(!json.contains("\"note\"") && !json.contains("\"description\""))
    }

    @Test func keptWithIncludeAuthoringNotes() throws {
        let (json, swift) = try build(["--include-authoring-notes"])
        for marker in Self.markers {
            #expect(json.contains(marker), "\(marker) missing from the JSON bundle")
            #expect(swift.contains(marker), "\(marker) missing from the Swift")
        }
    }

    @Test func checkAndDumpStillSeeThem() throws {
        let ws = try Workspace(Self.fixture)
        let check = try TourcProcess.run(["check", "tours"], in: ws.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let dump = try TourcProcess.run(["dump", "tours/notes/welcome.yaml"], in: ws.url)
        #expect(dump.status == 0, "\(dump.stderr)")
        for marker in ["TOUR-DESCRIPTION", "TRIGGER-NOTE", "ACCESSIBILITY-NOTE", "STEP-NOTE", "EDGE-SCENARIO"] {
            #expect(dump.stdout.contains(marker), "tourc dump does not show \(marker)")
        }
    }

    @Test func theContentHashCoversWhatShips() throws {
        // Editing only a note changes nothing in a default build (JSON, Swift and editor schema), hash included.
        let ws = try Workspace(Self.fixture)
        #expect(try TourcProcess.run(["build", "tours", "--output", "out", "--editor-schemas", "always"], in: ws.url).status == 0)
        let before = try Data(contentsOf: ws.url.appendingPathComponent("out/notes/notes.json"))
        try ws.write("tours/notes/welcome.yaml", Self.fixture["tours/notes/welcome.yaml"]!.replacingOccurrences(of: "STEP-NOTE", with: "EDITED"))
        let again = try TourcProcess.run(["build", "tours", "--output", "out"], in: ws.url)
        #expect(again.stderr.contains("0 written, 3 unchanged"), "\(again.stderr)")
        #expect(try Data(contentsOf: ws.url.appendingPathComponent("out/notes/notes.json")) == before)
    }
}
