import Foundation
import PackagePlugin

/// Compiles the tours of a target into Swift at build time.
///
/// The target holds a `tours/` folder laid out like tourc's own (one folder per app, each with an
/// app.yaml and its tours; not excluded, so that the plugin is handed its files). For
/// every app, a build command (not a prebuild command) runs `tourc build` with every YAML file of
/// the app (and the target's tourc.yml, if any) as declared inputs and `<app-id>.swift` plus the
/// JSON bundle as declared outputs, so the build system reruns it only when a tour changes. The
/// generated `<AppName>Tours` enum is compiled into the target; the bundle becomes a resource
/// (`Bundle.module`). Diagnostics are printed in `file:line:col` form with absolute paths, which
/// the build log and Xcode link to the source. See docs/integration.md.
@main struct TourcBuildPlugin {
    /// The commands for a target whose files (tours included) are `files`.
    func commands(files: [URL], workDirectory: URL, tool: PluginContext.Tool) throws -> [Command] {
        // Apps: the folders of the app.yaml files that sit in a `tours` folder.
        let registries = files.filter {
            $0.lastPathComponent == "app.yaml" && $0.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "tours"
        }.sorted { $0.path < $1.path }
        guard !registries.isEmpty else {
            Diagnostics.warning("TourcBuildPlugin: the target has no tours/<app-id>/app.yaml; nothing to compile")
            return []
        }
        var commands: [Command] = []
        for registry in registries {
            let folder = registry.deletingLastPathComponent()
            let app = folder.lastPathComponent
            let inputs = files.filter {
                $0.deletingLastPathComponent().path == folder.path && ["yaml", "yml"].contains($0.pathExtension)
            }.sorted { $0.path < $1.path }
            // tourc.yml beside the tours folder: its swift and severity settings apply.
            let config = folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("tourc.yml")
            let output = workDirectory.appendingPathComponent(app)
            var arguments = [
                "build", folder.path, "--output", workDirectory.path,
                "--swift-file-name", "app-id", "--diagnostics-format", "human", "--quiet",
            ]
            var declared = inputs
            if files.contains(where: { $0.path == config.path }) {
                arguments += ["--config", config.path]
                declared.append(config)
            }
            commands.append(.buildCommand(
                displayName: "tourc: compiling the tours of \(app)",
                executable: tool.url,
                arguments: arguments,
                environment: ["NO_COLOR": "1"],
                inputFiles: declared,
                outputFiles: [
                    output.appendingPathComponent("\(app).swift"),
                    output.appendingPathComponent("\(app).json"),
                ]))
        }
        return commands
    }
}

extension TourcBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let source = target as? SourceModuleTarget else { return [] }
        return try commands(files: source.sourceFiles.map(\.url), workDirectory: context.pluginWorkDirectoryURL,
                            tool: context.tool(named: "tourc"))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TourcBuildPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project, the tours/ folder is added to the target (as a folder reference).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(files: target.inputFiles.map(\.url), workDirectory: context.pluginWorkDirectoryURL,
                     tool: context.tool(named: "tourc"))
    }
}
#endif
