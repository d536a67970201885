import TourKit
import TourcDiagnostics

/// Ids are unique (TOUR32xx): tours in an app, steps and topics in a tour, entries of every
/// registry list. Each duplicate points at the later one and labels the first.
enum UniquenessChecks {
    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        registry(scope, &diagnostics)
        var tours: [(String, NodeRef)] = []
        for tour in scope.tours { tours.append((tour.value.id, NodeRef(tour.document)["id"])) }
        report(tours, LanguageCodes.duplicateTour, what: "tour", in: "`\(scope.id)`", &diagnostics)
        for tour in scope.tours {
            let walker = TourWalker(tour: tour)
            var steps: [(String, NodeRef)] = []
            var topics: [(String, NodeRef)] = []
            walker.forEachStep { _, step, node in
                steps.append((step.id, node["id"]))
                guard case .page(let page) = step.kind else { return }
                TourWalker.forEachBlock(page.content, node["content"]) { block, ref in
                    guard case .topics(let items) = block else { return }
                    for (i, topic) in items.enumerated() { topics.append((topic.id, ref["items"][i]["id"])) }
                }
            }
            report(steps, LanguageCodes.duplicateStep, what: "step", in: "tour `\(tour.value.id)`", &diagnostics)
            report(topics, LanguageCodes.duplicateTopic, what: "topic", in: "tour `\(tour.value.id)`", &diagnostics)
        }
    }

    static func registry(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        let r = scope.registry.value
        let root = NodeRef(scope.registry.document)
        func check(_ ids: [String], _ list: String, key: String = "id", what: String) {
            let entries = ids.enumerated().map { ($0.element, root[list][$0.offset][key]) }
            report(entries, LanguageCodes.duplicateRegistryEntry, what: what, in: "`\(list)` of `\(scope.id)`", &d)
        }
        check(r.versions.map(\.version), "versions", key: "version", what: "version")
        check(r.roles.map(\.id), "roles", what: "role")
        check(r.screens.map(\.id), "screens", what: "screen")
        check(r.targets.map(\.id), "targets", what: "target")
        check(r.events.map(\.id), "events", what: "event")
        check(r.conditions.map(\.id), "conditions", what: "condition")
        check(r.components.map(\.id), "components", what: "component")
        check(r.persistence.map(\.key), "persistence", key: "key", what: "persistence key")
        check(r.tags.map(\.id), "tags", what: "tag")
        check(r.analytics.map(\.id), "analytics", what: "analytics event")
    }

    /// Reports every id seen before, with a label on its first definition.
    static func report(_ entries: [(String, NodeRef)], _ code: DiagnosticCode, what: String, in place: String,
                       _ d: inout DiagnosticCollector) {
        var first: [String: NodeRef] = [:]
        for (id, ref) in entries {
            guard let earlier = first[id] else {
                first[id] = ref
                continue
            }
            d.emit(code, "the \(what) id `\(id)` is used twice in \(place); ids must be unique, rename one of them",
                   at: ref.span, labels: [Diagnostic.Label(span: earlier.span, message: "first defined here")])
        }
    }
}
