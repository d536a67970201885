import Foundation
import Observation
import TourKit
import TourKitRuntime

/// The app model a SwiftUI `App` would put in the environment: one ``TourHost`` for the whole
/// app (every scene shares it), fed by the app's lifecycle, and carrying out the commands only
/// the app can (haptics, navigation, analytics).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class AppModel {
    public let session: Session
    public let tours: TourHost
    /// What the app did for the runtime, in order (haptics, effects, analytics): the example's
    /// stand-in for a real haptic engine, navigator and analytics client.
    public private(set) var effects: [String] = []

    /// `store`: any async backend (here an actor); `timers: .manual` lets a test move time.
    public init(bundle: TourBundle, store: any AsyncTourStateStore, appVersion: String,
                timers: TourHost.Timers = .automatic) async throws {
        let session = Session()
        self.session = session
        tours = try await TourHost(bundle: bundle, store: store, appVersion: appVersion, timers: timers) { condition in
            session.holds(condition)
        }
        tours.onCommand = { [weak self] command in self?.record(command) }
    }

    /// SwiftUI's `.onAppear` of the root view: may fire more than once; `launch` is idempotent.
    public func rootAppeared() { tours.send(.launch) }

    public func signIn(role: String) {
        session.isSignedIn = true
        session.role = role
        tours.role = role
        tours.send(.reevaluate)
    }

    public func signOut() {
        session.isSignedIn = false
        session.role = nil
        tours.role = nil
        tours.send(.end(reason: "signedOut"))
    }

    /// A screen's `.onAppear` (and `.onDisappear`): a step bound to a screen waits for it.
    public func screenAppeared(_ screen: String) { tours.send(.visit(screen)) }
    public func screenDisappeared(_ screen: String) { tours.send(.leave(screen)) }

    /// The scene phase changed.
    public func scenePhase(active: Bool) { tours.send(.run(active ? .foreground : .background)) }

    private func record(_ command: TourCommand) {
        switch command {
        case .haptic(let haptic): effects.append("haptic \(haptic.rawValue)")
        case .perform(let effect): effects.append("perform \(effect)")
        case .analytics(let record): effects.append("analytics \(record.name)")
        case .celebrate: effects.append("celebrate")
        case .unknownName(let unknown): effects.append("unknown \(unknown.kind.rawValue) \(unknown.name)")
        case .present, .hide, .scheduleTimer, .askSkipConfirmation, .dismissSkipConfirmation, .showMessage, .write, .ended: break
        }
    }
}
