import Testing
@testable import TourcCore

/// `AppScope` keeps its tables in arrays indexed by `RefKind.index`, which must be each kind's
/// own position.
@Suite struct CheckAppScopeTests {
    @Test func kindIndexesArePositionsInAllCases() {
        #expect(RefKind.allCases.map(\.index) == Array(RefKind.allCases.indices))
    }
}
