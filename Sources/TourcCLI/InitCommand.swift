import ArgumentParser
import Foundation
import TourcCore
import TourcDiagnostics

/// `tourc init [APP]`: a commented tourc.yml (unless one exists) and a minimal app that checks
/// clean, to start from.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented tourc.yml and a minimal app (app.yaml and one tour) that checks clean.",
        discussion: """
        Writes ./tourc.yml when it does not exist yet, then <tours>/<app>/app.yaml and \
        <tours>/<app>/welcome.yaml, where <tours> is the `tours` folder of the config. Nothing \
        is ever overwritten: when the app folder exists, tourc stops with exit status 2.

        Examples:
          tourc init                Start a project with the app `my-app`
          tourc init field-notes    Add the app `field-notes` to an existing project
        """)

    @Argument(help: ArgumentHelp("The new app's id: its folder name, lowercase words joined by hyphens.", valueName: "app"))
    var app = "my-app"

    @OptionGroup var config: ConfigOptions

    /// The app schema's rule for an id (`^[a-z][a-z0-9-]*$`, schemas/app.schema.json), so that
    /// what init writes always checks clean; anything else is refused before a file is written.
    func validate() throws {
        let scalars = Array(app.unicodeScalars)
        let allowed = scalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        if let first = scalars.first, ("a"..."z").contains(first), allowed { return }
        let suggestion = Self.suggestedID(for: app)
        throw ValidationError(
            "the app id must start with a lowercase letter and hold only lowercase letters, digits and '-' (e.g. field-notes), not '\(app)'"
            + (suggestion.map { "; try `tourc init \($0)`" } ?? ""))
    }

    /// `my_app` -> `my-app`, `9lives` -> `app-9lives`, `_x` -> `x`, `My App` -> `my-app`; nil when
    /// nothing usable is left.
    static func suggestedID(for app: String) -> String? {
        var out = ""
        for scalar in app.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty, !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        guard let first = out.unicodeScalars.first else { return nil }
        return ("a"..."z").contains(first) ? out : "app-" + out
    }

    func run() throws {
        let fm = FileManager.default
        let configPath = config.config ?? TourcConfig.defaultFileName
        var written: [String] = []
        var settings = TourcConfig()
        if fm.fileExists(atPath: configPath) {
            settings = try ConfigFile.load(configPath, format: nil)
        }
        let folder = InitTemplates.join(settings.tours, app)
        if fm.fileExists(atPath: folder) {
            let diagnostic = Diagnostic(ConfigCodes.alreadyExists,
                                        "\(folder) already exists; tourc init never overwrites. Pick another app id (`tourc init other-app`)",
                                        at: nil)
            DiagnosticPrinter(format: nil, sources: nil).print([diagnostic])
            throw ExitCode(ExitStatus.couldNotRun.rawValue)
        }
        // Everything made so far, so that a failure midway removes it again: init either writes
        // the whole starting point or leaves the folder as it was.
        var created = InitCreation()
        do {
            if !fm.fileExists(atPath: configPath) {
                try created.file(configPath, InitTemplates.config)
                written.append(configPath)
            }
            if !fm.fileExists(atPath: ".gitignore") {
                try created.file(".gitignore", InitTemplates.gitignore)
                written.append(".gitignore")
            }
            try created.folders(folder)
            let registry = InitTemplates.join(folder, "app.yaml")
            // Modelines to schemas that exist from the first minute (issue 26): init writes both
            // into the output folder now; `tourc build` rewrites the app's own with every build.
            // Relative to a file in the usual two-level layout (`tours/<app>/`).
            let plain = !settings.tours.contains("/") && !settings.output.hasPrefix("/")
            let output = plain ? "../../\(settings.output)" : nil
            try created.file(registry, InitTemplates.registry(id: app, schema: output.map { "\($0)/app.schema.json" }))
            let tour = InitTemplates.join(folder, "welcome.yaml")
            try created.file(tour, InitTemplates.tour(schema: output.map { "\($0)/\(app)/\(app).schema.json" }))
            written += [registry, tour]
            if plain {
                try created.folders(InitTemplates.join(settings.output, app))
                let registrySchema = InitTemplates.join(settings.output, "app.schema.json")
                if !fm.fileExists(atPath: registrySchema) {
                    try created.file(registrySchema, RegistrySchema.text + "\n")
                    written.append(registrySchema)
                }
                var found = DiagnosticCollector()
                if let text = AppTourSchema.text(forAppFolder: folder, diagnostics: &found) {
                    let appSchema = InitTemplates.join(InitTemplates.join(settings.output, app), "\(app).schema.json")
                    try created.file(appSchema, text)
                    written.append(appSchema)
                }
            }
        } catch {
            created.undo()
            let diagnostic = Diagnostic(OutputCodes.writeFailed,
                                        "could not write the new files: \(error); nothing was left behind",
                                        at: nil)
            DiagnosticPrinter(format: nil, sources: nil).print([diagnostic])
            throw ExitCode(ExitStatus.couldNotRun.rawValue)
        }
        Terminal.write(written.map { "created \($0)\n" }.joined()
                       + "next: tourc check, then tourc build (settings in \(configPath))\n", to: .standardError)
    }
}
