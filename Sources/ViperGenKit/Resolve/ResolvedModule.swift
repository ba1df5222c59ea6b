import Diagnostics

/// A module with every default applied and every rule checked: what templates are rendered from.
public struct ResolvedModule: Sendable {
    public struct Property: Sendable {
        public var name: String
        public var type: TypeExpr
    }

    public struct ViewModelProperty: Sendable {
        public var name: String
        public var type: TypeExpr
        /// The entity property it copies, when it has the same name and type.
        public var source: String?
        /// Where the spec gives its type, if it does.
        public var typeLocation: SourceLocation?
    }

    public var specPath: String
    public var name: String
    public var architecture: String
    public var entityName: String
    public var entityProperties: [Property]
    public var viewModelName: String
    public var viewModelProperties: [ViewModelProperty]
    /// The entity and view model when the spec needs them `Hashable` (a `Set` of them, or
    /// dictionary keys).
    public var hashableTypes: Set<String> = []
    /// The spec that declares the entity, when this one shares it (`entity: Car`): then the
    /// module generates no entity and no fixture of it.
    public var entitySpecPath: String?
    /// Whether the view model is the one the shared entity's spec declares (the module has
    /// none of its own): then the module generates neither it nor its fixture.
    public var viewModelIsShared = false
    /// The types the app's specs declare (this run's and the config's modules): a standard
    /// type the generated code names that one of them shadows is written qualified.
    public var appTypeNames: Set<String> = []
    public var useCases: [FunctionSignature]
    public var routes: [FunctionSignature]
    /// What each route opens (`-> CarDetail`), by the route's index; a route without `->`, or
    /// whose module no spec of the run declares, has none.
    public var routeDestinations: [Int: RouteDestination] = [:]
    /// What the module's builder takes from a route that opens it, in order.
    public var inputs: [Property] = []
    /// Problems that do not stop the run, at the spec's lines.
    public var warnings: [Diagnostic] = []
    public var ui: UIFlavor
    public var tests: TestFramework
    public var access: AccessLevel
    public var target: String
    public var params: [String: TemplateValue]
    public var project: String
    public var author: String
    public var company: String
    public var header: Located<String>?
    /// The modules the routes build, each once, in the order of the routes that first open
    /// them.
    public var openedModules: [RouteDestination] {
        var seen: Set<String> = []
        return routes.indices.compactMap { index in
            guard let destination = routeDestinations[index], destination.builds,
                seen.insert(destination.module).inserted
            else { return nil }
            return destination
        }
    }

    /// Where the spec (or the config) names things, for diagnostics a template set raises
    /// after resolution.
    public var locations = Locations()

    public struct Locations: Sendable {
        public var module: SourceLocation?
        public var entityName: SourceLocation?
        public var viewModelName: SourceLocation?
        public var useCases: [SourceLocation?] = []
        public var routes: [SourceLocation?] = []
        /// Where each input is named.
        public var inputs: [SourceLocation?] = []
        /// Where `ui` and `tests` were set, in the spec or the config; `nil` for the command
        /// line and the defaults.
        public var ui: SourceLocation?
        public var tests: SourceLocation?
    }
}
