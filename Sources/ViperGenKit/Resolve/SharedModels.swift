/// The entities other specs of the app declare, for specs that name one (`entity: Car`)
/// instead of declaring their own. A run finds them among its own specs and the config's
/// `modules`; a module that shares an entity uses its declaring spec's properties and, unless
/// it has a view model of its own, that spec's view model, and generates neither.
public struct SharedModels: Sendable {
    /// An entity as the spec that declares it resolves it, with that spec's view model.
    public struct Entity: Sendable {
        public var name: String
        public var properties: [ResolvedModule.Property]
        public var viewModelName: String
        public var viewModelProperties: [ResolvedModule.ViewModelProperty]
        /// Which of the two the declaring module makes `Hashable`.
        public var hashableTypes: Set<String>
        public var tests: TestFramework
        public var access: AccessLevel
        /// The declaring spec, as diagnostics name it.
        public var specPath: String
        public var module: String
    }

    enum Declaration: Sendable {
        case resolved(Entity)
        /// The declaring spec has problems of its own, reported where it is generated.
        case invalid(specPath: String)
    }

    var entities: [String: Declaration] = [:]

    public static let none = SharedModels()

    /// The entity names specs of `specs` share, to look up among the declaring specs.
    public static func sharedNames(in specs: [ModuleSpec]) -> Set<String> {
        Set(specs.compactMap { $0.entity?.isShared == true ? $0.entity?.name?.value : nil })
    }

    /// The name of the entity `spec` declares, if it declares one: the one its `entity:` names,
    /// or its module's name in the singular.
    public static func declaredEntityName(of spec: ModuleSpec) -> Located<String>? {
        if spec.entity?.isShared == true { return nil }
        return spec.entity?.name
            ?? Located(Inflector.singular(spec.module.value), at: spec.module.location)
    }
}
