import Foundation
import Testing
import TourKit
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore

/// `ExplicitTourDecoding` and `ExplicitRegistryDecoding` must give exactly what TourKit's
/// `Decodable` gives: every bundled tour and registry is decoded both ways and compared (the values are `Equatable`, so every field counts, defaults
/// included), and a tour `Decodable` rejects still fails with `Decodable`'s own error.
@Suite struct DecodeExplicitTourTests {
    static func files(registries: Bool) throws -> [URL] {
        let root = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours")
        var files: [URL] = []
        for app in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(app)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".yaml") && (name == "app.yaml") == registries {
                files.append(folder.appendingPathComponent(name))
            }
        }
        return files
    }

    static func root(_ text: String, file: String = "t.yaml") throws -> YAMLNode {
        var diagnostics = DiagnosticCollector()
        let documents = YAMLLoader.load(Array(text.utf8), file: file, diagnostics: &diagnostics)
        return try #require(documents.first).root
    }

    @Test func bundledToursDecodeTheSameBothWays() throws {
        let files = try Self.files(registries: false)
        #expect(files.count >= 18)
        for url in files {
            let root = try Self.root(try String(contentsOf: url, encoding: .utf8), file: url.path)
            let explicit = try ExplicitTourDecoding.tour(ExplicitNode(node: root, userInfo: [:]))
            let viaDecodable = try Tour(from: NodeDecoder(root: root, userInfo: [:]))
            #expect(explicit == viaDecodable, "\(url.lastPathComponent)")
            #expect(try YAMLNodeDecoder().decode(Tour.self, from: root, file: url.path) == viaDecodable)
        }
    }

    @Test func bundledRegistriesDecodeTheSameBothWays() throws {
        let files = try Self.files(registries: true)
        #expect(files.count == 5)
        for url in files {
            let root = try Self.root(try String(contentsOf: url, encoding: .utf8), file: url.path)
            let explicit = try ExplicitRegistryDecoding.registry(ExplicitNode(node: root, userInfo: [:]))
            let viaDecodable = try AppRegistry(from: NodeDecoder(root: root, userInfo: [:]))
            #expect(explicit == viaDecodable, "\(url.path)")
            #expect(try YAMLNodeDecoder().decode(AppRegistry.self, from: root, file: url.path) == viaDecodable)
        }
    }

    @Test func registryFailuresReadAsDecodableReportsThem() throws {
        let cases = [
            "id: x\n",
            "id: x\nname: y\ntargets: [{id: t, type: nope}]\n",
            "id: x\nname: y\ntargets: [{id: t, type: view, rect: {x: 1, y: 2, width: 3}}]\n",
        ]
        for text in cases {
            let root = try Self.root(text)
            #expect(throws: (any Error).self) { try ExplicitRegistryDecoding.registry(ExplicitNode(node: root, userInfo: [:])) }
            var expected: YAMLDecodingError?
            do { _ = try AppRegistry(from: NodeDecoder(root: root, userInfo: [:])) } catch let error as DecodingError {
                expected = YAMLDecodingError(error, root: root, file: "t.yaml")
            }
            var actual: YAMLDecodingError?
            do { _ = try YAMLNodeDecoder().decode(AppRegistry.self, from: root, file: "t.yaml") } catch { actual = error }
            let e = try #require(expected), a = try #require(actual)
            #expect(a.description == e.description)
        }
    }

    @Test func defaultsAreFilledInAsByDecodable() throws {
        let text = """
            id: minimal
            name: Minimal
            presentation: {style: bottomSheet}
            steps:
              - {id: a, type: page, title: Hello}
              - id: a2
                type: page
                title: Blocks
                illustration: {description: D}
                content:
                  - {type: bullets, items: [{text: one}, {icon: i, title: t}]}
                  - {type: legend, items: [{color: red, label: L, text: T}]}
                  - {type: topics, items: [{id: t, title: T, summary: S, sheet: {title: S, content: [{type: text, text: x}]}}]}
                  - {type: component, component: c, options: [{text: o}]}
                  - {type: link, label: L, action: {type: showSheet, sheet: {title: S, detents: [large]}}}
                  - {type: illustration, symbol: s, description: D}
                actions: [{label: Go, action: {type: presentComponent, component: c, autoPresent: true}}]
              - {id: b, type: spotlight, title: T, body: B, advance: {type: tapTarget, target: x}}
              - {id: c, type: tooltip, body: B, anchor: x}
              - {id: d, type: intents, intents: [{type: highlight, target: x}, {type: showTooltip, message: m}]}
              - id: e
                type: spotlight
                title: T
                body: B
                advance: {type: nextButton}
                pulseRing: {target: z}
                spotlight:
                  regions:
                    - {target: x, padding: 4}
                    - {target: y, padding: {horizontal: 2}, slice: {edge: top, length: 3}, offset: {x: 1}, size: {width: 1, height: 2}}
            visuals: {pulseRing: {}, animations: {stepTransition: {duration: 0.3}}, haptics: [{event: entry, haptic: light}]}
            triggers: [{type: firstLaunch}, {type: event, event: e, note: n}, {type: manual, label: L, screen: s}]
            edgeCases: [{scenario: s, behavior: b}]
            flow: {skip: {}, resume: {}}
            labels: {next: Go}
            accessibility: {}
            persistence: {}
            """
        let root = try Self.root(text)
        let explicit = try ExplicitTourDecoding.tour(ExplicitNode(node: root, userInfo: [:]))
        #expect(explicit == (try Tour(from: NodeDecoder(root: root, userInfo: [:]))))
        #expect(explicit.labels.next == "Go" && explicit.labels.back == "Back")
    }

    @Test func failuresReadAsDecodableReportsThem() throws {
        let cases = [
            "id: x\nname: y\npresentation: {style: bottomSheet}\n",
            "id: x\nname: y\npresentation: {style: nope}\nsteps: []\n",
            "id: x\nname: y\npresentation: {style: bottomSheet}\nsteps: [{id: a, type: page, title: 3}]\n",
            "id: x\nname: y\npresentation: {style: bottomSheet}\nsteps: [{id: a, type: page, title: t, advance: {type: timer}}]\n",
            "id: x\nname: y\npresentation: {style: bottomSheet}\nsteps: []\nvisuals: {animations: {overlayAppear: {delay: yes}}}\n",
        ]
        for text in cases {
            let root = try Self.root(text)
            #expect(throws: (any Error).self) { try ExplicitTourDecoding.tour(ExplicitNode(node: root, userInfo: [:])) }
            var expected: YAMLDecodingError?
            do { _ = try Tour(from: NodeDecoder(root: root, userInfo: [:])) } catch let error as DecodingError {
                expected = YAMLDecodingError(error, root: root, file: "t.yaml")
            }
            var actual: YAMLDecodingError?
            do { _ = try YAMLNodeDecoder().decode(Tour.self, from: root, file: "t.yaml") } catch { actual = error }
            let e = try #require(expected), a = try #require(actual)
            #expect(a.description == e.description)
            #expect(a.span == e.span)
        }
    }

    /// Recovery rules, celebrations, tooltip styles and touch targets are decoded explicitly too:
    /// every key of theirs, both ways, and the ones `Decodable` rejects still fail with its error.
    @Test func recoveryAndStylesDecodeAsByDecodable() throws {
        let head = "id: x\nname: y\npresentation: {style: bottomSheet}\nsteps: [{id: a, type: page, title: t}]\n"
        let texts = [
            """
            flow:
              recovery:
                checkpoints: [0, 2.0]
                fallback: {type: endTour, message: Sorry}
                maxRetries: 4
                retryDelay: 1
                errors:
                  - {error: targetNotFound, fallback: {type: skipStep}}
                  - {error: navigationFailed, fallback: {type: nextCheckpoint}}
                  - {error: userCancelled, fallback: {type: restart}}
                  - {error: unexpectedState, fallback: {type: endTour}}
            visuals:
              celebration: {style: confetti, particleCount: 30, colors: [a, b], particleSize: {min: 1, max: 2.5}, spread: 3, visibleFor: 2, haptic: success}
              tooltip: {maxWidth: 300, cornerRadius: 12, material: thin, colorScheme: dark}
            accessibility: {touchTargets: [{control: next, minimum: 44}, {control: help, minimum: 50.5}]}
            """,
            "flow: {recovery: {fallback: {type: skipStep}}}\nvisuals: {celebration: {}, tooltip: {}}\n",
            "flow: {recovery: {fallback: {type: restart}, checkpoints: null, errors: null}}\nvisuals: {celebration: {particleSize: null, haptic: null}, tooltip: {material: null}}\n",
        ]
        for text in texts {
            let root = try Self.root(head + text)
            let explicit = try ExplicitTourDecoding.tour(ExplicitNode(node: root, userInfo: [:]))
            #expect(explicit == (try Tour(from: NodeDecoder(root: root, userInfo: [:]))), "\(text)")
        }
        let rejected = [
            "flow: {recovery: {fallback: {type: skipStep}, checkpoints: [1.5]}}\n",
            "flow: {recovery: {fallback: {type: nope}}}\n",
            "flow: {recovery: {errors: [{error: targetNotFound, fallback: {type: skipStep}}]}}\n",
            "flow: {recovery: {fallback: {type: skipStep}, errors: [{error: targetNotFound}]}}\n",
            "visuals: {celebration: {particleSize: {min: 1}}}\n",
            "visuals: {celebration: {particleCount: 2.5}}\n",
            "visuals: {tooltip: {material: glass}}\n",
            "accessibility: {touchTargets: [{control: next}]}\n",
        ]
        for text in rejected {
            let root = try Self.root(head + text)
            #expect(throws: (any Error).self, "\(text)") { try ExplicitTourDecoding.tour(ExplicitNode(node: root, userInfo: [:])) }
            #expect(throws: (any Error).self, "\(text)") { try Tour(from: NodeDecoder(root: root, userInfo: [:])) }
        }
    }
}
