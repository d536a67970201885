import TourcDiagnostics

/// Both outputs of one app, as files of the output plan:
///
///     <app-id>/<app-id>.json          the canonical JSON bundle
///     <app-id>/<AppName>Tours.swift   the Swift source
public enum AppEmitter {
    public static func files(for ir: AppIR, style: SwiftOutputStyle = SwiftOutputStyle(),
                             diagnostics: inout DiagnosticCollector) -> [OutputPlan.File]? {
        guard let json = BundleJSONEmitter.emit(ir, diagnostics: &diagnostics),
              let swift = AppSwiftEmitter(style: style).emit(ir, bundle: json.bundle, diagnostics: &diagnostics)
        else { return nil }
        let typeName = style.fileName == .appID ? ir.appID : AppSwiftEmitter.typeNameText(for: ir.bundle.app, style: style)
        return [
            OutputPlan.File(path: "\(ir.appID)/\(ir.appID).json", bytes: json.bytes),
            OutputPlan.File(path: "\(ir.appID)/\(typeName).swift", bytes: SwiftRenderer().renderBytes(swift)),
        ] + (ir.localized?.files ?? []).map { OutputPlan.File(path: "\(ir.appID)/\(ir.appID).\($0.language).json", bytes: $0.bytes) }
    }
}
