import TourKit
import TourKitRuntime
import TourcDiagnostics

/// A `majorUpdate` trigger's `version` under a `change:` rule (TOUR3845, issue 24 item 5): with
/// `minor` the due update is the running version's first two components (`2.5`), with `major`
/// its first (`3`), so a `version` with a further non-zero component is never due.
enum VersionRuleChecks {
    static func run(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        for tour in scope.tours {
            for (i, trigger) in tour.value.triggers.enumerated() {
                let width: Int
                let version: String
                switch trigger.kind {
                case .majorUpdate(_, let v?, let change, _, _):
                    version = v
                    switch change {
                    case .minor: width = 2
                    case .major: width = 1
                    case .listed, .release: continue
                    }
                case .majorUpdate(_, nil, _, _, _), .firstLaunch, .appLaunch, .firstVisit, .targetTap, .event, .manual: continue
                }
                guard let number = VersionNumber(version), number.components.dropFirst(width).contains(where: { $0 != 0 }) else { continue }
                let kept = (0..<width).map { $0 < number.components.count ? String(number.components[$0]) : "0" }.joined(separator: ".")
                d.emit(LanguageCodes.versionBeyondRule,
                       "with `change: \(width == 2 ? "minor" : "major")` the update that is due is the running version's first \(width == 2 ? "two components" : "component") (`\(kept)`), so `\(version)` is never due; write `version: \"\(kept)\"`",
                       at: NodeRef(tour.document)["triggers"][i]["version"].span, suggestions: [kept])
            }
        }
    }
}
