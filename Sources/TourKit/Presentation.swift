/// How a tour is presented.
public struct Presentation: Codable, Equatable, Sendable {
    /// The presentation kind; decides which step types fit (see ``PresentationStyle``).
    public var style: PresentationStyle
    /// The SwiftUI container. When the author leaves it out, the style's usual one
    /// (``PresentationStyle/defaultContainer``) is filled in.
    public var container: PresentationContainer
    /// What is behind the tour content.
    public var background: Background
    /// Sheet heights (for `sheet` containers).
    public var detents: [Detent]
    /// Whether a sheet shows its drag indicator.
    public var dragIndicator: Bool
    /// Whether a swipe down may dismiss a sheet (false = `interactiveDismissDisabled()`).
    public var interactiveDismiss: Bool
    /// The progress indicator.
    public var progress: ProgressIndicator

    public init(
        style: PresentationStyle, container: PresentationContainer? = nil, background: Background = .none,
        detents: [Detent] = [], dragIndicator: Bool = false, interactiveDismiss: Bool = true,
        progress: ProgressIndicator = ProgressIndicator()
    ) {
        self.style = style
        self.container = container ?? style.defaultContainer
        self.background = background
        self.detents = detents
        self.dragIndicator = dragIndicator
        self.interactiveDismiss = interactiveDismiss
        self.progress = progress
    }

    enum CodingKeys: String, CodingKey { case style, container, background, detents, dragIndicator, interactiveDismiss, progress }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        style = try c.decode(PresentationStyle.self, forKey: .style)
        container = try c.decodeIfPresent(PresentationContainer.self, forKey: .container) ?? style.defaultContainer
        background = try c.decode(.background, default: .none)
        detents = try c.decode(.detents, default: [])
        dragIndicator = try c.decode(.dragIndicator, default: false)
        interactiveDismiss = try c.decode(.interactiveDismiss, default: true)
        progress = try c.decode(.progress, default: ProgressIndicator())
    }
}

/// The presentation kinds of DESIGN §2 and the step types each takes.
public enum PresentationStyle: String, Codable, Equatable, Sendable, CaseIterable {
    /// Pages in a bottom sheet (Carrier Wave). Steps: `page`.
    case bottomSheet
    /// A full-screen swipe carousel with page dots (OmniSite). Steps: `page`.
    case fullScreenCarousel
    /// A dimmed overlay with spotlight cut-outs and coach marks (Finite). Steps: `spotlight`.
    case spotlight
    /// Steps made of ordered intents (OPS). Steps: `intents`.
    case intentSequence
    /// A contextual help tooltip anchored to a target (OmniSite). Steps: `tooltip`.
    case tooltip
    /// A "What's new" prompt after a major update (Carrier Wave). Steps: `page`.
    case updatePrompt

    /// The container a style uses when the tour does not name one.
    public var defaultContainer: PresentationContainer {
        switch self {
        case .bottomSheet, .updatePrompt: .sheet
        case .fullScreenCarousel: .fullScreenCover
        case .spotlight, .intentSequence: .overlay
        case .tooltip: .popover
        }
    }
}

/// The SwiftUI container a tour is shown in.
public enum PresentationContainer: String, Codable, Equatable, Sendable, CaseIterable {
    case sheet, fullScreenCover, overlay, popover, alert
}

/// What is behind tour content.
public enum Background: String, Codable, Equatable, Sendable, CaseIterable {
    /// The real UI, unchanged.
    case none
    /// The real UI, dimmed.
    case dim
    /// The real UI, blurred (`.ultraThinMaterial`).
    case blur
}

/// A sheet height.
public enum Detent: String, Codable, Equatable, Sendable, CaseIterable {
    case medium, large
}

/// A progress indicator.
public struct ProgressIndicator: Codable, Equatable, Sendable {
    /// Dots, an "n of m" counter, or nothing.
    public var style: ProgressStyle
    /// Whether a final "complete" step is left out of the count (Finite: 6 dots for 7 steps).
    public var excludesFinalStep: Bool
    /// Whether a one-step tour shows no indicator.
    public var hiddenForSingleStep: Bool

    public init(style: ProgressStyle = .dots, excludesFinalStep: Bool = false, hiddenForSingleStep: Bool = true) {
        self.style = style
        self.excludesFinalStep = excludesFinalStep
        self.hiddenForSingleStep = hiddenForSingleStep
    }

    enum CodingKeys: String, CodingKey { case style, excludesFinalStep, hiddenForSingleStep }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        style = try c.decode(.style, default: .dots)
        excludesFinalStep = try c.decode(.excludesFinalStep, default: false)
        hiddenForSingleStep = try c.decode(.hiddenForSingleStep, default: true)
    }
}

/// How progress is shown.
public enum ProgressStyle: String, Codable, Equatable, Sendable, CaseIterable {
    /// One dot per step.
    case dots
    /// "2 of 5".
    case counter
    /// No indicator.
    case none
}
