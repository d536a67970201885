import TourcDiagnostics

/// Both outputs of one app, as files of the output plan:
///
///     <app-id>/<app-id>.json          the canonical JSON bundle
///     <app-id>/<AppName>Tours.swift   the Swift source
public enum AppEmitter {
    public static func files(for ir: AppIR, diagnostics: inout DiagnosticCollector) -> [OutputPlan.File]? {
        guard let json = BundleJSONEmitter.emit(ir, diagnostics: &diagnostics),
              let swift = AppSwiftEmitter().emit(ir, bundle: json.bundle, diagnostics: &diagnostics)
        else { return nil }
        let typeName = AppSwiftEmitter.typeName(for: ir.bundle.app).text
        return [
            OutputPlan.File(path: "\(ir.appID)/\(ir.appID).json", bytes: json.bytes),
            OutputPlan.File(path: "\(ir.appID)/\(typeName).swift", bytes: SwiftRenderer().renderBytes(swift)),
        ]
    }
}
