import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// Hostile inputs are refused with a diagnostic instead of exhausting time, memory or stack.
/// (How fast they are refused is measured by the benchmarks, not asserted here.)
@Suite struct LimitTests {
    /// Nine levels of ten aliases each: 10^9 nodes if expanded.
    @Test func billionLaughsIsRefused() {
        var text = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            text += "l\(level): &l\(level) [\(refs)]\n"
        }
        let (documents, diagnostics) = loadYAML(text)
        #expect(documents.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == YAMLCodes.aliasBudgetExceeded)
        #expect(diagnostics.first?.span?.range.start.line == 6)
    }

    @Test func mergeKeyBombIsRefused() {
        var text = "m0: &m0 {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8}\n"
        for level in 1...12 {
            let refs = Array(repeating: "*m\(level - 1)", count: 8).joined(separator: ", ")
            text += "m\(level): &m\(level) {<<: [\(refs)], k\(level): x}\n"
        }
        let (_, diagnostics) = loadYAML(text)
        #expect(diagnostics.map(\.code) == [YAMLCodes.aliasBudgetExceeded])
    }

    @Test func budgetIsConfigurable() {
        var limits = LoadLimits()
        limits.maxAliasNodes = 6
        let text = "a: &a [1, 2]\nb: *a\nc: *a\n"
        #expect(loadYAML(text, limits: limits).1.isEmpty)
        let (_, diagnostics) = loadYAML(text + "d: *a\n", limits: limits)
        #expect(onlyError(diagnostics) == "TOUR1014 4:4")
    }

    @Test func deepFlowNestingStopsAtTheLimit() {
        let (documents, diagnostics) = loadYAML(String(repeating: "[", count: 100_000))
        #expect(documents.isEmpty)
        #expect(onlyError(diagnostics) == "TOUR1015 1:513")
        let (_, braces) = loadYAML(String(repeating: "{a: ", count: 100_000))
        #expect(onlyError(braces) == "TOUR1015 1:2049")
    }

    @Test func deepBlockNestingStopsAtTheLimit() {
        let (_, diagnostics) = loadYAML(String(repeating: "- ", count: 100_000) + "x\n")
        #expect(onlyError(diagnostics) == "TOUR1015 1:1025")
    }

    @Test func nestingUpToTheLimitLoadsAndIsReleased() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var node = try #require(root(text))
        var depth = 1
        while let inner = node.items?.first {
            node = inner
            depth += 1
        }
        #expect(depth == 512)
        #expect(onlyError(loadYAML("[" + text + "]").1) == "TOUR1015 1:513")
    }

    @Test func nodeLimit() {
        var limits = LoadLimits()
        limits.maxNodes = 100
        let text = "[" + Array(repeating: "1", count: 200).joined(separator: ",") + "]"
        let (documents, diagnostics) = loadYAML(text, limits: limits)
        #expect(documents.isEmpty)
        #expect(onlyError(diagnostics) == "TOUR1016 1:200")
    }

    @Test func twoHundredThousandKeys() throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3_500_000)
        for i in 0..<200_000 {
            let digits = String(i).utf8
            bytes += "key".utf8
            bytes += digits
            bytes += ": ".utf8
            bytes += digits
            bytes.append(0x0A)
        }
        let (documents, diagnostics) = loadYAML(bytes)
        #expect(diagnostics.isEmpty)
        let node = try #require(documents.first?.root)
        let pairs = try #require(node.pairs)
        #expect(pairs.count == 200_000)
        #expect(pairs[199_999].key.string == "key199999")
        #expect(pairs[199_999].value.scalar?.value == .number(.int(199_999)))
        #expect(pairs[199_999].key.range.start.line == 200_000)
    }

    @Test func duplicateKeyLateInALargeFile() throws {
        var bytes: [UInt8] = []
        for i in 0..<20_000 {
            let digits = String(i).utf8
            bytes += "k".utf8
            bytes += digits
            bytes += ": {title: \"Step ".utf8
            bytes += digits
            bytes += "\", n: ".utf8
            bytes += digits
            bytes += "}\n".utf8
        }
        bytes += "k123: again\n".utf8
        let (documents, diagnostics) = loadYAML(bytes)
        #expect(onlyError(diagnostics) == "TOUR1008 20001:1")
        #expect(diagnostics.first?.labels.first?.span.range.start.line == 124)
        #expect(documents.first?.root.pairs?.count == 20_000)
    }

    @Test func longLine() throws {
        let long = String(repeating: "é", count: 1_000_000)
        let node = try #require(root("a: \(long)\nb: [\(Array(repeating: "x", count: 100_000).joined(separator: ", "))]\n"))
        #expect(node["a"]?.string?.unicodeScalars.count == 1_000_000)
        let items = try #require(node["b"]?.items)
        #expect(items.count == 100_000)
        #expect(lc(items[99_999].range.start) == "2:\(5 + 3 * 99_999)")
    }
}

extension LimitTests {
    /// Each alias nests the previous anchor one level deeper; the expanded depth is limited too.
    @Test func aliasChainsCannotExceedTheDepthLimit() {
        var limits = LoadLimits()
        limits.maxDepth = 20
        var text = "a0: &a0 []\n"
        for k in 1...30 { text += "a\(k): &a\(k) [*a\(k - 1)]\n" }
        let (_, diagnostics) = loadYAML(text, limits: limits)
        #expect(onlyError(diagnostics) == "TOUR1015 20:12")
    }
}

extension LimitTests {
    @Test func diagnosticsPerFileAreCapped() {
        var limits = LoadLimits()
        limits.maxDiagnostics = 10
        let text = String(repeating: "a: 1\n", count: 2000)
        let (documents, diagnostics) = loadYAML(text, limits: limits)
        #expect(documents.isEmpty)
        #expect(diagnostics.count == 11)
        #expect(diagnostics.dropLast().allSatisfy { $0.code == YAMLCodes.duplicateKey })
        #expect(diagnostics.last?.code == YAMLCodes.tooManyProblems)
        #expect(diagnostics.last?.span?.range.start.line == 12)
    }
}
