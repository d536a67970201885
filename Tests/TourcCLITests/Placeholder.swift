import Testing
@testable import TourcCLI
