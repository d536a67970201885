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
            return .call(s.cases[0], [SwiftArgument(s.label(0, 0), try v0.swiftExpression()), SwiftArgument(s.label(0, 1), try v1.swiftExpression())])
        case .bullets(let v0, let v1):
            return .call(s.cases[1], [SwiftArgument(s.label(1, 0), try v0.swiftExpression()), SwiftArgument(s.label(1, 1), try v1.swiftExpression())])
        case .numbered(let v0):
            return .call(s.cases[2], [SwiftArgument(s.label(2, 0), try v0.swiftExpression())])
        case .legend(let v0):
            return .call(s.cases[3], [SwiftArgument(s.label(3, 0), try v0.swiftExpression())])
        case .topics(let v0):
            return .call(s.cases[4], [SwiftArgument(s.label(4, 0), try v0.swiftExpression())])
        case .component(let v0):
            return .call(s.cases[5], [SwiftArgument(s.label(5, 0), try v0.swiftExpression())])
        case .link(let v0, let v1, let v2):
            return .call(s.cases[6], [SwiftArgument(s.label(6, 0), try v0.swiftExpression()), SwiftArgument(s.label(6, 1), try v1.swiftExpression()), SwiftArgument(s.label(6, 2), try v2.swiftExpression())])
        case .illustration(let v0):
            return .call(s.cases[7], [SwiftArgument(s.label(7, 0), try v0.swiftExpression())])
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
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try icon.swiftExpression()),
            SwiftArgument(s.labels[1], try title.swiftExpression()),
            SwiftArgument(s.labels[2], try text.swiftExpression())
        ])
    }
}

extension TourKit.LegendItem: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.LegendItem", storedProperties: ["color", "label", "text"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try color.swiftExpression()),
            SwiftArgument(s.labels[1], try label.swiftExpression()),
            SwiftArgument(s.labels[2], try text.swiftExpression())
        ])
    }
}

extension TourKit.Topic: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Topic", storedProperties: ["id", "title", "summary", "icon", "sheet"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try id.swiftExpression()),
            SwiftArgument(s.labels[1], try title.swiftExpression()),
            SwiftArgument(s.labels[2], try summary.swiftExpression()),
            SwiftArgument(s.labels[3], try icon.swiftExpression()),
            SwiftArgument(s.labels[4], try sheet.swiftExpression())
        ])
    }
}

extension TourKit.Sheet: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Sheet", storedProperties: ["title", "icon", "body", "content", "footer", "dismissLabel", "detents"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try title.swiftExpression()),
            SwiftArgument(s.labels[1], try icon.swiftExpression()),
            SwiftArgument(s.labels[2], try body.swiftExpression()),
            SwiftArgument(s.labels[3], try content.swiftExpression()),
            SwiftArgument(s.labels[4], try footer.swiftExpression()),
            SwiftArgument(s.labels[5], try dismissLabel.swiftExpression()),
            SwiftArgument(s.labels[6], try detents.swiftExpression())
        ])
    }
}

extension TourKit.ComponentEmbed: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ComponentEmbed", storedProperties: ["component", "presentation", "autoPresent", "title", "options", "footer", "submitLabel", "emptySubmitLabel", "dismissLabel", "failureMessage", "detents"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try component.swiftExpression()),
            SwiftArgument(s.labels[1], try presentation.swiftExpression()),
            SwiftArgument(s.labels[2], try autoPresent.swiftExpression()),
            SwiftArgument(s.labels[3], try title.swiftExpression()),
            SwiftArgument(s.labels[4], try options.swiftExpression()),
            SwiftArgument(s.labels[5], try footer.swiftExpression()),
            SwiftArgument(s.labels[6], try submitLabel.swiftExpression()),
            SwiftArgument(s.labels[7], try emptySubmitLabel.swiftExpression()),
            SwiftArgument(s.labels[8], try dismissLabel.swiftExpression()),
            SwiftArgument(s.labels[9], try failureMessage.swiftExpression()),
            SwiftArgument(s.labels[10], try detents.swiftExpression())
        ])
    }
}
