import Testing
import TourcDiagnostics
@testable import TourcCore

@Suite("Swift identifier sanitiser")
struct EmitSwiftIdentifierTests {
    @Test(arguments: [
        ("pota_activations", "potaActivations"),
        ("office-onboarding", "officeOnboarding"),
        ("weekMarked", "weekMarked"),
        ("QRZSignIn", "qrzSignIn"),
        ("URL", "url"),
        ("Welcome", "welcome"),
        ("2.0", "_2_0"),
        ("v2.0", "v2_0"),
        ("step 3", "step3"),
        ("default", "default"),
        ("self", "self"),
        ("Type", "type"),
        ("a--b__c", "aBC"),
        ("日本", "id65E5672C"),
        ("_private", "private"),
        ("x🚀y", "xY"),
        ("a1-2b", "a1_2b"),
        ("HTTPServer-v2", "httpServerV2"),
        ("ABC", "abc"),
        ("A", "a"),
        ("x--", "x"),
        ("--Hello-World--", "helloWorld"),
        ("1-2", "_1_2"),
        // Already lowerCamelCase: the name is the id (the fast path).
        ("gridIntro", "gridIntro"),
        ("a1B2", "a1B2"),
        ("x", "x"),
        ("aBCDef", "aBCDef"),
        ("rawValue", "rawValue"),
    ])
    func lowerCamel(_ pair: (String, String)) {
        #expect(SwiftIdentifierSanitizer.name(for: pair.0, style: .lowerCamel).text == pair.1)
    }

    @Test(arguments: [
        ("carrier-wave", "CarrierWave"),
        ("ops", "Ops"),
        ("omnisite", "Omnisite"),
        ("2fa", "_2fa"),
        ("self", "Self"),
        ("QRZ-log", "QRZLog"),
        ("3-d", "_3D"),
    ])
    func upperCamel(_ pair: (String, String)) {
        #expect(SwiftIdentifierSanitizer.name(for: pair.0, style: .upperCamel).text == pair.1)
    }

    @Test func identifierValidity() {
        for valid in ["a", "_a", "A9", "a_b", "camelCase", String(repeating: "x", count: 40)] {
            #expect(SwiftName.isValid(valid), "\(valid)")
        }
        for invalid in ["", "_", "9a", "a-b", "é", "a b", "a\u{0}", String(repeating: "x", count: 40) + "!"] {
            #expect(!SwiftName.isValid(invalid), "\(invalid.debugDescription)")
        }
    }

    @Test func keywordsAreBackticked() {
        #expect(SwiftIdentifierSanitizer.name(for: "default", style: .lowerCamel).rendered == "`default`")
        #expect(SwiftIdentifierSanitizer.name(for: "self", style: .lowerCamel).rendered == "`self`")
        #expect(SwiftIdentifierSanitizer.name(for: "Self", style: .upperCamel).rendered == "`Self`")
        #expect(SwiftIdentifierSanitizer.name(for: "welcome", style: .lowerCamel).rendered == "welcome")
    }

    @Test func everyOutputIsAValidIdentifier() {
        let ids = ["", "_", "-", "0", "9lives", "a.b.c", "é", "\u{202E}x", "\"; exit(0)", "`x`", "a b"]
        for id in ids {
            for style in [SwiftIdentifierSanitizer.Style.lowerCamel, .upperCamel] {
                #expect(SwiftName.isValid(SwiftIdentifierSanitizer.name(for: id, style: style).text))
            }
        }
    }

    @Test func collisionsBecomeDiagnostics() {
        var diagnostics = DiagnosticCollector()
        var allocator = SwiftNameAllocator(namespace: "tour", style: .lowerCamel, reserved: ["rawValue"])
        let a = SourceSpan(file: "a.yaml", range: .init(at: .init(line: 1, column: 1, offset: 0)))
        let b = SourceSpan(file: "b.yaml", range: .init(at: .init(line: 2, column: 3, offset: 9)))
        #expect(allocator.assign("office-onboarding", at: a, diagnostics: &diagnostics)?.text == "officeOnboarding")
        #expect(allocator.assign("office-onboarding", at: a, diagnostics: &diagnostics)?.text == "officeOnboarding")
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(allocator.assign("office_onboarding", at: b, diagnostics: &diagnostics) == nil)
        #expect(allocator.assign("raw-value", at: b, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.diagnostics.count == 2)
        let first = diagnostics.diagnostics[0]
        #expect(first.code == OutputCodes.identifierCollision)
        #expect(first.span == b)
        #expect(first.labels.first?.span == a)
        #expect(first.message.contains("\"office-onboarding\" and \"office_onboarding\""))
        #expect(diagnostics.diagnostics[1].message.contains("`rawValue`"))
    }
}
