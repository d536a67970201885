import Foundation
import TourKit
@testable import TourcCore
import TourcDiagnostics

/// The scenario surface (`FUZZ_TARGET=scenario`): one input is one scenario file, run through
/// `tourc test`'s runner in-process (load → schema → parse → names → run on the virtual host),
/// then through `tourc check`.
///
/// Input format: an optional first line `#--- app <id>` puts the file in that app's `tests/`
/// folder (default: finite); the rest is the `*.test.yaml`. The apps are copies, made once, of
/// tours/, Tests/TourcCLITests/Scenarios/tours/ (priority, recovery) and the kitchen-sink
/// fixture (Tests/TourcCoreTests/Golden/input/). Each app is compiled once per process and kept,
/// as one `tourc test` keeps it for every scenario of the app (`ScenarioRunner.runFile`).
///
/// Oracles besides crashes and memory errors: an error without a location; `check` reporting an
/// error the runner does not; the runner reporting a load, schema or name error that `check`
/// does not (only failed expectations and an app that cannot be compiled are the runner's
/// alone); a scenario that passes while `check` reports an error.
func fuzzScenario(_ input: [UInt8]) {
    let (app, text) = ScenarioInput.split(input)
    let file = ScenarioInput.write(text, app: app)
    let runner = ScenarioRunner(toursRoot: ScenarioInput.root)
    var diagnostics = DiagnosticCollector()
    var transcript: [String] = []
    var stopped = false
    let ran = runner.runFile(file, bundles: &ScenarioInput.bundles, sources: nil, diagnostics: &diagnostics,
                             transcript: &transcript, stopped: &stopped)
    requireLocatedErrors(diagnostics.diagnostics, "scenario")

    let check = Checker(jobs: 1).check(paths: [file])
    requireLocatedErrors(check.diagnostics.diagnostics, "scenario (check)")
    let checkErrors = Set(located(check.diagnostics.diagnostics.filter { $0.severity == .error }))
    let runnerOnly: Set<String> = [ScenarioCodes.expectationFailed.id, ScenarioCodes.appNotFound.id]
    let testErrors = located(diagnostics.diagnostics.filter { $0.severity == .error })
    let testLoadErrors = Set(located(diagnostics.diagnostics.filter { $0.severity == .error && !runnerOnly.contains($0.code.id) }))
    if !checkErrors.isSubset(of: Set(testErrors)) {
        fail("scenario: check reports errors the runner does not:\ncheck: \(checkErrors.sorted().joined(separator: "\n       "))\ntest:  \(testErrors.joined(separator: "\n       "))")
    }
    if !testLoadErrors.isSubset(of: checkErrors) {
        fail("scenario: the runner reports errors check does not:\ncheck: \(checkErrors.sorted().joined(separator: "\n       "))\ntest:  \(testLoadErrors.sorted().joined(separator: "\n       "))")
    }
    if ran, !diagnostics.hasErrors, !checkErrors.isEmpty {
        fail("scenario: passed, but check reports \(checkErrors.sorted().joined(separator: "; "))")
    }
}

/// Where scenario inputs go, and the compiled apps kept between inputs.
enum ScenarioInput {
    static let marker = Array("#--- app ".utf8)
    static let defaultApp = "finite"

    /// The private tours root, made once: every bundled app, the CLI tests' fixture apps and the
    /// kitchen-sink fixture.
    static let root: String = {
        let root = Workspace.shared.root + "/scenario-tours"
        Repository.copyApps(from: "tours", to: root)
        Repository.copyApps(from: "Tests/TourcCLITests/Scenarios/tours", to: root)
        Repository.copyApps(from: "Tests/TourcCoreTests/Golden/input", to: root)
        return root
    }()

    static let apps: Set<String> = Set(((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []))

    /// Compiled apps by id, as `ScenarioRunner.run` keeps them for one run (nil: does not compile).
    nonisolated(unsafe) static var bundles: [String: TourBundle?] = [:]

    /// The app named by the first line (when it is a marker naming a copied app) and the scenario.
    static func split(_ input: [UInt8]) -> (app: String, text: [UInt8]) {
        guard input.starts(with: marker) else { return (defaultApp, input) }
        let end = input.firstIndex(of: 0x0A) ?? input.count
        let name = String(decoding: input[marker.count..<end], as: UTF8.self)
        let rest = end < input.count ? Array(input[(end + 1)...]) : []
        return (apps.contains(name) ? name : defaultApp, rest)
    }

    /// Writes the scenario as `<root>/<app>/tests/fuzz.test.yaml` and returns its path.
    static func write(_ text: [UInt8], app: String) -> String {
        let folder = root + "/" + app + "/tests"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/fuzz.test.yaml"
        FileManager.default.createFile(atPath: file, contents: Data(text))
        return file
    }
}
