// swift-tools-version:6.0
import PackageDescription

/// tourc: a compiler for onboarding-tour content. One target per pipeline layer; see docs/architecture.md.
let package = Package(
    name: "tourc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "tourc", targets: ["tourc"]),
        .library(name: "TourKit", targets: ["TourKit"]),
        // For the fuzzing harness (Fuzz/, a package of its own: docs/fuzzing.md).
        .library(name: "TourcCore", targets: ["TourcCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // libyaml, the system C library (pkg-config yaml-0.1). Never vendored.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Source locations, the Diagnostic value, the code registry and its four renderings.
        .target(name: "TourcDiagnostics"),
        // libyaml events -> located node tree (YAML 1.2 core schema), with limits.
        .target(name: "YAMLLoader", dependencies: ["CLibYAML", "TourcDiagnostics"]),
        // JSON Schema 2020-12 over located nodes. No tour knowledge.
        .target(name: "JSONSchema", dependencies: ["YAMLLoader", "TourcDiagnostics"], exclude: ["MetaSchemas"]),
        // The runtime library apps import: Foundation only.
        .target(name: "TourKit"),
        // The compiler pipeline: one folder per stage.
        .target(name: "TourcCore", dependencies: [
            "YAMLLoader", "JSONSchema", "TourKit", "TourcDiagnostics",
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        // Commands (swift-argument-parser); a library so tests can drive them in-process.
        .target(name: "TourcCLI", dependencies: [
            "JSONSchema",
            "TourcCore",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "tourc", dependencies: ["TourcCLI"]),

        .testTarget(name: "TourcDiagnosticsTests", dependencies: ["TourcDiagnostics"], exclude: ["Golden"]),
        .testTarget(name: "YAMLLoaderTests", dependencies: ["YAMLLoader"]),
        .testTarget(name: "JSONSchemaTests", dependencies: ["JSONSchema"]),
        .testTarget(name: "TourcCoreTests", dependencies: ["TourcCore"], exclude: ["Golden"]),
        .testTarget(name: "TourcCLITests", dependencies: ["TourcCLI"]),
        .testTarget(name: "TourKitTests", dependencies: ["TourKit"]),
        // Compiles the committed output of `tourc build` (Generated/<app-id>/, the same layout as
        // build/tours) against TourKit alone, and checks each static table against its JSON
        // bundle. The JSON files are read from disk by the tests, so they are excluded here.
        // Regenerate: TOURC_RECORD=1 swift test --filter EmitGoldenTests (docs/output.md).
        .testTarget(
            name: "TourKitConsumerTests",
            dependencies: ["TourKit"],
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
