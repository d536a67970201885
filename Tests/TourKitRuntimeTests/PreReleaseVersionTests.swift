import Testing
@testable import TourKitRuntime

/// Issue 24, item 5: a pre-release suffix reads as the version it precedes.
@Suite struct PreReleaseVersionTests {
    @Test func aSuffixReadsAsTheVersionItPrecedes() throws {
        #expect(try #require(VersionNumber("2.5-beta")) == #require(VersionNumber("2.5")))
        #expect(try #require(VersionNumber("2.5.1-rc.2")) == #require(VersionNumber("2.5.1")))
        #expect(try #require(VersionNumber("2.5+42")) == #require(VersionNumber("2.5")))
        #expect(try #require(VersionNumber("2.5b1")) == #require(VersionNumber("2.5")))
        #expect(try #require(VersionNumber("2.10-beta")) > #require(VersionNumber("2.9")))
    }

    @Test func aBetaOfAMajorVersionIsThatMajor() {
        #expect(dueMajorVersion(running: "2.5-beta", lastToured: "2.0", majors: ["2.0", "2.5"]) == "2.5")
    }
}
