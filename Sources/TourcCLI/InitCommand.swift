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

    func validate() throws {
        let allowed = app.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
        if app.isEmpty || !allowed || app.hasPrefix("-") {
            throw ValidationError("the app id must be lowercase letters, digits, '-' or '_' (e.g. field-notes), not '\(app)'")
        }
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
        do {
            if !fm.fileExists(atPath: configPath) {
                try write(InitTemplates.config, to: configPath)
                written.append(configPath)
            }
            if !fm.fileExists(atPath: ".gitignore") {
                try write(InitTemplates.gitignore, to: ".gitignore")
                written.append(".gitignore")
            }
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let registry = InitTemplates.join(folder, "app.yaml")
            try write(InitTemplates.registry(id: app), to: registry)
            let tour = InitTemplates.join(folder, "welcome.yaml")
            // The schema `tourc build` writes, relative to the tour, in the usual two-level layout.
            let plain = !settings.tours.contains("/") && !settings.output.hasPrefix("/")
            let schema = plain ? "../../\(settings.output)/\(app)/\(app).schema.json" : nil
            try write(InitTemplates.tour(schema: schema), to: tour)
            written += [registry, tour]
        } catch {
            let diagnostic = Diagnostic(ToolCodes.unreadable, "could not write the new files: \(error.localizedDescription)", at: nil)
            DiagnosticPrinter(format: nil, sources: nil).print([diagnostic])
            throw ExitCode(ExitStatus.couldNotRun.rawValue)
        }
        Terminal.write(written.map { "created \($0)\n" }.joined()
                       + "next: tourc check, then tourc build (settings in \(configPath))\n", to: .standardError)
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    }
}
