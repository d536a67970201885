import Testing
@testable import TourcCore

/// The path helpers that replaced `split`/`joined` and `Set` look-ups on the `tourc check` path
/// give exactly what those gave.
@Suite struct DriverPathTests {
    static let paths = [
        "tours/carrier-wave/intro.yaml", "intro.yaml", "a/b.c.yaml", "a/.yaml", "a/noext", "a/b/", "a//b//",
        "/", "", "//x.yml", "tours/ops/app.yaml", "app.yaml", "x/app.yml", "x/app.json", "x/app.yaml.bak", "é/ü.yaml",
    ]

    @Test func stemsAndComponentsAreThoseOfSplit() {
        for path in Self.paths {
            let byText = path.split(separator: "/").last.map(String.init)
            #expect(LanguageStage.lastComponent(of: path).map(String.init) == byText, "\(path)")
            let name = byText ?? path
            let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
            #expect(LanguageStage.stem(of: path) == stem, "\(path)")
        }
    }

    @Test func registryNamesAreRecognised() {
        for path in Self.paths where !path.hasSuffix("/") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            #expect(SchemaStage.isRegistry(path) == ["app.yaml", "app.yml", "app.json"].contains(name), "\(path)")
        }
    }

    @Test func folderExtensionsAreTheSet() {
        for ext in ["yaml", "yml", "json", "YAML", "", "txt", "yam"] {
            #expect(InputFiles.isFolderExtension(ext) == InputFiles.folderExtensions.contains(ext))
        }
    }

    @Test func directoriesAreTheTextBeforeTheLastSlash() {
        #expect(AppFolders.directory(of: "tours/ops/app.yaml") == "tours/ops")
        #expect(AppFolders.directory(of: "app.yaml") == ".")
        #expect(AppFolders.directory(of: "/app.yaml") == "/")
        #expect(AppFolders.directory(of: "é/ü/x.yaml") == "é/ü")
    }
}
