/// Explicit Swift expressions for the TourKit types of Presentation.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Presentation: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Presentation", storedProperties: ["style", "container", "background", "detents", "dragIndicator", "interactiveDismiss", "progress"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(style, container, background, detents, dragIndicator, interactiveDismiss, progress)
    }
}

extension TourKit.PresentationStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PresentationStyle", cases: ["bottomSheet", "fullScreenCarousel", "spotlight", "intentSequence", "tooltip", "updatePrompt"], payloadLabels: [[], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .bottomSheet: return s.cases[0]
        case .fullScreenCarousel: return s.cases[1]
        case .spotlight: return s.cases[2]
        case .intentSequence: return s.cases[3]
        case .tooltip: return s.cases[4]
        case .updatePrompt: return s.cases[5]
        }
    }
}

extension TourKit.PresentationContainer: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PresentationContainer", cases: ["sheet", "fullScreenCover", "overlay", "popover", "alert"], payloadLabels: [[], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .sheet: return s.cases[0]
        case .fullScreenCover: return s.cases[1]
        case .overlay: return s.cases[2]
        case .popover: return s.cases[3]
        case .alert: return s.cases[4]
        }
    }
}

extension TourKit.Background: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Background", cases: ["none", "dim", "blur"], payloadLabels: [[], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .none: return s.cases[0]
        case .dim: return s.cases[1]
        case .blur: return s.cases[2]
        }
    }
}

extension TourKit.Detent: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Detent", cases: ["medium", "large"], payloadLabels: [[], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .medium: return s.cases[0]
        case .large: return s.cases[1]
        }
    }
}

extension TourKit.ProgressIndicator: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ProgressIndicator", storedProperties: ["style", "excludesFinalStep", "hiddenForSingleStep"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(style, excludesFinalStep, hiddenForSingleStep)
    }
}

extension TourKit.ProgressStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ProgressStyle", cases: ["dots", "counter", "none"], payloadLabels: [[], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .dots: return s.cases[0]
        case .counter: return s.cases[1]
        case .none: return s.cases[2]
        }
    }
}
