/// What the generator knows about a type: default values, sample values, conformances.
struct TypeKnowledge {
    /// Types declared by the module itself, with the expression that builds a sample of each.
    var moduleTypes: [String: String]
    /// Module types that are `Equatable`.
    var equatableModuleTypes: Set<String>
    /// The module's error for tests (`CarsTestError`), a sample of `any Error` in test code.
    var testErrorName: String?
    /// Module types with no sample here (an entity's own properties cannot sample the entity).
    var typesWithoutSamples: Set<String> = []

    /// What app code knows: no module types and no fixtures, so its values are the empty ones
    /// any code can write (`""`, `0`, `[]`, `nil`).
    static let appCode = TypeKnowledge(moduleTypes: [:], equatableModuleTypes: [])

    init(
        moduleTypes: [String: String],
        equatableModuleTypes: Set<String>,
        testErrorName: String? = nil,
        typesWithoutSamples: Set<String> = []
    ) {
        self.moduleTypes = moduleTypes
        self.equatableModuleTypes = equatableModuleTypes
        self.testErrorName = testErrorName
        self.typesWithoutSamples = typesWithoutSamples
    }

    static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    static let floatingTypes: Set<String> = [
        "Double", "Float", "CGFloat", "Decimal", "TimeInterval",
    ]
    static let foundationTypes: Set<String> = [
        "Date", "Data", "URL", "UUID", "Decimal", "TimeInterval", "Locale", "TimeZone", "Calendar",
        "IndexPath",
        "CharacterSet", "DateComponents", "Measurement", "NSNumber", "CGFloat", "AttributedString",
    ]
    static let equatableTypes: Set<String> =
        integerTypes.union(floatingTypes).union([
            "String", "Substring", "Character", "Bool", "Date", "Data", "URL", "UUID", "Locale",
            "TimeZone",
            "IndexPath", "DateComponents", "AttributedString",
        ])

    /// The value a stub returns until a test sets another: empty, zero or a module fixture.
    func defaultValue(of type: TypeExpr) -> String? {
        switch type {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .tuple(let elements):
            if elements.isEmpty { return "()" }
            let values = elements.compactMap { defaultValue(of: $0.type) }
            guard values.count == elements.count else { return nil }
            return "("
                + zip(elements, values).map { ($0.label.map { "\($0): " } ?? "") + $1 }.joined(
                    separator: ", ") + ")"
        case .named(let name, let generics):
            let base =
                name.hasPrefix("Swift.") || name.hasPrefix("Foundation.")
                ? String(name.split(separator: ".").last ?? "") : name
            if let sample = moduleTypes[base], generics.isEmpty { return sample }
            if base == "Set" || base == "Array" { return "[]" }
            if base == "Dictionary" { return "[:]" }
            if base == "Optional" { return "nil" }
            return generics.isEmpty ? Self.literalDefault(of: base) : nil
        case .function, .existential, .opaque, .composition:
            return nil
        }
    }

    /// A number for the sample named `name`: the same for the same name, and most likely
    /// another for another name, so that a test whose arguments are `page: 12, pageSize: 87`
    /// catches an implementation that swaps them or passes a constant. Between 2 and 999
    /// (101 for `small`, which an `Int8` holds); never 0 or 1, the values code starts with.
    static func sampleNumber(for name: String, small: Bool = false) -> Int {
        // FNV-1a over the name's UTF-8, which Swift's own hashing does not keep stable.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return 2 + Int(hash % (small ? 100 : 998))
    }

    /// A distinctive sample of `type` for fixtures and tests, seeded by a property name.
    func sampleValue(of type: TypeExpr, name: String) -> String? {
        switch type {
        case .optional(let wrapped): return sampleValue(of: wrapped, name: name) ?? "nil"
        case .array(let element):
            return sampleValue(of: element, name: name).map { "[\($0)]" } ?? "[]"
        case .named(let name0, let generics) where generics.isEmpty:
            switch name0 {
            case "String", "Substring": return "\"\(name)\""
            case "Character": return "\"\(name.first.map(String.init) ?? "a")\""
            case "Bool": return "true"
            case _ where Self.integerTypes.contains(name0) || Self.floatingTypes.contains(name0):
                return String(
                    Self.sampleNumber(for: name, small: ["Int8", "UInt8"].contains(name0)))
            case "URL": return "URL(fileURLWithPath: \"/\(name)\")"
            case "Date": return "Date(timeIntervalSince1970: 1)"
            case "Data": return "Data(\"\(name)\".utf8)"
            case "UUID": return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))"
            default: return defaultValue(of: type)
            }
        case .dictionary(let key, let value):
            // One entry, so a test that stubs it sees a value unlike the empty one code starts
            // with.
            guard let keySample = sampleValue(of: key, name: name), keySample != "nil",
                let valueSample = sampleValue(of: value, name: name)
            else { return defaultValue(of: type) }
            return "[\(keySample): \(valueSample)]"
        case .named("Result", let generics) where generics.count == 2:
            // A result that succeeded, with its value's sample.
            return sampleValue(of: generics[0], name: name).map { ".success(\($0))" }
        case .tuple(let elements) where elements.count > 1:
            let samples = elements.map { sampleValue(of: $0.type, name: $0.label ?? name) }
            guard samples.allSatisfy({ $0 != nil }) else { return defaultValue(of: type) }
            return "("
                + zip(elements, samples).map { element, sample in
                    (element.label.map { "\($0): " } ?? "") + (sample ?? "")
                }.joined(separator: ", ") + ")"
        default:
            return defaultValue(of: type)
        }
    }

    /// A sample for an entity property: as `sampleValue`; for a closure, one that ignores its
    /// arguments and returns an empty value; for a metatype, the type; for an existential of
    /// standard protocols, a string or the module's test error; and for a type the app declares
    /// (`Money`, `Status`), its `fixture()`, which by convention the app's test target
    /// provides, as it has the module's entity and view model fixtures.
    func propertySample(of type: TypeExpr, name: String) -> String? {
        if let sample = sampleValue(of: type, name: name) { return sample }
        switch type {
        case .function(let function):
            return closureSample(function)
        case .existential(let constraint):
            return existentialSample(constraint, name: name)
        case .composition:
            return existentialSample(type, name: name)
        case .named(let typeName, let generics) where generics.isEmpty:
            if let base = Self.metatypeBase(typeName) { return "\(base).self" }
            guard Self.isAppType(typeName), !typesWithoutSamples.contains(typeName) else {
                return nil
            }
            return "\(typeName).fixture()"
        case .named("Result", let generics) where generics.count == 2:
            // A result that succeeded, with its value's sample.
            return propertySample(of: generics[0], name: name).map { ".success(\($0))" }
        default:
            return nil
        }
    }

    /// `{}`, `{ _, _ in "" }`: a closure of the type that returns an empty value.
    private func closureSample(_ function: FunctionType) -> String? {
        var body = ""
        if !function.returnType.isVoid {
            guard let value = defaultValue(of: function.returnType) else { return nil }
            body = value
        }
        let arguments =
            function.parameters.isEmpty
            ? "" : function.parameters.map { _ in "_" }.joined(separator: ", ") + " in"
        let inside = [arguments, body].filter { !$0.isEmpty }.joined(separator: " ")
        return inside.isEmpty ? "{}" : "{ \(inside) }"
    }

    /// Standard protocols `String` conforms to: a string is a sample of an existential of them.
    static let protocolsOfString: Set<String> = [
        "Sendable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
        "StringProtocol",
    ]

    /// A value of `any P`, `any P & Q` or `any P.Type` for the standard protocols it knows.
    private func existentialSample(_ constraint: TypeExpr, name: String) -> String? {
        let parts: [TypeExpr]
        if case .composition(let members) = constraint {
            parts = members
        } else {
            parts = [constraint]
        }
        let names = parts.compactMap { part -> String? in
            guard case .named(let name, let generics) = part, generics.isEmpty else { return nil }
            return name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
        }
        guard names.count == parts.count else { return nil }
        if names.allSatisfy(Self.protocolsOfString.contains) { return "\"\(name)\"" }
        if names.count == 1, let base = Self.metatypeBase(names[0]),
            Self.protocolsOfString.contains(base)
        {
            return "String.self"
        }
        if let testErrorName, names.contains("Error"),
            names.allSatisfy({ $0 == "Error" || $0 == "Sendable" })
        {
            return "\(testErrorName).stubbed"
        }
        return nil
    }

    /// `Car` for `Car.Type` and `P` for `P.Protocol`; nil for other names.
    static func metatypeBase(_ name: String) -> String? {
        for suffix in [".Type", ".Protocol"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    static let standardTypesWithoutSamples: Set<String> = [
        "Duration", "Float16", "Float80", "Int128", "UInt128", "StaticString", "ObjectIdentifier",
        "AnyHashable",
        "Locale", "TimeZone", "Calendar", "CharacterSet", "DateComponents", "NSNumber",
        "AttributedString",
    ]

    /// The standard and Foundation types the generator reads by name (for samples, placeholders
    /// and conformances); a type of the module's own with one of these names would shadow it.
    static let standardTypeNames: Set<String> =
        integerTypes.union(floatingTypes).union(foundationTypes).union(equatableTypes).union(
            standardTypesWithoutSamples
        )
        .union([
            "String", "Substring", "Character", "Bool", "Void", "Set", "Array", "Dictionary",
            "Optional", "Never",
        ])

    /// Names of the standard library (types and the module itself) that need no import.
    static let standardLibraryNames: Set<String> = integerTypes.union([
        "Swift", "String", "Substring", "Character", "Unicode", "Bool", "Double", "Float",
        "Float16", "Float80",
        "Int128", "UInt128", "Array", "ContiguousArray", "Dictionary", "Set", "Optional", "Result",
        "Range",
        "ClosedRange", "Duration", "StaticString", "ObjectIdentifier", "AnyHashable", "Never",
        "Void",
    ])

    /// A type name that is neither the standard library's nor Foundation's: one the app declares.
    static func isAppType(_ name: String) -> Bool {
        !name.contains(".") && literalDefault(of: name) == nil && !foundationTypes.contains(name)
            && !standardTypesWithoutSamples.contains(name)
            && !SwiftNames.reservedTypes.contains(name)
            && SwiftNames.qualifiedStandardTypes[name] == nil
    }

    static func literalDefault(of name: String) -> String? {
        switch name {
        case "String", "Substring": "\"\""
        case "Character": "\" \""
        case "Bool": "false"
        case _ where integerTypes.contains(name) || floatingTypes.contains(name): "0"
        case "Date": "Date(timeIntervalSince1970: 0)"
        case "Data": "Data()"
        case "URL": "URL(fileURLWithPath: \"/\")"
        // Deterministic, so that a placeholder and the fixture that expects it agree.
        case "UUID": "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))"
        case "Void": "()"
        default: nil
        }
    }

    func isEquatable(_ type: TypeExpr) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped): return isEquatable(wrapped)
        case .dictionary(let key, let value): return isEquatable(key) && isEquatable(value)
        case .named(let name, let generics):
            let base = String(name.split(separator: ".").last ?? "")
            if ["Set", "Array", "Optional", "Dictionary"].contains(base) {
                return generics.allSatisfy(isEquatable)
            }
            return generics.isEmpty
                && (Self.equatableTypes.contains(base) || equatableModuleTypes.contains(base))
        case .tuple, .function, .existential, .opaque, .composition:
            return false
        }
    }
}

extension TypeExpr {
    /// Every named type this expression mentions, generic arguments included.
    var namedTypes: Set<String> {
        switch self {
        case .named(let name, let generics):
            return generics.reduce(into: [String(name.split(separator: ".").first ?? "")]) {
                $0.formUnion($1.namedTypes)
            }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped),
            .opaque(let wrapped):
            return wrapped.namedTypes
        case .dictionary(let key, let value):
            return key.namedTypes.union(value.namedTypes)
        case .tuple(let elements):
            return elements.reduce(into: []) { $0.formUnion($1.type.namedTypes) }
        case .function(let function):
            return function.parameters.reduce(into: function.returnType.namedTypes) {
                $0.formUnion($1.namedTypes)
            }
        case .composition(let parts):
            return parts.reduce(into: []) { $0.formUnion($1.namedTypes) }
        }
    }

    /// Whether a closure type without `@Sendable` appears anywhere in this type.
    var containsNonSendableFunction: Bool {
        switch self {
        case .function(let function): return !function.attributes.contains("@Sendable")
        case .named(_, let generics): return generics.contains { $0.containsNonSendableFunction }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped),
            .opaque(let wrapped):
            return wrapped.containsNonSendableFunction
        case .dictionary(let key, let value):
            return key.containsNonSendableFunction || value.containsNonSendableFunction
        case .tuple(let elements): return elements.contains { $0.type.containsNonSendableFunction }
        case .composition: return false
        }
    }

    /// The same type with the entity replaced by its view model where a presenter maps it:
    /// `Car`, `[Car]` and `Car?`.
    func mappedForDisplay(entity: String, viewModel: String) -> (
        type: TypeExpr, mapping: DisplayMapping
    ) {
        let entityType = TypeExpr.named(entity, generics: [])
        let viewModelType = TypeExpr.named(viewModel, generics: [])
        switch self {
        case entityType: return (viewModelType, .single)
        case .array(entityType): return (.array(viewModelType), .each)
        case .optional(entityType): return (.optional(viewModelType), .each)
        default: return (self, .none)
        }
    }
}

/// How a presenter turns a use case's result into what the view shows.
enum DisplayMapping: String {
    /// Shown as it is.
    case none
    /// One entity becomes one view model.
    case single
    /// Each element (of an array or optional) becomes a view model, via `map`.
    case each
}
