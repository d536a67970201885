/// The AppRegistry part of the one description of the language (TourKit's AppRegistry.swift).
extension Language {
    static let appRegistry = ModelFile("AppRegistry", [
        structure("AppRegistry", """
                An app's registry (`tours/<app>/app.yaml`): who the app is and the vocabulary its tours may use.

                Tours refer to registry entries by id (a target, an event, a condition...); the compiler
                resolves every such reference, so a tour cannot point at something the app does not provide.
                """, [
            field("id", .string, "The app id, equal to its folder name under `tours/` (e.g. `carrier-wave`).",
                hover: "The app id: its folder name under `tours/`.",
                schema: ["pattern": "^[a-z][a-z0-9-]*$", "examples": ["carrier-wave", "finite"]]
            ),
            field("name", .string, "The display name (e.g. `Carrier Wave`).",
                hover: "The app's display name.",
                schema: ["examples": ["Carrier Wave"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "What the app is, for readers of the registry."),
            field("versions", .list(.AppVersion), default: [], "Known app versions; those marked `major` warrant a \"What's new\" prompt.",
                hover: "Known versions; `major: true` ones warrant a \"What's new\" prompt."
            ),
            field("roles", .list(.Role), default: [], "User roles that select tours (e.g. `admin`, `officeCrew`, `fieldCrew`)."),
            field("screens", .list(.Screen), default: [], "Screens and features that tours navigate to or attach to.",
                hover: "Screens and features tours attach to."
            ),
            field("targets", .list(.Target), default: [], "UI anchors: views, tab-bar items, screens, the full screen, coordinate fallbacks."),
            field("events", .list(.AppEvent), default: [], "Events the app reports to the tour runtime (e.g. `weekMarked`, `authFailed`)."),
            field("conditions", .list(.Condition), default: [], "Yes/no questions the app can answer at run time (e.g. `hasPhases`).", hover: "Conditions the app answers."),
            field("components", .list(.Component), default: [], "Views the app provides for embedding in a tour (e.g. an inline sign-in form).",
                hover: "Components the app provides for embedding."
            ),
            field("actions", .list(.AppAction), default: [], "Actions the app runs when a button asks (`{type: perform, action: requestNotifications}`), with the outcomes it reports back (e.g. `granted`, `denied`).",
                hover: "Actions the app runs for a button, with their outcomes."
            ),
            field("persistence", .list(.PersistenceKey), default: [], "Keys the app persists tour state under (UserDefaults or Keychain).",
                hover: "Keys tour state is stored under."
            ),
            field("tags", .list(.Tag), default: [], "Tags for filtering and organising tours and steps.", hover: "Tags for tours and steps."),
            field("analytics", .list(.AnalyticsEvent), default: [], "Analytics events the tour runtime reports, with their parameters.",
                hover: "Analytics events tours report."
            ),
            field("localization", .optional(.Localization), "The app's languages and string tables (docs/localization.md); absent: the tours ship in the language they are written in only.",
                hover: "The app's languages, String Catalog and string tables."
            ),
            field("pacing", .named(.Pacing), default: .keysDefaults, "How often tours may start by themselves, app-wide (TipKit's `displayFrequency`)."),
            field("tipGroups", .list(.TipGroup), default: [], "Tours grouped so that one shows at a time, in a declared order or the first eligible (TipKit's `TipGroup`).",
                hover: "Tours that show one at a time, in order or the first eligible."
            ),
        ],
            hover: "An app's registry, `tours/<app>/app.yaml`: the app's id, name, versions and roles, and the vocabulary its tours may reference (screens, targets, events, conditions, components, persistence keys, tags, analytics events). tourc resolves every reference a tour makes against this file.",
            markdown: "An app's registry, `tours/<app>/app.yaml`: the app's id, name, versions and roles, and the vocabulary its tours may reference (screens, targets, events, conditions, components, persistence keys, tags, analytics events). tourc resolves every reference a tour makes against this file.\n\nStart the file with\n```yaml\n# yaml-language-server: $schema=../../schemas/app.schema.json\n```",
            schema: [
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "$id": "https://tourc.dev/schemas/app.schema.json",
                "title": "tourc app registry",
                "examples": [
                    [
                        "id": "finite",
                        "name": "Finite",
                        "targets": [["id": "grid", "type": "view", "identifier": "grid"]],
                        "events": [["id": "weekMarked"]],
                    ],
                ],
            ]
        ),
        structure("Pacing", "App-wide pacing of automatic tours: after an automatic tour shows, no other automatic tour starts for a while. User-initiated tours (`manual`, `targetTap`) are never paced.", [
            field("displayFrequency", .string, default: .text("immediate"), "How long after an automatic tour was shown the next may start: `immediate` (no pause), `hourly`, `daily`, `weekly`, `monthly` (30 days) or a duration (a whole number and `s`, `m`, `h`, `d` or `w`: `12h`, `3d`). A tour with `ignoresDisplayFrequency: true` neither waits nor makes others wait.",
                hover: "`immediate`, `hourly`, `daily`, `weekly`, `monthly` or a duration such as `12h`.",
                schema: ["pattern": "^(immediate|hourly|daily|weekly|monthly|(0|[1-9][0-9]{0,5})[smhdw])$", "examples": ["daily", "12h"]]
            ),
        ],
            def: "pacing",
            hover: "How often automatic tours may start.",
            schema: ["examples": [["displayFrequency": "daily"]]]
        ),
        structure("AppVersion", "A released (or planned) app version.", [
            field("version", .string, "The version string, dotted numbers (`\"2.0\"`, `\"2.5\"`). Always quoted in YAML.",
                hover: "The version, as dotted numbers in a quoted string (`\"2.0\"`; unquoted `2.0` or `1.10` is a YAML number and is rejected).",
                schema: ["pattern": "^(0|[1-9][0-9]{0,8})(\\.(0|[1-9][0-9]{0,8})){0,2}$", "examples": ["2.0", "2.5"]]
            ),
            field("major", .bool, default: false, "Whether this version warrants a \"What's new\" prompt for users who toured an older one.",
                hover: "Whether this version warrants a \"What's new\" prompt for users who last toured an older version."
            ),
            field("notes", .optional(.string), authoringOnly: true, "What changed, for readers of the registry.",
                hover: "What changed in this version, for readers of the registry."
            ),
        ],
            def: "version",
            schema: ["examples": [["version": "2.0", "major": true]]]
        ),
        structure("Role", "A user role that tours can be selected by.", [
            field("id", .string, "The role id (e.g. `fieldCrew`).",
                hover: "The role id tours use in `roles:`.",
                schema: ["pattern": .idPattern, "examples": ["fieldCrew", "admin"]]
            ),
            field("name", .string, "The display name (e.g. `Field Crew`).",
                schema: ["examples": ["Field Crew"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "Who holds this role."),
        ],
            def: "role",
            hover: "A user role that selects tours.",
            schema: ["examples": [["id": "fieldCrew", "name": "Field Crew"]]]
        ),
        structure("Screen", "A screen or feature of the app: a place tours navigate to or attach to.", [
            field("id", .string, "The screen id (e.g. `jobBoard`).",
                schema: ["pattern": .idPattern, "examples": ["jobBoard", "potaActivations"]]
            ),
            field("name", .string, "The display name (e.g. `Job Board`).",
                schema: ["examples": ["Job Board"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "What the screen shows, and where it lives in the app."),
            field("target", .optional(.string), "The target (usually a tab-bar item) that opens this screen, if any.",
                schema: ["pattern": .idPattern, "examples": ["jobBoardTab"]], ref: .target
            ),
        ],
            def: "screen",
            hover: "A screen or feature of the app: a place tours navigate to, attach to, or start on.",
            schema: ["examples": [["id": "challenges", "name": "Challenges", "target": "challengesTab"]]]
        ),
    ])
}
