/// What a tour reads and writes in the app's storage (keys declared in the registry).
public struct TourPersistence: Codable, Equatable, Sendable {
    /// Show-once keys: an automatic trigger starts the tour only while none of them is marked
    /// (a `bool` key is true; a `stringSet` key contains the tour id; a `perTour` key exists).
    public var onceKeys: [String]
    /// Where the current step is stored, for resuming.
    public var progressKey: String?
    /// Writes on lifecycle outcomes.
    public var updates: [StateUpdate]

    public init(onceKeys: [String] = [], progressKey: String? = nil, updates: [StateUpdate] = []) {
        self.onceKeys = onceKeys
        self.progressKey = progressKey
        self.updates = updates
    }

    enum CodingKeys: String, CodingKey { case onceKeys, progressKey, updates }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        onceKeys = try c.decode(.onceKeys, default: [])
        progressKey = try c.decodeIfPresent(String.self, forKey: .progressKey)
        updates = try c.decode(.updates, default: [])
    }
}

/// A write to a persistence key when the tour reaches an outcome.
public struct StateUpdate: Codable, Equatable, Sendable {
    /// The outcomes that trigger the write. (Not `on:`, which YAML 1.1 tools read as `true`.)
    public var outcomes: [TourOutcome]
    /// The registry persistence key.
    public var key: String
    /// How the value is written.
    public var operation: StateOperation
    /// The value: `true`/`false`, a string, or a token: `$tourId`, `$appVersion`, `$now`, `$stepIndex`.
    public var value: StateValue?

    public init(outcomes: [TourOutcome], key: String, operation: StateOperation = .set, value: StateValue? = nil) {
        self.outcomes = outcomes
        self.key = key
        self.operation = operation
        self.value = value
    }

    enum CodingKeys: String, CodingKey { case outcomes, key, operation, value }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        outcomes = try c.decode([TourOutcome].self, forKey: .outcomes)
        key = try c.decode(String.self, forKey: .key)
        operation = try c.decode(.operation, default: .set)
        value = try c.decodeIfPresent(StateValue.self, forKey: .value)
    }
}

/// A tour lifecycle outcome.
public enum TourOutcome: String, Codable, Equatable, Sendable, CaseIterable {
    /// The tour began.
    case started
    /// The user finished the last step.
    case completed
    /// The user pressed Skip.
    case skipped
    /// The user closed the tour or prompt another way (swipe down, Dismiss, tap outside).
    case dismissed
    /// The current step changed.
    case stepChanged
    /// The tour's state was reset (e.g. "Show App Tour").
    case reset
}

/// How a state update writes its key.
public enum StateOperation: String, Codable, Equatable, Sendable, CaseIterable {
    /// Store the value.
    case set
    /// Add the value to a `stringSet`.
    case insert
    /// Remove the value from a `stringSet`.
    case remove
    /// Delete the key.
    case clear
}

/// A stored value: a bool or a string. Strings starting with `$` are tokens filled in at run time:
/// `$tourId`, `$appVersion`, `$now`, `$stepIndex`.
public enum StateValue: Codable, Equatable, Sendable {
    /// `true` or `false`.
    case bool(Bool)
    /// A string, or a `$` token filled in at run time.
    case string(String)

    /// The run-time tokens a string value may be.
    public static let tokens: [String] = ["$tourId", "$appVersion", "$now", "$stepIndex"]

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else {
            self = .string(try c.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .bool(let b): try c.encode(b)
        case .string(let s): try c.encode(s)
        }
    }
}
