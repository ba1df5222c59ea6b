import Diagnostics

/// The names a template set's generated code uses for a module, which the spec's own names
/// must leave to it, as its manifest lists them (`reserved:`, `enumCases:`).
struct TemplateNames {
    /// The set's name, as messages give it.
    var set: String
    var members: Set<String>
    var parameters: Set<String>
    /// The locals its code declares, beside which an input is named in a builder.
    var locals: Set<String> = []
    /// What the set appends to each use case's and route's name for members of its own.
    var suffixes: [String]
    /// "use case", "route": the functions the set makes cases of a `Sendable` enum.
    var enumCaseKinds: Set<String>
    /// The types the set generates for the module, by name, each with the manifest's template
    /// of its name.
    var types: [String: String]
}

extension SpecRule {
    /// Names the spec chose that the set's generated code already uses.
    static func checkTemplateNames(
        _ module: ResolvedModule, names: TemplateNames, diagnostics: inout DiagnosticCollector
    ) {
        func located(_ functions: [FunctionSignature], _ locations: [SourceLocation?], kind: String)
            -> [(FunctionSignature, SourceLocation?, String)]
        {
            functions.indices.map { index in
                (functions[index], locations.indices.contains(index) ? locations[index] : nil, kind)
            }
        }
        let functions =
            located(module.useCases, module.locations.useCases, kind: "use case")
            + located(module.routes, module.locations.routes, kind: "route")
        // The members the set derives from each function's name, and whose they are.
        var derived: [String: String] = [:]
        for (function, _, _) in functions {
            for suffix in names.suffixes {
                derived[function.name + suffix] = function.name
            }
        }
        for (function, location, kind) in functions {
            if let owner = derived[function.name] {
                diagnostics.refuse(
                    .derivedMemberName(
                        name: function.name, owner: owner, kind: kind, set: names.set),
                    at: location)
            }
            if names.enumCaseKinds.contains(kind) {
                checkEnumCase(
                    function, kind: kind, set: names.set, at: location, diagnostics: &diagnostics)
            }
            if names.members.contains(function.name) {
                diagnostics.refuse(
                    .templateMemberName(name: function.name, kind: kind, set: names.set),
                    at: location)
            }
            for parameter in function.parameters where names.parameters.contains(parameter.name) {
                diagnostics.refuse(
                    .templateParameterName(
                        parameter: parameter.name, function: function.name, kind: kind,
                        set: names.set),
                    at: location)
            }
        }
        // Inputs are stored beside the set's own members and the module's functions, and
        // passed beside the set's parameters and locals.
        let taken = names.members.union(names.parameters).union(names.locals).union(
            functions.map(\.0.name))
        for (index, input) in module.inputs.enumerated() where taken.contains(input.name) {
            let locations = module.locations.inputs
            diagnostics.refuse(
                .templateInputName(name: input.name, set: names.set),
                at: locations.indices.contains(index) ? locations[index] : module.locations.module)
        }
        let named = [
            (module.entityName, module.locations.entityName, "entity"),
            (module.viewModelName, module.locations.viewModelName, "view model"),
        ]
        for (name, location, what) in named where names.types[name] != nil {
            diagnostics.refuse(
                .templateTypeName(what: what, name: name, set: names.set), at: location)
        }
        // A type named after the module would take the place of a standard or framework type
        // generated code names without its module, in every module of the app's target, and
        // would be ambiguous in tests beside an imported one.
        for (name, template) in names.types.sorted(by: { $0.key < $1.key })
        where template.contains("{{ module }}") {
            let framework = SwiftNames.frameworkTypesGeneratedCodeNames[name]
            if framework != nil || SwiftNames.reservedTypes.contains(name) {
                diagnostics.refuse(
                    .moduleNameOfFrameworkType(
                        module: module.name, type: name, owner: framework, set: names.set),
                    at: module.locations.module)
            } else if let owner = ImportedTypeNames.owner(of: name, tests: module.tests) {
                diagnostics.refuse(
                    .moduleNameOfImportedType(
                        module: module.name, type: name, owner: owner, set: names.set),
                    at: module.locations.module)
            }
        }
    }

    /// A function the set makes a case of a `Sendable` enum: its associated values need
    /// distinct labels and must be Sendable.
    private static func checkEnumCase(
        _ function: FunctionSignature, kind: String, set: String, at location: SourceLocation?,
        diagnostics: inout DiagnosticCollector
    ) {
        var labels: Set<String> = []
        var repeated: Set<String> = []
        for label in function.parameters.compactMap(\.label)
        where !labels.insert(label).inserted && repeated.insert(label).inserted {
            diagnostics.refuse(
                .repeatedEnumCaseLabel(label: label, function: function.name, kind: kind, set: set),
                at: location)
        }
        for parameter in function.parameters where parameter.type.containsNonSendableFunction {
            diagnostics.refuse(
                .nonSendableEnumCaseClosure(
                    parameter: parameter.name, function: function.name, kind: kind, set: set),
                at: location)
        }
    }
}
