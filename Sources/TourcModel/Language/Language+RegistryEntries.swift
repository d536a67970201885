/// The RegistryEntries part of the one description of the language (TourKit's RegistryEntries.swift).
extension Language {
    /// How a condition is answered (a key's value, an event's count, other conditions), written
    /// once: a registry `Condition` has them beside its `id`, an inline entry of a `when:`/`unless:`
    /// list (`InlineCondition`) has them alone.
    static let conditionRuleFields: [Field] = [
        field("key", .optional(.string), "The persistence key that answers it, when the answer is stored tour state." + Language.printableKeyRule, ref: .persistenceKey
        ),
        field("equals", .optional(.string), "With `key`: the condition holds when the key holds this value: one of the key's `values` names (`complete`), or the stored text or number as text. An absent key reads as its `default`.",
            hover: "With `key`: holds when the key holds this value (a `values` name).",
            schema: ["examples": ["complete"]]
        ),
        field("in", .list(.string), default: [], "With `key`: the condition holds when the key holds one of these values (`values` names, or stored texts).",
            hover: "With `key`: holds when the key holds one of these values.",
            schema: ["uniqueItems": true, "items": ["minLength": 1], "examples": [["setUpLater", "complete"]]]
        ),
        field("atLeast", .optional(.int), "With `key`: the stored number (an `int` key; a `values` key compares its value's position) is at least this. With `event`: the event happened at least this many times (within `within`).",
            hover: "With `key`: the number is at least this; with `event`: it happened at least this often.",
            schema: ["minimum": 0, "maximum": 1_000_000, "examples": [3]],
            unit: .count
        ),
        field("atMost", .optional(.int), "With `key`: the stored number is at most this. With `event`: the event happened at most this many times (within `within`).",
            hover: "With `key`: the number is at most this; with `event`: it happened at most this often.",
            schema: ["minimum": 0, "maximum": 1_000_000],
            unit: .count
        ),
        field("event", .optional(.string), "A registry event the runtime counts: the condition holds when it happened `atLeast` (and `atMost`) times, optionally `within` a time window (TipKit's event rules). The runtime keeps the most recent 100 occurrences of each counted event.",
            hover: "A registry event whose count the condition asks about (with `atLeast`/`atMost`, `within`).",
            schema: ["pattern": .idPattern, "examples": ["tabOpened"]], ref: .event
        ),
        field("within", .optional(.string), "With `event`: count only the occurrences this recent, a duration (a whole number and `s`, `m`, `h`, `d` or `w`: `7d`).",
            hover: "With `event`: count only occurrences this recent (`7d`).",
            schema: ["pattern": "^(0|[1-9][0-9]{0,5})[smhdw]$", "examples": ["7d"]]
        ),
        field("any", .list(.string), default: [], "The condition holds when at least one of these conditions (registry ids) holds.",
            hover: "Holds when any of these conditions holds.",
            schema: ["items": ["pattern": .idPattern], "uniqueItems": true, "examples": [["isNewUser", "hasNoTabs"]]], ref: .condition
        ),
        field("all", .list(.string), default: [], "The condition holds when every one of these conditions (registry ids) holds.",
            hover: "Holds when all of these conditions hold.",
            schema: ["items": ["pattern": .idPattern], "uniqueItems": true], ref: .condition
        ),
        field("not", .optional(.string), "The condition holds when this condition (a registry id) does not.",
            hover: "Holds when this condition does not.",
            schema: ["pattern": .idPattern, "examples": ["signedIn"]], ref: .condition
        ),
    ]

    static let registryEntries = ModelFile("RegistryEntries", [
        structure("AppEvent", "An event the app reports to the tour runtime, so a step can wait for it or a tour start on it.", [
            field("id", .string, "The event id (e.g. `weekMarked`, `revealCompleted`, `authFailed`).",
                schema: ["pattern": .idPattern, "examples": ["weekMarked", "revealCompleted", "authFailed"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "When the app reports it."),
            field("screen", .optional(.string), "The screen the event happens on, if it belongs to one.",
                hover: "The screen it happens on.",
                schema: ["pattern": .idPattern], ref: .screen
            ),
        ],
            def: "event",
            hover: "An event the app reports to the tour runtime: a step can wait for it, a tour can start on it.",
            schema: ["examples": [["id": "weekMarked", "description": "The user saved a week reflection."]]]
        ),
        structure("Condition", """
                A yes/no question the app answers at run time (e.g. `hasPhases`, `hasFilledWeeks`).

                Tours use conditions in `when:` (all must hold) and `unless:` (none may hold) lists.
                """, [
            field("id", .string, "The condition id.",
                schema: ["pattern": .idPattern, "examples": ["hasPhases", "hasFilledWeeks"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "What a `true` answer means."),
        ] + conditionRuleFields,
            def: "condition",
            hover: "A yes/no question the app answers at run time; tours use it in `when:` / `unless:`.",
            schema: ["examples": [
                ["id": "hasPhases", "description": "The user has at least one life phase."],
                ["id": "setupDone", "key": "accountSetup", "equals": "complete"],
                ["id": "opensTabsOften", "event": "tabOpened", "atLeast": 3, "within": "7d"],
                ["id": "showHint", "any": ["isNewUser", "hasNoTabs"]],
            ]]
        ),
        structure("InlineCondition", """
                A condition written in place in a `when:` or `unless:` list instead of in the registry: the
                same ways of answering as a registry condition (`key` with `equals`/`in`/`atLeast`/`atMost`,
                `event` with `atLeast`/`atMost`/`within`, `any`/`all`/`not` over registry conditions), without an id.
                """, conditionRuleFields,
            def: "inlineCondition",
            hover: "A condition written in place: `{any: [a, b]}`, `{not: a}`, `{key: k, equals: v}`, `{event: e, atLeast: 3, within: 7d}`.",
            schema: ["examples": [
                ["any": ["isNewUser", "hasNoTabs"]],
                ["key": "accountSetup", "equals": "complete"],
                ["event": "tabOpened", "atLeast": 3, "within": "7d"],
            ]]
        ),
        union("ConditionEntry", scalar: true, idOrInPlace: true, handWritten: "its cases are told apart by the JSON type of a bare value (a text names a registry condition, a mapping is one written in place), not by a `type` key", """
                One entry of a `when:` or `unless:` list: a registry condition's id (`hasPhases`), or a
                condition written in place (`{any: [isNewUser, hasNoTabs]}`, `{not: signedIn}`,
                `{key: accountSetup, equals: complete}`, `{event: tabOpened, atLeast: 3, within: 7d}`).
                """, [
            variant("id", "A registry condition's id.", [scalar(.string)]),
            variant("inline", "A condition written in place.", [scalar(.named(.InlineCondition))]),
        ],
            // Hand-written: a bare text or a mapping, told apart by the JSON type.
            node: ["anyOf": [
                ["type": "string", "pattern": .idPattern],
                ["$ref": "#/$defs/inlineCondition"],
            ]]
        ),
        structure("TipGroup", """
                Tours that show one at a time (TipKit's `TipGroup`): with `order: ordered` a tour starts by
                itself only once every tour before it in `tours` is done for good (seen, invalidated or out
                of showings); with `order: firstAvailable` it waits while a tour before it could start.
                """, [
            field("id", .string, "The group id.",
                schema: ["pattern": .idPattern, "examples": ["channelTips"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "What the group's tours explain together."),
            field("order", .named(.TipGroupOrder), default: .enumCase("firstAvailable"), "How the group picks the tour that may show: the first not yet done (`ordered`), or the first that could start now (`firstAvailable`, TipKit's default).",
                hover: "`ordered`: the first not yet done; `firstAvailable`: the first that could start now."
            ),
            field("tours", .list(.string), "The group's tours (ids of this app's tours), in order.",
                hover: "The group's tours, in order.",
                schema: ["items": ["pattern": .idPattern], "uniqueItems": true, "minItems": 1, "examples": [["create_channels_tip", "share_channels_tip"]]]
            ),
        ],
            def: "tipGroup",
            hover: "Tours that show one at a time, in order (`ordered`) or the first eligible (`firstAvailable`).",
            schema: ["examples": [["id": "channelTips", "order": "ordered", "tours": ["create_channels_tip", "share_channels_tip"]]]]
        ),
        stringEnum("TipGroupOrder", "How a tip group picks the tour that may show.", [
            value("ordered", "The first tour of the group not yet done for good (seen, invalidated, out of showings); the ones after it wait, even while it cannot start."),
            value("firstAvailable", "The first tour of the group that could start now; the ones after it wait while it could."),
        ]),
        structure("Component", "A view the app provides for embedding in a tour: a sign-in form, a picker, a modal editor.", [
            field("id", .string, "The component id (e.g. `qrzSignIn`, `phaseForm`).",
                schema: ["pattern": .idPattern, "examples": ["qrzSignIn", "phaseForm", "servicePicker"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "What the component does.", hover: "What it does."),
            field("presentation", .named(.ComponentPresentation), default: .enumCase("inline"), "How the app presents it by default."),
            field("outcomes", .list(.string), default: [], "The ways the component can finish (e.g. `saved`, `dismissed`), which advance rules name.",
                hover: "The ways it can finish; `advance: {type: component}` names them.",
                schema: [
                    "items": ["pattern": .idPattern],
                    "uniqueItems": true,
                    "examples": [["saved", "dismissed"]],
                ]
            ),
            field("fields", .list(.ComponentField), default: [], "The input fields it shows, for documentation and accessibility review.", hover: "Its input fields."),
            field("events", .list(.string), default: [], "App events it reports while shown.",
                hover: "App events (registry ids) it reports while shown.",
                schema: ["items": ["pattern": .idPattern], "uniqueItems": true], ref: .event
            ),
        ],
            def: "component",
            schema: ["examples": [["id": "phaseForm", "presentation": "sheet", "outcomes": ["saved", "dismissed"]]]]
        ),
        structure("AppAction", "Something the app does when a tour's button asks (a system permission request, setting the default browser, signing in), and the outcomes it reports back when done, which a step may advance on.", [
            field("id", .string, "The action id (e.g. `requestNotifications`, `setDefaultBrowser`, `signIn`).",
                schema: ["pattern": .idPattern, "examples": ["requestNotifications", "setDefaultBrowser", "signIn"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "What the app does."),
            field("outcomes", .list(.string), default: [], "The ways the action can end (e.g. `granted`, `denied`), which the host reports (`RunInput.actionOutcome`) and `advance: {type: actionOutcome}` names. Empty: the app reports nothing back (e.g. opening the system settings).",
                hover: "The ways it can end; `advance: {type: actionOutcome}` names them.",
                schema: [
                    "items": ["pattern": .idPattern],
                    "uniqueItems": true,
                    "examples": [["granted", "denied"]],
                ]
            ),
        ],
            def: "appAction",
            hover: "Something the app does when a button asks, with the outcomes it reports back.",
            schema: ["examples": [["id": "requestNotifications", "outcomes": ["granted", "denied"]]]]
        ),
        stringEnum("ComponentPresentation", "How a component is presented.", [
            value("inline", "Inside the tour page."),
            value("sheet", "In a sheet over the tour."),
            value("fullScreenCover", "Covering the whole screen."),
            value("popover", "In a popover anchored to a target."),
        ]),
        structure("ComponentField", "One input field of a component.", [
            field("id", .string, "The field id (e.g. `username`).",
                schema: ["pattern": .idPattern, "examples": ["username"]]
            ),
            field("label", .string, "The placeholder/label shown (e.g. `QRZ Username`).",
                schema: ["examples": ["QRZ Username"]]
            ),
            field("kind", .named(.FieldKind), default: .enumCase("text"), "The kind of input."),
            field("contentType", .optional(.string), "The iOS text content type (e.g. `username`, `password`, `emailAddress`).",
                schema: ["examples": ["username", "password", "emailAddress"]]
            ),
            field("autocapitalize", .bool, default: true, "Whether the keyboard capitalises automatically."),
        ],
            def: "field",
            hover: "An input field of a component."
        ),
        stringEnum("FieldKind", "The kind of a component input field.", [
            value("text", "A one-line text field."),
            value("secure", "A text field whose input is hidden (a password)."),
            value("email", "A text field with the email keyboard."),
            value("code", "A field for a short code (such as a one-time code)."),
            value("picker", "A choice among the field's `options`."),
        ]),
        structure("PersistenceKey", "A key the app stores tour state under.", [
            field("key", .string, "The storage key exactly as the app uses it (e.g. `tour.seenMiniTours`, `hasCompletedOnboarding`)." + Language.printableKeyRule,
                schema: [
                    "examples": ["tour.seenMiniTours", "hasCompletedOnboarding", "tour_completed_"],
                ]
            ),
            field("type", .named(.PersistenceType), "The stored value's type."),
            field("store", .named(.PersistenceStore), default: .enumCase("userDefaults"), "Where the value lives."),
            field("scope", .named(.PersistenceScope), default: .enumCase("app"), "`perTour`: the key is a prefix, and the stored key is prefix + tour id (e.g. `tour_completed_`)."),
            field("values", .list(.string), default: [], "Names for the values the app stores (Bitwarden's account-setup progress 0/1/2: `[incomplete, setUpLater, complete]`): an `int` key stores a name's position, a `string` key the name itself. The first name means \"not yet\": a show-once key holding it is not marked. Conditions (`equals`, `in`) and updates (`value: complete`) use the names.",
                hover: "Names for the stored values; the first means \"not yet\". An `int` key stores the position.",
                schema: ["items": ["pattern": .idPattern], "uniqueItems": true, "minItems": 2, "examples": [["incomplete", "setUpLater", "complete"]]]
            ),
            field("default", .optional(.StateValue), "What an absent key means (Meshtastic's `firstLaunch` defaults to `true`): `true`/`false` for a `bool` key, a `values` name (or a text) otherwise. Absent: an absent key is unmarked and false.",
                hover: "What an absent key means: `true`/`false`, or a `values` name.",
                schema: ["examples": [true, "incomplete"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "What the value means."),
        ],
            def: "persistenceKey",
            schema: ["examples": [["key": "tour.seenMiniTours", "type": "stringSet"]]]
        ),
        stringEnum("PersistenceType", "The type of a persisted value.", [
            value("bool", "True or false; marked when true."),
            value("string", "A text."),
            value("stringSet", "A set of texts (such as the ids of tours seen)."),
            value("int", "A whole number."),
            value("date", "A moment in time."),
            value("json", "A JSON document kept as text."),
        ]),
        stringEnum("PersistenceStore", "Where a persisted value lives.", [
            value("userDefaults", "The app's user defaults."),
            value("keychain", "The keychain, for a value that should stay private."),
        ]),
        stringEnum("PersistenceScope", "Whether a persistence key is one value for the app or one per tour (prefix + tour id).", [
            value("app", "One value for the whole app."),
            value("perTour", "One value per tour: the key's prefix followed by the tour id."),
        ]),
        structure("Tag", "A tag for filtering and organising tours and steps (e.g. `jobBoard`, `gestures`).", [
            field("id", .string, "The tag id.",
                schema: ["pattern": .idPattern, "examples": ["jobBoard", "gestures"]]
            ),
            field("group", .optional(.TagGroup), "The tag's group."),
            field("description", .optional(.string), authoringOnly: true, "What the tag marks."),
        ],
            def: "tag"
        ),
        stringEnum("TagGroup", "The group a tag belongs to.", [
            value("role", "A tag naming a kind of user."),
            value("screen", "A tag naming a place in the app."),
            value("feature", "A tag naming a feature."),
            value("phase", "A tag naming a stage of the user's journey."),
        ]),
        structure("AnalyticsEvent", "An analytics event the tour runtime reports.", [
            field("id", .string, "The event name (e.g. `tourStarted`).",
                schema: ["pattern": .idPattern, "examples": ["tourStarted"]]
            ),
            field("parameters", .list(.string), default: [], "The parameter names it carries (e.g. `tourId`, `userRole`).",
                hover: "Parameter names it carries.",
                schema: [
                    "items": ["pattern": .idPattern],
                    "uniqueItems": true,
                    "examples": [["tourId", "userRole"]],
                ]
            ),
            field("description", .optional(.string), authoringOnly: true, "When it is reported."),
        ],
            def: "analyticsEvent"
        ),
    ])
}
