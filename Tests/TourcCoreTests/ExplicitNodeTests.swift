import Testing
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore

/// `ExplicitNode` reads scalars itself instead of through `NodeSingleValueContainer`: it must
/// accept exactly what the container accepts, with the same value, and refuse the rest.
@Suite struct ExplicitNodeTests {
    static let scalars = ["3", "-7", "3.0", "3.5", "1e3", "1e400", "99999999999999999999", "0x1F", "true", "FALSE",
                          "null", "\"12\"", "abc", "'x'", "[1]", "{a: 1}", ".inf", "-0.0"]

    static func node(_ text: String) throws -> YAMLNode {
        var diagnostics = DiagnosticCollector()
        let documents = YAMLLoader.load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics)
        return try #require(documents.first?.root)
    }

    @Test(arguments: scalars)
    func conversionsMatchTheContainer(text: String) throws {
        let node = try Self.node(text)
        let explicit = ExplicitNode(node: node, userInfo: [:])
        let container = NodeSingleValueContainer(decoder: NodeDecoder(root: node, userInfo: [:]))
        #expect((try? explicit.int()) == (try? container.decode(Int.self)))
        #expect((try? explicit.string()) == (try? container.decode(String.self)))
        #expect((try? explicit.bool()) == (try? container.decode(Bool.self)))
        let double = try? explicit.double(), expected = try? container.decode(Double.self)
        #expect(double?.bitPattern == expected?.bitPattern)
    }

    @Test func listsOfStrings() throws {
        let strings = ExplicitNode(node: try Self.node("[a, 'b', \"c\"]"), userInfo: [:])
        #expect(try strings.strings() == ["a", "b", "c"])
        #expect(try strings.decodeValue([String].self) == ["a", "b", "c"])
        // A number among strings fails here as in `[String]`'s `Decodable`.
        let mixed = ExplicitNode(node: try Self.node("[a, 1]"), userInfo: [:])
        #expect(throws: (any Error).self) { try mixed.strings() }
        #expect(throws: (any Error).self) { try mixed.decodeValue([String].self) }
        let notAList = ExplicitNode(node: try Self.node("a"), userInfo: [:])
        #expect(throws: (any Error).self) { try notAList.items { try $0.string() } }
    }
}
