import Testing
@testable import TourcDiagnostics
