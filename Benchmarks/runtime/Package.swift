// swift-tools-version:6.1
import PackageDescription

/// Measures TourKitRuntime (docs/performance.md, "Runtime"): which tours a signal starts over
/// 1,000 tours, step transitions per second, decoding each bundle versus touching its generated
/// static table, and peak memory. A separate package, as an app would be: it depends on the
/// TourKit and TourKitRuntime products and compiles the committed generated Swift (linked from
/// Tests/TourKitConsumerTests/Generated). Run: `swift run -c release --package-path Benchmarks/runtime`.
let package = Package(
    name: "RuntimeBench",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // `traits: []`: the runtime libraries only, as an app would (docs/runtime.md, "Dependencies").
        .package(name: "tourc", path: "../..", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "RuntimeBench",
            dependencies: [
                .product(name: "TourKit", package: "tourc"),
                .product(name: "TourKitRuntime", package: "tourc"),
            ],
            exclude: [
                "Generated/carrier-wave/carrier-wave.json",
                "Generated/finite/finite.json",
                "Generated/kitchen-sink/kitchen-sink.json",
                "Generated/omnisite/omnisite.json",
                "Generated/meshtastic/meshtastic.json",
                "Generated/ops/ops.json",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
