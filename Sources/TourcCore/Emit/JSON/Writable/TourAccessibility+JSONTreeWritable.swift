/// The JSON trees of the TourKit types of TourAccessibility.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.TourAccessibility: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(announceSteps, forKey: "announceSteps")
        try node.put(trapsFocus, forKey: "trapsFocus")
        try node.put(focusOrder, forKey: "focusOrder")
        try node.put(escapeDismisses, forKey: "escapeDismisses")
        try node.put(respectsReduceMotion, forKey: "respectsReduceMotion")
        try node.put(dynamicType, forKey: "dynamicType")
        try node.put(minimumTouchTarget, forKey: "minimumTouchTarget")
        try node.put(touchTargets, forKey: "touchTargets")
        try node.put(notes, forKey: "notes")
    }
}

extension TourKit.FocusElement: JSONTreeWritable {}

extension TourKit.TouchTarget: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(control, forKey: "control")
        try node.put(minimum, forKey: "minimum")
    }
}

extension TourKit.TourControl: JSONTreeWritable {}
