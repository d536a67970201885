/// Explicit Swift expressions for the TourKit types of RegistryEntries.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.AppEvent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AppEvent", storedProperties: ["id", "description", "screen"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, description, into: &sink)
        try s.argument(2, screen, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Condition: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Condition", storedProperties: ["id", "description", "key"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, description, into: &sink)
        try s.argument(2, key, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Component: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Component", storedProperties: ["id", "description", "presentation", "outcomes", "fields", "events"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, description, into: &sink)
        try s.argument(2, presentation, into: &sink)
        try s.argument(3, outcomes, into: &sink)
        try s.argument(4, fields, into: &sink)
        try s.argument(5, events, into: &sink)
        sink.endCall()
    }
}

extension TourKit.ComponentPresentation: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ComponentPresentation", cases: ["inline", "sheet", "fullScreenCover", "popover"], payloadLabels: [[], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .inline: s.write(case: 0, to: &sink)
        case .sheet: s.write(case: 1, to: &sink)
        case .fullScreenCover: s.write(case: 2, to: &sink)
        case .popover: s.write(case: 3, to: &sink)
        }
    }
}

extension TourKit.ComponentField: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ComponentField", storedProperties: ["id", "label", "kind", "contentType", "autocapitalize"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, label, into: &sink)
        try s.argument(2, kind, into: &sink)
        try s.argument(3, contentType, into: &sink)
        try s.argument(4, autocapitalize, into: &sink)
        sink.endCall()
    }
}

extension TourKit.FieldKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.FieldKind", cases: ["text", "secure", "email", "code", "picker"], payloadLabels: [[], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .text: s.write(case: 0, to: &sink)
        case .secure: s.write(case: 1, to: &sink)
        case .email: s.write(case: 2, to: &sink)
        case .code: s.write(case: 3, to: &sink)
        case .picker: s.write(case: 4, to: &sink)
        }
    }
}

extension TourKit.PersistenceKey: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.PersistenceKey", storedProperties: ["key", "type", "store", "scope", "description"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, key, into: &sink)
        try s.argument(1, type, into: &sink)
        try s.argument(2, store, into: &sink)
        try s.argument(3, scope, into: &sink)
        try s.argument(4, description, into: &sink)
        sink.endCall()
    }
}

extension TourKit.PersistenceType: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PersistenceType", cases: ["bool", "string", "stringSet", "int", "date", "json"], payloadLabels: [[], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .bool: s.write(case: 0, to: &sink)
        case .string: s.write(case: 1, to: &sink)
        case .stringSet: s.write(case: 2, to: &sink)
        case .int: s.write(case: 3, to: &sink)
        case .date: s.write(case: 4, to: &sink)
        case .json: s.write(case: 5, to: &sink)
        }
    }
}

extension TourKit.PersistenceStore: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PersistenceStore", cases: ["userDefaults", "keychain"], payloadLabels: [[], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .userDefaults: s.write(case: 0, to: &sink)
        case .keychain: s.write(case: 1, to: &sink)
        }
    }
}

extension TourKit.PersistenceScope: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.PersistenceScope", cases: ["app", "perTour"], payloadLabels: [[], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .app: s.write(case: 0, to: &sink)
        case .perTour: s.write(case: 1, to: &sink)
        }
    }
}

extension TourKit.Tag: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Tag", storedProperties: ["id", "group", "description"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, group, into: &sink)
        try s.argument(2, description, into: &sink)
        sink.endCall()
    }
}

extension TourKit.TagGroup: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TagGroup", cases: ["role", "screen", "feature", "phase"], payloadLabels: [[], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .role: s.write(case: 0, to: &sink)
        case .screen: s.write(case: 1, to: &sink)
        case .feature: s.write(case: 2, to: &sink)
        case .phase: s.write(case: 3, to: &sink)
        }
    }
}

extension TourKit.AnalyticsEvent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AnalyticsEvent", storedProperties: ["id", "parameters", "description"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, parameters, into: &sink)
        try s.argument(2, description, into: &sink)
        sink.endCall()
    }
}
