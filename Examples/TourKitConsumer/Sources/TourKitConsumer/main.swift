import Foundation
import TourKit

/// Decodes every app's JSON bundle with TourKit and compares it with the generated static table.
/// Exits 1 on the first difference.
let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")
let tables: [(String, TourBundle)] = [
    ("carrier-wave", CarrierWaveTours.bundle),
    ("finite", FiniteTours.bundle),
    ("omnisite", OmniSiteTrackerTours.bundle),
    ("ops", OPSTours.bundle),
    ("kitchen-sink", KitchenSinkTours.bundle),
]
var failed = false
for (appID, table) in tables {
    let url = generated.appendingPathComponent("\(appID)/\(appID).json")
    do {
        let decoded = try JSONDecoder().decode(TourBundle.self, from: Data(contentsOf: url))
        let same = decoded == table
        print("\(appID): \(table.tours.count) tours, \(same ? "static table == decoded bundle" : "DIFFERENT")")
        failed = failed || !same
    } catch {
        print("\(appID): cannot decode \(url.path): \(error)")
        failed = true
    }
}
exit(failed ? 1 : 0)
