/// The RegistryEntries part of the one description of the language (TourKit's RegistryEntries.swift).
extension Language {
    static let registryEntries = ModelFile("RegistryEntries", [
        structure("AppEvent", "An event the app reports to the tour runtime, so a step can wait for it or a tour start on it.", [
            field("id", "String", "The event id (e.g. `weekMarked`, `revealCompleted`, `authFailed`)."),
            field("description", "String?", authoringOnly: true, "When the app reports it."),
            field("screen", "String?", "The screen the event happens on, if it belongs to one."),
        ]),
        structure("Condition", """
                A yes/no question the app answers at run time (e.g. `hasPhases`, `hasFilledWeeks`).

                Tours use conditions in `when:` (all must hold) and `unless:` (none may hold) lists.
                """, [
            field("id", "String", "The condition id."),
            field("description", "String?", authoringOnly: true, "What a `true` answer means."),
            field("key", "String?", "The persistence key that answers it, when the answer is stored tour state."),
        ]),
        structure("Component", "A view the app provides for embedding in a tour: a sign-in form, a picker, a modal editor.", [
            field("id", "String", "The component id (e.g. `qrzSignIn`, `phaseForm`)."),
            field("description", "String?", authoringOnly: true, "What the component does."),
            field("presentation", "ComponentPresentation", default: ".inline", "How the app presents it by default."),
            field("outcomes", "[String]", default: "[]", "The ways the component can finish (e.g. `saved`, `dismissed`), which advance rules name."),
            field("fields", "[ComponentField]", default: "[]", "The input fields it shows, for documentation and accessibility review."),
            field("events", "[String]", default: "[]", "App events it reports while shown."),
        ]),
        stringEnum("ComponentPresentation", "How a component is presented.", [
            value("inline", "Inside the tour page."),
            value("sheet", "In a sheet over the tour."),
            value("fullScreenCover", "Covering the whole screen."),
            value("popover", "In a popover anchored to a target."),
        ]),
        structure("ComponentField", "One input field of a component.", [
            field("id", "String", "The field id (e.g. `username`)."),
            field("label", "String", "The placeholder/label shown (e.g. `QRZ Username`)."),
            field("kind", "FieldKind", default: ".text", "The kind of input."),
            field("contentType", "String?", "The iOS text content type (e.g. `username`, `password`, `emailAddress`)."),
            field("autocapitalize", "Bool", default: "true", "Whether the keyboard capitalises automatically."),
        ]),
        stringEnum("FieldKind", "The kind of a component input field.", [
            value("text"),
            value("secure"),
            value("email"),
            value("code"),
            value("picker"),
        ]),
        structure("PersistenceKey", "A key the app stores tour state under.", [
            field("key", "String", "The storage key exactly as the app uses it (e.g. `tour.seenMiniTours`, `hasCompletedOnboarding`)."),
            field("type", "PersistenceType", "The stored value's type."),
            field("store", "PersistenceStore", default: ".userDefaults", "Where the value lives."),
            field("scope", "PersistenceScope", default: ".app", "`perTour`: the key is a prefix, and the stored key is prefix + tour id (e.g. `tour_completed_`)."),
            field("description", "String?", authoringOnly: true, "What the value means."),
        ]),
        stringEnum("PersistenceType", "The type of a persisted value.", [
            value("bool"),
            value("string"),
            value("stringSet"),
            value("int"),
            value("date"),
            value("json"),
        ]),
        stringEnum("PersistenceStore", "Where a persisted value lives.", [
            value("userDefaults"),
            value("keychain"),
        ]),
        stringEnum("PersistenceScope", "Whether a persistence key is one value for the app or one per tour (prefix + tour id).", [
            value("app"),
            value("perTour"),
        ]),
        structure("Tag", "A tag for filtering and organising tours and steps (e.g. `jobBoard`, `gestures`).", [
            field("id", "String", "The tag id."),
            field("group", "TagGroup?", "The tag's group."),
            field("description", "String?", authoringOnly: true, "What the tag marks."),
        ]),
        stringEnum("TagGroup", "The group a tag belongs to.", [
            value("role"),
            value("screen"),
            value("feature"),
            value("phase"),
        ]),
        structure("AnalyticsEvent", "An analytics event the tour runtime reports.", [
            field("id", "String", "The event name (e.g. `tourStarted`)."),
            field("parameters", "[String]", default: "[]", "The parameter names it carries (e.g. `tourId`, `userRole`)."),
            field("description", "String?", authoringOnly: true, "When it is reported."),
        ]),
    ])
}
