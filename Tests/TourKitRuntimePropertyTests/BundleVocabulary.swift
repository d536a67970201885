import Foundation
import TourKit
import TourKitRuntime

/// The bundles the property runs over: every app's committed JSON bundle (the output of
/// `tourc build` for tours/ and the kitchen-sink fixture, Tests/TourKitConsumerTests/Generated/),
/// decoded as an app decodes it.
enum PropertyBundles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TourKitConsumerTests/Generated")

    static let all: [(name: String, bundle: TourBundle, vocabulary: BundleVocabulary)] = {
        let apps = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return apps.compactMap { app in
            let url = folder.appendingPathComponent(app).appendingPathComponent(app + ".json")
            guard let data = try? Data(contentsOf: url), let bundle = try? JSONDecoder().decode(TourBundle.self, from: data) else { return nil }
            return (app, bundle, BundleVocabulary(bundle))
        }
    }()
}

/// The names a host can say to the runtime for one bundle: its screens, targets, events, manual
/// labels, page buttons, components and conditions, each with a name the bundle does not know
/// (hosts send those too), and the store keys its tours may write.
struct BundleVocabulary: Sendable {
    var screens: [String]
    var targets: [String]
    var events: [String]
    var manualNames: [String]
    var buttonLabels: [String]
    var components: [(id: String, outcome: String)]
    var conditions: [String]
    var roles: [String?]
    var versions: [String]
    /// Every step id of every tour (for the step-naming run inputs) and one no tour has.
    var steps: [String]
    var tours: [String]
    /// Every key a `.write` command may name: each tour's show-once keys, update keys and
    /// progress key as stored (`perTour` keys suffixed with the tour id, an `int` progress key
    /// with its `.contentHash` companion).
    var declaredKeys: Set<String>
    /// `declaredKeys` and the runtime's own keys (launched, visited screens, invalidated tours):
    /// what the store may ever be written under.
    var storeKeys: Set<String>

    init(_ bundle: TourBundle) {
        let app = bundle.app
        let unknown = "notInTheBundle"
        screens = app.screens.map(\.id) + [unknown]
        targets = app.targets.map(\.id) + [unknown]
        events = app.events.map(\.id) + [unknown, "entry"]
        var manual: [String] = bundle.tours.map(\.id)
        var labels: [String] = [unknown]
        var components: [(String, String)] = [(unknown, unknown)]
        for tour in bundle.tours {
            for trigger in tour.triggers { if case .manual(let entry) = trigger.kind { manual.append(entry.label) } }
            for step in tour.steps {
                switch step.kind {
                case .page(let page):
                    labels += page.actions.map(\.label)
                    for case .link(let text, _, _, _) in page.content { labels.append(text) }
                    if case .component(let id, let outcomes) = page.advance { components += outcomes.map { (id, $0) } + [(id, unknown)] }
                case .spotlight(let spot):
                    if case .component(let id, let outcomes) = spot.advance { components += outcomes.map { (id, $0) } + [(id, unknown)] }
                case .tooltip, .intents: break
                }
            }
        }
        manualNames = manual + [unknown]
        buttonLabels = labels
        self.components = components
        conditions = app.conditions.map(\.id)
        roles = [nil] + app.roles.map { Optional($0.id) }
        versions = app.versions.map(\.version) + ["0.1", "99.0"]
        steps = bundle.tours.flatMap { $0.steps.map(\.id) } + [unknown]
        tours = bundle.tours.map(\.id) + [unknown]

        let declarations = Dictionary(app.persistence.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var declared: Set<String> = []
        for tour in bundle.tours {
            let p = tour.persistence
            for key in p.onceKeys + p.updates.map(\.key) {
                declared.insert(declarations[key]?.scope == .perTour ? key + tour.id : key)
            }
            // docs/runtime.md: "a `perTour` key only as prefix + tour id (the bare prefix is never
            // stored); `<key>.contentHash` beside an `int` progress key".
            if let progress = p.progressKey {
                let stored = declarations[progress]?.scope == .perTour ? progress + tour.id : progress
                declared.insert(stored)
                if declarations[progress]?.type == .int { declared.insert(stored + ".contentHash") }
            }
        }
        declaredKeys = declared
        // The runtime's own keys, issue 24's too: counts, last showings, pacing, event logs.
        var own: Set<String> = [TourCoordinator.launchedKey, TourCoordinator.visitedKey, TourCoordinator.invalidatedKey,
                                TourDisplayKeys.lastPacedShow]
        for tour in bundle.tours { own.formUnion([TourDisplayKeys.count(tour.id), TourDisplayKeys.lastShown(tour.id)]) }
        for event in bundle.app.events { own.insert(TourDisplayKeys.eventLog(event.id)) }
        storeKeys = declared.union(own)
    }
}

/// A store that remembers every key written to it (set or removed), over an in-memory store.
final class RecordingStore: TourStateStore, @unchecked Sendable {
    private let lock = NSLock()
    private let inner = InMemoryStateStore()
    private var written: [String] = []

    func value(forKey key: String) -> StoredValue? { inner.value(forKey: key) }

    func set(_ value: StoredValue, forKey key: String) {
        lock.lock(); written.append(key); lock.unlock()
        inner.set(value, forKey: key)
    }

    func removeValue(forKey key: String) {
        lock.lock(); written.append(key); lock.unlock()
        inner.removeValue(forKey: key)
    }

    /// The keys written since the last call.
    func apply(_ writes: [StateWrite]) {
        lock.lock(); written += writes.map(\.key); lock.unlock()
        inner.apply(writes)
    }

    func drainWritten() -> [String] {
        lock.lock(); defer { lock.unlock() }
        let keys = written
        written = []
        return keys
    }
}
