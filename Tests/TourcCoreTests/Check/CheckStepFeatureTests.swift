import JSONSchema
import Testing
import TourcDiagnostics
@testable import TourcCore

/// The misuse of the five app features of issue 13 (5a–5e): icons on coach marks and tooltips,
/// asset-catalog icons, coach-mark arrows, the progress format, printable persistence keys.
@Suite struct CheckStepFeatureTests {
    typealias F = CheckFixtures

    static func spotlight(_ keys: String) -> String {
        F.tour(style: "spotlight", steps: """
              - id: look
                type: spotlight
                body: The grid.
            \(keys)
                advance: {type: nextButton}
            """)
    }

    // MARK: 5a: a coach mark without a title, with an icon

    @Test func untitledCoachMarkWithIconChecksClean() throws {
        let fixture = try CheckFixture(F.app(tour: Self.spotlight("    icon: lightbulb")))
        let diagnostics = fixture.check()
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func tooltipIconChecksClean() throws {
        let tour = F.tour(style: "tooltip", steps: """
              - {id: tip, type: tooltip, body: Help., anchor: grid, icon: questionmark.circle}
            """)
        let fixture = try CheckFixture(F.app(tour: tour))
        #expect(fixture.check().filter { $0.severity == .error }.isEmpty)
    }

    // MARK: 5b: asset-catalog icons

    @Test func customSymbolAsAnIconIsAnErrorWithTheFix() throws {
        let found = try expectDiagnostics(LanguageCodes.assetAsSymbol, F.app(tour: Self.spotlight("    icon: 1️⃣custom.bluetooth")))
        let d = try #require(found.first)
        #expect(d.message.contains("iconAsset: custom.bluetooth"))
        #expect(d.fix?.replacement == "iconAsset")
    }

    @Test func customSymbolWhereNoAssetIsTakenSaysSo() throws {
        let tour = F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Connect, icon: 1️⃣custom.wifi, action: {type: next}}
            """)
        let found = try expectDiagnostics(LanguageCodes.assetAsSymbol, F.app(tour: tour))
        #expect(found.first?.fix == nil)
        #expect(found.first?.message.contains("cannot be shown here, so use an SF Symbol") == true)
    }

    /// Issue 26: "TOUR3406's 'use an SF Symbol' where the app uses an asset image: point at the
    /// asset-image key". List rows, topic cards, sheets and links now take `iconAsset`; the fix
    /// renames the key, and the fixed file checks clean.
    @Test func customSymbolOnAListRowGetsTheAssetFixAndFollowingItIsClean() throws {
        func tour(row: String, link: String) -> String {
            F.tour(steps: """
                  - id: welcome
                    type: page
                    title: Welcome
                    content:
                      - type: bullets
                        items:
                          - {\(row), text: Connect.}
                      - {type: link, label: Brand, \(link), action: {type: next}}
                """)
        }
        let found = try expectDiagnostics(LanguageCodes.assetAsSymbol, F.app(tour: tour(row: "icon: 1️⃣custom.wifi", link: "icon: link")))
        #expect(found.first?.fix?.replacement == "iconAsset")
        #expect(found.first?.message.hasSuffix("write `iconAsset: custom.wifi`") == true)
        let pattern = try expectDiagnostics(SchemaCodes.stringConstraint, F.app(tour: tour(row: "icon: link", link: "icon: 1️⃣BrandMark")))
        #expect(pattern.first?.fix?.replacement == "iconAsset", "\(pattern.map(\.message))")
        try expectDiagnostics(LanguageCodes.assetAsSymbol,
                              F.app(tour: tour(row: "iconAsset: custom.wifi", link: "iconAsset: BrandMark")))
    }

    @Test func customSymbolAsAnIllustrationSymbolGetsTheAssetFix() throws {
        let tour = F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                illustration: {symbol: 1️⃣custom.hero, description: Our logo.}
            """)
        let found = try expectDiagnostics(LanguageCodes.assetAsSymbol, F.app(tour: tour))
        #expect(found.first?.fix?.replacement == "asset")
    }

    @Test func nameThatCannotBeASymbolGetsTheAssetFix() throws {
        let fixture = try CheckFixture(F.app(tour: Self.spotlight("    icon: 1️⃣AppLogo")))
        let diagnostics = fixture.check()
        let d = try #require(diagnostics.first { $0.code == SchemaCodes.stringConstraint })
        #expect(fixture.position(of: d) == fixture.marker("1️⃣", in: "demo/intro.yaml"))
        #expect(d.message.hasPrefix("`AppLogo` cannot be an SF Symbol name"))
        #expect(d.message.contains("write `iconAsset: AppLogo`"))
        #expect(d.fix?.replacement == "iconAsset")
    }

    @Test func iconAndIconAssetTogether() throws {
        try expectDiagnostics(LanguageCodes.twoIcons, F.app(tour: Self.spotlight("""
                icon: lightbulb
                1️⃣iconAsset: Bulb
            """)))
    }

    // MARK: 5c: coach-mark arrows

    @Test func arrowOnTheEdgeAwayFromTheAnchorWarnsWithTheFix() throws {
        let found = try expectDiagnostics(LanguageCodes.arrowFacesAway, F.app(tour: Self.spotlight("""
                coachMark: {position: above, anchor: {target: grid}, arrow: {edge: 1️⃣top, alignment: leading}}
            """)))
        #expect(found.first?.fix?.replacement == "bottom")
    }

    @Test func arrowWithoutAnchorOrWithAutomaticPositionWarns() throws {
        try expectDiagnostics(LanguageCodes.arrowFacesAway, F.app(tour: F.tour(style: "spotlight", steps: """
              - id: look
                type: spotlight
                body: The grid.
                coachMark: {position: below, 1️⃣arrow: {alignment: trailing}}
                advance: {type: nextButton}
              - id: again
                type: spotlight
                body: Again.
                coachMark: {position: automatic, anchor: {target: grid}, arrow: {edge: 2️⃣bottom}}
                advance: {type: nextButton}
            """)))
    }

    @Test func arrowFacingTheAnchorChecksClean() throws {
        let fixture = try CheckFixture(F.app(tour: Self.spotlight("""
                coachMark: {position: leading, anchor: {target: grid}, arrow: {edge: trailing, alignment: center}}
            """)))
        let diagnostics = fixture.check()
        #expect(!diagnostics.contains { $0.severity == .error || $0.code == LanguageCodes.arrowFacesAway })
    }

    // MARK: 5d: the progress format

    @Test func unknownPlaceholderIsLocatedInsideTheText() throws {
        let tour = F.tour(style: "spotlight", steps: """
              - {id: look, type: spotlight, body: Look., advance: {type: nextButton}}
              - {id: again, type: spotlight, body: Again., advance: {type: nextButton}}
            """).replacingOccurrences(of: "presentation: {style: spotlight}", with: """
            presentation:
              style: spotlight
              progress: {style: counter, format: "Step 1️⃣{curent} of {total} 2️⃣}"}
            """)
        let found = try expectDiagnostics(LanguageCodes.unknownProgressPlaceholder, F.app(tour: tour))
        let placeholder = try #require(found.first { $0.message.contains("{curent}") })
        #expect(placeholder.fix?.replacement == "{current}")
        #expect(placeholder.span?.range.end.column == (placeholder.span?.range.start.column ?? 0) + 8)
    }

    // MARK: 5e: printable persistence keys

    @Test func printableKeysWithColonsAreAccepted() throws {
        let registry = F.registry.replacingOccurrences(of: "{key: hasSeen, type: bool}",
                                                       with: "{key: \"bwPreferencesStorage:introCarouselShown\", type: bool}")
        let tour = F.tour().replacingOccurrences(of: "hasSeen", with: "\"bwPreferencesStorage:introCarouselShown\"")
        let fixture = try CheckFixture(F.app(tour: tour, registry: registry))
        #expect(fixture.check().filter { $0.severity == .error }.isEmpty)
    }

    @Test func keysAStoreCannotHoldAreErrors() throws {
        let long = String(repeating: "k", count: 257)
        let registry = F.registry.replacingOccurrences(of: "  - {key: hasSeen, type: bool}", with: """
              - {key: hasSeen, type: bool}
              - {key: 1️⃣" padded", type: bool}
              - {key: 2️⃣"tab\\there", type: bool}
              - {key: 3️⃣\(long), type: bool}
            """)
        let found = try expectDiagnostics(LanguageCodes.unstorableKey, F.app(registry: registry))
        #expect(found.map { $0.fix?.replacement } == ["\"padded\"", "\"tabhere\"", nil])
    }
}
