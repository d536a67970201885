import TourKitRuntime

/// The "view": follows the host's updates (TipKit's `statusUpdates` pattern) and renders each
/// one as a line, the way a SwiftUI overlay would redraw. A UIKit app would do the same in a
/// `for await` loop owned by its view controller.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class Presenter {
    public private(set) var lines: [String] = []
    private var task: Task<Void, Never>?

    public init() {}

    /// Draws each update and, once a step is drawn, confirms it (`displayed`): the runtime
    /// counts a tour as seen, and writes its `started` updates, only for what reached the screen
    /// (a SwiftUI overlay sends it from the step view's `.onAppear`).
    public func follow(_ host: TourHost) {
        let updates = host.updates
        task = Task { [weak self, weak host] in
            for await update in updates {
                self?.lines.append(Self.render(update))
                if let shown = update.presentation { host?.send(.run(.displayed(step: shown.step.id))) }
            }
        }
    }

    public func stop() { task?.cancel() }

    public static func render(_ update: TourUpdate) -> String {
        guard let shown = update.presentation else {
            if let tour = update.runningTour { return "(\(tour) between steps)" }
            return update.lastEnded.map { "nothing shown; \($0.tour) ended \($0.outcome.rawValue)" } ?? "nothing shown"
        }
        let progress = shown.progressText ?? "\(shown.position + 1) of \(shown.count)"
        return "\(shown.tour).\(shown.step.id) [\(progress)]" + (update.isAskingSkipConfirmation ? " + skip alert" : "")
    }
}
