import TourKitRuntime
import TourcDiagnostics

/// A scenario file (`*.test.yaml`) as read: what the world is, then inputs and expectations,
/// each with the span it came from so a failure is reported at its entry.
public struct Scenario: Sendable {
    public var file: String
    public var app: String?
    public var appSpan: SourceSpan?
    public var name: String
    public var appVersion: String?
    public var role: String?
    public var conditions: [String: Bool] = [:]
    public var store: [String: StoredValue?] = [:]
    /// `given.language` (one tag or a list, in order) and `given.placeholders` (docs/localization.md).
    public var languages: [String] = []
    public var placeholders: [String: String] = [:]
    public var steps: [Located] = []
    /// Names the scenario uses, checked against the app before it runs.
    public var references: [Reference] = []
    public var storeValues: [StoreValue] = []

    public struct Located: Sendable {
        public var action: Action
        public var span: SourceSpan
    }

    /// A value a scenario puts in the store (`given.store`) or expects there (`expect.store`),
    /// where it is written: checked against its key's declared type (issue 26: a text for a
    /// `bool` key passed and made the scenario test nothing).
    public struct StoreValue: Sendable {
        public var key: String
        public var value: StoredValue?
        public var span: SourceSpan
        /// `expect.store`: `"*"` (any value) is allowed.
        public var expected: Bool
    }

    public struct Reference: Sendable {
        /// What a name is: an id of the app (the language's `RefKind`, declared once in the
        /// description), or one of the three names a scenario uses that no registry list holds.
        enum Kind: Sendable, Equatable {
            case id(RefKind)
            /// A step of `tour`.
            case step
            /// A tour id or a `manual` trigger's label (`manual:` in a scenario).
            case manual
            /// A page button's or a link's label (`action:`).
            case button
            /// An outcome of the app action `tour` holds (`actionOutcome:`).
            case actionOutcome

            static let screen = Kind.id(.screen), target = Kind.id(.target), event = Kind.id(.event)
            static let condition = Kind.id(.condition), persistence = Kind.id(.persistenceKey)
            static let role = Kind.id(.role), tour = Kind.id(.tour), component = Kind.id(.component)
            static let action = Kind.id(.appAction)

            /// The words messages use ("the app `finite` has no screen `x`").
            var word: String {
                switch self {
                case .id(let kind): kind.rawValue
                case .step: "step"
                case .manual: "tour or re-entry control"
                case .button: "page button or link"
                case .actionOutcome: "outcome"
                }
            }
        }
        var kind: Kind
        public var name: String
        /// For a step: its tour.
        public var tour: String?
        public var span: SourceSpan
    }

    public enum Action: Sendable {
        case launch
        /// The app is killed and started again; what changed while it was closed (an upgrade,
        /// a sign-out, a condition) applies from the new launch on.
        case relaunch(Relaunch)
        case signal(TourSignal)
        case wait(Double)
        case conditions([String: Bool])
        case expect(Expectation)
    }

    /// `relaunch: {appVersion, role, conditions}`; every field nil/empty for plain `relaunch`.
    public struct Relaunch: Sendable {
        public var appVersion: String?
        /// nil: unchanged; `.some(nil)`: signed out (`role: null`).
        public var role: String??
        public var conditions: [String: Bool] = [:]
    }

    public struct Expectation: Sendable {
        public enum Showing: Sendable, Equatable { case none, step(tour: String, step: String?) }
        public var showing: Showing?
        public var ended: (tour: String, outcome: RunOutcome)?
        /// nil value: absent; `.string("*")`: any value.
        public var store: [(key: String, value: StoredValue?)] = []
        public var analytics: [String]?
        public var message: String?
        public var skipConfirmation: Bool?
        /// Targets the shown step uses in place of others (`targetFallbacks`, registry fallbacks).
        public var targets: [String: String]?
        /// `eligible: {tour, reason}`: what the eligibility query answers for the tour
        /// (`eligible`, or the reason's name).
        public var eligible: (tour: String, reason: String)?
        /// `showing.progressText`: the shown step's progress text (`""` for none).
        public var progressText: String?
        /// `showing.waitsFor`: what the shown step waits for (a ``StepWait`` name).
        public var waitsFor: String?
        /// `text:`: the shown step's resolved texts, by field (`title`, `body`, `button`, ...).
        public var text: [String: String] = [:]
    }
}
