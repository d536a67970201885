import TourKit
import TourcDiagnostics

/// Values (TOUR34xx): versions in order and `majorUpdate.version` a declared major version;
/// durations positive and below the thresholds of docs/language.md; retries and dim sane.
/// (Version strings themselves are the schema's: its pattern, plus SchemaStage's quote fix.)
enum ValueChecks {
    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        versions(scope, &diagnostics)
        for tour in scope.tours { self.tour(tour, scope, &diagnostics) }
    }

    static func numbers(_ version: String) -> [Int] { version.split(separator: ".").map { Int($0) ?? 0 } }

    static func versions(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        let versions = scope.registry.value.versions
        let node = NodeRef(scope.registry.document)["versions"]
        for i in versions.indices.dropFirst() {
            let a = numbers(versions[i - 1].version), b = numbers(versions[i].version)
            if b.lexicographicallyPrecedes(a) {
                d.emit(LanguageCodes.versionOrder,
                       "version \(versions[i].version) is listed after \(versions[i - 1].version); list versions oldest first",
                       at: node[i]["version"].span,
                       labels: [Diagnostic.Label(span: node[i - 1]["version"].span, message: "newer version listed before")])
            }
        }
    }

    /// A duration: error when not positive (zero allowed for delays), warning above `limit`.
    /// `node` is looked up only for a value that is reported (most are fine, or absent). An
    /// infinite or NaN value (`1e400`, `.inf`) already has its own error (TOUR4004, "write a finite
    /// number"), so it gets nothing more here: one diagnostic per mistake.
    static func duration(_ value: Double?, _ limit: Double, _ what: String, _ node: @autoclosure () -> NodeRef,
                         zeroAllowed: Bool = false, _ d: inout DiagnosticCollector) {
        guard let value, value.isFinite else { return }
        if value < 0 || (value == 0 && !zeroAllowed) {
            d.emit(LanguageCodes.durationNotPositive,
                   "\(what) must be \(zeroAllowed ? "zero or more" : "more than zero") seconds, not \(format(value))",
                   at: node().span)
        } else if value > limit {
            d.emit(LanguageCodes.durationTooLong,
                   "\(what) is \(format(value)) seconds, more than the usual \(format(limit)); durations are seconds, not milliseconds",
                   at: node().span)
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func animation(_ a: Animation?, _ node: @autoclosure () -> NodeRef, _ d: inout DiagnosticCollector) {
        guard let a else { return }
        duration(a.duration, 5, "this animation's duration", node()["duration"], &d)
        duration(a.delay, 5, "this animation's delay", node()["delay"], zeroAllowed: true, &d)
    }

    static func tour(_ tour: Located<Tour>, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let t = tour.value
        let root = NodeRef(tour.document)
        duration(t.estimatedDuration, 1800, "`estimatedDuration`", root["estimatedDuration"], &d)
        let majors = scope.registry.value.versions.filter(\.major).map(\.version)
        for (i, trigger) in t.triggers.enumerated() {
            func node() -> NodeRef { root["triggers"][i] }
            switch trigger.kind {
            case .event(_, let delay):
                duration(delay, 30, "this trigger's delay", node()["delay"], zeroAllowed: true, &d)
            case .majorUpdate(_, let version?, .listed, _, _):
                if !majors.contains(version) {
                    d.emit(LanguageCodes.unknownVersion,
                           "no major version \"\(version)\" in `\(scope.id)`; declare it under `versions:` with `major: true`",
                           at: node()["version"].span, suggestions: Suggestions.closest(to: version, in: majors))
                }
            // No value to check.
            case .majorUpdate(_, nil, _, _, _), .majorUpdate(_, _, .release, _, _), .majorUpdate(_, _, .minor, _, _), .majorUpdate(_, _, .major, _, _), .firstLaunch, .appLaunch, .firstVisit, .targetTap, .manual: break
            }
        }
        // Nodes are looked up only for values that are reported (see `duration`).
        func flow() -> NodeRef { root["flow"] }
        duration(t.flow.stepDelay, 3, "`stepDelay`", flow()["stepDelay"], zeroAllowed: true, &d)
        if let recovery = t.flow.recovery {
            // The schema allows 0 (its minimum); the language says a retry waits (> 0).
            duration(recovery.retryDelay, 10, "`retryDelay`", flow()["recovery"]["retryDelay"], &d)
            if recovery.maxRetries > 10 {
                d.emit(LanguageCodes.tooManyRetries,
                       "\(recovery.maxRetries) retries keep the user waiting on a failing step; retry 2 or 3 times, then let the fallback move on",
                       at: flow()["recovery"]["maxRetries"].span)
            }
        }
        func visuals() -> NodeRef { root["visuals"] }
        let timings = t.visuals.animations
        let named: [(Animation?, String)] = [
            (timings.overlayAppear, "overlayAppear"), (timings.stepTransition, "stepTransition"),
            (timings.pageTransition, "pageTransition"), (timings.spotlightChange, "spotlightChange"),
            (timings.tooltipAppear, "tooltipAppear"), (timings.tooltipCrossfade, "tooltipCrossfade"),
            (timings.pulseRing, "pulseRing"), (timings.celebration, "celebration"),
            (timings.progress, "progress"), (timings.finalDismiss, "finalDismiss"),
        ]
        for (a, key) in named { animation(a, visuals()["animations"][key], &d) }
        duration(t.visuals.celebration?.visibleFor, 5, "the celebration's `visibleFor`", visuals()["celebration"]["visibleFor"], &d)
        /// Steps whose spotlight takes the tour's too-light `visuals.dim`: one diagnostic at that
        /// line, labelled at each step, rather than one per step at the same line.
        var lightByTour: [Diagnostic.Label] = []
        TourWalker(tour: tour).forEachStep { _, step, node in
            switch step.kind {
            case .page(let page):
                if let after = page.advance.timerSeconds { duration(after, 30, "`after`", node["advance"]["after"], &d) }
            case .spotlight(let spot):
                if let after = spot.advance.timerSeconds { duration(after, 30, "`after`", node["advance"]["after"], &d) }
                if let hint = spot.gestureHint {
                    duration(hint.duration, 5, "the gesture's duration", node["gestureHint"]["duration"], &d)
                    animation(hint.animation, node["gestureHint"]["animation"], &d)
                }
                // Only a step with a spotlight has a cut-out to stand out against the dim.
                if spot.spotlight != nil, let dim = spot.dim ?? t.visuals.dim, dim < 0.3 {
                    if spot.dim != nil {
                        d.emit(LanguageCodes.dimTooLight,
                               "a dim of \(format(dim)) makes this step's spotlight hard to see; use 0.3 or more",
                               at: node["dim"].span)
                    } else {
                        lightByTour.append(.init(span: node["spotlight"].keySpan, message: "`\(step.id)` uses the tour's dim here"))
                    }
                }
            case .intents(let content):
                for (i, intent) in content.intents.enumerated() {
                    func ref() -> NodeRef { node["intents"][i] }
                    switch intent {
                    case .delay(let seconds): duration(seconds, 30, "this delay", ref()["seconds"], &d)
                    case .demonstrateGesture(_, let length, _): duration(length, 5, "the gesture's duration", ref()["duration"], &d)
                    case .navigate, .highlight, .showMessage, .showTooltip, .awaitTap, .awaitNextButton: break  // no duration
                    }
                }
            case .tooltip: break
            }
        }
        if let dim = t.visuals.dim, !lightByTour.isEmpty {
            let count = lightByTour.count
            d.emit(LanguageCodes.dimTooLight,
                   "a dim of \(format(dim)) makes the spotlight hard to see on \(count == 1 ? "the step" : "the \(count) steps") that use\(count == 1 ? "s" : "") it; use 0.3 or more",
                   at: visuals()["dim"].span, labels: lightByTour)
        }
    }
}
