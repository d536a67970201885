import Foundation
import Testing

/// The 64-language case `make bench` measures (Benchmarks/gen/corpus_l.py, Benchmarks/l10n.sh):
/// the bundled apps with every catalog key translated into 64 languages. The figures are only
/// meaningful while the case is what it claims to be: all apps in, all 64 languages declared and
/// translated, and a check with no diagnostic at all (a warning per translation would measure
/// the diagnostics printer instead).
@Suite struct SixtyFourLanguagesTests {
    static let python = URL(fileURLWithPath: "/usr/bin/python3")

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: python.path), "python3 is not installed"))
    func theBenchmarkCorpusChecksClean() throws {
        let workspace = try Workspace()
        let corpus = workspace.url.appendingPathComponent("l")
        let generated = try TourcProcess.run(
            [BuildCommandTests.root.appendingPathComponent("Benchmarks/gen_corpus.py").path, "l",
             "--out", corpus.path, "--tours", BuildCommandTests.root.appendingPathComponent("tours").path],
            executable: Self.python)
        #expect(generated.status == 0, "\(generated.stderr)")
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        #expect(apps.count >= 4, "\(apps)")
        for app in apps {
            let catalog = corpus.appendingPathComponent("\(app)/\(app).xcstrings")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
            let strings = try #require(json["strings"] as? [String: [String: Any]])
            for (key, entry) in strings {
                let languages = (entry["localizations"] as? [String: Any])?.keys.filter { $0 != "en" } ?? []
                #expect(languages.count == 64, "\(app): \(key) has \(languages.count) languages")
            }
        }
        let checked = try TourcProcess.run(["check", corpus.path])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stderr.hasPrefix("no problems"), "\(checked.stderr)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: python.path), "python3 is not installed"))
    func theGeneratorIsDeterministic() throws {
        let workspace = try Workspace()
        var outputs: [[String: Data]] = []
        for run in ["one", "two"] {
            let corpus = workspace.url.appendingPathComponent(run)
            let generated = try TourcProcess.run(
                [BuildCommandTests.root.appendingPathComponent("Benchmarks/gen_corpus.py").path, "l",
                 "--out", corpus.path, "--tours", BuildCommandTests.root.appendingPathComponent("tours").path],
                executable: Self.python)
            #expect(generated.status == 0, "\(generated.stderr)")
            var files: [String: Data] = [:]
            for app in try FileManager.default.contentsOfDirectory(atPath: corpus.path) {
                for name in try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(app).path) {
                    files[app + "/" + name] = try Data(contentsOf: corpus.appendingPathComponent("\(app)/\(name)"))
                }
            }
            outputs.append(files)
        }
        #expect(!outputs[0].isEmpty && outputs[0] == outputs[1])
    }
}
