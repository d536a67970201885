// swift-tools-version:6.0
import PackageDescription

/// A package as an app team would write it: its target holds a `tours/` folder, and tourc's
/// build plugin compiles it into the target at build time (no generated file is committed).
/// `swift run` checks the generated `PocketGuideTours` against the JSON bundle the plugin also
/// produced (a resource of the target). `make test` builds and runs it. See docs/integration.md.
let package = Package(
    name: "TourPluginExample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "tourc", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "TourPluginExample",
            dependencies: [.product(name: "TourKit", package: "tourc")],
            // tours/ and tourc.yml stay in the target (not excluded): SwiftPM hands them to the plugin.
            plugins: [.plugin(name: "TourcBuildPlugin", package: "tourc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
