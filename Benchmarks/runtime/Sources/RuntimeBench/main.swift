import Foundation
import TourKit
import TourKitRuntime

/// Prints one line per measurement: name, median, and what was measured. Wall-clock medians of
/// several rounds; the first touch of a static table can only be measured once per process, so
/// `first touch` lines are single samples (run the process several times to see their spread).
/// With `BENCH_RESULTS=<file>` it also writes `id|value|what` lines there, which
/// `Benchmarks/run.sh` hands to `Benchmarks/report.py` for docs/performance.md.
let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")
let rounds = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 15
let resultsPath = ProcessInfo.processInfo.environment["BENCH_RESULTS"]
nonisolated(unsafe) var results = ""

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The calling thread's CPU time spent in `body`: on a loaded machine (other processes on the
/// cores) this is closer to the cost than wall time, which also counts time descheduled.
func cpuSeconds(_ body: () -> Void) -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

func report(_ name: String, _ value: String, _ what: String) {
    results += "\(name)|\(value)|\(what)\n"
    print("\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(value.padding(toLength: 14, withPad: " ", startingAt: 0)) \(what)")
}

struct FixedClock: TourClock { let now = Date(timeIntervalSince1970: 1_767_225_600) }

// MARK: Static tables: first touch (before anything else touches them)

let firstTouches: [(String, () -> Int)] = [
    ("carrier-wave", { CarrierWaveTours.bundle.tours.count }),
    ("finite", { FiniteTours.bundle.tours.count }),
    ("omnisite", { OmniSiteTrackerTours.bundle.tours.count }),
    ("ops", { OPSTours.bundle.tours.count }),
]
var touched: [String: Double] = [:]
for (app, touch) in firstTouches {
    var count = 0
    touched[app] = seconds { count = touch() }
    precondition(count > 0)
}

// MARK: Decoding each JSON bundle (what an app does at launch without the generated Swift)

for (app, _) in firstTouches {
    let data = try Data(contentsOf: generated.appendingPathComponent("\(app)/\(app).json"))
    _ = try JSONDecoder().decode(TourBundle.self, from: data)  // untimed: first use of the decoder's types
    var samples: [Double] = []
    for _ in 0..<rounds {
        samples.append(seconds { _ = try! JSONDecoder().decode(TourBundle.self, from: data) })
    }
    report("decode \(app).json", String(format: "%.3f ms", median(samples) * 1000),
           "JSONDecoder, \(data.count) bytes; static table first touch \(String(format: "%.3f ms", touched[app]! * 1000))")
}

// MARK: Which tours a signal starts, over 1,000 tours

/// 1,000 tooltip tours on 100 screens: each screen's 10 tours have a first-visit trigger and a
/// show-once key, plus a help-button tap trigger (OmniSite's shape, multiplied).
func largeBundle() -> TourBundle {
    let template = OmniSiteTrackerTours.bundle
    var app = template.app
    app.screens = (0..<100).map { Screen(id: "screen\($0)", name: "Screen \($0)") }
    app.targets = (0..<1000).map { Target(id: "help\($0)", type: .view, identifier: "help.\($0)") }
    app.persistence = (0..<1000).map { PersistenceKey(key: "seen\($0)", type: .bool) }
    let tip = template.tours.first { $0.presentation.style == .tooltip }!
    let tours = (0..<1000).map { i -> Tour in
        var tour = tip
        tour.id = String(format: "tip%04d", i)
        tour.triggers = [Trigger(.targetTap(target: "help\(i)")), Trigger(.firstVisit(screen: "screen\(i % 100)", via: nil))]
        tour.persistence = TourPersistence(onceKeys: ["seen\(i)"], updates: [StateUpdate(outcomes: [.completed, .dismissed], key: "seen\(i)", value: .bool(true))])
        return tour
    }
    return TourBundle(app: app, tours: tours, contentHash: "bench")
}

let large = largeBundle()
let environment = TourEnvironment(appVersion: "1.0")
do {
    // Every screen's tours already seen: each visit scans all 1,000 tours and starts none.
    let store = InMemoryStateStore(Dictionary(uniqueKeysWithValues: (0..<1000).map { ("seen\($0)", StoredValue.bool(true)) }))
    var coordinator = TourCoordinator(bundle: large, store: store, clock: FixedClock(), environment: environment)
    _ = coordinator.handle(.launch)
    let signals = 2000
    var samples: [Double] = []
    for _ in 0..<rounds {
        samples.append(seconds { for i in 0..<signals { _ = coordinator.handle(.visit("screen\(i % 100)")) } })
    }
    report("visit, 1,000 tours, none starts", String(format: "%.1f µs", median(samples) / Double(signals) * 1e6), "per signal (the screen's 10 tours examined, of 1,000)")
}
do {
    // A fresh user: the visit starts the first of the screen's 10 tours; dismiss it to go on.
    var samples: [Double] = []
    let signals = 500
    for _ in 0..<rounds {
        var coordinator = TourCoordinator(bundle: large, store: InMemoryStateStore(), clock: FixedClock(), environment: environment)
        _ = coordinator.handle(.launch)
        samples.append(seconds {
            for i in 0..<signals {
                _ = coordinator.handle(.visit("screen\(i % 100)"))
                _ = coordinator.handle(.run(.dismiss))
            }
        })
    }
    report("visit + dismiss, 1,000 tours", String(format: "%.1f µs", median(samples) / Double(signals) * 1e6), "per visit that starts a tour, with its dismissal and re-evaluation")
}

do {
    // Issue 22, item 12: 1,000 first-visit tours on one screen sharing one show-once
    // `stringSet` that already holds all 1,000 ids: each visit examines all 1,000 tours
    // (review: 37 ms per signal in a debug build before set lookups; quadratic).
    for count in [1000, 5000] {
        var app = large.app
        app.screens = [Screen(id: "home", name: "Home")]
        app.persistence = [PersistenceKey(key: "seenTips", type: .stringSet)]
        let tip = large.tours[0]
        let tours = (0..<count).map { i -> Tour in
            var tour = tip
            tour.id = String(format: "tip%05d", i)
            tour.triggers = [Trigger(.firstVisit(screen: "home", via: nil))]
            tour.persistence = TourPersistence(onceKeys: ["seenTips"], updates: [StateUpdate(outcomes: [.completed], key: "seenTips", operation: .insert, value: .string("$tourId"))])
            return tour
        }
        let bundle = TourBundle(app: app, tours: tours, contentHash: "bench")
        let store = InMemoryStateStore(["seenTips": .strings(tours.map(\.id))])
        var coordinator = TourCoordinator(bundle: bundle, store: store, clock: FixedClock(), environment: environment)
        _ = coordinator.handle(.launch)
        let signals = 200
        var samples: [Double] = [], cpu: [Double] = []
        for _ in 0..<rounds {
            samples.append(seconds { cpu.append(cpuSeconds { for _ in 0..<signals { _ = coordinator.handle(.visit("home")) } }) })
        }
        report("visit, \(count) tours, stringSet", String(format: "%.1f µs", median(samples) / Double(signals) * 1e6),
               "per signal: all \(count) tours examined against a \(count)-id show-once set, none starts; thread CPU \(String(format: "%.1f µs", median(cpu) / Double(signals) * 1e6))")
    }
}

do {
    // Issue 24: 1,000 tips on one screen, each `when:` a counted-event condition
    // (`{event: tabOpened, atLeast: 3, within: 7d}`), `maxDisplayCount` and the app paced daily;
    // the event has happened twice this week, so every visit examines all 1,000 tours and none
    // starts. `shared`: one condition for all (answered once per signal); `distinct`: each tour
    // its own condition and event (1,000 logs of 2 entries). And the cost of logging an event
    // whose log is full (100 kept).
    for distinct in [false, true] {
        var app = large.app
        app.screens = [Screen(id: "home", name: "Home")]
        app.persistence = [PersistenceKey(key: "seenTips", type: .stringSet)]
        app.pacing = Pacing(displayFrequency: "daily")
        let events = distinct ? 1000 : 1
        app.events = (0..<events).map { AppEvent(id: "tabOpened\($0)") }
        app.conditions = (0..<events).map { Condition(id: "opensTabs\($0)", atLeast: 3, event: "tabOpened\($0)", within: "7d") }
        let tip = large.tours[0]
        let tours = (0..<1000).map { i -> Tour in
            var tour = tip
            tour.id = String(format: "tip%05d", i)
            tour.triggers = [Trigger(.firstVisit(screen: "home", via: nil))]
            tour.when = ["opensTabs\(distinct ? i : 0)"]
            tour.maxDisplayCount = 3
            tour.persistence = TourPersistence(onceKeys: ["seenTips"], updates: [StateUpdate(outcomes: [.completed], key: "seenTips", operation: .insert, value: .string("$tourId"))])
            return tour
        }
        let bundle = TourBundle(app: app, tours: tours, contentHash: "bench")
        let now = String(Int(FixedClock().now.timeIntervalSince1970))
        var seed: [String: StoredValue] = ["seenTips": .strings([])]
        for e in 0..<events { seed[TourDisplayKeys.eventLog("tabOpened\(e)")] = .strings([now, now]) }
        let store = InMemoryStateStore(seed)
        var coordinator = TourCoordinator(bundle: bundle, store: store, clock: FixedClock(), environment: environment)
        _ = coordinator.handle(.launch)
        let signals = 200
        var samples: [Double] = [], cpu: [Double] = []
        for _ in 0..<rounds {
            samples.append(seconds { cpu.append(cpuSeconds { for _ in 0..<signals { _ = coordinator.handle(.visit("home")) } }) })
        }
        report(distinct ? "visit, 1000 counted, 1000 rules" : "visit, 1000 counted, 1 rule",
               String(format: "%.1f µs", median(samples) / Double(signals) * 1e6),
               "per signal: all 1,000 tours examined, each `when:` a counted-event condition failing, paced, counted; thread CPU \(String(format: "%.1f µs", median(cpu) / Double(signals) * 1e6))")
        if !distinct {
            store.set(.strings(Array(repeating: now, count: 100)), forKey: TourDisplayKeys.eventLog("tabOpened0"))
            store.set(.strings(tours.map(\.id)), forKey: "seenTips")
            var logged: [Double] = []
            for _ in 0..<rounds { logged.append(seconds { for _ in 0..<signals { _ = coordinator.handle(.event("tabOpened0")) } }) }
            report("event, counted, log full", String(format: "%.1f µs", median(logged) / Double(signals) * 1e6),
                   "per signal: the event logged (100 kept, the oldest dropped), one store write")
        }
    }
}

// MARK: Step transitions per second

do {
    let office = OPSTours.bundle
    var tour = office.tours.first { $0.id == "office_onboarding" }!
    // 1,000 steps of OPS's intents shape, no step delay: every `next` is a transition.
    tour.steps = (0..<1000).map { i in var step = tour.steps[1 + i % 9]; step.id = "s\(i)"; return step }
    tour.flow.stepDelay = 0
    let bundle = TourBundle(app: office.app, tours: [tour], contentHash: "bench")
    let env = TourEnvironment(appVersion: "1.0", role: "officeCrew") { $0 == "isSignedIn" }
    var samples: [Double] = []
    var transitions = 0
    for _ in 0..<rounds {
        var coordinator = TourCoordinator(bundle: bundle, store: InMemoryStateStore(), clock: FixedClock(), environment: env)
        _ = coordinator.handle(.manual(tour.id))
        transitions = 0
        samples.append(seconds {
            while coordinator.run != nil {
                _ = coordinator.handle(.run(.next))
                transitions += 1
            }
        })
    }
    report("step transitions", String(format: "%.0f /s", Double(transitions) / median(samples)),
           "`next` on a 1,000-step intents tour with analytics, progress writes and haptics")
}

do {
    // The real OPS office tour (11 steps), started again from "Take Tour Again" whenever it ends.
    let office = OPSTours.bundle
    let env = TourEnvironment(appVersion: "1.0", role: "officeCrew") { $0 == "isSignedIn" }
    var samples: [Double] = []
    let transitions = 11_000
    for _ in 0..<rounds {
        var coordinator = TourCoordinator(bundle: office, store: InMemoryStateStore(), clock: FixedClock(), environment: env)
        samples.append(seconds {
            for _ in 0..<transitions {
                if coordinator.run == nil { _ = coordinator.handle(.manual("office_onboarding")) }
                _ = coordinator.handle(.run(.next))
            }
        })
    }
    report("step transitions, OPS office tour", String(format: "%.0f /s", Double(transitions) / median(samples)),
           "`next` through the 11-step tour, restarted by `manual` when it ends (starts included)")
}

// MARK: Peak memory

var usage = rusage()
#if os(Linux)
getrusage(RUSAGE_SELF.rawValue, &usage)
let peakKiB = usage.ru_maxrss
#else
getrusage(RUSAGE_SELF, &usage)
let peakKiB = usage.ru_maxrss / 1024
#endif
report("peak memory (max RSS)", "\(peakKiB / 1024) MiB", "the whole process: four static tables, decodes, the 1,000-tour bundle")

if let resultsPath {
    try results.write(toFile: resultsPath, atomically: true, encoding: .utf8)
}
