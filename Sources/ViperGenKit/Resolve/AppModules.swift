import Diagnostics

/// The app's modules as routes see them: what a route that opens one (`-> CarDetail`) must
/// know to build it. A run finds them among its own specs and the config's `modules`, the
/// first spec of a module name winning (two specs of one module are refused elsewhere).
public struct AppModules: Sendable {
    /// One module, as its spec and the run's defaults make it.
    public struct Module: Sendable {
        public var name: String
        public var architecture: String
        public var ui: UIFlavor
        public var tests: TestFramework
        public var access: AccessLevel
        /// What its builder takes from a route that opens it, in order.
        public var inputs: [PropertySpec]
        /// The modules its routes open, in the order of its routes.
        public var destinations: [String]
        /// Whether it has routes: then its screen has a router (or navigation) of its own.
        public var hasRoutes: Bool
        /// The spec, as diagnostics name it.
        public var specPath: String
    }

    var modules: [String: Module] = [:]
    /// The modules of the config's specs that cannot be read (named after their files): a
    /// route may open one, but what it takes and whether it is built are not known.
    public var unreadable: Set<String> = []

    public static let none = AppModules()

    init() {}

    /// The modules of `specs`, with `options`' defaults for what a spec leaves out.
    public init(_ specs: [ModuleSpec], options: GenerationOptions) {
        for spec in specs where modules[spec.module.value] == nil {
            modules[spec.module.value] = Module(
                name: spec.module.value,
                architecture: spec.architecture?.value ?? options.architecture,
                ui: spec.ui?.value ?? options.ui,
                tests: spec.tests?.value ?? options.tests,
                access: spec.access?.value ?? options.access,
                inputs: spec.inputs ?? [],
                destinations: (spec.routes ?? []).compactMap { $0.value.destination?.value },
                hasRoutes: !(spec.routes ?? []).isEmpty,
                specPath: spec.path
            )
        }
    }

    public subscript(name: String) -> Module? { modules[name] }

    /// Whether a route of a module of `architecture` and `ui` builds `destination` itself: a
    /// module of the same set and `ui`, with a screen to show. Another set's module is built
    /// another way, and a UIKit screen is not SwiftUI content; those routes say what they open
    /// and leave building it to the user.
    public static func builds(
        from architecture: String, ui: UIFlavor, to destination: Module
    ) -> Bool {
        ui != .none && destination.architecture == architecture && destination.ui == ui
    }

    /// Whether `module`'s routes build a module: then its builder takes what they need.
    public func opensModules(_ module: Module) -> Bool {
        module.destinations.contains { name in
            modules[name].map {
                Self.builds(from: module.architecture, ui: module.ui, to: $0)
            } ?? false
        }
    }
}

/// What a route that opens a module (`-> CarDetail`) builds.
public struct RouteDestination: Sendable, Equatable {
    /// One input of the destination's builder, and the route's parameter that supplies it.
    public struct Argument: Sendable, Equatable {
        /// The input's name, the label of the builder's parameter.
        public var input: String
        /// The route's parameter, by its name inside the route.
        public var parameter: String
        public var type: TypeExpr
    }

    public var module: String
    /// Whether the route builds it (see `AppModules.builds`); else the route only names it.
    public var builds: Bool
    public var arguments: [Argument]
    /// Whether the destination's tests are generated: then its test doubles (its service's
    /// spy) are there for the opener's tests to build it with.
    public var hasTests: Bool
    public var access: AccessLevel
    /// Whether the destination's own routes build modules: then its builder takes what they
    /// need too.
    public var opensModules: Bool
    /// Whether the destination has routes: then its screen has a router of its own.
    public var hasRoutes: Bool
}
