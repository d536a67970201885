import Foundation
import Testing

/// The tours the guides for new authors show (docs/from-tipkit.md, docs/from-hand-written.md)
/// check clean, against the smallest registries that declare what they name: a guide whose
/// example fails `tourc check` teaches the wrong thing.
@Suite struct DocsSnippetTests {
    static let registries = [
        "finite": """
            id: finite
            name: Finite
            screens:
              - {id: grid, name: Grid}
            targets:
              - {id: grid, type: view, identifier: grid, screen: grid}
              - {id: currentWeek, type: view, identifier: currentWeek, screen: grid}
            persistence:
              - {key: didShowWelcome, type: bool}
              - {key: hasCompletedWalkthrough, type: bool}
              - {key: walkthroughCurrentStep, type: int}
            """,
        "meshtastic": """
            id: meshtastic
            name: Meshtastic
            screens:
              - {id: channels, name: Channels}
            targets:
              - {id: channelList, type: view, identifier: channelList, screen: channels}
            conditions:
              - {id: hasChannels}
            persistence:
              - {key: tips.seen, type: stringSet}
            """,
    ]

    @Test(arguments: ["docs/from-tipkit.md", "docs/from-hand-written.md"])
    func theGuidesToursCheckClean(doc: String) throws {
        let text = try String(contentsOf: BuildCommandTests.root.appendingPathComponent(doc), encoding: .utf8)
        let ws = try Workspace()
        for (app, registry) in Self.registries { try ws.write("tours/\(app)/app.yaml", registry) }
        var tours = 0
        for block in text.components(separatedBy: "```yaml\n").dropFirst() {
            let yaml = block.components(separatedBy: "```").first ?? ""
            guard let idLine = yaml.split(separator: "\n").first(where: { $0.hasPrefix("id: ") }) else { continue }
            let id = idLine.dropFirst(4)
            let app = id.hasPrefix("channels") ? "meshtastic" : "finite"
            try ws.write("tours/\(app)/\(id).yaml", yaml)
            tours += 1
        }
        #expect(tours >= 1)
        let check = try TourcProcess.run(["check", "tours"], in: ws.url)
        #expect(check.status == 0 && check.stderr.hasPrefix("no problems"), "\(doc): \(check.stderr)")
    }
}
