/// The AppRegistry part of the one description of the language (TourKit's AppRegistry.swift).
extension Language {
    static let appRegistry = ModelFile("AppRegistry", [
        structure("AppRegistry", """
                An app's registry (`tours/<app>/app.yaml`): who the app is and the vocabulary its tours may use.

                Tours refer to registry entries by id (a target, an event, a condition...); the compiler
                resolves every such reference, so a tour cannot point at something the app does not provide.
                """, [
            field("id", "String", "The app id, equal to its folder name under `tours/` (e.g. `carrier-wave`)."),
            field("name", "String", "The display name (e.g. `Carrier Wave`)."),
            field("description", "String?", authoringOnly: true, "What the app is, for readers of the registry."),
            field("versions", "[AppVersion]", default: "[]", "Known app versions; those marked `major` warrant a \"What's new\" prompt."),
            field("roles", "[Role]", default: "[]", "User roles that select tours (e.g. `admin`, `officeCrew`, `fieldCrew`)."),
            field("screens", "[Screen]", default: "[]", "Screens and features that tours navigate to or attach to."),
            field("targets", "[Target]", default: "[]", "UI anchors: views, tab-bar items, screens, the full screen, coordinate fallbacks."),
            field("events", "[AppEvent]", default: "[]", "Events the app reports to the tour runtime (e.g. `weekMarked`, `authFailed`)."),
            field("conditions", "[Condition]", default: "[]", "Yes/no questions the app can answer at run time (e.g. `hasPhases`)."),
            field("components", "[Component]", default: "[]", "Views the app provides for embedding in a tour (e.g. an inline sign-in form)."),
            field("persistence", "[PersistenceKey]", default: "[]", "Keys the app persists tour state under (UserDefaults or Keychain)."),
            field("tags", "[Tag]", default: "[]", "Tags for filtering and organising tours and steps."),
            field("analytics", "[AnalyticsEvent]", default: "[]", "Analytics events the tour runtime reports, with their parameters."),
        ]),
        structure("AppVersion", "A released (or planned) app version.", [
            field("version", "String", "The version string, dotted numbers (`\"2.0\"`, `\"2.5\"`). Always quoted in YAML."),
            field("major", "Bool", default: "false", "Whether this version warrants a \"What's new\" prompt for users who toured an older one."),
            field("notes", "String?", authoringOnly: true, "What changed, for readers of the registry."),
        ]),
        structure("Role", "A user role that tours can be selected by.", [
            field("id", "String", "The role id (e.g. `fieldCrew`)."),
            field("name", "String", "The display name (e.g. `Field Crew`)."),
            field("description", "String?", authoringOnly: true, "Who holds this role."),
        ]),
        structure("Screen", "A screen or feature of the app: a place tours navigate to or attach to.", [
            field("id", "String", "The screen id (e.g. `jobBoard`)."),
            field("name", "String", "The display name (e.g. `Job Board`)."),
            field("description", "String?", authoringOnly: true, "What the screen shows, and where it lives in the app."),
            field("target", "String?", "The target (usually a tab-bar item) that opens this screen, if any."),
        ]),
    ])
}
