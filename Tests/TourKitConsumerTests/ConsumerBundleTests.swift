import Foundation
import Testing
import TourKit

/// The generated Swift of each app, compiled here against TourKit alone (as an app would), must
/// construct exactly what TourKit decodes from the same app's JSON bundle.
@Suite("Generated Swift equals decoded JSON")
struct ConsumerBundleTests {
    /// `Generated/<app-id>/<app-id>.json`, next to this file.
    static func bundleData(_ appID: String) throws -> Data {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return try Data(contentsOf: here.appendingPathComponent("Generated/\(appID)/\(appID).json"))
    }

    static func decode(_ appID: String) throws -> TourBundle {
        try JSONDecoder().decode(TourBundle.self, from: bundleData(appID))
    }

    @Test func carrierWave() throws {
        let decoded = try Self.decode("carrier-wave")
        #expect(decoded == CarrierWaveTours.bundle)
        #expect(decoded.contentHash.count == 64)
        #expect(CarrierWaveTours.TourID.allCases.map(\.rawValue) == decoded.tours.map(\.id))
        #expect(CarrierWaveTours.intro.id == "intro")
    }
}
