import Foundation
import TourcCore
import TourcDiagnostics

/// The config surface (`FUZZ_TARGET=config`): one input is one `tourc.yml`, through the config
/// loader (`ConfigLoader.parse`: YAML → config schema → severity codes), then, when it is
/// usable, a `tourc build --dry-run` of a copy of tours/finite with its settings (severity
/// overrides, `swift.access`, `swift.typeName`, `authoringNotes`), as `tourc build` applies them.
///
/// Oracles besides crashes and memory errors: an error without a location; a config returned
/// although it has errors, or none returned without an error; a build whose success disagrees
/// with its diagnostics.
func fuzzConfig(_ input: [UInt8]) {
    let result = ConfigLoader.parse(input, file: ConfigInput.file)
    requireLocatedErrors(result.diagnostics.diagnostics, "config")
    if (result.config == nil) != result.diagnostics.hasErrors {
        fail("config: config \(result.config == nil ? "missing" : "returned") with errors: \(result.diagnostics.hasErrors)")
    }
    guard let config = result.config else { return }
    var options = BuildOptions(input: ConfigInput.tours, output: Workspace.shared.output, jobs: 1, mode: .dryRun,
                               retainsOutput: true, includesAuthoringNotes: config.authoringNotes == .ship)
    options.severity = config.severity
    options.swift = config.swift
    let build = BuildDriver(options: options).run()
    requireLocatedErrors(build.diagnostics.diagnostics, "config (build)")
    if build.diagnostics.hasErrors == !build.plan.files.isEmpty {
        fail("config: build has errors: \(build.diagnostics.hasErrors), but planned \(build.plan.files.count) files")
    }
}

enum ConfigInput {
    /// The config's path: its folder is the base of the config's relative paths.
    static let file = Workspace.shared.root + "/config/tourc.yml"

    /// A private copy of tours/finite, made once.
    static let tours: String = {
        let root = Workspace.shared.root + "/config/tours"
        let fm = FileManager.default
        try? fm.createDirectory(atPath: root + "/finite", withIntermediateDirectories: true)
        for file in (try? fm.contentsOfDirectory(atPath: Repository.root + "/tours/finite")) ?? [] where file.hasSuffix(".yaml") {
            try? fm.copyItem(atPath: Repository.root + "/tours/finite/" + file, toPath: root + "/finite/" + file)
        }
        return root
    }()
}
