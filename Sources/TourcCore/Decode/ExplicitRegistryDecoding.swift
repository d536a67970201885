import TourKit

/// Decodes an `AppRegistry` (an app's `app.yaml`) without `Decodable`, entry type by entry type,
/// as `ExplicitTourDecoding` does for tours: each function mirrors TourKit's `init(from:)` (or
/// the synthesized one: optionals read with `decodeIfPresent`, everything else required), and
/// any failure makes `YAMLNodeDecoder` decode the file again through `Decodable`.
enum ExplicitRegistryDecoding {
    static func registry(_ d: ExplicitNode) throws -> AppRegistry {
        var m = try MappingReader(d)
        let value = try registryFields(&m)
        try m.finish()
        return value
    }

    static func registryFields(_ m: inout MappingReader) throws -> AppRegistry {
        return AppRegistry(
            id: try m.string("id"),
            name: try m.string("name"),
            description: try m.optionalString("description"),
            versions: try m.list("versions", default: [], version),
            roles: try m.list("roles", default: [], role),
            screens: try m.list("screens", default: [], screen),
            targets: try m.list("targets", default: [], target),
            events: try m.list("events", default: [], event),
            conditions: try m.list("conditions", default: [], condition),
            components: try m.list("components", default: [], component),
            persistence: try m.list("persistence", default: [], persistenceKey),
            tags: try m.list("tags", default: [], tag),
            analytics: try m.list("analytics", default: [], analyticsEvent))
    }

    static func version(_ d: ExplicitNode) throws -> AppVersion {
        var m = try MappingReader(d)
        let value = try versionFields(&m)
        try m.finish()
        return value
    }

    static func versionFields(_ m: inout MappingReader) throws -> AppVersion {
        return AppVersion(version: try m.string("version"), major: try m.bool("major", default: false),
                          notes: try m.optionalString("notes"))
    }

    static func role(_ d: ExplicitNode) throws -> Role {
        var m = try MappingReader(d)
        let value = try roleFields(&m)
        try m.finish()
        return value
    }

    static func roleFields(_ m: inout MappingReader) throws -> Role {
        return Role(id: try m.string("id"), name: try m.string("name"), description: try m.optionalString("description"))
    }

    static func screen(_ d: ExplicitNode) throws -> Screen {
        var m = try MappingReader(d)
        let value = try screenFields(&m)
        try m.finish()
        return value
    }

    static func screenFields(_ m: inout MappingReader) throws -> Screen {
        return Screen(id: try m.string("id"), name: try m.string("name"), description: try m.optionalString("description"),
                      target: try m.optionalString("target"))
    }

    static func target(_ d: ExplicitNode) throws -> Target {
        var m = try MappingReader(d)
        let value = try targetFields(&m)
        try m.finish()
        return value
    }

    static func targetFields(_ m: inout MappingReader) throws -> Target {
        return Target(
            id: try m.string("id"),
            type: try m.raw("type", TargetKind.self),
            identifier: try m.optionalString("identifier"),
            screen: try m.optionalString("screen"),
            rect: try m.present("rect").map(rect),
            fallback: try m.optionalString("fallback"),
            icon: try m.optionalString("icon"),
            accessibilityLabel: try m.optionalString("accessibilityLabel"),
            description: try m.optionalString("description"))
    }

    static func rect(_ d: ExplicitNode) throws -> Rect {
        var m = try MappingReader(d)
        let value = try rectFields(&m)
        try m.finish()
        return value
    }

    static func rectFields(_ m: inout MappingReader) throws -> Rect {
        return Rect(x: try m.double("x"), y: try m.double("y"), width: try m.double("width"), height: try m.double("height"))
    }

    static func event(_ d: ExplicitNode) throws -> AppEvent {
        var m = try MappingReader(d)
        let value = try eventFields(&m)
        try m.finish()
        return value
    }

    static func eventFields(_ m: inout MappingReader) throws -> AppEvent {
        return AppEvent(id: try m.string("id"), description: try m.optionalString("description"),
                        screen: try m.optionalString("screen"))
    }

    static func condition(_ d: ExplicitNode) throws -> Condition {
        var m = try MappingReader(d)
        let value = try conditionFields(&m)
        try m.finish()
        return value
    }

    static func conditionFields(_ m: inout MappingReader) throws -> Condition {
        return Condition(id: try m.string("id"), description: try m.optionalString("description"),
                         key: try m.optionalString("key"))
    }

    static func component(_ d: ExplicitNode) throws -> Component {
        var m = try MappingReader(d)
        let value = try componentFields(&m)
        try m.finish()
        return value
    }

    static func componentFields(_ m: inout MappingReader) throws -> Component {
        return Component(
            id: try m.string("id"),
            description: try m.optionalString("description"),
            presentation: try m.raw("presentation", default: ComponentPresentation.inline),
            outcomes: try m.strings("outcomes", default: []),
            fields: try m.list("fields", default: [], field),
            events: try m.strings("events", default: []))
    }

    static func field(_ d: ExplicitNode) throws -> ComponentField {
        var m = try MappingReader(d)
        let value = try fieldFields(&m)
        try m.finish()
        return value
    }

    static func fieldFields(_ m: inout MappingReader) throws -> ComponentField {
        return ComponentField(
            id: try m.string("id"),
            label: try m.string("label"),
            kind: try m.raw("kind", default: FieldKind.text),
            contentType: try m.optionalString("contentType"),
            autocapitalize: try m.bool("autocapitalize", default: true))
    }

    static func persistenceKey(_ d: ExplicitNode) throws -> PersistenceKey {
        var m = try MappingReader(d)
        let value = try persistenceKeyFields(&m)
        try m.finish()
        return value
    }

    static func persistenceKeyFields(_ m: inout MappingReader) throws -> PersistenceKey {
        return PersistenceKey(
            key: try m.string("key"),
            type: try m.raw("type", PersistenceType.self),
            store: try m.raw("store", default: PersistenceStore.userDefaults),
            scope: try m.raw("scope", default: PersistenceScope.app),
            description: try m.optionalString("description"))
    }

    static func tag(_ d: ExplicitNode) throws -> Tag {
        var m = try MappingReader(d)
        let value = try tagFields(&m)
        try m.finish()
        return value
    }

    static func tagFields(_ m: inout MappingReader) throws -> Tag {
        return Tag(id: try m.string("id"), group: try m.optionalRaw("group", TagGroup.self),
                   description: try m.optionalString("description"))
    }

    static func analyticsEvent(_ d: ExplicitNode) throws -> AnalyticsEvent {
        var m = try MappingReader(d)
        let value = try analyticsEventFields(&m)
        try m.finish()
        return value
    }

    static func analyticsEventFields(_ m: inout MappingReader) throws -> AnalyticsEvent {
        return AnalyticsEvent(id: try m.string("id"), parameters: try m.strings("parameters", default: []),
                              description: try m.optionalString("description"))
    }
}
