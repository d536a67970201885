import Testing
@testable import YAMLLoader
