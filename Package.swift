// swift-tools-version:6.1
import PackageDescription

/// tourc: a compiler for onboarding-tour content. One target per pipeline layer; see docs/architecture.md.
let package = Package(
    name: "tourc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "tourc", targets: ["tourc"]),
        .library(name: "TourKit", targets: ["TourKit"]),
        // The runtime engine that runs compiled tours (docs/runtime.md): Foundation and TourKit only.
        .library(name: "TourKitRuntime", targets: ["TourKitRuntime"]),
        // SwiftPM plugins (docs/integration.md).
        .plugin(name: "TourcBuildPlugin", targets: ["TourcBuildPlugin"]),
        .plugin(name: "TourcCommandPlugin", targets: ["TourcCommandPlugin"]),
        // For the fuzzing harness (Fuzz/, a package of its own: docs/fuzzing.md).
        .library(name: "TourcCore", targets: ["TourcCore"]),
    ],
    // An app that wants only TourKit and TourKitRuntime depends on this package with
    // `traits: []`: then no other package is resolved (nothing in its Package.resolved) and
    // only the runtime libraries (and this package's two small plugin scripts) are built
    // (docs/runtime.md, "Dependencies"). Everything else here enables `Compiler` by default.
    traits: [
        .trait(name: "Compiler", description: "The compiler (tourc, TourcCore, the preview) and its packages: swift-argument-parser, swift-crypto, Plot; and the property tests' swift-property-based."),
        .default(enabledTraits: ["Compiler"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // Type-safe HTML for `tourc preview` (TourcPreview; docs/preview.md says why).
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        // Tests only (TourKitRuntimePropertyTests): no product of tourc depends on it.
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
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
        // Runs compiled tours: state stores, triggers, the per-run state machine, the coordinator.
        .target(name: "TourKitRuntime", dependencies: ["TourKit"]),
        // The compiler pipeline: one folder per stage.
        .target(name: "TourcCore", dependencies: [
            "YAMLLoader", "JSONSchema", "TourKit", "TourKitRuntime", "TourcDiagnostics",
            .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["Compiler"])),
        ]),
        // Commands (swift-argument-parser); a library so tests can drive them in-process.
        .target(name: "TourcCLI", dependencies: [
            "JSONSchema",
            "TourcCore",
            "TourcPreview",
            .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Compiler"])),
        ]),
        // `tourc preview`: a static site of every step and every tour's flow, from the compiled
        // bundles (docs/preview.md). Reads TourKit's model; the CLI keeps only a thin command.
        .target(name: "TourcPreview", dependencies: [
            "TourcCore", "TourKit", "TourKitRuntime", "TourcDiagnostics", "YAMLLoader",
            .product(name: "Plot", package: "Plot", condition: .when(traits: ["Compiler"])),
        ]),
        .executableTarget(name: "tourc", dependencies: ["TourcCLI"]),
        // Reference implementations the tests hold the generated code to (a Mirror-based Swift
        // emitter, a plain JSON encoder and printer): test support, never linked into tourc.
        .target(name: "TourcTestSupport", dependencies: ["TourcCore", "TourKit"]),
        // The one description of the language and the renderers of the files derived from it
        // (`make generate`; docs/architecture.md). No dependency: TourKit never needs it.
        .target(name: "TourcModel"),
        // Everything `make generate` writes: the description's files plus the schema embeds, and
        // the Generated/ folders it owns. Never TourcCore, which compiles the generated files.
        .target(name: "TourcGenerate", dependencies: ["TourcModel", "JSONSchema", "YAMLLoader"]),
        .executableTarget(name: "tourc-generate", dependencies: ["TourcGenerate"]),
        // Runs tourc as a build command over a target's tours/ folder.
        .plugin(name: "TourcBuildPlugin", capability: .buildTool(), dependencies: ["tourc"]),
        // `swift package tourc build`: writes the outputs into the package.
        .plugin(
            name: "TourcCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tourc", description: "Run tourc in the package folder (e.g. `tourc build`)."),
                permissions: [.writeToPackageDirectory(reason: "tourc build writes the JSON bundles and Swift sources of the tours.")]),
            dependencies: ["tourc"]),

        .testTarget(name: "TourcDiagnosticsTests", dependencies: ["TourcDiagnostics"], exclude: ["Golden"]),
        .testTarget(name: "YAMLLoaderTests", dependencies: ["YAMLLoader"]),
        .testTarget(name: "JSONSchemaTests", dependencies: ["JSONSchema"]),
        .testTarget(name: "TourcCoreTests", dependencies: ["TourcCore", "TourcModel", "TourcTestSupport"], exclude: ["Golden"]),
        // Scenarios/: a fixture tours root for `tourc test` (recovery strategies no bundled tour uses).
        .testTarget(name: "TourcCLITests", dependencies: ["TourcCLI", "TourcTestSupport"], exclude: ["Scenarios"]),
        .testTarget(name: "TourKitTests", dependencies: ["TourKit"]),
        // References/: the committed screenshots the browser tests compare against.
        .testTarget(name: "TourcPreviewTests", dependencies: ["TourcPreview", "TourcCLI"], exclude: ["References"]),
        .testTarget(name: "TourcModelTests", dependencies: ["TourcModel", "TourcGenerate", "TourKit"]),
        .testTarget(name: "TourKitRuntimeTests", dependencies: ["TourKitRuntime"]),
        // The example host of Examples/TourHostExample (its own package too), compiled here so
        // TourHostExampleTests drives it: a @MainActor app model over TourHost (docs/runtime.md).
        .target(name: "TourHostExample", dependencies: ["TourKit", "TourKitRuntime"],
                path: "Examples/TourHostExample/Sources/TourHostExample"),
        .testTarget(name: "TourHostExampleTests", dependencies: ["TourHostExample", "TourKit", "TourKitRuntime"]),
        // Random signal sequences over the committed bundles (TourKitConsumerTests/Generated/,
        // read from disk): docs/fuzzing.md.
        .testTarget(name: "TourKitRuntimePropertyTests", dependencies: [
            "TourKit", "TourKitRuntime", .product(name: "PropertyBased", package: "swift-property-based", condition: .when(traits: ["Compiler"])),
        ]),
        // Compiles the committed output of `tourc build` (Generated/<app-id>/, the same layout as
        // build/tours; it imports TourKit alone), and checks each static table against its JSON
        // bundle; TypedNamesTests drives TourKitRuntime with the generated id enums. The JSON files are read from disk by the tests, so they are excluded here.
        // Regenerate: TOURC_RECORD=1 swift test --filter EmitGoldenTests (docs/output.md).
        .testTarget(
            name: "TourKitConsumerTests",
            dependencies: ["TourKit", "TourKitRuntime"],
            exclude: [
                "Generated/carrier-wave/carrier-wave.json",
                "Generated/finite/finite.json",
                "Generated/kitchen-sink/kitchen-sink.json",
                "Generated/meshtastic/meshtastic.json",
                "Generated/omnisite/omnisite.json",
                "Generated/ops/ops.json",
                // The German language files `tourc build` writes beside each localized bundle.
                "Generated/carrier-wave/carrier-wave.de.json",
                "Generated/finite/finite.de.json",
                "Generated/meshtastic/meshtastic.de.json",
                "Generated/omnisite/omnisite.de.json",
                "Generated/ops/ops.de.json",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
