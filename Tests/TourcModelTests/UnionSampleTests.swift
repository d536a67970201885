import Foundation
import Testing
import TourKit
import TourcModel

/// Every case of every union the description declares has a sample in the kitchen-sink fixture
/// (`Tests/TourcCoreTests/Golden/input/kitchen-sink`), read from its golden bundle. The list of
/// unions and cases comes from `Language.declarations` at test time, so a case added to the
/// description fails here until the fixture uses it: the fixture is what the goldens, the
/// round trips and the consumer compile test see, and a case none of them see is checked by
/// nothing but the compiler.
@Suite("Union samples")
struct UnionSampleTests {
    /// The cases met in `root` (a bundle), as `Union.case`, for the unions named in `unions`.
    static func casesMet(in root: Any, unions: Set<String>) -> Set<String> {
        var met: Set<String> = []
        func walk(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            let type = String(describing: Swift.type(of: value))
            if mirror.displayStyle == .enum, unions.contains(type) {
                // A case with a payload shows as one labelled child; one without as its name.
                met.insert("\(type).\(mirror.children.first?.label ?? String(describing: value))")
            }
            for child in mirror.children { walk(child.value) }
        }
        walk(root)
        return met
    }

    static var kitchenSink: TourBundle {
        get throws {
            let path = GeneratedFilesTests.root.appendingPathComponent("Tests/TourKitConsumerTests/Generated/kitchen-sink/kitchen-sink.json")
            return try JSONDecoder().decode(TourBundle.self, from: Data(contentsOf: path))
        }
    }

    @Test func everyUnionCaseHasAKitchenSinkSample() throws {
        var unions: [UnionDecl] = []
        for decl in Language.declarations.values {
            switch decl {
            case .union(let union): unions.append(union)
            case .structure, .stringEnum: break
            }
        }
        #expect(unions.count >= 8, "the description's unions were not found")
        let all = unions.flatMap { union in union.cases.map { "\(union.name).\($0.name)" } }
        let met = Self.casesMet(in: try Self.kitchenSink, unions: Set(unions.map(\.name)))
        let unseen = all.filter { !met.contains($0) }.sorted()
        #expect(unseen.isEmpty, "union cases with no sample in the kitchen-sink fixture (use each in Tests/TourcCoreTests/Golden/input/kitchen-sink and re-record its goldens): \(unseen)")
    }

    /// The walk itself: it tells cases with and without payloads apart by name.
    @Test func theWalkNamesCasesWithAndWithoutPayloads() {
        let step = Step(id: "s", kind: .page(PageContent(title: "T", actions: [ActionButton(label: "Go", action: .startTour(tour: "t"))], advance: .timer(after: 2))))
        let met = Self.casesMet(in: [step, Step(id: "n", kind: .page(PageContent(title: "N")))], unions: ["Action", "Advance", "StepKind"])
        #expect(met == ["Action.startTour", "Advance.timer", "Advance.nextButton", "StepKind.page"])
    }
}
