import TourKit
import TourcDiagnostics

/// The conditions written in place in `when:`/`unless:` lists (issue 24 item 2) are held to the
/// rules of a registry condition at their own nodes in the tour file: one way of answering, and
/// comparisons that fit its key or event (TOUR3803, TOUR3840). Their ids (the entry's own, or its
/// key, event and the conditions it combines) are resolved by `ReferenceChecks`, since the
/// description marks those fields with `ref:`.
enum ConditionEntryChecks {
    static func tour(_ tour: Located<Tour>, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let root = NodeRef(tour.document)
        entries(tour.value.when, root["when"], scope, &d)
        entries(tour.value.unless, root["unless"], scope, &d)
        TourWalker(tour: tour).forEachStep { _, step, node in
            entries(step.when, node["when"], scope, &d)
            entries(step.unless, node["unless"], scope, &d)
        }
    }

    static func entries(_ entries: [ConditionEntry], _ list: @autoclosure () -> NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        for (i, entry) in entries.enumerated() {
            switch entry {
            case .id: break // resolved by ReferenceChecks
            case .inline(let condition): inline(condition, list()[i], scope, &d)
            }
        }
    }

    static func inline(_ c: InlineCondition, _ node: NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        if c.key == nil, c.event == nil, c.any.isEmpty, c.all.isEmpty, c.not == nil {
            d.emit(LanguageCodes.inlineConditionEmpty,
                   "this condition says nothing about how it is answered; give it `key:`, `event:`, `any:`, `all:` or `not:` (e.g. `{not: signedIn}`), or name a registry condition by its id",
                   at: node.span)
            return
        }
        ConditionRuleChecks.shape(c.condition(id: c.text), node, scope, &d)
    }
}
