/// Explicit Swift expressions for the TourKit types of Presentation.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Presentation: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Presentation", storedProperties: ["style", "container", "background", "detents", "dragIndicator", "interactiveDismiss", "progress"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, style, into: &sink)
        try s.argument(1, container, into: &sink)
        try s.argument(2, background, into: &sink)
        try s.argument(3, detents, into: &sink)
        try s.argument(4, dragIndicator, into: &sink)
        try s.argument(5, interactiveDismiss, into: &sink)
        try s.argument(6, progress, into: &sink)
        sink.endCall()
    }
}

extension TourKit.PresentationStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PresentationStyle", cases: ["bottomSheet", "fullScreenCarousel", "spotlight", "intentSequence", "tooltip", "updatePrompt"], payloadLabels: [[], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .bottomSheet: s.write(case: 0, to: &sink)
        case .fullScreenCarousel: s.write(case: 1, to: &sink)
        case .spotlight: s.write(case: 2, to: &sink)
        case .intentSequence: s.write(case: 3, to: &sink)
        case .tooltip: s.write(case: 4, to: &sink)
        case .updatePrompt: s.write(case: 5, to: &sink)
        }
    }
}

extension TourKit.PresentationContainer: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PresentationContainer", cases: ["sheet", "fullScreenCover", "overlay", "popover", "alert"], payloadLabels: [[], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .sheet: s.write(case: 0, to: &sink)
        case .fullScreenCover: s.write(case: 1, to: &sink)
        case .overlay: s.write(case: 2, to: &sink)
        case .popover: s.write(case: 3, to: &sink)
        case .alert: s.write(case: 4, to: &sink)
        }
    }
}

extension TourKit.Background: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Background", cases: ["none", "dim", "blur"], payloadLabels: [[], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .none: s.write(case: 0, to: &sink)
        case .dim: s.write(case: 1, to: &sink)
        case .blur: s.write(case: 2, to: &sink)
        }
    }
}

extension TourKit.Detent: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Detent", cases: ["medium", "large"], payloadLabels: [[], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .medium: s.write(case: 0, to: &sink)
        case .large: s.write(case: 1, to: &sink)
        }
    }
}

extension TourKit.ProgressIndicator: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ProgressIndicator", storedProperties: ["style", "excludesFinalStep", "hiddenForSingleStep"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, style, into: &sink)
        try s.argument(1, excludesFinalStep, into: &sink)
        try s.argument(2, hiddenForSingleStep, into: &sink)
        sink.endCall()
    }
}

extension TourKit.ProgressStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ProgressStyle", cases: ["dots", "counter", "none"], payloadLabels: [[], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .dots: s.write(case: 0, to: &sink)
        case .counter: s.write(case: 1, to: &sink)
        case .none: s.write(case: 2, to: &sink)
        }
    }
}
