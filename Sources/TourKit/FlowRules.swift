/// How the user moves through a tour: skipping, going back, resuming, recovering from errors.
public struct FlowRules: Codable, Equatable, Sendable {
    /// When and how the tour can be skipped.
    public var skip: SkipPolicy
    /// Whether a Back button is offered after the first step.
    public var back: Bool
    /// What happens after the app is backgrounded or relaunched mid-tour.
    public var resume: ResumePolicy
    /// Checkpoints, fallbacks and retries for runtime errors (e.g. a target that cannot be found).
    public var recovery: RecoveryStrategy?
    /// A pause between steps, in seconds ("breathing room").
    public var stepDelay: Double

    public init(skip: SkipPolicy = SkipPolicy(), back: Bool = false, resume: ResumePolicy = ResumePolicy(), recovery: RecoveryStrategy? = nil, stepDelay: Double = 0) {
        self.skip = skip
        self.back = back
        self.resume = resume
        self.recovery = recovery
        self.stepDelay = stepDelay
    }

    enum CodingKeys: String, CodingKey { case skip, back, resume, recovery, stepDelay }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        skip = try c.decode(.skip, default: SkipPolicy())
        back = try c.decode(.back, default: false)
        resume = try c.decode(.resume, default: ResumePolicy())
        recovery = try c.decodeIfPresent(RecoveryStrategy.self, forKey: .recovery)
        stepDelay = try c.decode(.stepDelay, default: 0)
    }
}

/// When and how a tour can be skipped.
public struct SkipPolicy: Codable, Equatable, Sendable {
    /// Whether a Skip control is offered at all (per step, `skippable: false` can still remove it).
    public var available: Bool
    /// Ask for confirmation once progress (completed steps / total) reaches this fraction (e.g. 0.5).
    public var confirmAfterProgress: Double?
    /// Whether the Skip control is hidden on the last step (where Done/Get Started finishes anyway).
    public var hiddenOnLastStep: Bool
    /// Where the Skip control sits.
    public var position: ControlPosition

    public init(available: Bool = true, confirmAfterProgress: Double? = nil, hiddenOnLastStep: Bool = false, position: ControlPosition = .bottomLeading) {
        self.available = available
        self.confirmAfterProgress = confirmAfterProgress
        self.hiddenOnLastStep = hiddenOnLastStep
        self.position = position
    }

    enum CodingKeys: String, CodingKey { case available, confirmAfterProgress, hiddenOnLastStep, position }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        available = try c.decode(.available, default: true)
        confirmAfterProgress = try c.decodeIfPresent(Double.self, forKey: .confirmAfterProgress)
        hiddenOnLastStep = try c.decode(.hiddenOnLastStep, default: false)
        position = try c.decode(.position, default: .bottomLeading)
    }
}

/// Where a control sits on screen.
public enum ControlPosition: String, Codable, Equatable, Sendable, CaseIterable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing, inline
}

/// What happens after the app is backgrounded or relaunched mid-tour.
public struct ResumePolicy: Codable, Equatable, Sendable {
    /// On return from the background.
    public var onBackground: ResumeBehavior
    /// On the next launch after the app was quit (or force-quit).
    public var onRelaunch: ResumeBehavior

    public init(onBackground: ResumeBehavior = .resume, onRelaunch: ResumeBehavior = .restart) {
        self.onBackground = onBackground
        self.onRelaunch = onRelaunch
    }

    enum CodingKeys: String, CodingKey { case onBackground, onRelaunch }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        onBackground = try c.decode(.onBackground, default: .resume)
        onRelaunch = try c.decode(.onRelaunch, default: .restart)
    }
}

/// Resume from the current step, restart from the first, or end the tour.
public enum ResumeBehavior: String, Codable, Equatable, Sendable, CaseIterable {
    case resume, restart, end
}

/// Error recovery: checkpoints to fall back to, a default fallback, retries, per-error fallbacks.
public struct RecoveryStrategy: Codable, Equatable, Sendable {
    /// Step indices (0-based) that are safe to restart from.
    public var checkpoints: [Int]
    /// The fallback for errors without their own rule.
    public var fallback: Fallback
    /// How many times a failing step is tried before its fallback applies.
    public var maxRetries: Int
    /// The pause before a retry, in seconds.
    public var retryDelay: Double
    /// Fallbacks per error kind.
    public var errors: [ErrorRecovery]

    public init(checkpoints: [Int] = [], fallback: Fallback, maxRetries: Int = 2, retryDelay: Double = 0.3, errors: [ErrorRecovery] = []) {
        self.checkpoints = checkpoints
        self.fallback = fallback
        self.maxRetries = maxRetries
        self.retryDelay = retryDelay
        self.errors = errors
    }

    enum CodingKeys: String, CodingKey { case checkpoints, fallback, maxRetries, retryDelay, errors }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        checkpoints = try c.decode(.checkpoints, default: [])
        fallback = try c.decode(Fallback.self, forKey: .fallback)
        maxRetries = try c.decode(.maxRetries, default: 2)
        retryDelay = try c.decode(.retryDelay, default: 0.3)
        errors = try c.decode(.errors, default: [])
    }

    /// The fallback for an error kind: its own rule, else the strategy's default.
    public func fallback(for error: TourErrorKind) -> Fallback {
        errors.first { $0.error == error }?.fallback ?? fallback
    }
}

/// The fallback for one kind of error.
public struct ErrorRecovery: Codable, Equatable, Sendable {
    /// The error kind.
    public var error: TourErrorKind
    /// What to do when it happens (after the retries).
    public var fallback: Fallback

    public init(error: TourErrorKind, fallback: Fallback) {
        self.error = error
        self.fallback = fallback
    }
}

/// Errors a tour runtime can meet.
public enum TourErrorKind: String, Codable, Equatable, Sendable, CaseIterable {
    case targetNotFound, navigationFailed, gestureAnimationFailed, unexpectedState, userCancelled
}

/// What to do when a step fails. YAML: `{type: endTour, message: "..."}`.
public enum Fallback: Codable, Equatable, Sendable {
    /// Skip the problematic step and continue.
    case skipStep
    /// Jump to the next checkpoint.
    case nextCheckpoint
    /// End the tour, showing a message (empty: end silently).
    case endTour(message: String)
    /// Restart from the beginning.
    case restart

    /// The `type` values.
    public enum Kind: String, Codable, Sendable, CaseIterable { case skipStep, nextCheckpoint, endTour, restart }

    enum CodingKeys: String, CodingKey { case type, message }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .skipStep: self = .skipStep
        case .nextCheckpoint: self = .nextCheckpoint
        case .endTour: self = .endTour(message: try c.decode(.message, default: ""))
        case .restart: self = .restart
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .skipStep: try c.encode(Kind.skipStep, forKey: .type)
        case .nextCheckpoint: try c.encode(Kind.nextCheckpoint, forKey: .type)
        case .endTour(let message):
            try c.encode(Kind.endTour, forKey: .type)
            try c.encode(message, forKey: .message)
        case .restart: try c.encode(Kind.restart, forKey: .type)
        }
    }
}
