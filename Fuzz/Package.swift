// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The libFuzzer harness of tourc (docs/fuzzing.md). A package of its own so that `make test`
/// never builds it; `make fuzz` (scripts/fuzz.sh) builds it with `-sanitize=fuzzer,address` and
/// runs it. It depends on the repository's package by path, whose identity is its folder's name.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "tourc-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "tourc-fuzz",
            dependencies: ["CFuzzerDriver", .product(name: "TourcCore", package: repository.lastPathComponent.lowercased())]
        ),
    ],
    swiftLanguageModes: [.v6]
)
