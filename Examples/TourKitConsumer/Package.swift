// swift-tools-version:6.1
import PackageDescription

/// A separate package, as an app would be: it depends on the `TourKit` product only and compiles
/// the Swift that `tourc build` generated for the bundled apps (the committed copies in
/// Tests/TourKitConsumerTests/Generated, linked here). `swift run` decodes each app's JSON bundle
/// and checks it equals the static table. See docs/output.md.
let package = Package(
    name: "TourKitConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // `traits: []`: the runtime libraries only, as an app would (docs/runtime.md, "Dependencies").
        .package(name: "tourc", path: "../..", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "TourKitConsumer",
            dependencies: [.product(name: "TourKit", package: "tourc")],
            exclude: [
                "Generated/carrier-wave/carrier-wave.json",
                "Generated/finite/finite.json",
                "Generated/kitchen-sink/kitchen-sink.json",
                "Generated/omnisite/omnisite.json",
                "Generated/ops/ops.json",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
