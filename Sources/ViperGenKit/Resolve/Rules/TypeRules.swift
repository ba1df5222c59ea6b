/// Types the signature parser accepts as Swift but generated code cannot use: generated code
/// stores every value of a spec (in Sendable entities, test doubles, requests and streams),
/// passes it from one layer to the next and between actors, and stubs every result. Each
/// refusal is a `SpecRule` that says why and what to write instead.
enum TypeRules {
    /// Why `type`, written at `place`, cannot be generated, or nil when it can. `declared` are
    /// the types the module declares, which the spec means where it names them.
    static func problem(with type: TypeExpr, at place: SpecRule.Place, declared: Set<String> = [])
        -> SpecRule?
    {
        if type.contains(where: { if case .opaque = $0 { true } else { false } }) {
            return .opaqueType(place, type)
        }
        if type.contains(where: \.isSelf) {
            return .selfType(place, type)
        }
        if type.isNever {
            return .neverType(place, type)
        }
        if let empty = type.nestedEmptyType {
            return .nestedEmptyType(place, type, empty: empty)
        }
        if let shadowed = type.genericUseOfDeclared(declared) {
            return .genericModuleType(place, type, name: shadowed)
        }
        if let part = type.nonSendableStandardType(declared: declared) {
            return .nonSendableType(place, type, part: part)
        }
        if case .parameter(let name, _, _) = place, case .function(var function) = type {
            if function.attributes.contains("@autoclosure") {
                return .autoclosureParameter(
                    place, type, parameter: name, result: function.returnType)
            }
            if !function.attributes.contains("@escaping") {
                function.attributes.insert("@escaping", at: 0)
                return .nonEscapingClosure(place, type, escaping: .function(function))
            }
        }
        return nil
    }

    /// Standard and Foundation types that Swift 6 does not consider Sendable (checked with
    /// swiftc 6.3 on Linux), or that a value cannot hold at all (spans). A type the app
    /// declares is the app's to make Sendable.
    static let nonSendableTypes: Set<String> = [
        "Any", "AnyObject", "AnyHashable", "AnyIndex", "AnyKeyPath", "PartialKeyPath", "KeyPath",
        "WritableKeyPath",
        "ReferenceWritableKeyPath", "AnySequence", "AnyIterator", "AnyCollection",
        "AnyBidirectionalCollection",
        "AnyRandomAccessCollection", "Mirror", "Unmanaged", "ManagedBuffer", "ManagedBufferPointer",
        "OpaquePointer",
        "CVaListPointer", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer",
        "UnsafeMutableRawPointer",
        "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
        "UnsafeMutableRawBufferPointer",
        "AutoreleasingUnsafeMutablePointer", "Span", "RawSpan", "MutableSpan", "MutableRawSpan",
        "OutputSpan",
        "OutputRawSpan", "UTF8Span",
        // Foundation
        "NSObject", "NSString", "NSMutableString", "NSArray", "NSMutableArray", "NSDictionary",
        "NSMutableDictionary",
        "NSSet", "NSMutableSet", "NSCountedSet", "NSOrderedSet", "NSMutableOrderedSet", "NSData",
        "NSMutableData",
        "NSAttributedString", "NSMutableAttributedString", "NSCharacterSet",
        "NSMutableCharacterSet", "NSIndexSet",
        "NSMutableIndexSet", "NSIndexPath", "NSCalendar", "NSTimeZone", "NSDateComponents",
        "NSPredicate",
        "NSCompoundPredicate", "NSComparisonPredicate", "NSExpression", "NSSortDescriptor",
        "NSNotification",
        "NSCoder", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSEnumerator", "NSMeasurement",
        "NSPersonNameComponents",
        "NSTextCheckingResult", "NSOrthography", "NSURLComponents", "NSURLRequest",
        "NSMutableURLRequest",
        "NSAffineTransform", "NSZone", "Notification", "NotificationQueue", "Formatter",
        "ByteCountFormatter",
        "EnergyFormatter", "LengthFormatter", "MassFormatter", "ISO8601DateFormatter",
        "JSONSerialization",
        "PropertyListSerialization", "InputStream", "OutputStream", "Stream", "Port", "PortMessage",
        "SocketPort",
        "Host", "RunLoop", "Scanner", "Thread", "Timer", "UserDefaults", "URLProtocol",
        "URLResourceValues",
        "PredicateBindings", "PredicateExpressions", "AttributeScopes", "AttributeDynamicLookup",
        "CurrencyFormatStyleConfiguration", "DescriptiveNumberFormatConfiguration",
        "NumberFormatStyleConfiguration",
    ]

    /// Standard protocols that do not refine `Sendable`: an existential of only these
    /// (`any Hashable`) is not Sendable.
    static let nonSendableProtocols: Set<String> = [
        "Any", "AnyObject", "Hashable", "Equatable", "Comparable", "Codable", "Encodable",
        "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
        "StringProtocol",
        "Identifiable", "Sequence", "Collection", "Numeric", "BinaryInteger", "FloatingPoint",
        "CaseIterable",
        "RawRepresentable", "OptionSet", "Strideable",
    ]
}

extension TypeExpr {
    /// Whether this type or one inside it (a generic argument, an element, a closure's
    /// parameter or result) satisfies `predicate`.
    func contains(where predicate: (TypeExpr) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch self {
        case .named(_, let generics): return generics.contains { $0.contains(where: predicate) }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped),
            .opaque(let wrapped):
            return wrapped.contains(where: predicate)
        case .dictionary(let key, let value):
            return key.contains(where: predicate) || value.contains(where: predicate)
        case .tuple(let elements): return elements.contains { $0.type.contains(where: predicate) }
        case .function(let function):
            return function.parameters.contains { $0.contains(where: predicate) }
                || function.returnType.contains(where: predicate)
        case .composition(let parts): return parts.contains { $0.contains(where: predicate) }
        }
    }

    /// `Self`, or a name inside it (`Self.Element`, `Self.Type`).
    var isSelf: Bool {
        guard case .named(let name, _) = self else { return false }
        return name == "Self" || name.hasPrefix("Self.")
    }

    /// `Never` or `Swift.Never`.
    /// `Void`, `()` or `Never` inside this type as an optional's, a collection's or a tuple's
    /// element, but not in a closure, where they mean "returns nothing", nor as another
    /// generic's argument (`Result<Void, any Error>` is a result without a value).
    var nestedEmptyType: TypeExpr? {
        func inside(_ type: TypeExpr) -> TypeExpr? {
            if type.isVoid || type.isNever { return type }
            return type.nestedEmptyType
        }
        switch self {
        case .named(let name, let generics):
            let containers: Set<String> = [
                "Optional", "Array", "Set", "Dictionary", "ContiguousArray",
            ]
            guard containers.contains(name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name)
            else {
                return generics.lazy.compactMap(\.nestedEmptyType).first
            }
            return generics.lazy.compactMap(inside).first
        case .optional(let wrapped), .array(let wrapped): return inside(wrapped)
        case .dictionary(let key, let value): return inside(key) ?? inside(value)
        case .tuple(let elements): return elements.lazy.compactMap { inside($0.type) }.first
        case .function, .existential, .opaque, .composition: return nil
        }
    }

    var isNever: Bool {
        guard case .named(let name, let generics) = self, generics.isEmpty else { return false }
        return name == "Never" || name == "Swift.Never"
    }

    /// A name among `declared` (the module's own types) written with generic arguments
    /// (`Result<[Car], any Error>` in a module whose entity is `Result`), which the spec meant
    /// as the standard type of that name.
    func genericUseOfDeclared(_ declared: Set<String>) -> String? {
        switch self {
        case .named(let name, let generics):
            if !generics.isEmpty, declared.contains(name) { return name }
            return generics.lazy.compactMap { $0.genericUseOfDeclared(declared) }.first
        case .optional(let wrapped), .array(let wrapped):
            return wrapped.genericUseOfDeclared(declared)
        case .dictionary(let key, let value):
            return key.genericUseOfDeclared(declared) ?? value.genericUseOfDeclared(declared)
        case .tuple(let elements):
            return elements.lazy.compactMap { $0.type.genericUseOfDeclared(declared) }.first
        case .function(let function):
            return (function.parameters + [function.returnType]).lazy.compactMap {
                $0.genericUseOfDeclared(declared)
            }.first
        default:
            return nil
        }
    }

    /// The first standard type in this value that is not Sendable, looking through optionals,
    /// collections, generic arguments and tuples, but not into closures (a `@Sendable` closure
    /// is Sendable whatever it takes) or metatypes (`Any.Type` is Sendable). A name in
    /// `declared` is the module's own type, not the standard one, unless written qualified.
    func nonSendableStandardType(declared: Set<String>) -> TypeExpr? {
        switch self {
        case .named(let name, let generics):
            let base =
                name.hasPrefix("Swift.") || name.hasPrefix("Foundation.")
                ? String(name.split(separator: ".").last ?? "") : name
            if TypeRules.nonSendableTypes.contains(base),
                name.contains(".") || !declared.contains(name)
            {
                return self
            }
            return generics.lazy.compactMap { $0.nonSendableStandardType(declared: declared) }.first
        case .optional(let wrapped), .array(let wrapped):
            return wrapped.nonSendableStandardType(declared: declared)
        case .dictionary(let key, let value):
            return key.nonSendableStandardType(declared: declared)
                ?? value.nonSendableStandardType(declared: declared)
        case .tuple(let elements):
            return elements.lazy.compactMap { $0.type.nonSendableStandardType(declared: declared) }
                .first
        case .existential(let constraint):
            let parts: [TypeExpr]
            if case .composition(let members) = constraint {
                parts = members
            } else {
                parts = [constraint]
            }
            let isStandard = parts.allSatisfy { part in
                guard case .named(let name, let generics) = part, generics.isEmpty else {
                    return false
                }
                return TypeRules.nonSendableProtocols.contains(name)
            }
            return isStandard ? self : nil
        case .composition, .function, .opaque:
            return nil
        }
    }

    /// The names among `names` that a value of this type holds inline: itself, through
    /// optionals, tuples and `Result`, but not the elements of arrays, sets and dictionaries
    /// (stored apart) nor what closures capture.
    func inlineTypes(among names: Set<String>) -> Set<String> {
        switch self {
        case .named(let name, let generics):
            if names.contains(name) { return [name] }
            let base = name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
            guard base == "Optional" || base == "Result" else { return [] }
            return generics.reduce(into: []) { $0.formUnion($1.inlineTypes(among: names)) }
        case .optional(let wrapped):
            return wrapped.inlineTypes(among: names)
        case .tuple(let elements):
            return elements.reduce(into: []) { $0.formUnion($1.type.inlineTypes(among: names)) }
        case .array, .dictionary, .function, .existential, .opaque, .composition:
            return []
        }
    }

    /// The same type with `some` written `any`.
    var replacingOpaque: TypeExpr {
        mapped { if case .opaque(let constraint) = $0 { .existential(constraint) } else { nil } }
    }

    /// The same type with every occurrence of `part` replaced.
    func replacing(_ part: TypeExpr, with replacement: TypeExpr) -> TypeExpr {
        mapped { $0 == part ? replacement : nil }
    }

    /// The type with each part `transform` returns a replacement for replaced, outside in.
    func mapped(_ transform: (TypeExpr) -> TypeExpr?) -> TypeExpr {
        if let replacement = transform(self) { return replacement }
        switch self {
        case .named(let name, let generics):
            return .named(name, generics: generics.map { $0.mapped(transform) })
        case .optional(let wrapped): return .optional(wrapped.mapped(transform))
        case .array(let element): return .array(element.mapped(transform))
        case .dictionary(let key, let value):
            return .dictionary(key: key.mapped(transform), value: value.mapped(transform))
        case .tuple(let elements):
            return .tuple(
                elements.map { TupleElement(label: $0.label, type: $0.type.mapped(transform)) })
        case .function(var function):
            function.parameters = function.parameters.map { $0.mapped(transform) }
            function.returnType = function.returnType.mapped(transform)
            return .function(function)
        case .existential(let constraint): return .existential(constraint.mapped(transform))
        case .opaque(let constraint): return .opaque(constraint.mapped(transform))
        case .composition(let parts): return .composition(parts.map { $0.mapped(transform) })
        }
    }
}
