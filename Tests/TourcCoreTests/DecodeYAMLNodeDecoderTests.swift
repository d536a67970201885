import Testing
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore

private struct Inner: Decodable, Equatable {
    var name: String
    var weight: Double
}

private enum Kind: String, Decodable, Equatable { case sheet, spotlight }

private struct Outer: Decodable, Equatable {
    var id: String
    var count: Int
    var small: Int8
    var big: Int64
    var ratio: Double
    var flag: Bool
    var kind: Kind
    var tags: [String]
    var inner: Inner
    var list: [Inner]
    var optional: String?
    var absent: Int?
    var map: [String: Int]
    var nested: [[Int]]

    enum CodingKeys: String, CodingKey {
        case id, count, small, big, ratio, flag, kind, tags, inner, list, optional, absent, map, nested
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        count = try c.decode(Int.self, forKey: .count)
        small = try c.decode(Int8.self, forKey: .small)
        big = try c.decode(Int64.self, forKey: .big)
        ratio = try c.decode(Double.self, forKey: .ratio)
        flag = try c.decodeIfPresent(Bool.self, forKey: .flag) ?? false
        kind = try c.decode(Kind.self, forKey: .kind)
        tags = try c.decode([String].self, forKey: .tags)
        inner = try c.decode(Inner.self, forKey: .inner)
        list = try c.decode([Inner].self, forKey: .list)
        optional = try c.decodeIfPresent(String.self, forKey: .optional)
        absent = try c.decodeIfPresent(Int.self, forKey: .absent)
        map = try c.decode([String: Int].self, forKey: .map)
        nested = try c.decode([[Int]].self, forKey: .nested)
    }
}

@Suite("YAMLNodeDecoder")
struct DecodeYAMLNodeDecoderTests {
    private func sample(_ b: inout DecodeNodeBuilder, ratio: YAMLNode? = nil, count: YAMLNode? = nil) -> YAMLNode {
        let inner = b.map([("name", b.string("a")), ("weight", b.int(2))])
        let l1 = b.map([("name", b.string("b")), ("weight", b.double(0.5))])
        let l2 = b.map([("name", b.string("c")), ("weight", b.double(-1e300))])
        return b.map([
            ("id", b.string("welcome")),
            ("count", count ?? b.int(42)),
            ("small", b.double(-128.0)),
            ("big", b.int(Int64.max)),
            ("ratio", ratio ?? b.int(3)),
            ("flag", b.bool(true)),
            ("kind", b.string("spotlight")),
            ("tags", b.seq([b.string("x"), b.string("ü🚀")])),
            ("inner", inner),
            ("list", b.seq([l1, l2])),
            ("optional", b.null()),
            ("map", b.map([("z", b.int(1)), ("a", b.int(2))])),
            ("nested", b.seq([b.seq([b.int(1), b.int(2)]), b.seq([])])),
        ])
    }

    @Test func decodesEveryContainerKind() throws {
        var b = DecodeNodeBuilder()
        let root = sample(&b)
        let value = try YAMLNodeDecoder().decode(Outer.self, from: root, file: "t.yaml")
        #expect(value.id == "welcome")
        #expect(value.count == 42)
        #expect(value.small == -128)
        #expect(value.big == Int64.max)
        #expect(value.ratio == 3.0)
        #expect(value.flag)
        #expect(value.kind == .spotlight)
        #expect(value.tags == ["x", "ü🚀"])
        #expect(value.inner == Inner(name: "a", weight: 2))
        #expect(value.list == [Inner(name: "b", weight: 0.5), Inner(name: "c", weight: -1e300)])
        #expect(value.optional == nil)
        #expect(value.absent == nil)
        #expect(value.map == ["z": 1, "a": 2])
        #expect(value.nested == [[1, 2], []])
    }

    @Test func typeMismatchPointsAtTheNode() throws {
        var b = DecodeNodeBuilder()
        let bad = b.string("1.10")
        let root = sample(&b, ratio: bad)
        #expect {
            _ = try YAMLNodeDecoder().decode(Outer.self, from: root, file: "t.yaml")
        } throws: { error in
            guard let e = error as? YAMLDecodingError else { return false }
            return e.span == SourceSpan(file: "t.yaml", range: bad.range)
                && e.path == "ratio" && e.message.contains("expected a number, found string")
        }
    }

    @Test func fractionalNumberIsNotAnInteger() throws {
        var b = DecodeNodeBuilder()
        let bad = b.double(2.5)
        let root = sample(&b, count: bad)
        do {
            _ = try YAMLNodeDecoder().decode(Outer.self, from: root, file: "t.yaml")
            Issue.record("expected a failure")
        } catch {
            #expect(error.span.range == bad.range)
            #expect(error.message.contains("integer"))
        }
    }

    @Test func outOfRangeIntegerFails() throws {
        var b = DecodeNodeBuilder()
        let node = b.int(300)
        #expect(throws: YAMLDecodingError.self) { try YAMLNodeDecoder().decode(UInt8.self, from: node, file: "t") }
        let big = b.bigInt("123456789012345678901234567890")
        #expect(throws: YAMLDecodingError.self) { try YAMLNodeDecoder().decode(Int64.self, from: big, file: "t") }
        #expect(try YAMLNodeDecoder().decode(Double.self, from: big, file: "t") == 123456789012345678901234567890.0)
        let uint = b.bigInt("18446744073709551615")
        #expect(try YAMLNodeDecoder().decode(UInt64.self, from: uint, file: "t") == UInt64.max)
    }

    @Test func missingKeyPointsAtTheMappingAndNamesThePath() throws {
        var b = DecodeNodeBuilder()
        let incomplete = b.map([("name", b.string("only"))])
        let root = b.map([("wrapper", b.seq([incomplete]))])
        struct W: Decodable { var wrapper: [Inner] }
        do {
            _ = try YAMLNodeDecoder().decode(W.self, from: root, file: "f.yaml")
            Issue.record("expected a failure")
        } catch {
            #expect(error.span.range == incomplete.range)
            #expect(error.path == "wrapper[0]")
            #expect(error.message == "missing key \"weight\"")
            #expect(error.diagnostic.code == DecodeCodes.schemaModelMismatch)
            #expect(error.diagnostic.span?.file == "f.yaml")
        }
    }

    @Test func customInitErrorsAreLocatedToo() throws {
        struct Picky: Decodable {
            init(from decoder: any Decoder) throws {
                let c = try decoder.container(keyedBy: Outer.CodingKeys.self)
                throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "bad id")
            }
        }
        var b = DecodeNodeBuilder()
        let id = b.string("x")
        let root = b.map([("id", id)])
        do {
            _ = try YAMLNodeDecoder().decode(Picky.self, from: root, file: "f.yaml")
            Issue.record("expected a failure")
        } catch {
            #expect(error.span.range == id.range)
            #expect(error.message == "bad id")
        }
    }

    @Test func codingPathIsMaintained() throws {
        struct Probe: Decodable {
            var paths: [String]
            init(from decoder: any Decoder) throws {
                var paths = [YAMLDecodingError.render(decoder.codingPath)]
                var u = try decoder.unkeyedContainer()
                while !u.isAtEnd {
                    let c = try u.nestedContainer(keyedBy: Outer.CodingKeys.self)
                    let sub = try c.superDecoder(forKey: .id)
                    paths.append(YAMLDecodingError.render(sub.codingPath))
                }
                self.paths = paths
            }
        }
        var b = DecodeNodeBuilder()
        let root = b.seq([b.map([("id", b.int(1))]), b.map([("id", b.int(2))])])
        let p = try YAMLNodeDecoder().decode(Probe.self, from: root, file: "f")
        #expect(p.paths == ["", "[0].id", "[1].id"])
    }

    @Test func wrongContainerKindIsATypeMismatch() throws {
        var b = DecodeNodeBuilder()
        let s = b.string("x")
        #expect(throws: YAMLDecodingError.self) { try YAMLNodeDecoder().decode([String].self, from: s, file: "f") }
        #expect(throws: YAMLDecodingError.self) { try YAMLNodeDecoder().decode(Inner.self, from: s, file: "f") }
        let n = b.int(1)
        #expect(throws: YAMLDecodingError.self) { try YAMLNodeDecoder().decode(Bool.self, from: n, file: "f") }
        #expect(throws: YAMLDecodingError.self) { try YAMLNodeDecoder().decode(String.self, from: n, file: "f") }
    }

    @Test func largeMappingDecodesAllKeys() throws {
        var b = DecodeNodeBuilder()
        var pairs: [(String, YAMLNode)] = []
        for i in 0..<5_000 { pairs.append(("k\(i)", b.int(Int64(i)))) }
        let root = b.map(pairs)
        let m = try YAMLNodeDecoder().decode([String: Int].self, from: root, file: "f")
        #expect(m.count == 5_000)
        #expect(m["k4999"] == 4999)
    }
}
