extension Tour {
    /// The step with the given id, if any.
    public func step(_ id: String) -> Step? {
        steps.first { $0.id == id }
    }
}

extension Tour {
    /// The screen the tour is bound to: that of its first trigger bound to one (a `firstVisit`'s
    /// screen, the screen of a `targetTap`'s target or of an `event`'s registry event, looked up
    /// with `targetScreen` and `eventScreen`). The runtime waits for it to resume a run, drops a
    /// delayed start whose screen was left, and ends a tour that `endsWhenScreenLeft` when the
    /// user leaves it (`TriggerIndex.screen`); `tourc check` reads it the same way (a step that
    /// would trap the user has a way out on such a tour). One reading, here, for both.
    public func boundScreen(targetScreen: (String) -> String?, eventScreen: (String) -> String?) -> String? {
        for trigger in triggers {
            switch trigger.kind {
            case .firstVisit(let screen, _): return screen
            case .targetTap(let target): if let screen = targetScreen(target) { return screen }
            case .event(let event, _): if let screen = eventScreen(event) { return screen }
            case .appLaunch, .firstLaunch, .majorUpdate, .manual: continue
            }
        }
        return nil
    }

    /// Whether leaving its bound screen ends a run of the tour (`cancelled`, reason
    /// `screenLeft`): a tooltip tour, or a card (a one-step tour) of any style, which would
    /// otherwise hold back every other tour. Listed by style: a new style must say.
    public var endsWhenScreenLeft: Bool {
        switch presentation.style {
        case .tooltip: true
        case .bottomSheet, .fullScreenCarousel, .spotlight, .updatePrompt, .intentSequence: steps.count == 1
        }
    }
}

extension Tour {
    /// Whether `carousel:` has an effect: only on a `fullScreenCarousel` tour. On any other
    /// presentation the runtime ignores it, footer included, and `tourc check` says so
    /// (TOUR3814). One reading, here, for the runtime and the checks.
    public var isCarousel: Bool {
        switch presentation.style {
        case .fullScreenCarousel: true
        case .bottomSheet, .spotlight, .intentSequence, .tooltip, .updatePrompt: false
        }
    }

    /// The carousel footer's buttons shown under `step`, after its own: every one on a page of
    /// a carousel, none on any other step.
    public func footer(on step: Step) -> [ActionButton] {
        switch step.kind {
        case .page: isCarousel ? carousel?.footer ?? [] : []
        case .spotlight, .tooltip, .intents: []
        }
    }
}
