import Foundation
import Testing
import TourcDiagnostics

/// SARIF 2.1.0 structure, read back with Foundation's JSON parser (an independent reader).
@Suite struct SARIFRendererTests {
    private func parse() throws -> [String: Any] {
        let text = SARIFRenderer(toolVersion: "9.9.9", rules: Fixtures.codes).render(Fixtures.diagnostics)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func logHeader() throws {
        let log = try parse()
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        #expect((log["runs"] as? [Any])?.count == 1)
    }

    @Test func driverAndRules() throws {
        let run = try #require((try parse()["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "tourc")
        #expect(driver["version"] as? String == "9.9.9")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Fixtures.codes.map(\.id))
        let first = rules[0]
        #expect((first["shortDescription"] as? [String: Any])?["text"] as? String == "duplicate key")
        #expect((first["fullDescription"] as? [String: Any])?["text"] as? String == Fixtures.duplicateKey.explanation)
        #expect((first["help"] as? [String: Any])?["text"] as? String == Fixtures.duplicateKey.explanation)
        #expect(first["name"] as? String == "DuplicateKey")
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func resultsPointAtRegions() throws {
        let run = try #require((try parse()["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Fixtures.diagnostics.filter { $0.span != nil }.count)
        let first = results[0]
        #expect(first["ruleId"] as? String == "TOUR1901")
        #expect(first["ruleIndex"] as? Int == 0)
        #expect(first["level"] as? String == "error")
        let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "tours/finite/app.yaml")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 4)
        #expect(region["startColumn"] as? Int == 3)
        #expect(region["endLine"] as? Int == 4)
        #expect(region["endColumn"] as? Int == 5)
        let related = try #require(first["relatedLocations"] as? [[String: Any]])
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "first defined here")
        #expect(results[1]["level"] as? String == "warning")
        #expect(results.allSatisfy { $0["locations"] != nil }, "code scanning needs a location on every result")
        #expect(results[1]["fixes"] != nil)
    }

    @Test func problemsWithoutAFileAreNotifications() throws {
        let run = try #require((try parse()["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        // The fixture's only file-less diagnostic is a note: the run itself succeeded.
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1)
        #expect((notifications[0]["descriptor"] as? [String: Any])?["id"] as? String == "TOUR9901")
        #expect(notifications[0]["level"] as? String == "note")
    }

    @Test func urisArePercentEncodedRelativeReferences() {
        #expect(SARIFRenderer.uri("tours/omni site/intro, 2.yaml") == "tours/omni%20site/intro%2C%202.yaml")
        #expect(SARIFRenderer.uri("./tours/a.yaml") == "tours/a.yaml")
        #expect(SARIFRenderer.uri("/abs/é.yaml") == "file:///abs/%C3%A9.yaml")
    }

    @Test func emptyRunStillHasAResultsArray() throws {
        let text = SARIFRenderer(toolVersion: "1", rules: []).render([])
        let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
    }
}
