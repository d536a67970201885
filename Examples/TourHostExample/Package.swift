// swift-tools-version:6.1
import PackageDescription

/// An example host, as an app would wire TourKitRuntime: a `@MainActor` app model with
/// Observation, the `TourHost` facade, conditions read from main-actor state, an async store,
/// and a presenter that follows the host's `AsyncStream` of updates. Linux has no SwiftUI, so
/// the "views" print what they would show. `swift run --package-path Examples/TourHostExample`
/// runs a session with OPS; the tourc package compiles the same sources as a target and
/// `TourHostExampleTests` drives them (docs/runtime.md).
let package = Package(
    name: "TourHostExample",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // `traits: []`: the runtime libraries only, as an app would (docs/runtime.md, "Dependencies").
        .package(name: "tourc", path: "../..", traits: []),
    ],
    targets: [
        .target(
            name: "TourHostExample",
            dependencies: [
                .product(name: "TourKit", package: "tourc"),
                .product(name: "TourKitRuntime", package: "tourc"),
            ]
        ),
        .executableTarget(name: "TourHostExampleMain", dependencies: ["TourHostExample"]),
    ],
    swiftLanguageModes: [.v6]
)
