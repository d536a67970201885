/// Explicit Swift expressions for the TourKit types of RegistryEntries.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.AppEvent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AppEvent", storedProperties: ["id", "description", "screen"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(id, description, screen)
    }
}

extension TourKit.Condition: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Condition", storedProperties: ["id", "description", "key"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(id, description, key)
    }
}

extension TourKit.Component: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Component", storedProperties: ["id", "description", "presentation", "outcomes", "fields", "events"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(id, description, presentation, outcomes, fields, events)
    }
}

extension TourKit.ComponentPresentation: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ComponentPresentation", cases: ["inline", "sheet", "fullScreenCover", "popover"], payloadLabels: [[], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .inline: return s.cases[0]
        case .sheet: return s.cases[1]
        case .fullScreenCover: return s.cases[2]
        case .popover: return s.cases[3]
        }
    }
}

extension TourKit.ComponentField: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ComponentField", storedProperties: ["id", "label", "kind", "contentType", "autocapitalize"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(id, label, kind, contentType, autocapitalize)
    }
}

extension TourKit.FieldKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.FieldKind", cases: ["text", "secure", "email", "code", "picker"], payloadLabels: [[], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .text: return s.cases[0]
        case .secure: return s.cases[1]
        case .email: return s.cases[2]
        case .code: return s.cases[3]
        case .picker: return s.cases[4]
        }
    }
}

extension TourKit.PersistenceKey: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.PersistenceKey", storedProperties: ["key", "type", "store", "scope", "description"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(key, type, store, scope, description)
    }
}

extension TourKit.PersistenceType: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PersistenceType", cases: ["bool", "string", "stringSet", "int", "date", "json"], payloadLabels: [[], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .bool: return s.cases[0]
        case .string: return s.cases[1]
        case .stringSet: return s.cases[2]
        case .int: return s.cases[3]
        case .date: return s.cases[4]
        case .json: return s.cases[5]
        }
    }
}

extension TourKit.PersistenceStore: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PersistenceStore", cases: ["userDefaults", "keychain"], payloadLabels: [[], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .userDefaults: return s.cases[0]
        case .keychain: return s.cases[1]
        }
    }
}

extension TourKit.PersistenceScope: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PersistenceScope", cases: ["app", "perTour"], payloadLabels: [[], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .app: return s.cases[0]
        case .perTour: return s.cases[1]
        }
    }
}

extension TourKit.Tag: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Tag", storedProperties: ["id", "group", "description"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(id, group, description)
    }
}

extension TourKit.TagGroup: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TagGroup", cases: ["role", "screen", "feature", "phase"], payloadLabels: [[], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .role: return s.cases[0]
        case .screen: return s.cases[1]
        case .feature: return s.cases[2]
        case .phase: return s.cases[3]
        }
    }
}

extension TourKit.AnalyticsEvent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AnalyticsEvent", storedProperties: ["id", "parameters", "description"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(id, parameters, description)
    }
}
