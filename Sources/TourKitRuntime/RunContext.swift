import Foundation
import TourKit

/// What a run reads from the world at each input: the time, the running version, the user's
/// role and the answers to the registry's conditions.
///
/// Not `Sendable`: it lives for one handled signal, and its answers may come from main-actor
/// state (``TourCoordinator/handle(_:answering:)``).
public struct RunContext {
    public var now: Date
    public var appVersion: String
    public var role: String?
    /// The answer to a registry condition.
    public var holds: (String) -> Bool
    /// The screen the host last reported (`visit`/`ready`), when the host reports screens:
    /// `.tracked(nil)` before the first report or after a `leave`. A step bound to a screen is
    /// held until it is the current one. `.untracked` (a run driven without a coordinator)
    /// holds nothing.
    public var screen: ScreenReport = .untracked

    public init(now: Date, appVersion: String, role: String?, holds: @escaping (String) -> Bool) {
        self.now = now
        self.appVersion = appVersion
        self.role = role
        self.holds = holds
    }

    /// Whether a step bound to `screen` may show now.
    func isOn(_ screen: String) -> Bool {
        switch self.screen {
        case .untracked: true
        case .tracked(let current): current == screen
        }
    }

    /// `when` all hold and `unless` none.
    func allows(when: [String], unless: [String]) -> Bool {
        when.allSatisfy(holds) && !unless.contains(where: holds)
    }

    /// The same for entries that may be written in place: each asked by its name
    /// (``ConditionEntry/name``), which the coordinator's condition rules know.
    func allows(when: [ConditionEntry], unless: [ConditionEntry]) -> Bool {
        when.allSatisfy { holds($0.name) } && !unless.contains { holds($0.name) }
    }
}

/// What a run knows of the screen the user is on.
public enum ScreenReport: Equatable, Sendable {
    /// Nobody reports screens (a run driven directly, in a test): no step is held.
    case untracked
    /// The coordinator tracks the host's reports: the current screen, or none yet.
    case tracked(String?)
}

/// The persistence side of a tour: outcome updates, show-once keys and progress, resolved
/// against the registry's key declarations.
struct TourStateRules: Sendable {
    let tour: Tour
    let keys: [String: PersistenceKey]
    let contentHash: String

    init(tour: Tour, registry: AppRegistry, contentHash: String) {
        self.init(tour: tour, keys: Self.keyTable(registry), contentHash: contentHash)
    }

    init(tour: Tour, keys: [String: PersistenceKey], contentHash: String) {
        self.tour = tour
        self.keys = keys
        self.contentHash = contentHash
    }

    /// The registry's persistence keys by key (the first declaration wins).
    static func keyTable(_ registry: AppRegistry) -> [String: PersistenceKey] {
        Dictionary(registry.persistence.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The stored key: a `perTour` key is its prefix plus the tour id.
    func storedKey(_ key: String) -> String {
        keys[key]?.scope == .perTour ? key + tour.id : key
    }

    /// The writes `outcome` causes, in declared order.
    func writes(for outcome: TourOutcome, context: RunContext, stepIndex: Int) -> [StateWrite] {
        tour.persistence.updates.filter { $0.outcomes.contains(outcome) }.map { update in
            let key = storedKey(update.key)
            let text = resolve(update.value, context: context, stepIndex: stepIndex)
            switch update.operation {
            case .clear: return .clear(key: key)
            case .insert: return .insert(key: key, element: text ?? tour.id)
            case .remove: return .remove(key: key, element: text ?? tour.id)
            case .set: return .set(key: key, value: typed(update, text: text, context: context))
            }
        }
    }

    private func resolve(_ value: StateValue?, context: RunContext, stepIndex: Int) -> String? {
        let s: String
        switch value {
        case .string(let text)?: s = text
        case .bool?, nil: return nil
        }
        switch s {
        case "$tourId": return tour.id
        case "$appVersion": return context.appVersion
        case "$now": return ISO8601DateFormatter().string(from: context.now)
        case "$stepIndex": return String(stepIndex)
        default: return s
        }
    }

    /// The value in the key's declared type: a `date` key holds a Date, an `int` key an Int.
    private func typed(_ update: StateUpdate, text: String?, context: RunContext) -> StoredValue {
        switch update.value {
        case .bool(let b)?: return .bool(b)
        case .string?, nil: break
        }
        let type = keys[update.key]?.type
        if type == .date, case .string("$now")? = update.value { return .date(context.now) }
        // A declared value name (`complete`) is stored in the key's form (its position for an
        // `int` key).
        if let text, let declared = keys[update.key], declared.values.contains(text),
           let value = KeyValues.stored(name: text, for: declared) { return value }
        if type == .int, let text, let i = Int(text) { return .int(i) }
        if type == .bool { return .bool(text == "true") }
        return .string(text ?? "")
    }

    // Whether a show-once key is marked is `TourGate.markedKey(in:)`: resolved once per
    // coordinator, read as flags per tour.

    // MARK: Progress

    /// The writes that record the current step, tied to the tour's own content hash. An `int` key
    /// holds the index and `<key>.contentHash` the hash; any other key holds the JSON text
    /// `{"contentHash":…,"stepIndex":…,"tourId":…}`.
    func progressWrites(stepIndex: Int) -> [StateWrite] {
        guard let key = tour.persistence.progressKey else { return [] }
        if keys[key]?.type == .int {
            return [.set(key: key, value: .int(stepIndex)), .set(key: key + ".contentHash", value: .string(contentHash))]
        }
        let json = "{\"contentHash\":\"\(contentHash)\",\"stepIndex\":\(stepIndex),\"tourId\":\"\(tour.id)\"}"
        return [.set(key: key, value: .string(json))]
    }

    func clearProgress() -> [StateWrite] {
        guard let key = tour.persistence.progressKey else { return [] }
        if keys[key]?.type == .int { return [.clear(key: key), .clear(key: key + ".contentHash")] }
        return [.clear(key: key)]
    }

    /// The stored progress of this tour: its step index and whether it was stored for this
    /// bundle's content. Nil when none is stored (or it belongs to another tour).
    func storedProgress(in store: any TourStateStore) -> (index: Int, sameContent: Bool)? {
        guard let key = tour.persistence.progressKey, let value = store.value(forKey: key) else { return nil }
        switch value {
        case .int(let index):
            let hash = store.value(forKey: key + ".contentHash")?.stringValue
            return (index, hash == contentHash)
        case .string(let text):
            guard let data = text.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  object["tourId"] as? String == tour.id, let index = object["stepIndex"] as? Int else { return nil }
            return (index, object["contentHash"] as? String == contentHash)
        default:
            return nil
        }
    }
}
