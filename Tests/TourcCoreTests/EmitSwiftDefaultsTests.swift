import Testing
import TourKit
@testable import TourcCore
import TourcModel

/// The generated Swift leaves out an argument whose value equals the default TourKit's
/// initializer declares (docs/output.md, "Defaults"), and writes every other one.
@Suite("Swift defaults left out")
struct EmitSwiftDefaultsTests {
    /// The labels of a call expression's arguments, in order.
    private func labels(_ expr: SwiftExpr) -> [String] {
        guard case .call(_, let arguments) = expr else { return [] }
        return arguments.map { $0.label?.text ?? "_" }
    }

    private func text(_ value: some SwiftExpressible) throws -> String {
        String(SwiftRenderer().render(try value.swiftExpression()).dropLast())  // its line end
    }

    /// A struct mixing required fields (`id`, `key`, `source`) with optionals defaulting to nil.
    @Test func nilOptionalsAreLeftOutAndRequiredFieldsKept() throws {
        let plain = LocalizedText(id: "labels.back", key: "labels.back", source: "Back")
        #expect(try text(plain) == #"TourKit.LocalizedText(id: "labels.back", key: "labels.back", source: "Back")"#)

        let full = LocalizedText(id: "a.b", key: "k", table: "T", source: "S", plural: PluralForms(one: "One"), count: "n")
        #expect(labels(try full.swiftExpression()) == ["id", "key", "table", "source", "plural", "count"])
        #expect(try text(full.plural!) == #"TourKit.PluralForms(one: "One")"#)

        // Required fields are written even when empty or equal to some other field's default.
        let empty = LocalizedText(id: "", key: "", source: "")
        #expect(labels(try empty.swiftExpression()) == ["id", "key", "source"])
    }

    /// Declared non-nil defaults: an enum case, an empty list, booleans, a text.
    @Test func declaredDefaultsAreLeftOutOnlyWhenEqual() throws {
        #expect(labels(try TextPlaceholder(name: "n").swiftExpression()) == ["name"])
        #expect(labels(try TextPlaceholder(name: "n", type: .number).swiftExpression()) == ["name", "type"])
        #expect(labels(try Localization(sourceLanguage: "en").swiftExpression()) == ["sourceLanguage"])
        #expect(labels(try Localization(sourceLanguage: "en", languages: ["de"]).swiftExpression()) == ["sourceLanguage", "languages"])
        #expect(try text(ButtonLabels()) == "TourKit.ButtonLabels()")
        #expect(labels(try ButtonLabels(next: "Weiter").swiftExpression()) == ["next"])
    }

    /// A field defaulting to its type built with its own defaults (`flow: FlowRules()`) is left
    /// out when every key of it is a default; otherwise written with only what differs.
    @Test func keysDefaultsAreComparedWholeAndWrittenSparse() throws {
        let tour = Tour(id: "t", name: "T", presentation: Presentation(style: .tooltip), steps: [])
        #expect(!labels(try tour.swiftExpression()).contains("flow"))
        var paced = tour
        paced.flow.stepDelay = 2.5
        let expr = try paced.swiftExpression()
        #expect(labels(expr).contains("flow"))
        #expect(SwiftRenderer().render(expr).contains("flow: TourKit.FlowRules(stepDelay: 2.5)"))
    }

    /// The bundle's `format` defaults to the linked TourKit's version: always written.
    @Test func aSwiftExpressionDefaultIsAlwaysWritten() throws {
        let bundle = TourBundle(app: AppRegistry(id: "a", name: "A"), tours: [])
        #expect(labels(try bundle.swiftExpression()).first == "format")
    }

    /// Over every struct value of the sample bundles: the arguments written are in the
    /// initializer's order, and every field without an omittable default (`Field.omittableDefault`,
    /// the description's) is among them, so no call lacks a required argument.
    @Test func everyNonDefaultedFieldIsWritten() throws {
        var shapes: [ObjectIdentifier: (shape: SwiftStructShape, fields: [Field])] = [:]
        for (type, shape) in SwiftExpressibleTypes.structs {
            let declName = String(String(reflecting: type).dropFirst("TourKit.".count))
            guard case .structure(let d)? = Language.declarations[declName] else {
                Issue.record("\(type) is not a struct of the description")
                continue
            }
            #expect(d.fields.map(\.name) == shape.storedProperties, "\(type)")
            shapes[ObjectIdentifier(type)] = (shape, d.fields)
        }
        var checked = 0
        var leftOut = 0
        for (name, bundle) in ExpressibleSamples.bundles {
            ExpressibleSamples.walk(bundle) { value in
                guard let (shape, fields) = shapes[ObjectIdentifier(type(of: value))],
                      let expr = try? (value as? any SwiftExpressible)?.swiftExpression() else { return }
                let all = shape.labels.map { $0?.text ?? "_" }
                let written = labels(expr)
                let required = zip(all, fields).filter { $0.1.omittableDefault == nil }.map(\.0)
                #expect(required.allSatisfy(written.contains), "\(name): \(type(of: value)) lacks a required argument: \(written)")
                #expect(written == all.filter(written.contains), "\(name): \(type(of: value)) arguments out of order: \(written)")
                checked += 1
                leftOut += all.count - written.count
            }
        }
        #expect(checked > 1000 && leftOut > 1000, "checked \(checked) values, \(leftOut) arguments left out")
    }
}
