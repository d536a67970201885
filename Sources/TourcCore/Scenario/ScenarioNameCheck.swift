import Foundation
import TourKit
import TourcDiagnostics
import YAMLLoader

/// `tourc check`'s part of the names a scenario uses (screens, targets, store keys, ...): the same
/// TOUR5002 errors `tourc test` reports, so a misspelt name is found without running anything.
/// Each scenario's app is the one its folder holds (or its `app:` key names, beside it): the
/// registry and tours the check run decoded when the app was among the checked paths, else read
/// once (loaded and decoded only: the names are all a reference needs). A scenario outside an
/// app folder, or whose app does not load, is left to `tourc test`.
enum ScenarioNameCheck {
    /// The name diagnostics of each scenario file, by file.
    static func check(_ scenarios: [(file: String, scenario: Scenario)], decoded: [String: DecodedFile] = [:],
                      limits: LoadLimits, jobs: Int) -> [String: DiagnosticCollector] {
        var groups: [String: [(file: String, scenario: Scenario)]] = [:]
        var order: [String] = []
        for item in scenarios {
            guard let folder = ScenarioRunner.enclosingAppFolder(of: item.file) else { continue }
            // The folder itself, or the sibling folder `app:` names (`tours/<app>`).
            let key = item.scenario.app.map { UserPath(folder).parent.appending($0).string } ?? folder
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(item)
        }
        let results = ParallelMap.map(order, jobs: jobs) { [groups] key -> [(String, DiagnosticCollector)] in
            guard let bundle = fromCheck(key, decoded) ?? names(of: key, limits: limits) else { return [] }
            return (groups[key] ?? []).map { item in
                var found = DiagnosticCollector()
                _ = ScenarioReferences.check(item.scenario, bundle: bundle, diagnostics: &found)
                return (item.file, found)
            }
        }
        var byFile: [String: DiagnosticCollector] = [:]
        for (file, found) in results.joined() where !found.diagnostics.isEmpty { byFile[file] = found }
        return byFile
    }

    /// The app as the check run decoded it, when its registry was among the checked files (every
    /// file of the folder then was: a folder is collected whole). Nil when a file of it has
    /// errors (its names would be incomplete: the app is then read again, and skipped if that
    /// fails too).
    static func fromCheck(_ folder: String, _ decoded: [String: DecodedFile]) -> TourBundle? {
        guard case .registry(let registry)? = decoded[InputFiles.join(folder, "app.yaml")] else { return nil }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var tours: [Tour] = []
        for (path, file) in decoded where path.hasPrefix(prefix) {
            switch file {
            case .tour(let tour): tours.append(tour.value)
            case .failed: return nil
            case .registry: break
            }
        }
        return TourBundle(app: registry.value, tours: tours.sorted { $0.id < $1.id })
    }

    /// The app's registry and tours as a bundle (no content hash), read from its folder (the
    /// check run did not load it), or nil when a file does not load or decode.
    static func names(of folder: String, limits: LoadLimits) -> TourBundle? {
        var probe = DiagnosticCollector()
        var registry: AppRegistry?
        var tours: [Tour] = []
        for path in InputFiles.collect([folder], diagnostics: &probe) where !InputFiles.isScenario(path) {
            guard let bytes = try? FileReader.bytes(of: path, limit: limits.maxFileBytes) else { return nil }
            // Positions are never shown from here, so libyaml's marks are taken as they are.
            let documents = bytes.withUnsafeBufferPointer {
                YAMLLoader.loadWithApproximatePositions($0, file: path, limits: limits, diagnostics: &probe)
            }
            guard !probe.hasErrors, documents.count == 1 else { return nil }
            if UserPath(path).lastComponent == "app.yaml" {
                guard let decoded: Located<AppRegistry> = AppDecoder.decode(documents[0], relativePath: path, diagnostics: &probe) else { return nil }
                registry = decoded.value
            } else {
                guard let decoded: Located<Tour> = AppDecoder.decode(documents[0], relativePath: path, diagnostics: &probe) else { return nil }
                tours.append(decoded.value)
            }
        }
        guard let registry else { return nil }
        return TourBundle(app: registry, tours: tours.sorted { $0.id < $1.id })
    }
}
