import TourKit
import TourcDiagnostics

/// `goTo` names a step of its own tour (TOUR3805).
enum GoToChecks {
    static func resolve(_ step: String, in tour: Tour, at node: NodeRef, _ d: inout DiagnosticCollector) {
        let ids = tour.steps.map(\.id)
        guard !ids.contains(step) else { return }
        d.emit(LanguageCodes.unknownGoToStep,
               "`goTo` names `\(step)`, but the tour `\(tour.id)` has no such step; it has \(ids.map { "`\($0)`" }.joined(separator: ", "))",
               at: node.span, suggestions: Suggestions.closest(to: step, in: ids))
    }
}
