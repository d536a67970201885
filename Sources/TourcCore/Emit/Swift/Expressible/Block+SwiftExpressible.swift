/// Explicit Swift expressions for the TourKit types of Block.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Block: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Block", cases: ["text", "bullets", "numbered", "legend", "topics", "component", "link", "illustration"], payloadLabels: [["text", "style"], ["items", "style"], ["items"], ["items"], ["items"], [nil], ["label", "icon", "action"], [nil]])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .text(let v0, let v1):
            return try s.call(case: 0, v0, v1)
        case .bullets(let v0, let v1):
            return try s.call(case: 1, v0, v1)
        case .numbered(let v0):
            return try s.call(case: 2, v0)
        case .legend(let v0):
            return try s.call(case: 3, v0)
        case .topics(let v0):
            return try s.call(case: 4, v0)
        case .component(let v0):
            return try s.call(case: 5, v0)
        case .link(let v0, let v1, let v2):
            return try s.call(case: 6, v0, v1, v2)
        case .illustration(let v0):
            return try s.call(case: 7, v0)
        }
    }
}

extension TourKit.TextStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TextStyle", cases: ["body", "callout", "footnote", "caption"], payloadLabels: [[], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .body: return s.cases[0]
        case .callout: return s.cases[1]
        case .footnote: return s.cases[2]
        case .caption: return s.cases[3]
        }
    }
}

extension TourKit.ListStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ListStyle", cases: ["plain", "cards"], payloadLabels: [[], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .plain: return s.cases[0]
        case .cards: return s.cases[1]
        }
    }
}

extension TourKit.ListItem: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ListItem", storedProperties: ["icon", "title", "text"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(icon, title, text)
    }
}

extension TourKit.LegendItem: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.LegendItem", storedProperties: ["color", "label", "text"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(color, label, text)
    }
}

extension TourKit.Topic: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Topic", storedProperties: ["id", "title", "summary", "icon", "sheet"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(id, title, summary, icon, sheet)
    }
}

extension TourKit.Sheet: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Sheet", storedProperties: ["title", "icon", "body", "content", "footer", "dismissLabel", "detents"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(title, icon, body, content, footer, dismissLabel, detents)
    }
}

extension TourKit.ComponentEmbed: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ComponentEmbed", storedProperties: ["component", "presentation", "autoPresent", "title", "options", "footer", "submitLabel", "emptySubmitLabel", "dismissLabel", "failureMessage", "detents"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(
            component, presentation, autoPresent, title, options, footer, submitLabel, emptySubmitLabel, dismissLabel,
            failureMessage, detents)
    }
}
