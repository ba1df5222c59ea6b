import Diagnostics

/// Which of the module's own types (the entity, the view model) must be `Hashable`: those a
/// `Set` holds or a dictionary is keyed by somewhere in the spec. Each must then have only
/// properties known to be Hashable; a type that can never be (a tuple, a closure, an
/// existential) is refused as an element or key.
enum HashableModuleTypes {
    /// A type written in the spec, where, and how a message names it.
    struct Use {
        var type: TypeExpr
        var place: SpecRule.Place
        var location: SourceLocation?
    }

    /// The module types that must be Hashable; problems go to `diagnostics`.
    static func resolve(
        uses: [Use],
        properties: [String: [ResolvedModule.Property]],
        diagnostics: inout DiagnosticCollector
    ) -> Set<String> {
        var required: [String: Use] = [:]
        var order: [String] = []
        for use in uses {
            for key in use.type.hashedTypes {
                switch requirement(of: key, moduleTypes: Set(properties.keys)) {
                case .never(let part):
                    diagnostics.refuse(
                        .notHashable(use.place, use.type, part: part), at: use.location)
                case .needs(let names):
                    for name in names where required[name] == nil {
                        required[name] = use
                        order.append(name)
                    }
                case .trusted:
                    break
                }
            }
        }
        // A required type's properties of the module's other type make that one required too.
        var index = 0
        var refused: Set<String> = []
        while index < order.count {
            let name = order[index]
            index += 1
            guard let use = required[name] else { continue }
            for property in properties[name] ?? [] {
                let hashability = knownHashability(
                    of: property.type, moduleTypes: Set(properties.keys))
                switch hashability {
                case .needs(let names):
                    for other in names where required[other] == nil {
                        required[other] = use
                        order.append(other)
                    }
                case .never(let part), .trusted(let part):
                    if refused.insert(name).inserted {
                        let isNever = if case .never = hashability { true } else { false }
                        diagnostics.refuse(
                            .propertyNotHashable(
                                use.place, use.type, name: name, property: property.name,
                                propertyType: property.type, part: part, isNever: isNever),
                            at: use.location)
                    }
                }
            }
        }
        return Set(order).subtracting(refused)
    }

    private enum Requirement {
        /// Hashable once these module types are.
        case needs(Set<String>)
        /// Never Hashable, because of this part.
        case never(TypeExpr)
        /// A type the app declares; the app makes it Hashable.
        case trusted
    }

    /// What it takes for `type`, written as a Set element or dictionary key, to be Hashable.
    private static func requirement(of type: TypeExpr, moduleTypes: Set<String>) -> Requirement {
        switch type {
        case .optional(let wrapped), .array(let wrapped):
            return requirement(of: wrapped, moduleTypes: moduleTypes)
        case .dictionary(let key, let value):
            return combine([key, value].map { requirement(of: $0, moduleTypes: moduleTypes) })
        case .named(let name, let generics):
            if moduleTypes.contains(name) { return .needs([name]) }
            if TypeKnowledge.metatypeBase(name) != nil || neverHashable.contains(name) {
                return .never(type)
            }
            return combine(generics.map { requirement(of: $0, moduleTypes: moduleTypes) })
        case .tuple, .function, .existential, .opaque, .composition:
            return .never(type)
        }
    }

    private static func combine(_ requirements: [Requirement]) -> Requirement {
        var names: Set<String> = []
        for requirement in requirements {
            switch requirement {
            case .never: return requirement
            case .needs(let more): names.formUnion(more)
            case .trusted: break
            }
        }
        return names.isEmpty ? .trusted : .needs(names)
    }

    private enum Hashability {
        /// Hashable once these module types are (none: Hashable).
        case needs(Set<String>)
        case never(TypeExpr)
        /// Not known to be: a type the app declares.
        case trusted(TypeExpr)
    }

    /// Whether a property of this type lets a synthesized `Hashable` conformance compile.
    private static func knownHashability(of type: TypeExpr, moduleTypes: Set<String>) -> Hashability
    {
        var parts: [TypeExpr] = []
        switch type {
        case .optional(let wrapped), .array(let wrapped):
            parts = [wrapped]
        case .dictionary(let key, let value):
            parts = [key, value]
        case .named(let name, let generics):
            let base =
                name.hasPrefix("Swift.") || name.hasPrefix("Foundation.")
                ? String(name.split(separator: ".").last ?? "") : name
            if moduleTypes.contains(name) { return .needs([name]) }
            if ["Set", "Array", "Optional", "Dictionary"].contains(base) {
                parts = generics
            } else if generics.isEmpty, TypeKnowledge.equatableTypes.contains(base) {
                return .needs([])
            } else if TypeKnowledge.metatypeBase(name) != nil || neverHashable.contains(base) {
                return .never(type)
            } else {
                return .trusted(type)
            }
        case .tuple, .function, .existential, .opaque, .composition:
            return .never(type)
        }
        var names: Set<String> = []
        for part in parts {
            switch knownHashability(of: part, moduleTypes: moduleTypes) {
            case .needs(let more): names.formUnion(more)
            case let other: return other
            }
        }
        return .needs(names)
    }

    /// Standard types that are not Hashable.
    static let neverHashable: Set<String> = ["Any", "AnyObject", "Void", "StaticString"]
}

extension TypeExpr {
    /// The types this one uses as Set elements or dictionary keys, outside in.
    var hashedTypes: [TypeExpr] {
        var found: [TypeExpr] = []
        _ = contains { type in
            switch type {
            case .dictionary(let key, _):
                found.append(key)
            case .named(let name, let generics):
                let base = name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
                if base == "Set" || base == "Dictionary", let first = generics.first {
                    found.append(first)
                }
            default:
                break
            }
            return false
        }
        return found
    }
}
