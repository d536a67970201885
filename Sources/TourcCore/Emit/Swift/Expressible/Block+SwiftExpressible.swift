/// Explicit Swift expressions for the TourKit types of Block.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Block: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Block", cases: ["text", "bullets", "numbered", "legend", "topics", "component", "link", "illustration"], payloadLabels: [["text", "style"], ["items", "style"], ["items"], ["items"], ["items"], [nil], ["label", "icon", "action"], [nil]])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .text(let v0, let v1):
            sink.beginCall(s.prepared[0])
            try s.argument(case: 0, 0, v0, into: &sink)
            try s.argument(case: 0, 1, v1, into: &sink)
            sink.endCall()
        case .bullets(let v0, let v1):
            sink.beginCall(s.prepared[1])
            try s.argument(case: 1, 0, v0, into: &sink)
            try s.argument(case: 1, 1, v1, into: &sink)
            sink.endCall()
        case .numbered(let v0):
            sink.beginCall(s.prepared[2])
            try s.argument(case: 2, 0, v0, into: &sink)
            sink.endCall()
        case .legend(let v0):
            sink.beginCall(s.prepared[3])
            try s.argument(case: 3, 0, v0, into: &sink)
            sink.endCall()
        case .topics(let v0):
            sink.beginCall(s.prepared[4])
            try s.argument(case: 4, 0, v0, into: &sink)
            sink.endCall()
        case .component(let v0):
            sink.beginCall(s.prepared[5])
            try s.argument(case: 5, 0, v0, into: &sink)
            sink.endCall()
        case .link(let v0, let v1, let v2):
            sink.beginCall(s.prepared[6])
            try s.argument(case: 6, 0, v0, into: &sink)
            try s.argument(case: 6, 1, v1, into: &sink)
            try s.argument(case: 6, 2, v2, into: &sink)
            sink.endCall()
        case .illustration(let v0):
            sink.beginCall(s.prepared[7])
            try s.argument(case: 7, 0, v0, into: &sink)
            sink.endCall()
        }
    }
}

extension TourKit.TextStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TextStyle", cases: ["body", "callout", "footnote", "caption"], payloadLabels: [[], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .body: s.write(case: 0, to: &sink)
        case .callout: s.write(case: 1, to: &sink)
        case .footnote: s.write(case: 2, to: &sink)
        case .caption: s.write(case: 3, to: &sink)
        }
    }
}

extension TourKit.ListStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ListStyle", cases: ["plain", "cards"], payloadLabels: [[], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .plain: s.write(case: 0, to: &sink)
        case .cards: s.write(case: 1, to: &sink)
        }
    }
}

extension TourKit.ListItem: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ListItem", storedProperties: ["icon", "title", "text"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, icon, into: &sink)
        try s.argument(1, title, into: &sink)
        try s.argument(2, text, into: &sink)
        sink.endCall()
    }
}

extension TourKit.LegendItem: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.LegendItem", storedProperties: ["color", "label", "text"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, color, into: &sink)
        try s.argument(1, label, into: &sink)
        try s.argument(2, text, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Topic: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Topic", storedProperties: ["id", "title", "summary", "icon", "sheet"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, title, into: &sink)
        try s.argument(2, summary, into: &sink)
        try s.argument(3, icon, into: &sink)
        try s.argument(4, sheet, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Sheet: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Sheet", storedProperties: ["title", "icon", "body", "content", "footer", "dismissLabel", "detents"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, title, into: &sink)
        try s.argument(1, icon, into: &sink)
        try s.argument(2, body, into: &sink)
        try s.argument(3, content, into: &sink)
        try s.argument(4, footer, into: &sink)
        try s.argument(5, dismissLabel, into: &sink)
        try s.argument(6, detents, into: &sink)
        sink.endCall()
    }
}

extension TourKit.ComponentEmbed: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ComponentEmbed", storedProperties: ["component", "presentation", "autoPresent", "title", "options", "footer", "submitLabel", "emptySubmitLabel", "dismissLabel", "failureMessage", "detents"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, component, into: &sink)
        try s.argument(1, presentation, into: &sink)
        try s.argument(2, autoPresent, into: &sink)
        try s.argument(3, title, into: &sink)
        try s.argument(4, options, into: &sink)
        try s.argument(5, footer, into: &sink)
        try s.argument(6, submitLabel, into: &sink)
        try s.argument(7, emptySubmitLabel, into: &sink)
        try s.argument(8, dismissLabel, into: &sink)
        try s.argument(9, failureMessage, into: &sink)
        try s.argument(10, detents, into: &sink)
        sink.endCall()
    }
}
