import Testing
@testable import TourcCore
