import Foundation
import Testing
import TourKit
@testable import TourcPreview

/// The parts of a page read from TourKit's model: the flow graph and the generic field list.
@Suite("Preview model")
struct PreviewModelTests {
    static func page(_ id: String, title: String = "T", actions: [ActionButton] = [], when: [ConditionEntry] = []) -> Step {
        var step = Step(id: id, kind: .page(PageContent(title: title, actions: actions)))
        step.when = when
        return step
    }

    /// Steps in a line, Back from each but the first, a path around a conditional step, buttons
    /// to the outcomes, and each outcome with what it writes.
    @Test func flowGraphEdges() {
        var tour = Tour(id: "t", name: "T", presentation: Presentation(style: .bottomSheet), steps: [
            Self.page("a"),
            Self.page("b", when: ["isPro"]),
            Self.page("c", actions: [ActionButton(label: "Not now", action: .dismiss), ActionButton(label: "Next", action: .next)]),
        ])
        tour.flow.back = true
        tour.persistence.updates = [StateUpdate(outcomes: [.completed], key: "done", value: .bool(true))]
        let graph = FlowGraph(tour: tour, registry: AppRegistry(id: "x", name: "X"))
        func has(_ from: String, _ to: String, _ kind: FlowGraph.EdgeKind) -> Bool {
            graph.edges.contains { $0.from == from && $0.to == to && $0.kind == kind }
        }
        #expect(has("start", "step-0", .advance))
        #expect(has("step-0", "step-1", .advance))
        #expect(has("step-2", "outcome-completed", .advance))
        #expect(has("step-0", "step-2", .bypass))
        #expect(has("step-1", "step-0", .back) && has("step-2", "step-1", .back) && !graph.edges.contains { $0.from == "step-0" && $0.kind == .back })
        #expect(has("step-2", "outcome-dismissed", .branch))
        #expect(graph.nodes.first { $0.id == "step-1" }?.conditional == true)
        #expect(graph.nodes.first { $0.id == "outcome-completed" }?.notes == ["set done = true"])
    }

    /// What a missing target leads to: the registry fallback, then the tour's recovery.
    @Test func missingTargetNotes() {
        var registry = AppRegistry(id: "x", name: "X")
        registry.targets = [Target(id: "tab", type: .tabBarItem, fallback: "screenBox"), Target(id: "screenBox", type: .screen)]
        let step = Step(id: "s", kind: .tooltip(TooltipContent(body: "Hi", anchor: "tab")))
        let recovery = RecoveryStrategy(checkpoints: [0], fallback: .nextCheckpoint, maxRetries: 2,
                                        errors: [ErrorRecovery(error: .targetNotFound, fallback: .endTour(message: ""))])
        #expect(FlowGraph.targetNotes(step, registry: registry, recovery: recovery)
                == ["tab missing → screenBox", "target missing → 2 retries, then end tour"])
        #expect(FlowGraph.targetNotes(step, registry: registry, recovery: nil).last == "target missing → skip the step")
    }

    /// A tour with recovery gets one box saying how failures are handled, and the abandoned
    /// outcome its fallbacks can lead to.
    @Test func recoveryBox() throws {
        var tour = Tour(id: "t", name: "T", presentation: Presentation(style: .spotlight), steps: [Self.page("a"), Self.page("b")])
        tour.flow.recovery = RecoveryStrategy(checkpoints: [1], fallback: .nextCheckpoint, maxRetries: 1,
                                              errors: [ErrorRecovery(error: .targetNotFound, fallback: .skipStep)])
        let graph = FlowGraph(tour: tour, registry: AppRegistry(id: "x", name: "X"))
        let box = try #require(graph.nodes.first { $0.kind == .recovery })
        #expect(box.notes == ["a failing step is tried 2×", "checkpoints: step 2", "targetNotFound → skip step",
                              "other failures → next checkpoint", "end tour, or no later checkpoint → abandoned"])
        #expect(graph.nodes.contains { $0.id == "outcome-abandoned" })
        #expect(graph.nodes.first { $0.id == "step-1" }?.checkpoint == true)
        tour.flow.recovery = nil
        #expect(!FlowGraph(tour: tour, registry: AppRegistry(id: "x", name: "X")).nodes.contains { $0.kind == .recovery || $0.id == "outcome-abandoned" })
    }

    /// Every key TourKit encodes for a step is listed: a field added to the language appears on
    /// the page with no change to the preview.
    @Test func everyEncodedFieldIsListed() throws {
        let tours = try JSONDecoder().decode(TourBundle.self, from: Data(contentsOf: PreviewFixtures.root
            .appendingPathComponent("Tests/TourKitConsumerTests/Generated/kitchen-sink/kitchen-sink.json"))).tours
        var checked = 0
        for step in tours.flatMap(\.steps) {
            let html = ModelFields.render(step).render()
            let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(step)) as? [String: Any])
            for key in Self.keys(json) {
                #expect(html.contains("<dt>\(key)</dt>"), "\(step.id): \(key)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    static func keys(_ value: Any) -> Set<String> {
        if let object = value as? [String: Any] {
            return Set(object.keys).union(object.values.flatMap { keys($0) })
        }
        if let list = value as? [Any] { return Set(list.flatMap { keys($0) }) }
        return []
    }

    /// Numbers in positions and labels: short, and the same on every machine.
    @Test func numberFormat() {
        #expect(Format.number(2) == "2")
        #expect(Format.number(0.3) == "0.3")
        #expect(Format.number(12.345) == "12.35")
        #expect(Format.number(-0.05) == "-0.05")
        #expect(Format.number(.nan) == "0")
        #expect(Format.number(1e300) == "1e+300")
    }

    /// A colour reaches CSS only as a hex value or a known name; anything else is left out.
    @Test func colorsNeverPassRawText() {
        #expect(BlockView.cssColor("#A1b2C3") == "#A1b2C3")
        #expect(BlockView.cssColor("orange") == "#ff9500")
        #expect(BlockView.cssColor("appAccent") == nil)
        #expect(BlockView.cssColor("red;background:url(x)") == nil)
    }
}
