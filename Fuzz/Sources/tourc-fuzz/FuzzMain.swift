import CFuzzerDriver
import Foundation

/// The surfaces one harness fuzzes, chosen by `FUZZ_TARGET` (scripts/fuzz.sh sets it and gives
/// each its own corpus and seeds): one binary, so one build serves them all.
enum Surface: String, CaseIterable {
    /// An app (registry + one tour) through `tourc check` and `tourc build --dry-run`.
    case tour
    /// A scenario file through `tourc test`'s runner and `tourc check`.
    case scenario
    /// A `tourc.yml` through the config loader, then a dry-run build with its settings.
    case config
    /// A schema and an instance through `tourc validate`'s phases.
    case validate

    static let current: Surface = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "tour"
        guard let surface = Surface(rawValue: name) else {
            fail("FUZZ_TARGET=\(name) is not a surface; use one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return surface
    }()
}

/// The executable's entry point (SwiftPM links `main` to `<module>_main`): libFuzzer's driver.
@_cdecl("tourc_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    _ = Surface.current
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    switch Surface.current {
    case .tour: fuzzTour(input)
    case .scenario: fuzzScenario(input)
    case .config: fuzzConfig(input)
    case .validate: fuzzValidate(input)
    }
    return 0
}
