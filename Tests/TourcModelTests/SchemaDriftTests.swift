import Foundation
import Testing
import TourcModel

/// schemas/tour.schema.json and schemas/app.schema.json are generated from the description
/// (`make generate`), but two of their nodes are hand-written inside it (`Padding`, `StateValue`;
/// see `TypeSchema.node`; `Target`'s split by kind is generated from its per-kind fields,
/// `TypeSchema.kinds`), and the generator itself could drop a key. This walk holds the schemas to the description: walking each from its root along the
/// description's types, every object must take exactly the keys the description gives its type
/// (a union's branch: `type` and its case's keys; a struct with a flattened union: its own keys in
/// every branch), and every string enum exactly the description's values.
@Suite("Schemas match the description")
struct SchemaDriftTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One schema file and the walk's findings.
    final class Walk {
        let defs: [String: Any]
        var problems: [String] = []
        var visited: Set<String> = []
        var objects = 0

        init(_ schema: [String: Any]) { defs = schema["$defs"] as? [String: Any] ?? [:] }

        func resolve(_ node: Any?) -> [String: Any]? {
            guard var node = node as? [String: Any] else { return nil }
            while let ref = node["$ref"] as? String, ref.hasPrefix("#/$defs/"),
                  let target = defs[String(ref.dropFirst("#/$defs/".count))] as? [String: Any] {
                node = target
            }
            return node
        }

        func lastRef(_ node: Any?) -> String? {
            guard let ref = (node as? [String: Any])?["$ref"] as? String else { return nil }
            return ref
        }

        /// The keys a value of `type` contributes where it is flattened into its holder.
        func flattenedKeys(_ type: TypeRef) -> Set<String> {
            guard case .structure(let d)? = Language.declarations[type.swift] else { return [] }
            return ownKeys(d)
        }

        func ownKeys(_ d: StructDecl) -> Set<String> {
            var keys: Set<String> = []
            for f in d.fields {
                if !f.flattened { keys.insert(f.key) } else { keys.formUnion(flattenedKeys(f.type)) }
            }
            return keys
        }

        func keys(of node: [String: Any]) -> Set<String> {
            Set((node["properties"] as? [String: Any] ?? [:]).keys)
        }

        func property(_ node: [String: Any], _ key: String) -> Any? {
            (node["properties"] as? [String: Any])?[key]
        }

        func compare(_ expected: Set<String>, _ node: [String: Any], _ path: String) {
            let found = keys(of: node)
            objects += 1
            if found != expected {
                problems.append("\(path): schema has \(found.subtracting(expected).sorted()) not in the description, lacks \(expected.subtracting(found).sorted())")
            }
        }

        /// Walks `node` as a value of the type `type`.
        func walk(_ original: Any?, _ type: TypeRef, _ path: String) {
            guard let node = resolve(original) else {
                problems.append("\(path): no schema for \(type.swift)")
                return
            }
            let name: DeclName
            switch type {
            case .optional(let wrapped): walk(original, wrapped, path); return
            case .list(let item): walk(node["items"], item, path + "[]"); return
            case .string, .double, .bool, .int: return
            case .named(let n): name = n
            }
            guard let decl = Language.declarations[name.rawValue] else { return }
            switch decl {
            case .stringEnum(let d):
                let values = Set((node["enum"] as? [String]) ?? [])
                if values != Set(d.cases.map(\.name)) {
                    problems.append("\(path): enum \(values.sorted()) != \(d.name) \(d.cases.map(\.name).sorted())")
                }
            case .structure(let d):
                if d.name == "Padding" { return }  // hand-written: a number or {horizontal, vertical}
                // Recursion only goes through `$ref`s: a type is walked once per definition it
                // is reached through, and once per path where it is written inline.
                guard visited.insert("\(d.name)@\(lastRef(original) ?? path)").inserted else { return }
                let own = Set(d.fields.filter { !$0.flattened }.map(\.key))
                if let union = d.fields.first(where: { $0.flattened }),
                   case .union(let u)? = Language.declarations[union.type.swift] {
                    walkUnion(node, u, path, commonKeys: own)
                } else if node["properties"] == nil || keys(of: node) == ["type"], !branches(node).isEmpty {
                    // A struct the schema splits by its `type` (Target's per-kind fields: each kind takes its own
                    // keys): every branch takes only the struct's keys, and all of them together
                    // take every key.
                    let all = branches(node).reduce(into: Set<String>()) { $0.formUnion(keys(of: $1)) }
                    compare(ownKeys(d), ["properties": Dictionary(uniqueKeysWithValues: all.map { ($0, true) })], path)
                    // ... and its branches' `type` constants are the values of the `type` enum.
                    let consts = Set(branches(node).compactMap { (property($0, "type") as? [String: Any])?["const"] as? String })
                    if let kind = d.fields.first(where: { $0.key == "type" }), case .stringEnum(let e)? = Language.declarations[kind.type.swift],
                       consts != Set(e.cases.map(\.name)) {
                        problems.append("\(path): schema branches \(consts.sorted()) != \(e.name) \(e.cases.map(\.name).sorted())")
                    }
                    for f in d.fields where f.key != "type" {
                        walk(branches(node).lazy.compactMap { self.property($0, f.key) }.first, f.type, "\(path).\(f.key)")
                    }
                    return
                } else {
                    compare(ownKeys(d), node, path)
                }
                for f in d.fields where !f.flattened {
                    let child = property(node, f.key) ?? branches(node).lazy.compactMap { self.property($0, f.key) }.first
                    walk(child, f.type, "\(path).\(f.key)")
                }
                for f in d.fields where f.flattened {
                    if case .structure(let s)? = Language.declarations[f.type.swift] {
                        for g in s.fields { walk(property(node, g.key), g.type, "\(path).\(g.key)") }
                    }
                }
            case .union(let u):
                if u.scalar { return }  // StateValue: told apart by JSON type
                // A union may hold itself (`Advance.anyOf`'s alternatives): walked once per
                // definition, as a structure is.
                guard visited.insert("\(u.name)@\(lastRef(original) ?? path)").inserted else { return }
                walkUnion(node, u, path, commonKeys: [])
            }
        }

        func branches(_ node: [String: Any]) -> [[String: Any]] {
            (node["oneOf"] as? [Any] ?? []).compactMap(resolve)
        }

        func walkUnion(_ node: [String: Any], _ u: UnionDecl, _ path: String, commonKeys: Set<String>) {
            var byType: [String: [String: Any]] = [:]
            for branch in branches(node) {
                if let type = (property(branch, "type") as? [String: Any])?["const"] as? String { byType[type] = branch }
            }
            if Set(byType.keys) != Set(u.cases.map(\.name)) {
                problems.append("\(path): schema cases \(byType.keys.sorted()) != \(u.name) cases \(u.cases.map(\.name).sorted())")
            }
            for c in u.cases {
                guard let branch = byType[c.name] else { continue }
                var expected = commonKeys.union(["type"])
                for f in c.payload {
                    if f.flattened { expected.formUnion(flattenedKeys(f.type)) } else { expected.insert(f.key) }
                }
                compare(expected, branch, "\(path)(\(c.name))")
                for f in c.payload {
                    if f.flattened, case .structure(let s)? = Language.declarations[f.type.swift] {
                        for g in s.fields { walk(property(branch, g.key), g.type, "\(path)(\(c.name)).\(g.key)") }
                    } else if !f.flattened {
                        walk(property(branch, f.key), f.type, "\(path)(\(c.name)).\(f.key)")
                    }
                }
            }
        }
    }

    static func check(_ file: String, rootType: String) throws -> Walk {
        let data = try Data(contentsOf: root.appendingPathComponent(file))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let walk = Walk(schema)
        walk.walk(schema, .named(DeclName(rootType)), rootType)
        return walk
    }

    @Test(arguments: [("schemas/tour.schema.json", "Tour"), ("schemas/app.schema.json", "AppRegistry")])
    func schemaKeysAreTheDescriptionsKeys(_ file: String, _ rootType: String) throws {
        let walk = try Self.check(file, rootType: rootType)
        #expect(walk.objects > 10, "the walk reached too little of \(file)")
        #expect(walk.problems.isEmpty, "\(file) and Sources/TourcModel/Language disagree:\n\(walk.problems.joined(separator: "\n"))")
    }
}
