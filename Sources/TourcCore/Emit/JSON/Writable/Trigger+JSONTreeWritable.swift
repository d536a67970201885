/// The JSON trees of the TourKit types of Trigger.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.ManualEntry: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(label, forKey: "label")
        try node.put(screen, forKey: "screen")
        try node.putIfPresent(section, forKey: "section")
        try node.putIfPresent(icon, forKey: "icon")
        try node.put(resetsState, forKey: "resetsState")
    }
}

/// Mirrors `Trigger.encode(to:)`: the kind flattened in, then `note`.
extension TourKit.Trigger: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        try kind.writeJSON(into: node)
        node.makeObject()
        try node.putIfPresent(note, forKey: "note")
    }
}

/// Mirrors `TriggerKind.encode(to:)`. Its `Kind` is internal to TourKit; its raw values are
/// the case names written here (the oracle tests cover every case).
extension TourKit.TriggerKind: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        switch self {
        case .firstLaunch: try node.put("firstLaunch", forKey: "type")
        case .appLaunch: try node.put("appLaunch", forKey: "type")
        case .firstVisit(let screen, let via):
            try node.put("firstVisit", forKey: "type")
            try node.put(screen, forKey: "screen")
            try node.putIfPresent(via, forKey: "via")
        case .targetTap(let target):
            try node.put("targetTap", forKey: "type")
            try node.put(target, forKey: "target")
        case .event(let event, let delay):
            try node.put("event", forKey: "type")
            try node.put(event, forKey: "event")
            try node.put(delay, forKey: "delay")
        case .majorUpdate(let versionKey, let version):
            try node.put("majorUpdate", forKey: "type")
            try node.put(versionKey, forKey: "versionKey")
            try node.putIfPresent(version, forKey: "version")
        case .manual(let entry):
            try node.put("manual", forKey: "type")
            try entry.writeJSON(into: node)
        }
    }
}
