import Foundation
import TourcCore

/// The files `tourc init` writes. A test checks that they check clean and build.
enum InitTemplates {
    static func join(_ folder: String, _ name: String) -> String {
        UserPath(folder).resolving(name).string
    }

    static let config = """
    # tourc.yml: project settings for tourc (docs/integration.md). Every key is optional; the
    # values below are the defaults. Paths are relative to this file's folder.
    # yaml-language-server: $schema=https://tourc.dev/schemas/tourc-config.schema.json
    # (print that schema with `tourc schema --config-file` and point your editor at the file)

    # The folder holding one folder per app (each with an app.yaml and its tours).
    tours: tours

    # Where `tourc build` writes <app-id>/<app-id>.json, the Swift source and the app's editor schema.
    output: build/tours

    # The generated Swift.
    swift:
      access: public          # public | package | internal
      typeName: "{Name}Tours" # {Name}: the app's display name in UpperCamelCase

    # Per-code severity: off, warning or error. Only warnings and notes can be changed. To accept
    # one warning where it is right, prefer a comment on its line: # tourc:accept TOUR3501 -- why
    # severity:
    #   TOUR3501: off         # every text over its length budget, everywhere

    # Whether authoring-only text (note, description, edgeCases) ships in the JSON bundle and the
    # Swift (ship) or is left out (strip, the default: product notes do not ship inside apps).
    authoringNotes: strip

    """

    /// `.gitignore` in the folder `tourc init` runs in, when it has none: a build's staging
    /// folders (inside the output folder, which projects often commit) never go into version
    /// control, so a killed build's leftovers are not shared (docs/output.md, "Killed builds").
    static let gitignore = """
    # tourc's staging folders inside the output folder (docs/output.md): never commit them.
    .tourc-staging-*
    .tourc-new-*

    """

    static func registry(id: String, schema: String? = nil) -> String {
        (schema.map { "# yaml-language-server: $schema=\($0)\n" } ?? "") + registryBody(id: id)
    }

    static func registryBody(id: String) -> String {
        let name = id.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return """
        # The app registry: the names this app's tours may use (docs/language.md).
        id: \(id)
        name: \(name)

        screens:
          - id: home
            name: Home

        targets:
          - id: homeScreen
            type: screen
            screen: home
            description: The home screen as a whole.

        persistence:
          - key: tour.seenTours
            type: stringSet
            description: The ids of the tours the user has finished or dismissed.

        """
    }

    /// `schema`: the app's editor schema as seen from the tour's folder, when it is known.
    static func tour(schema: String?) -> String {
        (schema.map { "# yaml-language-server: $schema=\($0)\n" } ?? "") + tourBody
    }

    static let tourBody = """
    # A one-page welcome, shown the first time the app launches (docs/language.md).
    id: welcome
    name: Welcome
    presentation:
      style: bottomSheet
    triggers:
      - type: firstLaunch
    persistence:
      onceKeys: [tour.seenTours]    # show once: skipped when the set holds this tour's id...
      updates:
        - outcomes: [completed, skipped, dismissed]
          key: tour.seenTours       # ...which is added when the user is done with it
          operation: insert
          value: $tourId
    steps:
      - id: hello
        type: page
        title: Welcome
        body: Everything you need to get started, in one place.

    """
}
