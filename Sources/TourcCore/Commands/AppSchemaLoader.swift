import Foundation
import TourKit
import TourcDiagnostics
import YAMLLoader

extension AppTourSchema {
    /// The schema of the app in `folder` (`tourc schema APPDIR`). Only the registry has to be
    /// valid: the schema is what an author needs while a tour is still broken, so tours are read
    /// only for their `id` and `name`, and a tour that cannot be read is left out of the list of
    /// tour ids. Problems of the registry go to `diagnostics` and give nil.
    public static func text(forAppFolder folder: String, diagnostics: inout DiagnosticCollector) -> String? {
        // A file (an app.yaml, or a tour) stands for the app folder it is in.
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        let appFolder = exists && !isFolder.boolValue ? UserPath(folder).parent.string : folder
        let registryPath = UserPath(appFolder.isEmpty ? "." : appFolder).appending("app.yaml").string
        // The registry is checked with the app's tours beside it, since it may name them (a tip
        // group's `tours`); only its own problems count, so a broken tour still gets a schema.
        let report = Checker(jobs: 1).check(paths: [appFolder.isEmpty ? "." : appFolder])
        var registryProblems = DiagnosticCollector()
        for d in report.diagnostics.diagnostics where d.span.map({ UserPath($0.file).lastComponent == "app.yaml" }) ?? true {
            registryProblems.emit(d)
        }
        diagnostics.merge(registryProblems)
        guard !registryProblems.hasErrors,
              let document = load(registryPath, diagnostics: &diagnostics),
              let registry = Self.decodedRegistry(document, registryPath)
        else { return nil }
        var ignored = DiagnosticCollector()
        var tours: [(id: String, name: String)] = []
        for path in InputFiles.collect([appFolder.isEmpty ? "." : appFolder], diagnostics: &ignored)
        where UserPath(path).lastComponent != "app.yaml" && UserPath(path).parent == UserPath(registryPath).parent {
            if let root = load(path, diagnostics: &ignored)?.root, let id = root["id"]?.string {
                tours.append((id, root["name"]?.string ?? id))
            }
        }
        tours.sort { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        return text(registry: registry, tourIDs: tours)
    }

    /// The registry, or nil when it does not decode (the check above reported why).
    private static func decodedRegistry(_ document: YAMLDocument, _ path: String) -> AppRegistry? {
        var ignored = DiagnosticCollector()
        let registry: Located<AppRegistry>? = AppDecoder.decode(document, relativePath: path, diagnostics: &ignored)
        return registry?.value
    }

    private static func load(_ path: String, diagnostics: inout DiagnosticCollector) -> YAMLDocument? {
        guard let bytes = try? FileReader.bytes(of: path, limit: LoadLimits.default.maxFileBytes) else { return nil }
        return YAMLLoader.load(bytes, file: path, diagnostics: &diagnostics).first
    }
}
