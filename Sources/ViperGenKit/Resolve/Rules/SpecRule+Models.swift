import Diagnostics

/// The module's own types, the entity and the view model: the types of their properties,
/// and what they hold.
extension SpecRule {
    /// A stored property's type must be one generated code can hold (see `TypeRules`), and a
    /// stored closure `@Sendable`, because entities and view models are `Sendable` values.
    static func checkPropertyType(
        _ type: Located<TypeExpr>,
        of property: String,
        declared: Set<String>,
        diagnostics: inout DiagnosticCollector
    ) {
        if type.value.containsNonSendableFunction {
            diagnostics.refuse(.nonSendableStoredClosure(type: type.value), at: type.location)
        }
        if let problem = TypeRules.problem(
            with: type.value, at: .property(name: property), declared: declared)
        {
            diagnostics.refuse(problem, at: type.location)
        }
    }

    /// The entity and view model are structs, which hold their properties inline: neither may
    /// contain itself, directly, through an optional or a tuple, or through the other.
    static func checkInlineRecursion(
        _ spec: ModuleSpec,
        entity: (name: String, properties: [ResolvedModule.Property]),
        viewModel: (name: String, properties: [ResolvedModule.Property]),
        diagnostics: inout DiagnosticCollector
    ) {
        let moduleTypes: Set<String> = [entity.name, viewModel.name]
        // Keyed by name, and the two may share one (a spec that names its view model like its
        // entity is refused elsewhere, and must not stop this check).
        var holds: [String: Set<String>] = [:]
        for (name, properties) in [entity, viewModel] {
            holds[name, default: []].formUnion(
                properties.reduce(into: Set<String>()) {
                    $0.formUnion($1.type.inlineTypes(among: moduleTypes))
                })
        }
        func reaches(_ owner: String, from start: Set<String>) -> Bool {
            var seen: Set<String> = []
            var queue = Array(start)
            while let next = queue.popLast() {
                if next == owner { return true }
                if seen.insert(next).inserted { queue.append(contentsOf: holds[next] ?? []) }
            }
            return false
        }
        // Each property where the spec writes its type, with the types that hold it (the view
        // model holds the entity properties it copies).
        var written: [(name: String, type: Located<TypeExpr>, owners: [String])] = []
        let copied = Set(viewModel.properties.map(\.name)).subtracting(
            (spec.viewModel?.properties ?? []).compactMap { $0.type == nil ? nil : $0.name.value })
        for property in spec.entity?.properties ?? [] {
            written.append(
                (
                    property.name.value, property.type,
                    copied.contains(property.name.value)
                        ? [entity.name, viewModel.name] : [entity.name]
                ))
        }
        for property in spec.viewModel?.properties ?? [] {
            guard let type = property.type else { continue }
            written.append((property.name.value, type, [viewModel.name]))
        }
        for (name, type, owners) in written {
            let held = type.value.inlineTypes(among: moduleTypes)
            guard let owner = owners.first(where: { reaches($0, from: held) }) else { continue }
            diagnostics.refuse(
                .inlineRecursion(property: name, type: type.value, owner: owner), at: type.location)
        }
    }
}
