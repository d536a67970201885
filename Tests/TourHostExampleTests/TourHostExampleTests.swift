import Foundation
import Testing
import TourHostExample
import TourKit
import TourKitRuntime

/// Drives the example host (Examples/TourHostExample) with OPS's generated bundle: a
/// `@MainActor` app model, Observation, an async store and an update stream, under Swift 6's
/// strict concurrency (issue 22, item 2). (Observation needs macOS 14 / iOS 17; the package's
/// floor is macOS 13, hence the `#available` guards.)
@MainActor @Suite struct TourHostExampleTests {
    static let bundle: TourBundle = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TourKitConsumerTests/Generated/ops/ops.json")
        return try! JSONDecoder().decode(TourBundle.self, from: Data(contentsOf: url))
    }()

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func model(_ store: InMemoryAsyncStateStore = InMemoryAsyncStateStore()) async throws -> AppModel {
        try await AppModel(bundle: Self.bundle, store: store, appVersion: "1.0", timers: .manual)
    }

    @Test func signingInStartsTheOfficeTourFromMainActorState() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let app = try await model()
        app.rootAppeared()
        #expect(app.tours.presentation == nil)
        #expect(app.tours.eligibility(of: "office_onboarding") == .ineligible(.role))
        app.signIn(role: "officeCrew")
        #expect(app.tours.presentation?.tour == "office_onboarding")
        #expect(app.tours.presentation?.step.id == "welcome")
        // The root view appears again: nothing restarts, nothing is reported twice.
        app.tours.send(.run(.next))
        let started = app.effects.filter { $0 == "analytics tourStarted" }.count
        app.rootAppeared()
        #expect(app.tours.presentation?.position == 1)
        #expect(app.effects.filter { $0 == "analytics tourStarted" }.count == started)
    }

    @Test func theUpdateStreamFollowsEveryChange() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let app = try await model()
        let presenter = Presenter()
        presenter.follow(app.tours)
        app.rootAppeared()
        app.signIn(role: "admin")
        app.tours.send(.run(.next))
        app.signOut()
        for _ in 0..<20 where presenter.lines.count < 4 { await Task.yield() }
        #expect(presenter.lines.first == "nothing shown")
        #expect(presenter.lines.contains { $0.hasPrefix("office_onboarding.welcome") })
        #expect(presenter.lines.last == "nothing shown; office_onboarding ended cancelled")
        presenter.stop()
    }

    /// Issue 22, item 7: display confirmation is on by default, and the example's presenter
    /// confirms each step it draws, so the run counts as seen.
    @Test func thePresenterConfirmsWhatItDraws() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let app = try await model()
        #expect(app.tours.engine.hostConfirmsDisplay)
        let presenter = Presenter()
        presenter.follow(app.tours)
        app.rootAppeared()
        app.signIn(role: "admin")
        #expect(app.tours.presentation?.step.id == "welcome")
        for _ in 0..<50 where app.tours.engine.run?.displayed != true { await Task.yield() }
        #expect(app.tours.engine.run?.displayed == true)
        presenter.stop()
    }

    @Test func theAsyncStoreGetsOneBatchPerSignalAndAReopenedAppResumes() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let store = InMemoryAsyncStateStore()
        do {
            let app = try await model(store)
            app.rootAppeared()
            app.signIn(role: "officeCrew")
            app.tours.send(.run(.next))
            await app.tours.flush()
        }
        let saved = await store.values
        #expect(saved["tour_progress"] != nil)
        #expect(saved[TourCoordinator.launchedKey] == .bool(true))
        // Relaunch signed out: the office tour does not come back for a signed-out user…
        let signedOut = try await model(store)
        signedOut.rootAppeared()
        #expect(signedOut.tours.presentation == nil)
        // …and comes back (OPS restarts it: `onRelaunch: restart`) once the user signs in.
        signedOut.signIn(role: "officeCrew")
        #expect(signedOut.tours.presentation?.step.id == "welcome")
    }

    @Test func aSecondHostOverTheSameStoreIsRefused() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let store = InMemoryAsyncStateStore()
        let first = try await model(store)
        await #expect(throws: TourEngineError.storeAlreadyOwned) { _ = try await model(store) }
        _ = first
    }

    @Test func timersAreHeldForTheTestAndStaleOnesDoNothing() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let app = try await model()
        app.rootAppeared()
        app.signIn(role: "officeCrew")
        // The host could not show the step: OPS retries after 0.3 s (a retry timer waits).
        app.tours.send(.run(.failure(.navigationFailed)))
        let timer = try #require(app.tours.pendingTimers.last)
        #expect(timer.purpose == .retry)
        #expect(app.tours.presentation == nil)
        app.tours.fire(timer)
        #expect(app.tours.presentation?.attempt == 2)
        #expect(app.tours.fire(timer).isEmpty)
    }
}
