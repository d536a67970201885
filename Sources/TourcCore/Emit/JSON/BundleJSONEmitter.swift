import TourKit
import TourcDiagnostics

/// The JSON bundle of one app: `TourBundle` encoded, printed canonically, with its content hash.
public enum BundleJSONEmitter {
    public struct Output: Sendable {
        /// The bundle with `contentHash` filled in: what the Swift emitter constructs.
        public var bundle: TourBundle
        /// The file's bytes (UTF-8).
        public var bytes: [UInt8]
        public var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    public static func emit(_ ir: AppIR, diagnostics: inout DiagnosticCollector) -> Output? {
        var unstamped = ir.bundle
        unstamped.contentHash = ""
        let tree: JSONTree
        do {
            tree = try JSONTreeEncoder().encode(unstamped)
        } catch {
            // The fast encoder keeps no coding path; the reference encoder says where it failed.
            var reason = "\(error)"
            do { _ = try JSONValueEncoder().encode(unstamped) } catch { reason = "\(error)" }
            diagnostics.emit(OutputCodes.invalidNumber,
                             "the bundle of \(ir.appID) cannot be written as JSON: \(reason)",
                             at: nil)
            return nil
        }
        precondition(tree.kind == .object, "a bundle encodes as an object")
        // Each top-level member is printed once and used for both texts: the one that is hashed
        // (without `contentHash`) and the one that is written (with it).
        var writer = CanonicalJSONWriter(capacity: 1 << 20)
        var members: [(key: String, range: Range<Int>)] = []
        for i in CanonicalJSONWriter.sortedMembers(tree.members) where tree.members[i].key != ContentHash.key {
            let start = writer.out.count
            writer.write(tree.members[i].value, level: 1)
            members.append((tree.members[i].key, start..<writer.out.count))
        }
        let printed = writer.out
        let hash = ContentHash.sha256Hex(object(members, from: printed, hash: nil))
        var bundle = ir.bundle
        bundle.contentHash = hash
        return Output(bundle: bundle, bytes: object(members, from: printed, hash: hash))
    }

    /// The top-level object from its printed members (in key order), with `contentHash` inserted
    /// at its place when `hash` is given.
    private static func object(_ members: [(key: String, range: Range<Int>)], from printed: [UInt8], hash: String?) -> [UInt8] {
        var entries: [(key: String, bytes: ArraySlice<UInt8>)] = members.map { ($0.key, printed[$0.range]) }
        if let hash {
            var value: [UInt8] = []
            CanonicalJSONWriter.appendString(hash, to: &value)
            let at = entries.firstIndex { !CanonicalJSONWriter.keyLess($0.key, ContentHash.key) } ?? entries.count
            entries.insert((ContentHash.key, value[...]), at: at)
        }
        if entries.isEmpty { return Array("{}\n".utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(printed.count + 128)
        out.append(contentsOf: "{\n".utf8)
        for (i, entry) in entries.enumerated() {
            out.append(contentsOf: "  ".utf8)
            CanonicalJSONWriter.appendString(entry.key, to: &out)
            out.append(contentsOf: ": ".utf8)
            out.append(contentsOf: entry.bytes)
            out.append(contentsOf: (i == entries.count - 1 ? "\n" : ",\n").utf8)
        }
        out.append(contentsOf: "}\n".utf8)
        return out
    }
}
