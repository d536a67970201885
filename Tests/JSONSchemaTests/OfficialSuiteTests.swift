import Foundation
import Testing
import YAMLLoader
@testable import JSONSchema

/// Runs the official JSON-Schema-Test-Suite (draft 2020-12): every required test must pass;
/// optional and format counts are printed.
@Suite struct OfficialSuiteTests {
    /// The workplace's copy in ../shared/testdata when the checkout sits beside it, else the copy
    /// vendored in third_party/ (same files, MIT licence), so a clone anywhere runs the suite.
    static let suiteRoot: URL = {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = repository.deletingLastPathComponent().appendingPathComponent("shared/testdata/JSON-Schema-Test-Suite")
        if FileManager.default.fileExists(atPath: shared.appendingPathComponent("tests/draft2020-12").path) { return shared }
        return repository.appendingPathComponent("third_party/JSON-Schema-Test-Suite")
    }()

    struct Outcome {
        var passed = 0
        var failed: [String] = []
        var total: Int { passed + failed.count }
    }

    /// Validates every test of every file in `directory` (not recursing). With `throughSnapshot`,
    /// each compiled schema is first written as a snapshot and read back (what embedded schemas
    /// go through), and must describe the same program.
    static func run(_ directory: String, assertFormat: Bool, throughSnapshot: Bool = false) throws -> Outcome {
        let dir = suiteRoot.appendingPathComponent("tests/draft2020-12").appendingPathComponent(directory)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
        var outcome = Outcome()
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: dir.appendingPathComponent(file)))
            let groups = try JSONParser.parse(bytes)
            for (g, group) in (groups.items ?? []).enumerated() {
                let registry = JSONSchemaRegistry()
                registry.addResolvePrefix("http://localhost:1234/", directory: suiteRoot.appendingPathComponent("remotes").path)
                let uri = "urn:suite:\(file):\(g)"
                registry.register(group["schema"]!, uri: uri, file: file)
                var (compiled, _) = registry.compile(uri, options: SchemaOptions(assertFormat: assertFormat))
                if throughSnapshot, let original = compiled {
                    compiled = CompiledSchema(snapshot: original.snapshot())
                    if compiled?.programDescription != original.programDescription {
                        outcome.failed.append("\(directory)/\(file) group \(g): the snapshot does not read back as the same program")
                    }
                }
                for test in group["tests"]?.items ?? [] {
                    let name = "\(directory)/\(file) | \(group["description"]?.string ?? "") | \(test["description"]?.string ?? "")"
                    guard let compiled, let data = test["data"], case .scalar(let v)? = test["valid"]?.kind,
                          case .bool(let expected) = v.value else {
                        outcome.failed.append(name + " (schema did not compile)")
                        continue
                    }
                    let fast = compiled.isValid(data)
                    let (full, errorCount) = compiled.collectingVerdict(data)
                    if fast == expected, full == expected, full || errorCount > 0 {
                        outcome.passed += 1
                    } else {
                        outcome.failed.append(name + " (expected \(expected), fast \(fast), full \(full), \(errorCount) errors)")
                    }
                }
            }
        }
        return outcome
    }

    @Test func requiredTestsAllPass() throws {
        let outcome = try Self.run("", assertFormat: false)
        print("JSON-Schema-Test-Suite draft2020-12 required: \(outcome.passed)/\(outcome.total) passed")
        for f in outcome.failed { print("  FAIL \(f)") }
        #expect(outcome.total == 1299)
        #expect(outcome.failed.isEmpty)
    }

    /// Every required test again, each schema going through `snapshot()` and `init?(snapshot:)`:
    /// the suite exercises every keyword, so every `Keyword` case is written and read back.
    @Test func requiredTestsAllPassThroughSnapshots() throws {
        let outcome = try Self.run("", assertFormat: false, throughSnapshot: true)
        print("JSON-Schema-Test-Suite draft2020-12 required, through snapshots: \(outcome.passed)/\(outcome.total) passed")
        for f in outcome.failed { print("  snapshot FAIL \(f)") }
        #expect(outcome.passed == 1299)
        #expect(outcome.failed.isEmpty)
    }

    @Test func formatTestsPassAlikeThroughSnapshots() throws {
        let direct = try Self.run("optional/format", assertFormat: true)
        let snapshot = try Self.run("optional/format", assertFormat: true, throughSnapshot: true)
        #expect(snapshot.passed == direct.passed)
        #expect(snapshot.failed == direct.failed)
    }

    @Test func optionalTestsReport() throws {
        let outcome = try Self.run("optional", assertFormat: false)
        print("JSON-Schema-Test-Suite draft2020-12 optional: \(outcome.passed)/\(outcome.total) passed")
        for f in outcome.failed { print("  optional FAIL \(f)") }
        #expect(outcome.total == 162)
    }

    @Test func formatTestsReport() throws {
        let outcome = try Self.run("optional/format", assertFormat: true)
        print("JSON-Schema-Test-Suite draft2020-12 optional/format: \(outcome.passed)/\(outcome.total) passed")
        for f in outcome.failed { print("  format FAIL \(f)") }
        #expect(outcome.total == 764)
    }
}
