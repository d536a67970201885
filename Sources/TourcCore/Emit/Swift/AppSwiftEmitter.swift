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

    /// Members every id enum has (from `RawRepresentable`/`CaseIterable`), and names that cannot
    /// be used after a dot even in backticks.
    static let reservedCaseNames: Set<String> = ["rawValue", "allCases", "hashValue", "self", "Type", "Protocol"]
    /// Members of the app enum that tour accessors must not take.
    static let reservedAccessorNames: Set<String> = ["bundle", "registry", "self", "Type", "Protocol"]

    /// The app's Swift type name: its display name in UpperCamelCase plus `Tours`
    /// (`Carrier Wave` → `CarrierWaveTours`).
    public static func typeName(for app: AppRegistry, style: SwiftOutputStyle = SwiftOutputStyle()) -> SwiftName {
        let base = SwiftIdentifierSanitizer.name(for: app.name.isEmpty ? app.id : app.name, style: .upperCamel)
        return SwiftName(style.typeName(forUpperCamelName: base.text))
    }

    /// `bundle` must already carry its content hash (from `BundleJSONEmitter`).
    public func emit(_ ir: AppIR, bundle: TourBundle, diagnostics: inout DiagnosticCollector) -> SwiftFile? {
        let errorsBefore = diagnostics.errorCount
        let tk = SwiftName("TourKit")
        let tourType = SwiftType.named([tk, SwiftName("Tour")])

        var members: [SwiftDecl] = []
        var tourNames: [(String, SwiftName)] = []
        var allocator = SwiftNameAllocator(namespace: "tour", style: .lowerCamel, reserved: Self.reservedCaseNames, allowsRepeats: false)
        var accessors = SwiftNameAllocator(namespace: "tour", style: .lowerCamel, reserved: Self.reservedAccessorNames)
        allocator.reserveCapacity(bundle.tours.count)
        accessors.reserveCapacity(bundle.tours.count)
        for t in bundle.tours.indices {
            let id = bundle.tours[t].id  // not `for tour in`: that copies every `Tour`
            let span = ir.spans.tours[id]
            if let name = allocator.assign(id, at: span, diagnostics: &diagnostics),
               accessors.assign(id, at: span, diagnostics: &diagnostics) != nil {
                tourNames.append((id, name))
            }
        }
        members += idEnum("TourID", "The app's tour ids; raw values are the ids in the YAML.", tourNames)

        var steps = SwiftNameAllocator(namespace: "step", style: .lowerCamel, reserved: Self.reservedCaseNames)
        steps.reserveCapacity(bundle.tours.reduce(0) { $0 + $1.steps.count })
        var stepNames: [(String, SwiftName)] = []
        for t in bundle.tours.indices {
            // By index, reading only the id: `for step in ...` would copy every `Step`.
            for i in bundle.tours[t].steps.indices {
                let id = bundle.tours[t].steps[i].id
                if steps.names[id] == nil, let name = steps.assign(id, at: ir.spans.steps[id], diagnostics: &diagnostics) {
                    stepNames.append((id, name))
                }
            }
        }
        members += idEnum("StepID", "Every step id used by the app's tours (step ids are unique per tour).", stepNames)

        var targets = SwiftNameAllocator(namespace: "target", style: .lowerCamel, reserved: Self.reservedCaseNames, allowsRepeats: false)
        targets.reserveCapacity(bundle.app.targets.count)
        let targetNames = bundle.app.targets.compactMap { t in
            targets.assign(t.id, at: ir.spans.targets[t.id], diagnostics: &diagnostics).map { (t.id, $0) }
        }
        members += idEnum("TargetID", "The app's targets (UI anchors) from its registry.", targetNames)

        var events = SwiftNameAllocator(namespace: "event", style: .lowerCamel, reserved: Self.reservedCaseNames, allowsRepeats: false)
        events.reserveCapacity(bundle.app.events.count)
        let eventNames = bundle.app.events.compactMap { e in
            events.assign(e.id, at: ir.spans.events[e.id], diagnostics: &diagnostics).map { (e.id, $0) }
        }
        members += idEnum("EventID", "The events the app reports to the tour runtime, from its registry.", eventNames)
        members += runtimeIDs(bundle.app, spans: ir.spans, diagnostics: &diagnostics)

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

        let appName = Self.typeName(for: bundle.app, style: style)
        let namespace = SwiftNominal(.enum, access: style.access, name: .named(appName), members: members)
        return SwiftFile(
            header: [.line("Generated by tourc from \(ir.sources.joined(separator: ", ")). Do not edit.")],
            imports: [tk],
            declarations: [
                .comment(.doc("The compiled tours of \(bundle.app.name) (`\(bundle.app.id)`): typed ids and the bundle.")),
                .nominal(namespace),
            ])
    }

    /// Typed ids for the other names an app passes to the runtime (TourKitRuntime's signals and
    /// environment take strings): screens (`visit`), roles, conditions (the environment's
    /// answers), components and their outcomes (`component(id:outcome:)`), persistence keys (a
    /// store's keys) and analytics events (`AnalyticsRecord.name`).
    func runtimeIDs(_ app: AppRegistry, spans: IDSpans, diagnostics: inout DiagnosticCollector) -> [SwiftDecl] {
        func names(_ namespace: String, _ ids: [String], _ spans: [String: SourceSpan], repeats: Bool = false) -> [(String, SwiftName)] {
            var allocator = SwiftNameAllocator(namespace: namespace, style: .lowerCamel, reserved: Self.reservedCaseNames, allowsRepeats: repeats)
            allocator.reserveCapacity(ids.count)
            var out: [(String, SwiftName)] = []
            for id in ids where repeats ? allocator.names[id] == nil : true {
                if let name = allocator.assign(id, at: spans[id], diagnostics: &diagnostics) { out.append((id, name)) }
            }
            return out
        }
        var outcomeSpans: [String: SourceSpan] = [:]
        for component in app.components {
            for outcome in component.outcomes where outcomeSpans[outcome] == nil { outcomeSpans[outcome] = spans.components[component.id] }
        }
        return idEnum("ScreenID", "The app's screens (`TourSignal.visit`), from its registry.", names("screen", app.screens.map(\.id), spans.screens))
            + idEnum("RoleID", "The user roles that select tours, from the registry.", names("role", app.roles.map(\.id), spans.roles))
            + idEnum("ConditionID", "The conditions the app answers at run time, from the registry.", names("condition", app.conditions.map(\.id), spans.conditions))
            + idEnum("ComponentID", "The views the app provides for embedding in a tour, from the registry.", names("component", app.components.map(\.id), spans.components))
            + idEnum("ComponentOutcomeID", "Every outcome the app's components declare (a component reports one when it finishes).",
                     names("component outcome", app.components.flatMap(\.outcomes), outcomeSpans, repeats: true))
            + idEnum("PersistenceKeyID", "The keys tour state is stored under, exactly as the app uses them (a `perTour` key is a prefix).",
                     names("persistence key", app.persistence.map(\.key), spans.persistence))
            + idEnum("AnalyticsEventID", "The analytics events the tour runtime reports, from the registry.", names("analytics event", app.analytics.map(\.id), spans.analytics))
    }

    /// `public enum Name: String, CaseIterable, Sendable { case a = "a" ... }`. An enum with a
    /// raw type needs at least one case, so an empty list gives an enum without raw values
    /// (still `CaseIterable`, with no cases) — documented in docs/output.md.
    private func idEnum(_ name: String, _ doc: String, _ cases: [(String, SwiftName)]) -> [SwiftDecl] {
        let conformances: [SwiftType] = cases.isEmpty
            ? [.named(SwiftName("CaseIterable")), .named(SwiftName("Sendable"))]
            : [.named(SwiftName("String")), .named(SwiftName("CaseIterable")), .named(SwiftName("Sendable"))]
        var members: [SwiftDecl] = []
        for (id, caseName) in cases { members.append(.enumCase(caseName, rawValue: id)) }
        return [
            .comment(.doc(doc)),
            .nominal(SwiftNominal(.enum, access: style.access, name: .named(SwiftName(name)),
                                  conformances: conformances, members: members)),
        ]
    }
}
