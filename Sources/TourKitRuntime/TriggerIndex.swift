import TourKit

/// Which tours each kind of signal can start, built once per coordinator: deciding what a
/// signal starts then looks only at those tours, not at every tour's triggers. Each list is in
/// start order: the highest `priority` first (absent is 0), equal priorities in bundle order
/// (tours are sorted by id in the bundle), so "the first eligible" is the one that starts.
struct TriggerIndex: Sendable {
    /// Every tour, in start order (a `manual` control label shared by several tours).
    var order: [Int] = []
    /// Tours with an `appLaunch`, `firstLaunch` or `majorUpdate` trigger.
    var launch: [Int] = []
    /// Screen → tours with a `firstVisit` trigger on it.
    var visit: [String: [Int]] = [:]
    /// Target → tours with a `targetTap` trigger on it.
    var tap: [String: [Int]] = [:]
    /// Target → the screen a `firstVisit … via` or a registry screen's `target` opens.
    var opens: [String: String] = [:]
    /// Event → tours with an `event` trigger on it.
    var event: [String: [Int]] = [:]
    /// Tours with a progress key (checked at launch for an interrupted run).
    var progress: [Int] = []
    /// Each tour's screen (parallel to the tours): the screen of its first trigger bound to one
    /// (a `firstVisit`, the target of a `targetTap`, the registry event of an `event`). A resumed
    /// run of such a tour waits for that screen; a delayed start whose screen was left is dropped;
    /// a tooltip ends when its screen is left.
    var screen: [String?] = []
    /// The registry screen each target lives on, and each event happens on: a tap on such a
    /// target, or such an event, tells the runtime which screen the user is on.
    var targetScreens: [String: String] = [:]
    var eventScreens: [String: String] = [:]

    init(_ bundle: TourBundle) {
        for target in bundle.app.targets { if let s = target.screen, targetScreens[target.id] == nil { targetScreens[target.id] = s } }
        for event in bundle.app.events { if let s = event.screen, eventScreens[event.id] == nil { eventScreens[event.id] = s } }
        let targetScreens = targetScreens, eventScreens = eventScreens
        for tour in bundle.tours {
            screen.append(tour.boundScreen(targetScreen: { targetScreens[$0] }, eventScreen: { eventScreens[$0] }))
        }
        for (i, tour) in bundle.tours.enumerated() {
            var launches = false
            for trigger in tour.triggers {
                switch trigger.kind {
                case .appLaunch, .firstLaunch, .majorUpdate: launches = true
                case .firstVisit(let screen, let via):
                    if visit[screen]?.last != i { visit[screen, default: []].append(i) }
                    if let via, opens[via] == nil { opens[via] = screen }
                case .targetTap(let target):
                    if tap[target]?.last != i { tap[target, default: []].append(i) }
                case .event(let name, _):
                    if event[name]?.last != i { event[name, default: []].append(i) }
                case .manual: break
                }
            }
            if launches { launch.append(i) }
            if tour.persistence.progressKey != nil { progress.append(i) }
        }
        for screen in bundle.app.screens {
            if let target = screen.target, opens[target] == nil { opens[target] = screen.id }
        }
        let rank = bundle.tours.map { $0.priority ?? 0 }
        let startOrder: ([Int]) -> [Int] = { $0.sorted { rank[$0] != rank[$1] ? rank[$0] > rank[$1] : $0 < $1 } }
        order = startOrder(Array(bundle.tours.indices))
        launch = startOrder(launch)
        visit = visit.mapValues(startOrder)
        tap = tap.mapValues(startOrder)
        event = event.mapValues(startOrder)
    }
}
