import Foundation
import TourcDiagnostics

/// Finds the apps under the input folder: every folder that holds an `app.yaml` (its name is the
/// app id), or the input folder itself when it holds one (`tourc build tours/finite`).
/// Folders without `app.yaml` are not apps and are skipped; hidden folders too.
public enum AppDiscovery {
    public struct App: Sendable, Equatable {
        public var id: String
        public var folder: String
        public var registryPath: String { InputFiles.join(folder, "app.yaml") }

        /// `<app-id>/<path inside the app folder>`: the same whatever the working directory or
        /// the spelling of the input path.
        public func relativePath(of path: String) -> String {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            let inside = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : UserPath(path).lastComponent
            return id + "/" + inside
        }
    }

    public static func apps(in input: String, diagnostics: inout DiagnosticCollector) -> [App] {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: input, isDirectory: &isDir), isDir.boolValue else {
            // InputFiles reports a missing or unreadable path with the shared tool codes.
            let before = diagnostics.diagnostics.count
            _ = InputFiles.collect([input], diagnostics: &diagnostics)
            if diagnostics.diagnostics.count == before || !diagnostics.hasErrors {
                diagnostics.emit(Diagnostic(ToolCodes.noApp,
                    "\(input) is a file; `tourc build` takes a folder: the folder that holds the app folders, or one app folder",
                    at: nil, suggestions: [UserPath(input).parent.string]))
            }
            return []
        }
        let trimmed = input.count > 1 && input.hasSuffix("/") ? String(input.dropLast()) : input
        if fm.fileExists(atPath: InputFiles.join(trimmed, "app.yaml")) {
            return [App(id: UserPath(trimmed).name, folder: trimmed)]
        }
        let names = ((try? fm.contentsOfDirectory(atPath: trimmed)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let apps = names.compactMap { name -> App? in
            let folder = InputFiles.join(trimmed, name)
            return fm.fileExists(atPath: InputFiles.join(folder, "app.yaml")) ? App(id: name, folder: folder) : nil
        }
        if apps.isEmpty {
            diagnostics.emit(Diagnostic(ToolCodes.noApp,
                "\(input) holds no app: an app is a folder with an app.yaml, and neither \(input) nor a folder directly in it has one; pass the folder that holds the app folders (tours/), or one app folder",
                at: nil))
        }
        return apps
    }
}
