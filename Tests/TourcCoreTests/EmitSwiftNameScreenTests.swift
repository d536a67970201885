import Testing
import TourcDiagnostics
@testable import TourcCore

/// `AppSwiftNames.screen` names a namespace without the allocator when nothing in it is a
/// problem: it must agree with `SwiftNameAllocator` exactly, on either side of the size where it
/// stops comparing names in place and builds a table, or a build would name ids differently
/// from the check (or miss a `TOUR4001`).
@Suite("Swift name screen")
struct EmitSwiftNameScreenTests {
    /// The allocator's names (first occurrences, in order) and whether it reported anything.
    static func allocated(_ ids: [String], _ kind: SwiftIDNamespace, allowsRepeats: Bool) -> (names: [String], reported: Bool) {
        var allocator = SwiftNameAllocator(namespace: kind.label, style: .lowerCamel, reserved: kind.reserved,
                                           allowsRepeats: allowsRepeats)
        var diagnostics = DiagnosticCollector()
        var names: [String] = []
        var seen: Set<String> = []
        for id in ids {
            let first = seen.insert(id).inserted
            if !first && allowsRepeats { continue }
            if let name = allocator.assign(id, at: nil, diagnostics: &diagnostics), first { names.append(name.text) }
        }
        return (names, !diagnostics.diagnostics.isEmpty)
    }

    /// `count` distinct ids, some already names and some that the sanitizer rewrites.
    static func ids(_ count: Int) -> [String] {
        (0..<count).map { $0.isMultiple(of: 2) ? "step\($0)" : "step_\($0)_x" }
    }

    static let sizes = [1, 2, 16, 17, 40]

    @Test(arguments: sizes)
    func namesWhatTheAllocatorNames(_ count: Int) throws {
        let ids = Self.ids(count)
        for allowsRepeats in [true, false] {
            let screened = try #require(AppSwiftNames.screen(ids, .step, allowsRepeats: allowsRepeats, keepsNames: true))
            #expect(screened.map(\.id) == ids)
            #expect(screened.map(\.name.text) == Self.allocated(ids, .step, allowsRepeats: allowsRepeats).names)
        }
    }

    @Test(arguments: sizes)
    func aRepeatIsSkippedOrAProblem(_ count: Int) throws {
        let ids = Self.ids(count) + [Self.ids(count)[0]]
        let screened = try #require(AppSwiftNames.screen(ids, .step, allowsRepeats: true, keepsNames: true))
        #expect(screened.map(\.name.text) == Self.allocated(ids, .step, allowsRepeats: true).names)
        #expect(AppSwiftNames.screen(ids, .tour, allowsRepeats: false, keepsNames: true) == nil)
        #expect(Self.allocated(ids, .tour, allowsRepeats: false).reported)
    }

    @Test(arguments: sizes)
    func aSharedOrReservedNameIsAProblem(_ count: Int) {
        // `step0` and `step-0` become one name; `raw_value` becomes `rawValue`.
        for extra in ["step-0", "raw_value"] {
            let ids = Self.ids(count) + [extra]
            #expect(AppSwiftNames.screen(ids, .step, allowsRepeats: true, keepsNames: false) == nil)
            #expect(AppSwiftNames.hasProblem(ids, .step))
            #expect(Self.allocated(ids, .step, allowsRepeats: true).reported)
        }
        #expect(!AppSwiftNames.hasProblem(Self.ids(count), .step))
    }

    @Test func anEmptyNamespaceHasNoNames() {
        #expect(AppSwiftNames.screen([], .button, allowsRepeats: false, keepsNames: true)?.isEmpty == true)
    }
}
