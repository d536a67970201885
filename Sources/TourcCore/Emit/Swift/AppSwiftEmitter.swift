import TourKit
import TourcDiagnostics

/// The Swift source of one app: a namespace enum holding typed ids, a typed constant per tour
/// and for the registry (built with TourKit's initializers), and the bundle made of them.
/// See docs/output.md.
public struct AppSwiftEmitter {
    /// Access level and type name (tourc.yml's `swift:`).
    public var style: SwiftOutputStyle

    public init(style: SwiftOutputStyle = SwiftOutputStyle()) {
        self.style = style
    }

    /// The app's Swift type name: its display name in UpperCamelCase plus `Tours`
    /// (`Carrier Wave` → `CarrierWaveTours`).
    public static func typeName(for app: AppRegistry, style: SwiftOutputStyle = SwiftOutputStyle()) -> SwiftName? {
        SwiftName(typeName: typeNameText(for: app, style: style))
    }

    /// The type name as text, whether or not it is usable (`SwiftName.problem(asTypeName:)`).
    public static func typeNameText(for app: AppRegistry, style: SwiftOutputStyle = SwiftOutputStyle()) -> String {
        let base = SwiftIdentifierSanitizer.name(for: app.name.isEmpty ? app.id : app.name, style: .upperCamel)
        return style.typeName(forUpperCamelName: base.text)
    }

    /// `bundle` must already carry its content hash (from `BundleJSONEmitter`).
    public func emit(_ ir: AppIR, bundle: TourBundle, diagnostics: inout DiagnosticCollector) -> SwiftFile? {
        let errorsBefore = diagnostics.errorCount
        let tk = SwiftName("TourKit")
        let tourType = SwiftType.named([tk, SwiftName("Tour")])

        // Every id namespace is named by `AppSwiftNames` from `SwiftIDNamespace`, the list
        // `tourc check` checks too (so what fails here was reported by check first).
        // The spans alone are captured, and through one reference: a closure over `ir` copied
        // the whole IR for every id named, and one over the `IDSpans` value still copied it
        // (a retain and release per dictionary) several times per id, the optimizer passing the
        // captured struct by value into the specialized allocator (docs/performance-notes.md).
        let spans = SpanLookup(ir.spans)
        let names = AppSwiftNames.assign(app: bundle.app, tours: bundle.tours, reportsRepeats: true,
                                         span: { spans.spans[$0, $1] }, diagnostics: &diagnostics)
        let tourNames = names[.tour]
        var members: [SwiftDecl] = []
        for idEnum in Self.idEnums { members += self.idEnum(idEnum, names[idEnum.kind]) }

        // One constant per tour and one for the registry, each with its explicit type: the type
        // checker then sees many small expressions instead of one huge one (linear time), and
        // the typed accessors are those constants themselves.
        let registryName = SwiftName("registry")
        var constants: [SwiftDecl] = []
        var bundleArguments: [SwiftArgument] = []
        // The large values are recorded for layout straight from the TourKit values, without a
        // `SwiftExpr` tree (see `SwiftExprRecording`).
        var recorder = SwiftExprWriter(capacity: 1 << 16)
        do {
            constants.append(.comment(.doc("The app's registry: its vocabulary of targets, events, conditions, components and screens.")))
            constants.append(.constant(SwiftConstant(access: style.access, name: registryName,
                                                     type: .named([tk, SwiftName("AppRegistry")]),
                                                     value: .recorded(try recorder.record(bundle.app)))))
            for (t, (id, name)) in zip(bundle.tours.indices, tourNames) {
                constants.append(.comment(.doc("The tour `\(id)`: \(bundle.tours[t].name).")))
                constants.append(.constant(SwiftConstant(access: style.access, name: name, type: tourType,
                                                         value: .recorded(try recorder.record(bundle.tours[t])))))
            }
            // The bundle's own initializer refers to the constants above instead of repeating them.
            let shape = TourBundle.swiftShape
            for (label, property) in zip(shape.labels, shape.storedProperties) {
                let value: SwiftExpr
                switch property {
                case "format": value = try bundle.format.swiftExpression()
                case "app": value = .name(registryName)
                case "tours": value = .array(tourNames.map { .name($0.1) })
                case "contentHash": value = try bundle.contentHash.swiftExpression()
                // Recorded like the constants: as a tree, every string's call was a box and an
                // argument array, built and then recorded as the bundle's initializer is laid out.
                case "strings": value = .recorded(try recorder.record(bundle.strings))
                default: preconditionFailure("TourBundle.\(property) is not written (update AppSwiftEmitter)")
                }
                bundleArguments.append(SwiftArgument(label, value))
            }
        } catch {
            diagnostics.emit(OutputCodes.invalidNumber, "the bundle of \(ir.appID) cannot be written as Swift: \(error)", at: nil)
            return nil
        }
        guard diagnostics.errorCount == errorsBefore else { return nil }

        members.append(.comment(.doc("The app's tours, equal to what `JSONDecoder` decodes from `\(ir.appID).json`.")))
        members.append(.constant(SwiftConstant(access: style.access, name: SwiftName("bundle"),
                                               type: .named([tk, SwiftName("TourBundle")]),
                                               value: .initializer(.named([tk, SwiftName("TourBundle")]), bundleArguments))))
        members += constants

        // `tourc check` reports a bad name at the app's `name` (TOUR4007); this is for callers
        // that emit without checking.
        guard let appName = Self.typeName(for: bundle.app, style: style) else {
            let text = Self.typeNameText(for: bundle.app, style: style)
            diagnostics.emit(OutputCodes.invalidSwiftName,
                             "the Swift type name \(AppTypeNameChecks.short(text)) of \(ir.appID) \(SwiftName.problem(asTypeName: text) ?? "is not usable")",
                             at: nil)
            return nil
        }
        let namespace = SwiftNominal(.enum, access: style.access, name: .named(appName), members: members)
        return SwiftFile(
            header: [.line("Generated by tourc from \(ir.sources.joined(separator: ", ")). Do not edit.")],
            imports: [tk],
            declarations: [
                .comment(.doc("The compiled tours of \(bundle.app.name) (`\(bundle.app.id)`): typed ids and the bundle.")),
                .nominal(namespace),
            ])
    }

    /// The spans of an app's ids behind a reference, for the closure that locates a name's id:
    /// capturing it costs one retain however the optimizer passes the closure's context.
    private final class SpanLookup {
        let spans: IDSpans
        init(_ spans: IDSpans) { self.spans = spans }
    }

    /// The conformances every id enum has, built once: each `SwiftName` checks and renders its
    /// text, and an app has an enum per id kind.
    private static let idEnumConformances: [SwiftType] =
        [.named(SwiftName("String")), .named(SwiftName("CaseIterable")), .named(SwiftName("Sendable"))]
    private static let emptyIDEnumConformances: [SwiftType] =
        [.named(SwiftName("CaseIterable")), .named(SwiftName("Sendable"))]

    /// One id enum of the generated file: the namespace whose names are its cases, its type name,
    /// its doc comment and its conformances. Built once for all apps: each `SwiftName` checks
    /// and renders its text, and every app has every enum.
    private struct IDEnum: Sendable {
        let kind: SwiftIDNamespace
        let doc: String
        let name: SwiftName
        /// With cases: `String`, `CaseIterable`, `Sendable` and `name` (the TourKit protocol of
        /// the kind, `TourKit/TourNames.swift`, which the runtime's typed signals take).
        let conformances: [SwiftType]

        init(_ kind: SwiftIDNamespace, _ name: String, _ doc: String, name protocolName: String? = nil) {
            self.kind = kind
            self.name = SwiftName(name)
            self.doc = doc
            var conformances = AppSwiftEmitter.idEnumConformances
            if let protocolName { conformances.append(.named([SwiftName("TourKit"), SwiftName(protocolName)])) }
            self.conformances = conformances
        }
    }

    /// The id enums, in the order the file declares them.
    private static let idEnums: [IDEnum] = [
        IDEnum(.tour, "TourID", "The app's tour ids; raw values are the ids in the YAML.", name: "TourName"),
        IDEnum(.step, "StepID", "Every step id used by the app's tours (step ids are unique per tour).", name: "StepName"),
        IDEnum(.target, "TargetID", "The app's targets (UI anchors) from its registry.", name: "TargetName"),
        IDEnum(.event, "EventID", "The events the app reports to the tour runtime, from its registry.", name: "EventName"),
        // The other names an app passes to TourKitRuntime (its signals and environment take strings).
        IDEnum(.screen, "ScreenID", "The app's screens (`TourSignal.visit`), from its registry.", name: "ScreenName"),
        IDEnum(.role, "RoleID", "The user roles that select tours, from the registry."),
        IDEnum(.condition, "ConditionID", "The conditions the app answers at run time, from the registry."),
        IDEnum(.component, "ComponentID", "The views the app provides for embedding in a tour, from the registry.", name: "ComponentName"),
        IDEnum(.componentOutcome, "ComponentOutcomeID", "Every outcome the app's components declare (a component reports one when it finishes).", name: "ComponentOutcomeName"),
        IDEnum(.persistenceKey, "PersistenceKeyID", "The keys tour state is stored under, exactly as the app uses them (a `perTour` key is a prefix)."),
        IDEnum(.analyticsEvent, "AnalyticsEventID", "The analytics events the tour runtime reports, from the registry."),
        // The labels a host passes back (`manual`, `action`): typed, so it never keys on UI text.
        IDEnum(.manualControl, "ManualControlID", "The labels of the tours' re-entry controls (`TourSignal.manual`), from their `manual` triggers.", name: "ManualControlName"),
        IDEnum(.button, "ButtonID", "The labels of the tours' page buttons and content links (`RunInput.action`).", name: "ButtonName"),
        // The app actions a `perform` button asks the host to run, and the outcomes it reports.
        IDEnum(.appAction, "AppActionID", "The actions the app runs when a button asks (`perform`), from the registry.", name: "AppActionName"),
        IDEnum(.appActionOutcome, "AppActionOutcomeID", "Every outcome the app's actions declare (`RunInput.actionOutcome`).", name: "AppActionOutcomeName"),
    ]

    /// `public enum Name: String, CaseIterable, Sendable { case a = "a" ... }`. An enum with a
    /// raw type needs at least one case, so an empty list gives an enum without raw values
    /// (still `CaseIterable`, with no cases, and without the TourKit protocol: it has no raw
    /// value and no value to pass anyway) — documented in docs/output.md.
    private func idEnum(_ idEnum: IDEnum, _ cases: [(id: String, name: SwiftName)]) -> [SwiftDecl] {
        var members: [SwiftDecl] = []
        members.reserveCapacity(cases.count)
        for (id, caseName) in cases { members.append(.enumCase(caseName, rawValue: id)) }
        return [
            .comment(.doc(idEnum.doc)),
            .nominal(SwiftNominal(.enum, access: style.access, name: .named(idEnum.name),
                                  conformances: cases.isEmpty ? Self.emptyIDEnumConformances : idEnum.conformances,
                                  members: members)),
        ]
    }
}
