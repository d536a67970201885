import TourKit
import TourcDiagnostics

/// Counting, re-showing and pacing (TOUR3800-3801): the keys take effect, and a re-showing tour
/// has a way to stop.
enum PacingChecks {
    static func run(_ tour: Located<Tour>, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let t = tour.value
        let root = NodeRef(tour.document)
        let automatic = t.triggers.contains { !$0.isUserInitiated }
        if !t.triggers.isEmpty, !automatic {
            for key in ["maxDisplayCount", "showAgainAfter", "ignoresDisplayFrequency"] where root.has(key) {
                d.emit(LanguageCodes.pacingWithoutEffect,
                       "every trigger of this tour is user-initiated, and a user-initiated start is never counted, re-shown or paced, so `\(key)` does nothing; remove it, or give the tour an automatic trigger",
                       at: root[key].keySpan)
            }
        } else if t.ignoresDisplayFrequency, (TourDuration.frequency(scope.registry.value.pacing.displayFrequency) ?? 0) == 0 {
            d.emit(LanguageCodes.pacingWithoutEffect,
                   "the app has no pacing (`pacing.displayFrequency` is `immediate`), so `ignoresDisplayFrequency: true` does nothing; remove it, or pace the app's tours in app.yaml (`pacing: {displayFrequency: daily}`)",
                   at: root["ignoresDisplayFrequency"].keySpan)
        }
        if automatic, t.showAgainAfter != nil, t.maxDisplayCount == nil, t.persistence.onceKeys.isEmpty {
            d.emit(LanguageCodes.showAgainNeverStops,
                   "this tour shows again every time its trigger fires and nothing marks it: add `maxDisplayCount: N`, or a show-once key with an update on `dismissed` and `completed`; if the app invalidates it, accept this: `# tourc:accept TOUR3801 -- why`",
                   at: root["showAgainAfter"].keySpan)
        }
    }
}
