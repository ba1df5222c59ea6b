import Diagnostics

/// One module as a spec file describes it, before defaults are applied.
public struct ModuleSpec: Sendable {
    /// The file the spec was read from (or would be written to).
    public var path: String
    public var module: Located<String>
    public var architecture: Located<String>?
    public var entity: EntitySpec?
    public var viewModel: ViewModelSpec?
    public var useCases: [Located<FunctionSignature>]?
    public var routes: [Located<FunctionSignature>]?
    /// What the module's builder takes from a route that opens it (`inputs: {car: Car}`), in
    /// order.
    public var inputs: [PropertySpec]?
    public var ui: Located<UIFlavor>?
    public var tests: Located<TestFramework>?
    public var access: Located<AccessLevel>?
    public var params: [String: TemplateValue]
    /// The nouns the spec pins use cases' results to (`displayNames: {fetchCars: Cars}`).
    public var displayNames: [DisplayNamePin]?
    /// Problems found while reading the file; validation reports them with its own.
    public var problems: [Diagnostic] = []

    public init(
        path: String,
        module: Located<String>,
        architecture: Located<String>? = nil,
        entity: EntitySpec? = nil,
        viewModel: ViewModelSpec? = nil,
        useCases: [Located<FunctionSignature>]? = nil,
        routes: [Located<FunctionSignature>]? = nil,
        ui: Located<UIFlavor>? = nil,
        tests: Located<TestFramework>? = nil,
        access: Located<AccessLevel>? = nil,
        params: [String: TemplateValue] = [:]
    ) {
        self.path = path
        self.module = module
        self.architecture = architecture
        self.entity = entity
        self.viewModel = viewModel
        self.useCases = useCases
        self.routes = routes
        self.ui = ui
        self.tests = tests
        self.access = access
        self.params = params
    }
}

/// A use case whose result the spec displays as `noun` (`displayCars`), whatever noun its
/// name and the other use cases would give it.
public struct DisplayNamePin: Sendable {
    public var useCase: Located<String>
    public var noun: Located<String>

    public init(useCase: Located<String>, noun: Located<String>) {
        self.useCase = useCase
        self.noun = noun
    }
}

/// The model type a module is about.
public struct EntitySpec: Sendable {
    public var name: Located<String>?
    public var properties: [PropertySpec]?
    /// Named only (`entity: Car`): another spec of the app declares it, and this module uses
    /// that declaration instead of generating one.
    public var isShared: Bool

    public init(
        name: Located<String>? = nil, properties: [PropertySpec]? = nil, isShared: Bool = false
    ) {
        self.name = name
        self.properties = properties
        self.isShared = isShared
    }
}

/// A stored property: `name: Type`.
public struct PropertySpec: Sendable {
    public var name: Located<String>
    public var type: Located<TypeExpr>

    public init(name: Located<String>, type: Located<TypeExpr>) {
        self.name = name
        self.type = type
    }
}

/// What one displayed item shows.
public struct ViewModelSpec: Sendable {
    /// A view-model property: an entity property by name, or a new `name: Type`.
    public struct Property: Sendable {
        public var name: Located<String>
        public var type: Located<TypeExpr>?

        public init(name: Located<String>, type: Located<TypeExpr>? = nil) {
            self.name = name
            self.type = type
        }
    }

    public var name: Located<String>?
    public var properties: [Property]?

    public init(name: Located<String>? = nil, properties: [Property]? = nil) {
        self.name = name
        self.properties = properties
    }
}
