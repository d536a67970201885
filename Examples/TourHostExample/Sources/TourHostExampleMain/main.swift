import Foundation
import TourHostExample
import TourKit
import TourKitRuntime

/// One session with OPS's generated bundle: sign in as office crew, launch twice (a second
/// `.onAppear`), two steps, background and foreground, then the app ends the tour.
let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../../Tests/TourKitConsumerTests/Generated/ops/ops.json").standardizedFileURL
let bundle = try JSONDecoder().decode(TourBundle.self, from: Data(contentsOf: url))

@MainActor func session() async throws {
    let app = try await AppModel(bundle: bundle, store: InMemoryAsyncStateStore(), appVersion: "1.0", timers: .manual)
    let presenter = Presenter()
    presenter.follow(app.tours)
    app.rootAppeared()
    app.signIn(role: "officeCrew")
    app.rootAppeared()
    app.tours.send(.run(.next))
    app.tours.send(.run(.next))
    app.scenePhase(active: false)
    app.scenePhase(active: true)
    app.signOut()
    await app.tours.flush()
    // Let the presenter's `for await` loop catch up with the buffered updates.
    for _ in 0..<50 { await Task.yield() }
    for line in presenter.lines { print(line) }
    for effect in app.effects { print("  ", effect) }
}
try await session()
