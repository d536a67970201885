import TourKit

/// Version rules of `majorUpdate` triggers (issue 24 item 5): which update is due under a
/// `change` rule, the version recorded on a fresh install, and updates `consume`d while held.
public enum UpdateRules {
    /// The update `change` makes due for a user who last toured `lastToured` and runs `running`,
    /// as a version text `version:` is compared with: `listed`, the newest registry major version
    /// reached (``dueMajorVersion(running:lastToured:majors:)``); `release`, the running version
    /// when newer; `minor`, its first two components when they are newer (`2.5`); `major`, its
    /// first component when newer (`3`). Nil on a fresh install (nothing recorded) and when up
    /// to date.
    public static func due(_ change: UpdateChange, running: String, lastToured: String?, majors: [String]) -> String? {
        switch change {
        case .listed:
            return dueMajorVersion(running: running, lastToured: lastToured, majors: majors)
        case .release, .minor, .major:
            guard let run = VersionNumber(running), let last = lastToured.flatMap(VersionNumber.init) else { return nil }
            let width: Int
            switch change {
            case .release: return last < run ? run.description : nil
            case .minor: width = 2
            case .major: width = 1
            case .listed: return nil
            }
            func cut(_ v: VersionNumber) -> [Int] { (0..<width).map { $0 < v.components.count ? v.components[$0] : 0 } }
            let (r, l) = (cut(run), cut(last))
            guard l.lexicographicallyPrecedes(r) else { return nil }
            return r.map(String.init).joined(separator: ".")
        }
    }

    /// Where the runtime notes that tour `tour` let the update `due` pass (`ifHeld: consume`).
    public static func consumedKey(_ tour: String) -> String { "tourkit.updateConsumed." + tour }
}

extension TourCoordinator {
    /// A fresh install records the running version under the `versionKey` of every
    /// `majorUpdate` trigger with `recordsInstall: true` that holds nothing yet, so the next
    /// update is due against it (without it, an app whose intro does not write the key never
    /// prompts). Opt-in: the key is the app's, and an absent key may be its own "never toured".
    /// Runs at launch, before the launch candidates: a fresh install is never "updated".
    func recordFreshInstallVersion() {
        guard VersionNumber(environment.appVersion) != nil else { return }
        for i in index.launch {
            for trigger in bundle.tours[i].triggers {
                switch trigger.kind {
                case .majorUpdate(let key, _, _, _, let records):
                    if records, state.value(forKey: key) == nil { state.set(.string(environment.appVersion), forKey: key) }
                case .firstLaunch, .appLaunch, .firstVisit, .targetTap, .event, .manual: continue
                }
            }
        }
    }

    /// A due update tour `i` could not show at launch: with `ifHeld: consume`, when its own
    /// conditions or roles hold it back (not a timing: pacing, its group, another run), it is
    /// used up for `due`.
    func consumeHeldUpdate(_ i: Int, due: String) {
        switch blocker(i, checkRun: false) {
        case .condition?, .role?:
            state.set(.string(due), forKey: UpdateRules.consumedKey(gates[i].id))
        case nil, .unknownTour?, .running?, .anotherTourRunning?, .seen?, .invalidated?, .ranThisSession?, .hiddenForTesting?,
             .displayCountExceeded?, .paced?, .shownRecently?, .grouped?:
            return
        }
    }
}
