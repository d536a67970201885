import Foundation
import TourKit
import TourcDiagnostics
import YAMLLoader

extension AppTourSchema {
    /// The schema of the app in `folder` (`tourc schema APPDIR`). Only the registry has to be
    /// valid: the schema is what an author needs while a tour is still broken, so a tour whose
    /// errors kept it from decoding is still listed by the `id` (and `name`) it was loaded with,
    /// and a tour that did not load is left out. Problems of the registry go to `diagnostics`
    /// and give nil.
    public static func text(forAppFolder folder: String, diagnostics: inout DiagnosticCollector) -> String? {
        // A file (an app.yaml, or a tour) stands for the app folder it is in.
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        let appFolder = exists && !isFolder.boolValue ? UserPath(folder).parent.string : folder
        let input = appFolder.isEmpty ? "." : appFolder
        let registryPath = UserPath(input).appending("app.yaml").string
        guard FileReader.isRegularFile(registryPath) else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue else {
                _ = InputFiles.collect([input], diagnostics: &diagnostics)  // a missing path, as `check` reports it
                return nil
            }
            // A folder of apps (`tours`) or any other folder: name the app folders in it, if any.
            var ignored = DiagnosticCollector()
            let apps = AppDiscovery.apps(in: input, diagnostics: &ignored).map(\.folder)
            diagnostics.emit(Diagnostic(ToolCodes.noApp,
                "\(input) has no app.yaml; `tourc schema` takes one app's folder (the folder with its app.yaml)\(apps.first.map { ", e.g. `tourc schema \($0)`" } ?? "")",
                at: nil, suggestions: Array(apps.prefix(4))))
            return nil
        }
        // The app is checked as `tourc build` checks it, with its tours beside it, since the
        // registry may name them (a tip group's `tours`); only the registry's own problems count,
        // so a broken tour still gets a schema. What the check decoded is what the schema lists.
        let app = AppDiscovery.App(id: UserPath(input).name, folder: input)
        var checked = BuildDriver(options: BuildOptions(input: input)).checkApp(app, sources: nil)
        if let decoded = checked.decoded {
            // What `tourc check` adds across apps (an id or type name too long for the output's
            // names, TOUR4007), as `tourc build` does after `checkApp`.
            var typeNames = AppTypeNameChecks()
            typeNames.add(AppTypeNameChecks.entry(appID: decoded.id, registry: decoded.registry.value, file: decoded.registry.document.file))
            typeNames.report(document: { _ in decoded.registry.document }, diagnostics: &checked.diagnostics)
        }
        var registryProblems = DiagnosticCollector()
        for d in checked.diagnostics.diagnostics where d.span.map({ UserPath($0.file).lastComponent == "app.yaml" }) ?? true {
            registryProblems.emit(d)
        }
        diagnostics.merge(registryProblems)
        guard !registryProblems.hasErrors, let decoded = checked.decoded else { return nil }
        var tours = decoded.tours.map { (id: $0.value.id, name: $0.value.name) }
        let decodedFiles = Set(decoded.tours.map(\.document.file))
        for file in checked.files where UserPath(file.path).lastComponent != "app.yaml"
            && UserPath(file.path).parent == UserPath(registryPath).parent && !decodedFiles.contains(file.path) {
            if let root = file.documents.first?.root, let id = root["id"]?.string {
                tours.append((id, root["name"]?.string ?? id))
            }
        }
        tours.sort { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        return text(registry: decoded.registry.value, tourIDs: tours)
    }
}
