/// A Swift type expression as written in a spec.
public indirect enum TypeExpr: Sendable, Equatable {
    /// `Int`, `Foundation.Date`, `Result<Car, any Error>`, `Car.Type`: the dotted path is kept in the name.
    case named(String, generics: [TypeExpr])
    /// `T?`
    case optional(TypeExpr)
    /// `[T]`
    case array(TypeExpr)
    /// `[K: V]`
    case dictionary(key: TypeExpr, value: TypeExpr)
    /// `(Int, name: String)`; `()` is the empty tuple, `Void`.
    case tuple([TupleElement])
    /// `@Sendable (Int) async throws -> Bool`
    case function(FunctionType)
    /// `any P`, or `any P & Q` around a composition.
    case existential(TypeExpr)
    /// `some P`
    case opaque(TypeExpr)
    /// `P & Q`
    case composition([TypeExpr])
}

/// One element of a tuple type.
public struct TupleElement: Sendable, Equatable {
    public var label: String?
    public var type: TypeExpr

    public init(label: String?, type: TypeExpr) {
        self.label = label
        self.type = type
    }
}

/// A closure type: `@Sendable (Int) async throws -> Bool`.
public struct FunctionType: Sendable, Equatable {
    /// `@Sendable`, `@escaping`, `@MainActor`, `@autoclosure`, in source order.
    public var attributes: [String]
    public var parameters: [TypeExpr]
    public var isAsync: Bool
    public var isThrows: Bool
    public var returnType: TypeExpr
}

/// One parameter of a function signature.
public struct SignatureParameter: Sendable, Equatable {
    /// The argument label; `nil` when written `_`. With one name written, label and name are equal.
    public var label: String?
    /// The internal name, without backticks.
    public var name: String
    public var type: TypeExpr
    public var isInout: Bool
    public var isVariadic: Bool
    /// Canonical text of a validated default value.
    public var defaultValue: String?
    /// The names the default value starts from, in order: `Locale` in `Locale.current`,
    /// `Foundation` in `Foundation.URL(string: "x")!`. Generated code must be able to see them.
    public var defaultValueNames: [String] = []
}

/// A function signature as written in a spec, without `func`.
public struct FunctionSignature: Sendable, Equatable {
    /// The function name, without backticks.
    public var name: String
    public var parameters: [SignatureParameter]
    public var isAsync: Bool
    public var isThrows: Bool
    /// `nil` when the function returns nothing (no `->`, `Void` or `()`).
    public var returnType: TypeExpr?
    /// For a use case, whether its spec calls it a command (`command: …`) or a query
    /// (`query: …`); nil when it says neither and the name decides.
    public var isDeclaredCommand: Bool? = nil
    /// For a use case, the noun its spec pins its result's display to (`displayNames:`),
    /// instead of the one derived from its name.
    public var displayName: String? = nil
    /// For a route, the module it opens, as its spec names it after `->` (`showCarDetail(for
    /// car: Car) -> CarDetail`); nil for a route that names none, and for every use case.
    public var destination: Located<String>? = nil
}

/// Why a signature or type could not be parsed, and where (an offset in Unicode scalars).
public struct SwiftSignatureError: Error, Sendable, Equatable {
    /// What is wrong and what was expected: "expected ':' after parameter name 'car', found ')'".
    public var message: String
    /// Where the problem is, in Unicode scalars from the start of the text; the length of the text
    /// when the text ended too early.
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

extension TypeExpr {
    /// A closure type, or an optional of one.
    var isFunctionValued: Bool {
        switch self {
        case .function: true
        case .optional(let wrapped): wrapped.isFunctionValued
        default: false
        }
    }
}

extension TypeExpr {
    /// The type as a parameter that is stored: a closure `@escaping`.
    var asParameter: String {
        isFunction ? "@escaping \(self)" : description
    }

    /// The type without a top-level `@escaping`, as a stored property must be written.
    var withoutEscaping: TypeExpr {
        guard case .function(var function) = self else { return self }
        function.attributes.removeAll { $0 == "@escaping" }
        return .function(function)
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var isFunction: Bool {
        if case .function = self { return true }
        return false
    }

    var isTupleOrFunction: Bool {
        switch self {
        case .tuple, .function: true
        default: false
        }
    }
}

extension TypeExpr {
    /// The type as Swift means it, for comparing two spellings: `Array<T>`, `Optional<T>` and
    /// `Dictionary<K, V>` as their sugar, and standard types without `Swift.` or
    /// `Foundation.` before them. A type alias is not known, and stays a type of its own.
    var meaning: TypeExpr {
        switch self {
        case .named(let name, let generics):
            var bare = name
            for module in ["Swift.", "Foundation."] where bare.hasPrefix(module) {
                bare.removeFirst(module.count)
            }
            let arguments = generics.map(\.meaning)
            switch (bare, arguments.count) {
            case ("Array", 1): return .array(arguments[0])
            case ("Optional", 1): return .optional(arguments[0])
            case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
            default: return .named(bare.contains(".") ? name : bare, generics: arguments)
            }
        case .optional(let wrapped): return .optional(wrapped.meaning)
        case .array(let element): return .array(element.meaning)
        case .dictionary(let key, let value):
            return .dictionary(key: key.meaning, value: value.meaning)
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.meaning) })
        case .existential(let inner): return .existential(inner.meaning)
        case .opaque(let inner): return .opaque(inner.meaning)
        case .composition(let parts): return .composition(parts.map(\.meaning))
        case .function: return self
        }
    }
}
