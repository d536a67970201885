import Foundation
import Plot

/// Every field of a model value (a step, a tour's settings), as a nested list of keys and values.
///
/// Why generic: the frames draw what a step looks like; this lists what it *is*, straight from
/// TourKit's `Encodable`, so a field added to the language shows up on the preview the day it is
/// added, with no change here. Keys are sorted so the page is the same on every run.
enum ModelFields {
    /// A JSON value, decoded from what TourKit's `Encodable` wrote.
    indirect enum Value: Decodable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([(String, Value)])

        init(from decoder: any Decoder) throws {
            if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
                var pairs: [(String, Value)] = []
                for key in keyed.allKeys { pairs.append((key.stringValue, try keyed.decode(Value.self, forKey: key))) }
                self = .object(pairs.sorted { $0.0 < $1.0 })
                return
            }
            if var list = try? decoder.unkeyedContainer() {
                var items: [Value] = []
                while !list.isAtEnd { items.append(try list.decode(Value.self)) }
                self = .array(items)
                return
            }
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { self = .null }
            else if let flag = try? single.decode(Bool.self) { self = .bool(flag) }
            else if let number = try? single.decode(Double.self) { self = .number(number) }
            else { self = .string(try single.decode(String.self)) }
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The value's fields as a `<dl>`; nothing when it cannot be encoded (never for TourKit's types).
    static func render<T: Encodable>(_ value: T) -> BodyNode {
        guard let data = try? JSONEncoder().encode(value),
              let tree = try? JSONDecoder().decode(Value.self, from: data) else { return .empty }
        return render(tree)
    }

    static func render(_ value: Value) -> BodyNode {
        switch value {
        case .null: return Markup.span("json-null", "null")
        case .bool(let flag): return Markup.span("json-bool", flag ? "true" : "false")
        case .number(let number):
            let text = number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
            return Markup.span("json-number", text)
        case .string(let text): return Markup.span("json-string", text)
        case .array(let items):
            if items.isEmpty { return Markup.span("json-empty", "[]") }
            return .ol(.class("json-list"), .forEach(items) { .li(render($0)) })
        case .object(let pairs):
            if pairs.isEmpty { return Markup.span("json-empty", "{}") }
            return .element(named: "dl", nodes: [Markup.attribute("class", "json-fields")] + pairs.flatMap { pair -> [BodyNode] in
                [.element(named: "dt", nodes: [Markup.text(pair.0)]), .element(named: "dd", nodes: [render(pair.1)])]
            })
        }
    }
}
