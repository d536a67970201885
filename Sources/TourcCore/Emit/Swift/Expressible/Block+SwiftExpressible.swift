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
            try s.call(case: 0, into: &sink, v0, v1)
        case .bullets(let v0, let v1):
            try s.call(case: 1, into: &sink, v0, v1)
        case .numbered(let v0):
            try s.call(case: 2, into: &sink, v0)
        case .legend(let v0):
            try s.call(case: 3, into: &sink, v0)
        case .topics(let v0):
            try s.call(case: 4, into: &sink, v0)
        case .component(let v0):
            try s.call(case: 5, into: &sink, v0)
        case .link(let v0, let v1, let v2):
            try s.call(case: 6, into: &sink, v0, v1, v2)
        case .illustration(let v0):
            try s.call(case: 7, into: &sink, v0)
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
        try Self.swiftShape.call(into: &sink, icon, title, text)
    }
}

extension TourKit.LegendItem: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.LegendItem", storedProperties: ["color", "label", "text"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, color, label, text)
    }
}

extension TourKit.Topic: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Topic", storedProperties: ["id", "title", "summary", "icon", "sheet"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, id, title, summary, icon, sheet)
    }
}

extension TourKit.Sheet: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Sheet", storedProperties: ["title", "icon", "body", "content", "footer", "dismissLabel", "detents"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, title, icon, body, content, footer, dismissLabel, detents)
    }
}

extension TourKit.ComponentEmbed: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ComponentEmbed", storedProperties: ["component", "presentation", "autoPresent", "title", "options", "footer", "submitLabel", "emptySubmitLabel", "dismissLabel", "failureMessage", "detents"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink,
            component, presentation, autoPresent, title, options, footer, submitLabel, emptySubmitLabel, dismissLabel,
            failureMessage, detents)
    }
}
