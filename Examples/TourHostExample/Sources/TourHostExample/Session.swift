import Observation

/// The app's own state, on the main actor: who is signed in, with which role. The tours'
/// conditions are answered from it directly, when the runtime asks (no copy in a lock box).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class Session {
    public var isSignedIn = false
    public var role: String?
    public var neverShowTours = false

    public init() {}

    /// The answer to a registry condition without a `key` (OPS: `isSignedIn`).
    public func holds(_ condition: String) -> Bool {
        switch condition {
        case "isSignedIn": isSignedIn
        default: false
        }
    }
}
