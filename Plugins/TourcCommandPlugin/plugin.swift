import Foundation
import PackagePlugin

/// `swift package tourc <tourc arguments>`: runs tourc in the package's folder, for teams that
/// commit the generated JSON and Swift (`swift package --allow-writing-to-package-directory
/// tourc build`). Arguments go to tourc unchanged, so tourc.yml at the package root applies as
/// on the command line. See docs/integration.md.
@main struct TourcCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "tourc")
        try run(tool.url, arguments: arguments.isEmpty ? ["build"] : arguments, in: context.package.directoryURL)
    }

    func run(_ executable: URL, arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("tourc \(arguments.joined(separator: " ")) failed with exit status \(process.terminationStatus)")
            throw CommandFailed(status: process.terminationStatus)
        }
    }

    struct CommandFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "tourc exited with status \(status)" }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TourcCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "tourc")
        try run(tool.url, arguments: arguments.isEmpty ? ["build"] : arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
