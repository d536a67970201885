import Foundation
import TourKit

/// One tour's content hash: what its stored progress is tied to. Editing another tour, or the
/// registry, leaves it unchanged, so a tour in progress resumes after an update that did not
/// touch it; editing the tour itself (a step inserted, a text changed) starts it over.
///
/// FNV-1a (64 bits) over the tour's JSON with sorted keys: no dependency, and stable for one
/// build of the app. If a Foundation update changed how a number is written, the hash changes
/// and a tour in progress starts over, which is the safe side. The bundle's `contentHash` stays
/// what it was: the hash of the whole bundle.
enum TourContentHash {
    static func of(_ tour: Tour) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(tour)) ?? Data(tour.id.utf8)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
