import Testing
@testable import JSONSchema
