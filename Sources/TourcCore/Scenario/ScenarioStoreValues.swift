import TourKit
import TourKitRuntime

/// A scenario's store values in the form the runtime stores them: a `values` name of an `int`
/// key (`accountSetup: complete`) is its position (issue 24: `given.store` may hold values by
/// name, as the tours write them).
enum ScenarioStoreValues {
    static func stored(_ value: StoredValue?, key: String, _ bundle: TourBundle) -> StoredValue? {
        guard case .string(let name)? = value, let declared = ScenarioReferences.declaredKey(key, bundle),
              declared.type == .int, let position = declared.values.firstIndex(of: name) else { return value }
        return .int(position)
    }

    static func stored(_ store: [String: StoredValue?], _ bundle: TourBundle) -> [String: StoredValue?] {
        var out: [String: StoredValue?] = [:]
        for (key, value) in store { out[key] = .some(stored(value, key: key, bundle)) }
        return out
    }
}
