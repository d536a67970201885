/// The JSON trees of the TourKit types of FlowRules.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.FlowRules: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(skip, forKey: "skip")
        try node.put(back, forKey: "back")
        try node.put(resume, forKey: "resume")
        try node.putIfPresent(recovery, forKey: "recovery")
        try node.put(stepDelay, forKey: "stepDelay")
    }
}

extension TourKit.SkipPolicy: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(available, forKey: "available")
        try node.putIfPresent(confirmAfterProgress, forKey: "confirmAfterProgress")
        try node.put(hiddenOnLastStep, forKey: "hiddenOnLastStep")
        try node.put(position, forKey: "position")
    }
}

extension TourKit.ControlPosition: JSONTreeWritable {}

extension TourKit.ResumePolicy: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(onBackground, forKey: "onBackground")
        try node.put(onRelaunch, forKey: "onRelaunch")
    }
}

extension TourKit.ResumeBehavior: JSONTreeWritable {}

extension TourKit.RecoveryStrategy: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(checkpoints, forKey: "checkpoints")
        try node.put(fallback, forKey: "fallback")
        try node.put(maxRetries, forKey: "maxRetries")
        try node.put(retryDelay, forKey: "retryDelay")
        try node.put(errors, forKey: "errors")
    }
}

extension TourKit.ErrorRecovery: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(error, forKey: "error")
        try node.put(fallback, forKey: "fallback")
    }
}

extension TourKit.TourErrorKind: JSONTreeWritable {}

extension TourKit.Fallback.Kind: JSONTreeWritable {}

/// Mirrors `Fallback.encode(to:)`.
extension TourKit.Fallback: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        switch self {
        case .skipStep: try node.put(Kind.skipStep, forKey: "type")
        case .nextCheckpoint: try node.put(Kind.nextCheckpoint, forKey: "type")
        case .endTour(let message):
            try node.put(Kind.endTour, forKey: "type")
            try node.put(message, forKey: "message")
        case .restart: try node.put(Kind.restart, forKey: "type")
        }
    }
}
