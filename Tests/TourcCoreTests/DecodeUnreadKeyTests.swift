import Foundation
import Testing
import TourKit
@testable import TourcCore

/// The silent-drop trap: a key the explicit decoders do not read (a field added to TourKit and
/// the schema but forgotten here) must not vanish. Every `MappingReader` remembers the keys it
/// looked up and fails unless it saw them all, so the document goes to `Decodable`, which reads
/// every field TourKit has.
@Suite struct DecodeUnreadKeyTests {
    static let base = "id: x\nname: y\npresentation: {style: bottomSheet}\n"

    /// Unknown keys at every level, including the flattened ones (a step's page content, an
    /// action's component embed, a trigger's kind and manual entry).
    @Test(arguments: [
        base + "steps: []\nextra: 1\n",
        base + "steps: [{id: a, type: page, title: t, extra: 1}]\n",
        base + "steps: [{id: a, type: page, title: t, actions: [{label: l, action: {type: presentComponent, component: c, extra: 1}}]}]\n",
        base + "steps: [{id: a, type: page, title: t, content: [{type: illustration, symbol: s, description: d, extra: 1}]}]\n",
        base + "steps: []\ntriggers: [{type: firstLaunch, extra: 1}]\n",
        base + "steps: []\ntriggers: [{type: manual, label: l, screen: s, extra: 1}]\n",
        base + "steps: []\nvisuals: {pulseRing: {scale: 2, extra: 1}}\n",
        base + "steps: [{id: a, type: intents, intents: [{type: highlight, target: t, padding: {horizontal: 1, extra: 1}}]}]\n",
    ])
    func anUnreadKeySendsTheDocumentToDecodable(_ text: String) throws {
        let root = try DecodeExplicitTourTests.root(text)
        #expect(throws: MappingReader.Mismatch.self) { try ExplicitTourDecoding.tour(ExplicitNode(node: root, userInfo: [:])) }
        // The decoder the pipeline uses still decodes it, through `Decodable`.
        let decoded = try YAMLNodeDecoder().decode(Tour.self, from: root, file: "t.yaml")
        #expect(decoded == (try Tour(from: NodeDecoder(root: root, userInfo: [:]))))
    }

    @Test func aRegistryKeyTooIsNeverDropped() throws {
        let root = try DecodeExplicitTourTests.root("id: a\nname: A\ntargets: [{id: t, type: fullScreen, extra: 1}]\n")
        #expect(throws: MappingReader.Mismatch.self) { try ExplicitRegistryDecoding.registry(ExplicitNode(node: root, userInfo: [:])) }
        #expect(try YAMLNodeDecoder().decode(AppRegistry.self, from: root, file: "app.yaml").targets.count == 1)
    }

    /// The same documents without the extra key take the fast path.
    @Test func everyKnownKeyIsRead() throws {
        let root = try DecodeExplicitTourTests.root(
            Self.base + "steps: [{id: a, type: page, title: t, actions: [{label: l, action: {type: presentComponent, component: c}}]}]\n"
                + "triggers: [{type: manual, label: l, screen: s, note: n}]\n")
        let explicit = try ExplicitTourDecoding.tour(ExplicitNode(node: root, userInfo: [:]))
        #expect(explicit == (try Tour(from: NodeDecoder(root: root, userInfo: [:]))))
    }
}
