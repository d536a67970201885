import Foundation
import Testing
@testable import TourKitRuntime

@Suite struct VersionOrderTests {
    @Test func versionsCompareAsNumbersNotText() throws {
        #expect(try #require(VersionNumber("2.9")) < #require(VersionNumber("2.10")))
        #expect(try #require(VersionNumber("2.5")) == #require(VersionNumber("2.5.0")))
        #expect(VersionNumber("") == nil)
    }

    @Test func theNewestUntouredMajorIsDueOnly() {
        let majors = ["2.0", "2.5", "2.10"]
        // Seed 001 compares strings: "2.9" < "2.10" is false there, so 2.10 never prompts.
        #expect(dueMajorVersion(running: "2.10", lastToured: "2.9", majors: majors) == "2.10")
        // A patch release reaches its major's prompt (2.4 → 2.5.1 sees the 2.5 prompt).
        #expect(dueMajorVersion(running: "2.5.1", lastToured: "2.4", majors: majors) == "2.5")
        // Skipping several majors shows only the newest.
        #expect(dueMajorVersion(running: "2.10", lastToured: "1.0", majors: majors) == "2.10")
        // Never on a fresh install, never when up to date.
        #expect(dueMajorVersion(running: "2.5", lastToured: nil, majors: majors) == nil)
        #expect(dueMajorVersion(running: "2.5", lastToured: "", majors: majors) == nil)
        #expect(dueMajorVersion(running: "2.5.1", lastToured: "2.5.1", majors: majors) == nil)
    }
}

@Suite struct StateStoreTests {
    func exercise(_ store: any TourStateStore) {
        store.set(.bool(false), forKey: "flag")
        store.set(.string("2.5"), forKey: "version")
        store.set(.strings(["a", "b"]), forKey: "set")
        store.set(.int(3), forKey: "count")
        StateWrite.insert(key: "set", element: "c").apply(to: store)
        StateWrite.remove(key: "set", element: "a").apply(to: store)
    }

    func verify(_ store: any TourStateStore) {
        // An absent key is absent, not false.
        #expect(store.value(forKey: "missing") == nil)
        #expect(store.value(forKey: "flag") == .bool(false))
        #expect(store.value(forKey: "version") == .string("2.5"))
        #expect(store.value(forKey: "set") == .strings(["b", "c"]))
        #expect(store.value(forKey: "count") == .int(3))
    }

    @Test func inMemory() {
        let store = InMemoryStateStore()
        exercise(store)
        verify(store)
    }

    @Test func jsonFileSurvivesReopening() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourkit-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let store = JSONFileStateStore(url: url)
        exercise(store)
        store.set(.date(Date(timeIntervalSince1970: 1_767_225_600)), forKey: "when")
        verify(JSONFileStateStore(url: url))
        #expect(JSONFileStateStore(url: url).value(forKey: "when") == .date(Date(timeIntervalSince1970: 1_767_225_600)))
        // Plain JSON values, sorted keys: the file reads like the documents' storage schema.
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#""flag" : false"#) && text.contains(#""count" : 3"#) && text.contains(#""when" : {"#), "\(text)")
    }

    @Test func userDefaultsKeepsTheDocumentsShapes() throws {
        let suite = "tourkit-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsStateStore(defaults)
        exercise(store)
        verify(store)
        // Seed 001 reads the set back with stringArray(forKey:) and the flag with bool(forKey:).
        #expect(defaults.stringArray(forKey: "set") == ["b", "c"])
        #expect(defaults.object(forKey: "flag") != nil && defaults.bool(forKey: "flag") == false)
        store.removeValue(forKey: "flag")
        #expect(store.value(forKey: "flag") == nil)
    }
}
