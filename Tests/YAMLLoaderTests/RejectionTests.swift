import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// Every rejection has its own code and an exact position.
@Suite struct RejectionTests {
    @Test func invalidUTF8NamesTheByte() throws {
        let (documents, diagnostics) = loadYAML(Array("title: caf".utf8) + [0xE9] + Array("\n".utf8))
        #expect(documents.isEmpty)
        #expect(onlyError(diagnostics) == "TOUR1002 1:11")
        #expect(diagnostics.first?.message.contains("byte 0xE9 at line 1, column 11") == true)
        #expect(diagnostics.first?.span?.range.start.offset == 10)
    }

    @Test func invalidUTF8AfterMultiByteCharacters() {
        let (_, diagnostics) = loadYAML(Array("a: ok\nb: é🚀".utf8) + [0xC3, 0x28])
        #expect(onlyError(diagnostics) == "TOUR1002 2:6")
        #expect(diagnostics.first?.message.contains("0xC3") == true)
        let (_, stray) = loadYAML(Array("a: ".utf8) + [0x80])
        #expect(onlyError(stray) == "TOUR1002 1:4")
        let (_, overlong) = loadYAML([0xC0, 0xAF])
        #expect(onlyError(overlong) == "TOUR1002 1:1")
        let (_, surrogate) = loadYAML(Array("x: ".utf8) + [0xED, 0xA0, 0x80])
        #expect(onlyError(surrogate) == "TOUR1002 1:4")
        let (_, truncated) = loadYAML(Array("x: ".utf8) + [0xE2, 0x82])
        #expect(onlyError(truncated) == "TOUR1002 1:4")
    }

    @Test func utf16IsRefusedWithAClearMessage() {
        let (_, diagnostics) = loadYAML([0xFF, 0xFE, 0x61, 0x00])
        #expect(onlyError(diagnostics) == "TOUR1002 1:1")
        #expect(diagnostics.first?.message.contains("UTF-16") == true)
    }

    @Test func nulByte() {
        let (_, diagnostics) = loadYAML(Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8))
        #expect(onlyError(diagnostics) == "TOUR1003 2:5")
    }

    @Test func controlCharacters() {
        let (_, bell) = loadYAML("a: ding\u{7}\n")
        #expect(onlyError(bell) == "TOUR1004 1:8")
        #expect(bell.first?.message.contains("U+0007") == true)
        let (_, c1) = loadYAML("é: \u{9B}x\n")
        #expect(onlyError(c1) == "TOUR1004 1:4")
    }

    @Test func tabIndentation() {
        let (_, diagnostics) = loadYAML("steps:\n\tid: a\n")
        #expect(onlyError(diagnostics) == "TOUR1005 2:1")
        let (_, nested) = loadYAML("a:\n  b: 1\n  \tc: 2\n")
        #expect(onlyError(nested).hasPrefix("TOUR1005 3:"))
    }

    @Test func tabAfterADash() {
        let (_, diagnostics) = loadYAML("-\titem\n")
        #expect(onlyError(diagnostics) == "TOUR1005 1:2")
        #expect(diagnostics.first?.message.contains("after `- `") == true)
    }

    @Test func keysLongerThanLibyamlAllows() {
        let long = String(repeating: "k", count: 1100)
        for text in ["{\"\(long)\": 1}", "\(long): 1\n"] {
            let (_, diagnostics) = loadYAML(text)
            #expect(diagnostics.map(\.code) == [YAMLCodes.syntaxError])
            #expect(diagnostics.first?.message.contains("1024 characters") == true, "\(diagnostics.first?.message ?? "")")
        }
        #expect(root("? \(long)\n: 1\n")?.pairs?.first?.key.string == long)
    }

    @Test func tabsInsideTextAndFlowAreFine() {
        #expect(root("a: x\ty\nb:\t1\n")?["a"]?.string == "x\ty")
        #expect(root("{\n\t\"a\": [\n\t\t1\n\t]\n}")?["a"]?.items?.count == 1)
    }

    @Test func unclosedQuotes() {
        let (_, double) = loadYAML("a: 1\nb: \"abc\nc: 2\n")
        #expect(onlyError(double) == "TOUR1007 2:4")
        #expect(double.first?.message.contains("\"") == true)
        let (_, single) = loadYAML("- 'it's\n- x\n")
        #expect(onlyError(single).hasPrefix("TOUR1006") || onlyError(single).hasPrefix("TOUR1007"))
        let (_, open) = loadYAML("- 'never closed\n- x\n")
        #expect(onlyError(open) == "TOUR1007 1:3")
        let (_, untilDocument) = loadYAML("a: \"x\n---\nb: 1\n")
        #expect(onlyError(untilDocument) == "TOUR1007 1:4")
    }

    @Test func syntaxErrorsInPlainWords() {
        let cases: [(String, String, String)] = [
            ("a: b: c\n", "TOUR1006 1:5", "quotes"),
            ("a:\n  b: 1\n c: 2\n", "TOUR1006 3:2", "indent"),
            ("list: [1, 2\nnext: 3\n", "TOUR1006 1:7", "never closed: add `]`"),
            ("map: {a: 1\n", "TOUR1006 1:6", "never closed: add `}`"),
            ("a: @mention\n", "TOUR1006 1:4", "quotes"),
            ("a: `cmd`\n", "TOUR1006 1:4", "backtick"),
            ("- a\nb: c\n", "TOUR1006 2:1", "`- `"),
            ("key\nother: 1\n", "TOUR1006 2:6", "`:`"),
            ("a: \"bad \\q escape\"\n", "TOUR1006 1:9", "escape"),
            ("a: &\n", "TOUR1006 1:4", "anchor"),
        ]
        for (text, expected, words) in cases {
            let (documents, diagnostics) = loadYAML(text)
            #expect(documents.isEmpty, "\(text)")
            #expect(onlyError(diagnostics) == expected, "\(text)")
            #expect(diagnostics.first?.message.contains(words) == true, "\(text): \(diagnostics.first?.message ?? "")")
        }
    }

    @Test func unsupportedTags() {
        let (documents, include) = loadYAML("a: 1\nb: !include other.yaml\n")
        #expect(onlyError(include) == "TOUR1010 2:4")
        #expect(include.first?.message.contains("`!include`") == true)
        #expect(documents.count == 1)
        let (_, python) = loadYAML("x: !!python/object/apply:os.system [ls]\n")
        #expect(onlyError(python) == "TOUR1010 1:4")
        #expect(python.first?.message.contains("`!!python/object/apply:os.system`") == true)
        let (_, custom) = loadYAML("- !foo {a: 1}\n")
        #expect(onlyError(custom) == "TOUR1010 1:3")
        let (_, binary) = loadYAML("b: !!binary aGVsbG8=\n")
        #expect(onlyError(binary) == "TOUR1010 1:4")
        let (_, anchored) = loadYAML("a: &x !foo y\nb: [&y !bar {}, 1]\n")
        #expect(anchored.map { $0.span.map { lc($0.range) } } == ["1:7-1:11", "2:8-2:12"])
        let (_, handle) = loadYAML("a: !x!y z\n")
        #expect(onlyError(handle) == "TOUR1010 1:4")
    }

    @Test func reservedCharactersSuggestQuoting() {
        let (_, diagnostics) = loadYAML("title: @mention \"x\"  \n")
        #expect(onlyError(diagnostics) == "TOUR1006 1:8")
        #expect(diagnostics.first?.suggestions == [#""@mention \"x\"""#])
    }

    @Test func valuesThatDoNotFitTheirTag() {
        let (_, int) = loadYAML("a: !!int abc\n")
        #expect(onlyError(int) == "TOUR1011 1:4")
        let (_, bool) = loadYAML("a: !!bool yes\n")
        #expect(onlyError(bool) == "TOUR1011 1:4")
        let (_, map) = loadYAML("a: !!map [1]\n")
        #expect(onlyError(map) == "TOUR1011 1:4")
    }

    @Test func undefinedAliasSuggestsTheClosestAnchor() {
        let (documents, diagnostics) = loadYAML("base: &defaults {dim: 0.5}\nstep: *defualts\n")
        #expect(onlyError(diagnostics) == "TOUR1012 2:7")
        #expect(diagnostics.first?.suggestions == ["*defaults"])
        #expect(documents.first?.root["step"]?.scalar?.value == .null)
        let (_, nothing) = loadYAML("a: *nope\n")
        #expect(onlyError(nothing) == "TOUR1012 1:4")
    }

    @Test func anchorsDoNotCrossDocuments() {
        let (_, diagnostics) = loadYAML("a: &x 1\n---\nb: *x\n")
        #expect(onlyError(diagnostics) == "TOUR1012 3:4")
    }

    @Test func recursiveAlias() {
        let (_, diagnostics) = loadYAML("a: &x [1, *x]\n")
        #expect(onlyError(diagnostics) == "TOUR1013 1:11")
        #expect(diagnostics.first?.labels.first.map { lc($0.span.range.start) } == "1:4")
        let (_, mapping) = loadYAML("a: &x\n  b:\n    c: *x\n")
        #expect(onlyError(mapping) == "TOUR1013 3:8")
    }

    @Test func unsupportedYAMLVersion() {
        let (_, two) = loadYAML("%YAML 2.0\n---\na: 1\n")
        #expect(onlyError(two) == "TOUR1017 1:1")
        let (_, later) = loadYAML("a: 1\n...\n%YAML 1.3\n---\nb: 2\n")
        #expect(onlyError(later) == "TOUR1017 3:1")
        let (documents, ok) = loadYAML("%YAML 1.2\n---\na: yes\n")
        #expect(ok.isEmpty)
        #expect(documents.first?.root["a"]?.string == "yes")
        #expect(root("%YAML 1.1\n---\na: 1\n")?["a"] != nil)
    }

    /// Any 1.x in the opening prologue is read (as 1.2); a newer minor version warns, at its place.
    @Test func otherYAMLOneVersionsAreRead() {
        let (old, oldDiagnostics) = loadYAML("# c\n%YAML 1.0\n---\na: yes\nb: [1, x]\n")
        #expect(oldDiagnostics.isEmpty)
        #expect(old.first?.root["a"]?.string == "yes")
        #expect(lc(old.first!.root["b"]!.range) == "5:4-5:10")
        let (newer, newerDiagnostics) = loadYAML("%YAML 1.10 # newer\r\n---\na: 1\n")
        #expect(newer.first?.root["a"] != nil)
        #expect(newerDiagnostics.map { "\($0.code.id) \($0.severity) \(lc($0.span!.range.start))" } == ["TOUR1020 warning 1:7"])
        // Content that merely looks like a directive is untouched.
        #expect(root("a: |\n  %YAML 1.0\n")?["a"]?.string == "%YAML 1.0\n")
    }

    @Test func fileTooLarge() {
        var limits = LoadLimits()
        limits.maxFileBytes = 10
        let (documents, diagnostics) = loadYAML("a: 12345678901\n", limits: limits)
        #expect(documents.isEmpty)
        #expect(onlyError(diagnostics) == "TOUR1001 1:1")
    }

    @Test func duplicateKeysPointAtBothPlaces() throws {
        let (documents, diagnostics) = loadYAML("a: 1\nb: 2\n\"a\": 3\n")
        #expect(onlyError(diagnostics) == "TOUR1008 3:1")
        let label = try #require(diagnostics.first?.labels.first)
        #expect(lc(label.span.range) == "1:1-1:2")
        #expect(documents.first?.root["a"]?.scalar?.value == .number(.int(1)))
        #expect(documents.first?.root.pairs?.count == 2)
        // Keys compare by text, whatever their style or type.
        let (_, numeric) = loadYAML("1: a\n'1': b\n")
        #expect(onlyError(numeric) == "TOUR1008 2:1")
        let (_, flow) = loadYAML("{x: 1, y: 2, x: 3}")
        #expect(onlyError(flow) == "TOUR1008 1:14")
    }

    @Test func nonScalarKeys() {
        let (documents, diagnostics) = loadYAML("? [a, b]\n: 1\nc: 2\n")
        #expect(onlyError(diagnostics) == "TOUR1009 1:3")
        #expect(documents.first?.root.pairs?.count == 1)
        let (_, flow) = loadYAML("{{a: 1}: x}")
        #expect(onlyError(flow) == "TOUR1009 1:2")
        #expect(flow.first?.message.contains("quote it") == true)
        // A list of names as a key: several keys meant to share one value (the advice sweep).
        let (_, names) = loadYAML("haptics: {[entry, actionCompleted]: light}\n")
        #expect(onlyError(names) == "TOUR1009 1:11")
        #expect(names.first?.message.hasSuffix("write each key on its own: `entry: …`, `actionCompleted: …`") == true)
    }

    @Test func invalidMerge() {
        let (_, scalar) = loadYAML("a:\n  <<: 1\n  b: 2\n")
        #expect(onlyError(scalar) == "TOUR1018 2:7")
        let (_, list) = loadYAML("x: &x {k: 1}\na:\n  <<: [*x, 2]\n")
        #expect(onlyError(list) == "TOUR1018 3:12")
    }

    @Test func everyCodeIsDeclaredOnceWithAnExplanation() {
        let ids = YAMLCodes.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.hasPrefix("TOUR1") && $0.count == 8 })
        #expect(YAMLCodes.all.allSatisfy { $0.explanation.count > 150 })
    }
}

/// InputCheck's fast paths for two- and three-byte characters must still stop at every
/// character YAML forbids and notice the unusual line breaks.
@Suite struct InputCheckFastPathTests {
    static func check(_ bytes: [UInt8]) -> InputCheck { bytes.withUnsafeBufferPointer { InputCheck.run($0) } }

    /// The exact load parses with `flags` and runs the full check only when the parse reported
    /// something: its flags must be the full check's for any valid text.
    @Test func flagsEqualTheFullChecksFlags() {
        var texts = ["", "a", "plain ascii text, long enough for several words\n", "é", "日本語", "x\u{85}", "\u{2028}",
                     "ab\u{2029}cd", "\u{A0}\u{2027}\u{202A} no unusual break", "\u{C5}\u{85}", "Â\u{A0}"]
        for pad in 0..<9 {
            let lead = String(repeating: "p", count: pad)
            texts += [lead + "\u{85}tail", lead + "\u{2028}", lead + "\u{2029}x", lead + "ü", lead + "€ … “quoted”"]
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let full = Self.check(bytes)
            let quick = bytes.withUnsafeBufferPointer { InputCheck.flags($0) }
            #expect(full.problem == nil)
            #expect(quick.isASCII == full.isASCII && quick.hasUnusualBreaks == full.hasUnusualBreaks, "\(text.debugDescription)")
        }
    }

    /// A bad byte after a syntax error, a duplicate key or a warning: only the byte is reported,
    /// as when the bytes were checked before parsing.
    @Test func aBadByteIsTheOnlyProblemReportedWhateverTheParseFound() {
        let cases: [([UInt8], String)] = [
            (Array("a: b: c\nz: ".utf8) + [0x7F] + Array("\n".utf8), "TOUR1004 2:4"),
            (Array("a: 1\na: 2\nb: ".utf8) + [0x01] + Array("\n".utf8), "TOUR1004 3:4"),
            (Array("%YAML 1.3\n---\na: ".utf8) + [0xFF], "TOUR1002 3:4"),
            (Array("k: [1, 2\n".utf8) + [0x00], "TOUR1003 2:1"),
        ]
        for (bytes, expected) in cases {
            let (documents, diagnostics) = loadYAML(bytes)
            #expect(documents.isEmpty)
            #expect(diagnostics.count == 1)
            #expect(onlyError(diagnostics) == expected)
        }
        // Without a bad byte, the parse's findings stand.
        let (_, duplicate) = loadYAML("a: 1\na: 2\n")
        #expect(onlyError(duplicate) == "TOUR1008 2:1")
    }

    @Test func acceptsCommonTextAndFlagsUnusualBreaks() {
        let text = Array("é ж ש ع 日本語 한국어 \u{E000} ﬁ 🚀".utf8)
        let plain = Self.check(text)
        #expect(plain.problem == nil && !plain.isASCII && !plain.hasUnusualBreaks)
        for br in ["\u{85}", "\u{2028}", "\u{2029}"] {
            let r = Self.check(text + Array(br.utf8) + text)
            #expect(r.problem == nil && r.hasUnusualBreaks, "\(br.unicodeScalars.first!.value)")
        }
    }

    @Test func stillRejectsControlsSurrogatesAndNoncharacters() {
        let prefix = Array("日本 é ".utf8)
        #expect(Self.check(prefix + [0xC2, 0x80]).problem == .control(scalar: 0x80, offset: prefix.count))
        #expect(Self.check(prefix + [0xC2, 0x9F]).problem == .control(scalar: 0x9F, offset: prefix.count))
        #expect(Self.check(prefix + [0xEF, 0xBF, 0xBE]).problem == .control(scalar: 0xFFFE, offset: prefix.count))
        if case .invalidUTF8(_, let offset, _) = Self.check(prefix + [0xED, 0xA0, 0x80]).problem {
            #expect(offset == prefix.count)
        } else {
            Issue.record("a surrogate must be invalid UTF-8")
        }
        if case .invalidUTF8(_, let offset, _) = Self.check(prefix + [0xE3, 0x81]).problem {
            #expect(offset == prefix.count)
        } else {
            Issue.record("a truncated sequence must be invalid UTF-8")
        }
        if case .invalidUTF8(_, let offset, _) = Self.check(prefix + [0xE3, 0x41, 0x81]).problem {
            #expect(offset == prefix.count)
        } else {
            Issue.record("a lead byte without continuation bytes must be invalid UTF-8")
        }
    }
}
