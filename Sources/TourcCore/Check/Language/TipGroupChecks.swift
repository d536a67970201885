import TourKit
import TourcDiagnostics

/// app.yaml's `tipGroups:` (issue 24 item 4): each names the app's tours (an unknown one is
/// TOUR3110), no tour is in two groups (TOUR3841), a group holds at least two
/// tours (TOUR3842) and group ids are unique (TOUR3843).
enum TipGroupChecks {
    static func run(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        let groups = scope.registry.value.tipGroups
        guard !groups.isEmpty else { return }
        let root = NodeRef(scope.registry.document)["tipGroups"]
        var firstGroup: [String: (group: String, node: NodeRef)] = [:]
        var groupIDs: [String: NodeRef] = [:]
        for (g, group) in groups.enumerated() {
            let node = root[g]
            if let first = groupIDs[group.id] {
                d.emit(LanguageCodes.duplicateTipGroup, "another tip group is already called `\(group.id)`; give this one its own id",
                       at: node["id"].span, labels: [Diagnostic.Label(span: first.span, message: "first defined here")])
            } else {
                groupIDs[group.id] = node["id"]
            }
            for (t, tour) in group.tours.enumerated() {
                let at = node["tours"][t]
                scope.resolve(tour, .tour, at: at, diagnostics: &d, site: "a tip group holds tours of its own app")
                if let first = firstGroup[tour], first.group != group.id || first.node.span != at.span {
                    d.emit(LanguageCodes.tourInTwoGroups,
                           "`\(tour)` is already in the tip group `\(first.group)`; a tour belongs to one group, so take it out of one (or merge the groups)",
                           at: at.span, labels: [Diagnostic.Label(span: first.node.span, message: "in `\(first.group)` here")])
                } else if firstGroup[tour] == nil {
                    firstGroup[tour] = (group.id, at)
                }
            }
            if group.tours.count == 1 {
                d.emit(LanguageCodes.groupOfOne,
                       "this tip group has one tour, so it holds nothing back; add the tours that should show one at a time, or remove the group",
                       at: node["tours"].span)
            }
        }
    }
}
