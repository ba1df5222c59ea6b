import Diagnostics

/// A value read from an input file, with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation?
    /// For text read from a YAML scalar whose problems are found later, inside it (the
    /// config's header, and the template tags in it): where each of its characters is written.
    public var places: ValuePlaces?

    public init(_ value: Value, at location: SourceLocation?) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}

extension Located where Value == String {
    /// Where the character at `line` and `column` of the text is written (1-based, lines
    /// ending at line feeds, columns counted in Characters, as template tags are placed):
    /// exactly where the text's places are known, else where the text starts.
    public func location(line: Int, column: Int) -> SourceLocation? {
        places?.location(line: line, column: column, in: value) ?? location
    }

    /// Where the Unicode scalar at `offset` of the text is written: exactly where the text's
    /// places are known, else where the text starts.
    public func location(ofScalar offset: Int) -> SourceLocation? {
        places?.location(ofScalar: offset) ?? location
    }
}

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
    public var ui: Located<UIFlavor>?
    public var tests: Located<TestFramework>?
    public var access: Located<AccessLevel>?
    public var params: [String: TemplateValue]
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

/// The view layer a module is written for.
public enum UIFlavor: String, Sendable, CaseIterable {
    case uikit
    case swiftui
    case none
}

/// The test framework of generated tests.
public enum TestFramework: String, Sendable, CaseIterable {
    case swiftTesting = "swift-testing"
    case xctest
    case none
}

/// The access level of a module's API.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`
    case `public`
}

/// A free value from `params:`, handed to templates as it is.
public indirect enum TemplateValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([TemplateValue])
    case dictionary([String: TemplateValue])
    case null

    /// The value as Stencil sees it.
    var stencilValue: Any {
        switch self {
        case .string(let value): value
        case .int(let value): value
        case .double(let value): value
        case .bool(let value): value
        case .array(let values): values.map(\.stencilValue)
        case .dictionary(let values): values.mapValues(\.stencilValue)
        case .null: Optional<Any>.none as Any
        }
    }
}
