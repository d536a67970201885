import Testing
import TourKit
@testable import TourcCore

/// `tourc build` records TourKit values for layout without building their `SwiftExpr` trees
/// (`SwiftExprWriter` recording). The recording must be exactly what the renderer makes of the
/// tree (same text, same spans), so the generated file cannot depend on which path was taken.
@Suite("Swift expression recordings")
struct EmitSwiftExprRecordingTests {
    private func recordDirectly<T: SwiftExpressible>(_ value: T) throws -> SwiftExprRecording {
        var writer = SwiftExprWriter(capacity: 64)
        return try writer.record(value)
    }

    private func recordTree(_ expr: SwiftExpr) -> SwiftExprRecording {
        var recorder = SwiftExprRecorder(capacity: 64)
        return recorder.record(expr)
    }

    @Test func everySampleRecordsAsItsTreeDoes() throws {
        var checked = 0
        for (name, bundle) in ExpressibleSamples.bundles {
            let registry = try recordDirectly(bundle.app)
            #expect(registry == recordTree(try bundle.app.swiftExpression()), "registry of \(name)")
            for tour in bundle.tours {
                let tree = try tour.swiftExpression()
                let recorded = try recordDirectly(tour)
                #expect(recorded == recordTree(tree), "tour \(tour.id) of \(name)")
                // Narrow and wide layouts both come out the same from either form.
                for width in [40, 100, 10_000] {
                    var renderer = SwiftRenderer()
                    renderer.width = width
                    #expect(renderer.render(.recorded(recorded)) == renderer.render(tree), "tour \(tour.id) of \(name), width \(width)")
                }
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test func oneWriterRecordsManyValuesIndependently() throws {
        var writer = SwiftExprWriter(capacity: 16)
        let first = try writer.record(["a", "b"])
        let second = try writer.record(Optional<Int>.none)
        let third = try writer.record(["a", "b"])
        #expect(String(decoding: first.text, as: UTF8.self) == #"["a", "b"]"#)
        #expect(String(decoding: second.text, as: UTF8.self) == "nil")
        #expect(first == third)
        #expect(first.spans.count == 3 && second.spans.count == 1)
    }

    @Test func collectionsAndCallsMatchTheirTrees() throws {
        let empty: [String: Int] = [:]
        let filled: [String: Int] = ["b": 2, "a": 1]
        #expect(try recordDirectly(empty) == recordTree(try empty.swiftExpression()))
        #expect(String(decoding: try recordDirectly(empty).text, as: UTF8.self) == "[:]")
        #expect(try recordDirectly(filled) == recordTree(try filled.swiftExpression()))
        #expect(String(decoding: try recordDirectly(filled).text, as: UTF8.self) == #"["a": 1, "b": 2]"#)
        #expect(try recordDirectly([[Int]]()) == recordTree(.array([])))
        #expect(try recordDirectly([1.5, 2.0]) == recordTree(.array([.double(1.5), .double(2.0)])))
        #expect(try recordDirectly(TourKit.Haptic.light) == recordTree(try TourKit.Haptic.light.swiftExpression()))
        let point = TourKit.Point(x: 1, y: 2)
        #expect(try recordDirectly(point) == recordTree(try point.swiftExpression()))
        #expect(String(decoding: try recordDirectly(point).text, as: UTF8.self) == "TourKit.Point(x: 1.0, y: 2.0)")
        // A call without arguments never breaks: one leaf span, as for its tree.
        let bare = recordTree(.call(.name(SwiftName("make")), []))
        #expect(bare.spans.count == 1 && bare.spans[0].kind == .leaf)
        #expect(String(decoding: bare.text, as: UTF8.self) == "make()")
    }

    @Test func stringsInRecordingsAreEscapedLikeLiterals() throws {
        let tricky = ["quote \" backslash \\ \\(x) \"\"\" #raw", "nul \u{0} tab \t line\nbidi \u{202E} emoji 👨‍👩‍👧", "\u{301}start"]
        let text = String(decoding: try recordDirectly(tricky).text, as: UTF8.self)
        #expect(text == "[" + tricky.map(SwiftStringLiteral.render).joined(separator: ", ") + "]")
    }

    /// A recording inside a tree (the renderer records trees that hold recordings) lands with its
    /// spans moved to where its text is.
    @Test func recordingsNestInsideTrees() throws {
        let tour = TourKit.Point(x: 3, y: 4)
        let nested = SwiftExpr.array([.integer(7), .recorded(try recordDirectly(tour)), .string("end")])
        let plain = SwiftExpr.array([.integer(7), try tour.swiftExpression(), .string("end")])
        #expect(recordTree(nested) == recordTree(plain))
        let call = SwiftExpr.call(.name(SwiftName("f")), [SwiftArgument(SwiftName("value"), .recorded(try recordDirectly(tour)))])
        let plainCall = SwiftExpr.call(.name(SwiftName("f")), [SwiftArgument(SwiftName("value"), try tour.swiftExpression())])
        #expect(recordTree(call) == recordTree(plainCall))
        var renderer = SwiftRenderer()
        renderer.width = 12
        #expect(renderer.render(call) == renderer.render(plainCall))
        #expect(renderer.render(call).contains("\n"))
    }

    @Test func argumentLabelsKeepTheirTextAndName() {
        let plain = SwiftArgumentLabel(SwiftName("title"))
        #expect(String(decoding: plain.text, as: UTF8.self) == "title: ")
        #expect(plain.name == SwiftName("title"))
        let keyword = SwiftArgumentLabel(SwiftName("default"))
        #expect(String(decoding: keyword.text, as: UTF8.self) == "default: ")  // a bare keyword label (SE-0001)
        let none = SwiftArgumentLabel(nil)
        #expect(none.text.isEmpty && none.name == nil)
        // Enum payload labels are stored case after case.
        let shape = TourKit.Block.swiftShape
        for (c, labels) in shape.payloadLabels.enumerated() {
            for (i, label) in labels.enumerated() {
                #expect(shape.argumentLabels[shape.firstLabel[c] + i].name == label)
            }
        }
    }

    @Test func typeNamesSplitAtDots() {
        #expect(SwiftStructShape.typeNameParts("TourKit.Action.Kind").map(\.text) == ["TourKit", "Action", "Kind"])
        #expect(SwiftStructShape.typeNameParts("Step").map(\.text) == ["Step"])
        #expect(TourKit.Step.swiftShape.callee == SwiftType.named([SwiftName("TourKit"), SwiftName("Step")]).expression)
    }

    @Test func failuresPropagateAndTheWriterStaysUsable() throws {
        var writer = SwiftExprWriter(capacity: 16)
        #expect(throws: SwiftExpressionFailure.self) { _ = try writer.record([1.0, .nan]) }
        let after = try writer.record([1.0])
        #expect(String(decoding: after.text, as: UTF8.self) == "[1.0]")
    }
}
