import Foundation
import Testing
@testable import TourKitRuntime

/// One suite over every store (issue 22, item 11): every `StoredValue` round-trips, absent is
/// absent, a batch is atomic, and concurrent inserts lose nothing.
@Suite struct StoreSuiteTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, jsonFile, userDefaults, userDefaultsPrefixed
        var testDescription: String { rawValue }

        /// A fresh store, and a way to open the same storage again (a relaunch).
        func make() -> (store: any TourStateStore, reopen: () -> any TourStateStore) {
            switch self {
            case .inMemory:
                let store = InMemoryStateStore()
                return (store, { store })
            case .jsonFile:
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourkit-suite-\(UUID().uuidString)/state/tours.json")
                return (JSONFileStateStore(url: url), { JSONFileStateStore(url: url) })
            case .userDefaults, .userDefaultsPrefixed:
                let suite = "tourkit-suite-\(UUID().uuidString)"
                let prefix = self == .userDefaultsPrefixed ? "profile." : ""
                return (UserDefaultsStateStore(suiteName: suite, keyPrefix: prefix)!, { UserDefaultsStateStore(suiteName: suite, keyPrefix: prefix)! })
            }
        }
    }

    static let values: [(String, StoredValue)] = [
        ("bool.true", .bool(true)), ("bool.false", .bool(false)),
        ("int.one", .int(1)), ("int.zero", .int(0)), ("int.negative", .int(-42)), ("int.large", .int(1 << 40)),
        ("string", .string("2.5")), ("string.empty", .string("")), ("string.unicode", .string("Größe \"quoted\" \\ ✓")),
        ("strings", .strings(["a", "b"])), ("strings.empty", .strings([])),
        ("date.whole", .date(Date(timeIntervalSince1970: 1_767_225_600))),
        ("date.fraction", .date(Date(timeIntervalSince1970: 1_767_225_600.75))),
        ("date.micro", .date(Date(timeIntervalSince1970: 1_767_225_600.123456))),
    ]

    @Test(arguments: Kind.allCases) func everyValueRoundTrips(_ kind: Kind) {
        let (store, reopen) = kind.make()
        for (key, value) in Self.values { store.set(value, forKey: key) }
        for candidate in [store, reopen()] {
            for (key, value) in Self.values {
                #expect(candidate.value(forKey: key) == value, "\(kind) \(key)")
            }
            #expect(candidate.value(forKey: "missing") == nil)
        }
    }

    @Test(arguments: Kind.allCases) func removeAndBatches(_ kind: Kind) {
        let (store, reopen) = kind.make()
        store.apply([.set(key: "flag", value: .bool(true)), .insert(key: "set", element: "b"), .insert(key: "set", element: "a"),
                     .remove(key: "set", element: "b"), .set(key: "gone", value: .int(1)), .clear(key: "gone")])
        let again = reopen()
        #expect(again.value(forKey: "flag") == .bool(true))
        #expect(again.value(forKey: "set") == .strings(["a"]))
        #expect(again.value(forKey: "gone") == nil)
        store.removeValue(forKey: "flag")
        #expect(reopen().value(forKey: "flag") == nil)
    }

    /// Review risk 10: four threads inserting 500 ids each kept about 1,200 of 2,000 (here 100
    /// each, 15 for the file store: a debug build on a shared machine).
    @Test(arguments: Kind.allCases) func concurrentInsertsLoseNothing(_ kind: Kind) async {
        let (store, _) = kind.make()
        // Each JSON insert is a file write with fsync (slow on a shared disk): fewer of them.
        let perThread = kind == .jsonFile ? 15 : 100
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for i in 0..<perThread { StateWrite.insert(key: "ids", element: "t\(thread)-\(i)").apply(to: store) }
                }
            }
        }
        #expect(store.value(forKey: "ids")?.stringList?.count == 4 * perThread)
    }
}

/// `JSONFileStateStore` never loses state (review risks 1, 2, 3, 7).
@Suite struct JSONFileStoreTests {
    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tourkit-json-\(UUID().uuidString)")
    }

    @Test(arguments: ["null", "1.5", #"{"nested": [1, 2]}"#, #"["a", 1]"#, #"{"date": "not a date"}"#])
    func aValueItCannotReadIsKeptAndWrittenBack(_ odd: String) throws {
        let dir = folder()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("tours.json")
        try Data(#"{"done": true, "odd": \#(odd), "version": "2.4"}"#.utf8).write(to: url)
        let store = JSONFileStateStore(url: url)
        #expect(store.value(forKey: "done") == .bool(true))
        #expect(store.value(forKey: "version") == .string("2.4"))
        #expect(store.value(forKey: "odd") == nil)
        store.set(.bool(true), forKey: "new")
        let text = try String(contentsOf: url, encoding: .utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? [String: Any])
        #expect(Set(object.keys) == ["done", "odd", "version", "new"], "\(text)")
        #expect(JSONFileStateStore(url: url).keptValues["odd"] != nil)
        // The runtime's own write to that key replaces it; a clear removes it.
        store.removeValue(forKey: "odd")
        #expect(JSONFileStateStore(url: url).keptValues["odd"] == nil)
        #expect(JSONFileStateStore(url: url).value(forKey: "done") == .bool(true))
    }

    @Test func aDateWithFractionalSecondsReads() throws {
        let dir = folder()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("tours.json")
        try Data(#"{"when": {"date": "2026-01-01T00:00:00.250Z"}}"#.utf8).write(to: url)
        #expect(JSONFileStateStore(url: url).value(forKey: "when") == .date(Date(timeIntervalSince1970: 1_767_225_600.25)))
    }

    @Test(arguments: ["", "{\"done\": tr", "[1, 2]"])
    func anUnreadableFileIsMovedAsideNotOverwritten(_ content: String) throws {
        let dir = folder()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("tours.json")
        try Data(content.utf8).write(to: url)
        let store = JSONFileStateStore(url: url)
        store.set(.bool(true), forKey: "new")
        #expect(JSONFileStateStore(url: url).value(forKey: "new") == .bool(true))
        let aside = dir.appendingPathComponent("tours.json.unreadable")
        if content.isEmpty {
            #expect(!FileManager.default.fileExists(atPath: aside.path))
        } else {
            #expect(try Data(contentsOf: aside) == Data(content.utf8))
        }
    }

    @Test func itCreatesItsFolder() {
        let url = folder().appendingPathComponent("a/b/tours.json")
        JSONFileStateStore(url: url).set(.bool(true), forKey: "done")
        #expect(JSONFileStateStore(url: url).value(forKey: "done") == .bool(true))
    }

    @Test func twoInstancesOnOneFileMergeKeyByKey() {
        let url = folder().appendingPathComponent("tours.json")
        let a = JSONFileStateStore(url: url), b = JSONFileStateStore(url: url)
        a.set(.bool(true), forKey: "tour.hasCompletedIntroTour")
        b.apply([.insert(key: "tour.seenMiniTours", element: "stats")])
        a.apply([.insert(key: "tour.seenMiniTours", element: "map")])
        let fresh = JSONFileStateStore(url: url)
        #expect(fresh.value(forKey: "tour.hasCompletedIntroTour") == .bool(true))
        #expect(fresh.value(forKey: "tour.seenMiniTours") == .strings(["map", "stats"]))
        b.reload()
        #expect(b.value(forKey: "tour.hasCompletedIntroTour") == .bool(true))
    }

    @Test func aLeftoverTemporaryFileIsRemoved() throws {
        let dir = folder()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("tours.json")
        let temporary = dir.appendingPathComponent(".tours.json.tmp")
        try Data("half a wri".utf8).write(to: temporary)
        let store = JSONFileStateStore(url: url)
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
        store.set(.int(1), forKey: "n")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["tours.json", "tours.json.lock"])
    }

    @Test func oneFileWritePerHandledSignal() {
        let url = folder().appendingPathComponent("tours.json")
        let store = JSONFileStateStore(url: url)
        let bundle = Fixtures.bundle([AppControlTests.resumableTour()])
        var c = TourCoordinator(bundle: bundle, store: store, clock: ManualClock(), environment: TourEnvironment(appVersion: "2.10"))
        _ = c.handle(.launch)
        #expect(store.fileWrites == 1)
        // A step change writes the index and its hash: one file write.
        _ = c.handle(.run(.next))
        #expect(store.fileWrites == 2)
        #expect(JSONFileStateStore(url: url).value(forKey: "progress") == .int(1))
        #expect(JSONFileStateStore(url: url).value(forKey: "progress.contentHash") == c.contentHash(ofTour: "t").map(StoredValue.string))
        // The ending's writes (show-once key, cleared progress): one more.
        _ = c.handle(.run(.skip))
        #expect(store.fileWrites == 3)
        #expect(JSONFileStateStore(url: url).value(forKey: "progress") == nil)
    }
}
