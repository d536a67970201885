import TourKit
import TourcDiagnostics

/// The entries of a `when:`/`unless:` list (issue 24 item 2): an id resolves against the
/// registry's conditions; a condition written in place is held to the rules of a registry
/// condition (TOUR3803: one way of answering, comparisons that fit its key or event; its key,
/// event and the conditions it combines resolve), at its own nodes in the tour file.
enum ConditionEntryChecks {
    static func entries(_ entries: [ConditionEntry], _ list: @autoclosure () -> NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        for (i, entry) in entries.enumerated() {
            switch entry {
            case .id(let id): scope.resolve(id, .condition, at: list()[i], diagnostics: &d)
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
        if let key = c.key { scope.resolve(key, .persistenceKey, at: node["key"], diagnostics: &d) }
        if let event = c.event { scope.resolve(event, .event, at: node["event"], diagnostics: &d) }
        ReferenceChecks.list(c.any, .condition, node["any"], scope, &d)
        ReferenceChecks.list(c.all, .condition, node["all"], scope, &d)
        if let not = c.not { scope.resolve(not, .condition, at: node["not"], diagnostics: &d) }
        ConditionRuleChecks.shape(c.condition(id: c.text), node, scope, &d)
    }
}
