import TourKit
import TourcDiagnostics

/// Ids are unique (TOUR32xx): tours in an app, steps and topics in a tour, entries of every
/// registry list. Each duplicate points at the later one and labels the first.
enum UniquenessChecks {
    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        registry(scope, &diagnostics)
        report(scope.tours.map(\.value.id), LanguageCodes.duplicateTour, what: "tour", in: "`\(scope.id)`", &diagnostics) {
            NodeRef(scope.tours[$0].document)["id"]
        }
        for tour in scope.tours {
            let steps = NodeRef(tour.document)["steps"]
            var topics: [(String, NodeRef)] = []
            for (i, step) in tour.value.steps.enumerated() {
                let content: [Block]
                switch step.kind {
                case .page(let page): content = page.content
                case .spotlight, .intents, .tooltip: continue
                }
                guard !content.isEmpty else { continue }
                TourWalker.forEachBlock(content, steps[i]["content"]) { block, ref in
                    switch block {
                    case .topics(let items):
                        for (i, topic) in items.enumerated() { topics.append((topic.id, ref()["items"][i]["id"])) }
                    case .text, .bullets, .numbered, .legend, .component, .link, .illustration: return
                    }
                }
            }
            report(tour.value.steps.map(\.id), LanguageCodes.duplicateStep, what: "step", in: "tour `\(tour.value.id)`", &diagnostics) {
                steps[$0]["id"]
            }
            report(topics, LanguageCodes.duplicateTopic, what: "topic", in: "tour `\(tour.value.id)`", &diagnostics)
        }
    }

    static func registry(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        let r = scope.registry.value
        let root = NodeRef(scope.registry.document)
        func check(_ ids: [String], _ list: String, key: String = "id", what: String) {
            // Nodes are looked up only for duplicates: most registries have none.
            report(ids, LanguageCodes.duplicateRegistryEntry, what: what, in: "`\(list)` of `\(scope.id)`", &d) {
                root[list][$0][key]
            }
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
        check(r.actions.map(\.id), "actions", what: "app action")
    }

    /// Reports every id seen before, with a label on its first definition.
    static func report(_ entries: [(String, NodeRef)], _ code: DiagnosticCode, what: String, in place: @autoclosure () -> String,
                       _ d: inout DiagnosticCollector) {
        report(entries.map(\.0), code, what: what, in: place(), &d) { entries[$0].1 }
    }

    /// `report` over bare ids; `node(i)` locates the `i`th, asked only for duplicates.
    static func report(_ ids: [String], _ code: DiagnosticCode, what: String, in place: @autoclosure () -> String,
                       _ d: inout DiagnosticCollector, node: (Int) -> NodeRef) {
        // Short lists (most) are searched directly; hashing pays off only for longer ones.
        if ids.count <= 16 {
            for i in ids.indices.dropFirst() {
                guard let earlier = ids[..<i].firstIndex(of: ids[i]) else { continue }
                d.emit(code, "the \(what) id `\(ids[i])` is used twice in \(place()); ids must be unique, rename one of them",
                       at: node(i).span, labels: [Diagnostic.Label(span: node(earlier).span, message: "first defined here")])
            }
            return
        }
        var first: [String: Int] = [:]
        for (i, id) in ids.enumerated() {
            guard let earlier = first[id] else {
                first[id] = i
                continue
            }
            d.emit(code, "the \(what) id `\(id)` is used twice in \(place()); ids must be unique, rename one of them",
                   at: node(i).span, labels: [Diagnostic.Label(span: node(earlier).span, message: "first defined here")])
        }
    }
}
