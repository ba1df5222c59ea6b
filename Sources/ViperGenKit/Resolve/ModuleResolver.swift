import Diagnostics

/// Applies defaults to a `ModuleSpec` and checks every rule, reporting all problems at once.
public enum ModuleResolver {
    /// `viewModelSuffix` names the default view model: the entity's name followed by it
    /// (the template set's choice, `ViewModel` unless its manifest says otherwise).
    /// `shared` holds the entities other specs declare, for a spec that names one
    /// (`entity: Car`).
    public static func resolve(
        _ spec: ModuleSpec,
        options: GenerationOptions,
        viewModelSuffix: String = "ViewModel",
        shared: SharedModels = .none
    ) throws(DiagnosticsError) -> ResolvedModule {
        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: spec.problems)
        let moduleName = spec.module.value
        checkModuleName(spec.module, diagnostics: &diagnostics)
        let moduleNameIsValid = !diagnostics.hasErrors

        let entityName =
            spec.entity?.name ?? Located(Inflector.singular(moduleName), at: spec.module.location)
        let tests = spec.tests?.value ?? options.tests
        let access = spec.access?.value ?? options.access
        var entityNameProblems = DiagnosticCollector()
        if spec.entity?.name != nil || moduleNameIsValid {
            let what =
                spec.entity?.name == nil
                ? "entity name (derived from the module name; set 'entity: name:')" : "entity name"
            checkTypeName(entityName, what: what, diagnostics: &entityNameProblems)
            checkModelTypeName(
                entityName, what: what, module: moduleName, diagnostics: &entityNameProblems)
        }
        let entityNameIsValid = !entityNameProblems.hasErrors
        // The types this module declares: the spec means them where it names them, whatever
        // a standard type of the same name is (an entity `Notification` is the app's, and Sendable).
        let declared = Set([
            entityName.value, spec.viewModel?.name?.value ?? entityName.value + viewModelSuffix,
        ])
        diagnostics.append(contentsOf: entityNameProblems.diagnostics)
        let sharedEntity =
            spec.entity?.isShared == true && entityNameIsValid
            ? lookUpSharedEntity(
                entityName, in: shared, tests: tests, access: access, diagnostics: &diagnostics)
            : nil
        let entityProperties =
            spec.entity?.isShared == true
            ? sharedEntity?.properties ?? []
            : resolveEntityProperties(
                spec.entity?.properties, declared: declared, diagnostics: &diagnostics)

        // A module that shares an entity shares its view model too, unless it has its own.
        let sharesViewModel = spec.entity?.isShared == true && spec.viewModel == nil
        let viewModelName =
            sharesViewModel
            ? Located(
                sharedEntity?.viewModelName ?? entityName.value + viewModelSuffix,
                at: entityName.location)
            : spec.viewModel?.name
                ?? Located(entityName.value + viewModelSuffix, at: entityName.location)
        if spec.viewModel?.name != nil {
            checkTypeName(viewModelName, what: "view model name", diagnostics: &diagnostics)
            checkModelTypeName(
                viewModelName, what: "view model name", module: moduleName,
                diagnostics: &diagnostics)
        }
        // A name a module the tests import declares too is aliased in the tests as
        // `<Target>.<Name>`, which a type named like its target would hide.
        for (name, what) in [(entityName, "entity"), (viewModelName, "view model")]
        where name.value == options.target
            && ImportedTypeNames.owner(of: name.value, inTestsBeside: tests) != nil
        {
            diagnostics.error(
                "the \(what) cannot be named '\(name.value)' like the target it is in: a module the tests import declares a '\(name.value)' too, so the tests name the app's as '\(options.target).\(name.value)', which the type would hide; name one of them differently",
                at: name.location
            )
        }
        if viewModelName.value == entityName.value {
            diagnostics.error(
                "the view model and the entity are both named '\(entityName.value)'; give the view model another name",
                at: viewModelName.location
            )
        }
        let viewModelProperties =
            sharesViewModel
            ? sharedEntity?.viewModelProperties ?? []
            : resolveViewModelProperties(
                spec.viewModel?.properties,
                entityName: entityName.value,
                entityProperties: entityProperties,
                declared: declared,
                diagnostics: &diagnostics
            )
        checkInlineRecursion(
            spec,
            entity: (entityName.value, entityProperties),
            viewModel: (
                viewModelName.value, viewModelProperties.map { .init(name: $0.name, type: $0.type) }
            ),
            diagnostics: &diagnostics
        )

        let useCases = spec.useCases ?? []
        let routes = spec.routes ?? []
        var functionDiagnostics = DiagnosticCollector()
        checkFunctions(
            useCases, routes: routes, declared: declared, diagnostics: &functionDiagnostics)
        if !functionDiagnostics.hasErrors {
            checkDisplayNames(useCases, diagnostics: &functionDiagnostics)
        }
        diagnostics.append(contentsOf: functionDiagnostics.diagnostics)
        let hashableTypes = HashableModuleTypes.resolve(
            uses: typeUses(spec, useCases: useCases, routes: routes),
            // Merged, not a literal: a view model named like its entity is refused above, and
            // must not stop the rest of the spec from being checked.
            properties: Dictionary(
                [
                    (entityName.value, entityProperties),
                    (
                        viewModelName.value,
                        viewModelProperties.map { .init(name: $0.name, type: $0.type) }
                    ),
                ],
                uniquingKeysWith: +
            ),
            diagnostics: &diagnostics
        )
        var sharedHashable: Set<String> = []
        if let sharedEntity {
            let sharedTypes =
                sharesViewModel ? [entityName.value, viewModelName.value] : [entityName.value]
            for name in sharedTypes
            where hashableTypes.contains(name) && !sharedEntity.hashableTypes.contains(name) {
                diagnostics.error(
                    "this spec needs '\(name)' to be Hashable (a Set of it, or a dictionary keyed by it), but '\(sharedEntity.specPath)', which declares it, does not make it so; use it in a Set or as a key there too, or use an array here",
                    at: entityName.location
                )
            }
            sharedHashable = sharedEntity.hashableTypes.intersection(sharedTypes)
        }

        try diagnostics.throwIfErrors()
        return ResolvedModule(
            specPath: spec.path,
            name: moduleName,
            architecture: spec.architecture?.value ?? options.architecture,
            entityName: entityName.value,
            entityProperties: entityProperties,
            viewModelName: viewModelName.value,
            viewModelProperties: viewModelProperties,
            hashableTypes: hashableTypes.union(sharedHashable),
            entitySpecPath: sharedEntity?.specPath,
            viewModelIsShared: sharesViewModel,
            useCases: useCases.map(\.value),
            routes: routes.map(\.value),
            ui: spec.ui?.value ?? options.ui,
            tests: tests,
            access: access,
            target: options.target,
            params: options.params.merging(spec.params) { _, spec in spec },
            project: options.project,
            author: options.author,
            company: options.company,
            header: options.header,
            locations: ResolvedModule.Locations(
                module: spec.module.location,
                entityName: entityName.location,
                viewModelName: viewModelName.location,
                useCases: useCases.map(\.location),
                routes: routes.map(\.location),
                ui: spec.ui.map(\.location) ?? options.uiLocation,
                tests: spec.tests.map(\.location) ?? options.testsLocation
            )
        )
    }

    /// The entity another spec declares, as `entity: Car` names it; its declaring module
    /// must give this one what it uses: fixtures in the tests, a public type for a public API.
    private static func lookUpSharedEntity(
        _ name: Located<String>,
        in shared: SharedModels,
        tests: TestFramework,
        access: AccessLevel,
        diagnostics: inout DiagnosticCollector
    ) -> SharedModels.Entity? {
        switch shared.entities[name.value] {
        case nil:
            diagnostics.error(
                "entity '\(name.value)' is declared by no spec of this run or of the config's 'modules'; generate this spec together with the one that declares it (or list both under 'modules:' in \(ToolFolder.configFileName)), or declare the entity here ('entity:' with 'name:' and 'properties:')",
                at: name.location
            )
            return nil
        case .invalid(let specPath):
            diagnostics.error(
                "entity '\(name.value)' is declared by '\(specPath)', which has problems of its own; fix that spec first",
                at: name.location
            )
            return nil
        case .resolved(let entity):
            if tests != .none, entity.tests == .none {
                diagnostics.error(
                    "the tests of this module use '\(name.value).fixture()', which '\(entity.specPath)' makes with its tests, but its tests are 'none'; give module '\(entity.module)' tests, or set 'tests: none' here",
                    at: name.location
                )
            }
            if access == .public, entity.access != .public {
                diagnostics.error(
                    "this module's API is public, but '\(entity.specPath)' declares '\(name.value)' internal; set 'access: public' there too",
                    at: name.location
                )
            }
            return entity
        }
    }

    /// The entity and view model are structs, which hold their properties inline: neither may
    /// contain itself, directly, through an optional or a tuple, or through the other.
    private static func checkInlineRecursion(
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
            diagnostics.error(
                "property '\(name)' has type '\(type.value)', through which '\(owner)' would contain itself (a struct holds its properties inline); keep an id or an array instead",
                at: type.location
            )
        }
    }

    /// Every type the spec writes, with where.
    private static func typeUses(
        _ spec: ModuleSpec,
        useCases: [Located<FunctionSignature>],
        routes: [Located<FunctionSignature>]
    ) -> [HashableModuleTypes.Use] {
        var uses: [HashableModuleTypes.Use] = []
        for property in spec.entity?.properties ?? [] {
            uses.append(
                .init(
                    type: property.type.value, place: .property(name: property.name.value),
                    location: property.type.location))
        }
        for property in spec.viewModel?.properties ?? [] {
            guard let type = property.type else { continue }
            uses.append(
                .init(
                    type: type.value, place: .property(name: property.name.value),
                    location: type.location))
        }
        for (function, kind) in useCases.map({ ($0, "use case") }) + routes.map({ ($0, "route") }) {
            let name = function.value.name
            for parameter in function.value.parameters {
                uses.append(
                    .init(
                        type: parameter.type,
                        place: .parameter(name: parameter.name, function: name, kind: kind),
                        location: function.location)
                )
            }
            if let result = function.value.returnType {
                uses.append(
                    .init(
                        type: result, place: .result(function: name, kind: kind),
                        location: function.location))
            }
        }
        return uses
    }

    /// Checks a module name before it is used to build paths.
    public static func checkModuleName(
        _ name: Located<String>, diagnostics: inout DiagnosticCollector
    ) {
        checkTypeName(name, what: "module name", diagnostics: &diagnostics)
    }

    static func checkTypeName(
        _ name: Located<String>, what: String, diagnostics: inout DiagnosticCollector
    ) {
        let value = name.value
        if value.isEmpty {
            diagnostics.error("\(what) is empty", at: name.location)
        } else if !SwiftNames.isTypeName(value) {
            diagnostics.error(
                "invalid \(what) '\(value)': \(typeNameProblem(value))", at: name.location)
        } else if SwiftNames.unavailableTypes.contains(value) || SwiftNames.keywords.contains(value)
        {
            diagnostics.error(
                "'\(value)' cannot be the \(what): Swift gives the name a meaning of its own",
                at: name.location)
        } else if SwiftNames.reservedTypes.contains(value) {
            diagnostics.error(
                "'\(value)' is reserved: the spec's types and the generated code mean the standard '\(value)' by that name, and as the \(what) it would change what each of them means",
                at: name.location
            )
        } else if value.count > 64 {
            diagnostics.error(
                "\(what) '\(value.prefix(20))…' is longer than 64 characters", at: name.location)
        }
    }

    /// What is wrong with `value` as a type name (it is not one), and a name that would do.
    static func typeNameProblem(_ value: String) -> String {
        // Words the usual separators part (`car_list`, `car-list`) are joined in UpperCamelCase;
        // anything else that is not an ASCII letter or digit is left out.
        let words = value.split(whereSeparator: { "_- ./".contains($0) })
            .map { String($0.unicodeScalars.filter(SwiftNames.isASCIILetterOrDigit)) }
        let suggestion = words.map(SwiftNames.upperFirst).joined()
        let example = SwiftNames.isTypeName(suggestion) ? " (e.g. '\(suggestion)')" : ""
        if let first = value.unicodeScalars.first, !("A"..."Z").contains(first) {
            let start =
                ("a"..."z").contains(first)
                ? "starts with a lowercase letter" : "does not start with a letter"
            return "it \(start); a type name starts with an uppercase ASCII letter\(example)"
        }
        let others = value.unicodeScalars.filter { !SwiftNames.isASCIILetterOrDigit($0) }
        let shown = others.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return
            "\(others.count == 1 ? "\(shown) is" : "\(shown) are") not allowed; a type name holds ASCII letters and digits only\(example)"
    }

    /// The entity and view model are named in generated code beside the standard types the
    /// spec names for its properties and parameters, which the generator gives sample values.
    /// A name that an imported module declares too (Foundation's `Notification`, Swift
    /// Testing's `Comment`) is fine: the app's type shadows it in the app, and the generated
    /// tests name it through a type alias.
    static func checkModelTypeName(
        _ name: Located<String>, what: String, module: String,
        diagnostics: inout DiagnosticCollector
    ) {
        let value = name.value
        guard SwiftNames.isTypeName(value), !SwiftNames.reservedTypes.contains(value) else {
            return
        }
        if let owner = SwiftNames.frameworkTypesGeneratedCodeNames[value] {
            diagnostics.error(
                "'\(value)' is reserved: generated \(owner == "Swift Testing" ? "tests" : "screens") name \(owner)'s '\(value)' by that name, in this module and in every other of the app, and as the \(what) it would change what it means there; name it differently",
                at: name.location
            )
            return
        }
        guard TypeKnowledge.literalDefault(of: value) != nil else { return }
        let suggestion = value.hasPrefix(module) ? "" : " (e.g. '\(module)\(value)')"
        diagnostics.error(
            "'\(value)' is reserved: specs use the standard '\(value)' for properties and parameters, and generated code gives it sample values; as the \(what) it would change what each of them means; name it differently\(suggestion)",
            at: name.location
        )
    }

    static func checkMemberName(
        _ name: Located<String>, what: String, diagnostics: inout DiagnosticCollector
    ) {
        if !SwiftNames.isIdentifier(name.value) {
            diagnostics.error(
                "invalid \(what) '\(name.value)': use ASCII letters, digits and '_', not starting with a digit",
                at: name.location
            )
        } else if SwiftNames.reservedMembers.contains(name.value) {
            diagnostics.error("'\(name.value)' cannot be used as \(what)", at: name.location)
        } else if let problem = uppercaseMemberProblem(
            name.value, subject: "\(what) '\(name.value)'")
        {
            diagnostics.error(problem, at: name.location)
        }
    }

    /// A property or parameter named like a type (`Car: Int`) would hide that type in the
    /// generated code that takes it (a fixture's `Car(…)`), so names start in lowercase, as
    /// Swift's own do.
    static func uppercaseMemberProblem(_ name: String, subject: String) -> String? {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else {
            return nil
        }
        return
            "\(subject) starts with an uppercase letter, so it would hide a type of that name in generated code; start it in lowercase ('\(SwiftNames.lowerFirst(name))')"
    }

    private static func resolveEntityProperties(
        _ properties: [PropertySpec]?,
        declared: Set<String>,
        diagnostics: inout DiagnosticCollector
    ) -> [ResolvedModule.Property] {
        guard let properties else {
            return [.init(name: "id", type: .named("String", generics: []))]
        }
        var seen: Set<String> = []
        var result: [ResolvedModule.Property] = []
        for property in properties {
            checkMemberName(property.name, what: "property name", diagnostics: &diagnostics)
            if !seen.insert(property.name.value).inserted {
                diagnostics.error(
                    "duplicate entity property '\(property.name.value)'", at: property.name.location
                )
            }
            checkSendable(property.type, diagnostics: &diagnostics)
            checkType(
                property.type, of: property.name.value, declared: declared,
                diagnostics: &diagnostics)
            result.append(.init(name: property.name.value, type: property.type.value))
        }
        return result
    }

    /// Stored closures must be `@Sendable`, because entities and view models are `Sendable` values.
    private static func checkSendable(
        _ type: Located<TypeExpr>, diagnostics: inout DiagnosticCollector
    ) {
        if type.value.containsNonSendableFunction {
            diagnostics.error(
                "closure type '\(type.value)' must be '@Sendable' to be stored in a Sendable value",
                at: type.location
            )
        }
    }

    /// A stored property's type must be one generated code can hold (see `TypeRules`).
    private static func checkType(
        _ type: Located<TypeExpr>,
        of property: String,
        declared: Set<String>,
        diagnostics: inout DiagnosticCollector
    ) {
        if let problem = TypeRules.problem(
            with: type.value, at: .property(name: property), declared: declared)
        {
            diagnostics.error(problem, at: type.location)
        }
    }

    private static func resolveViewModelProperties(
        _ properties: [ViewModelSpec.Property]?,
        entityName: String,
        entityProperties: [ResolvedModule.Property],
        declared: Set<String>,
        diagnostics: inout DiagnosticCollector
    ) -> [ResolvedModule.ViewModelProperty] {
        guard let properties else {
            return entityProperties.map { .init(name: $0.name, type: $0.type, source: $0.name) }
        }
        var seen: Set<String> = []
        var result: [ResolvedModule.ViewModelProperty] = []
        for property in properties {
            checkMemberName(
                property.name, what: "view model property name", diagnostics: &diagnostics)
            if !seen.insert(property.name.value).inserted {
                diagnostics.error(
                    "duplicate view model property '\(property.name.value)'",
                    at: property.name.location)
            }
            let entityProperty = entityProperties.first { $0.name == property.name.value }
            if let type = property.type {
                checkSendable(type, diagnostics: &diagnostics)
                checkType(
                    type, of: property.name.value, declared: declared, diagnostics: &diagnostics)
                let source = entityProperty?.type == type.value ? entityProperty?.name : nil
                result.append(
                    .init(
                        name: property.name.value, type: type.value, source: source,
                        typeLocation: type.location))
            } else if let entityProperty {
                result.append(
                    .init(
                        name: entityProperty.name, type: entityProperty.type,
                        source: entityProperty.name))
            } else {
                var message =
                    "view model property '\(property.name.value)' is not a property of entity '\(entityName)'"
                if let suggestion = didYouMean(
                    property.name.value, in: entityProperties.map(\.name))
                {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message +=
                        "; give it a type ('\(property.name.value): String') or add it to the entity"
                }
                diagnostics.error(message, at: property.name.location)
            }
        }
        return result
    }

    private static func checkFunctions(
        _ useCases: [Located<FunctionSignature>],
        routes: [Located<FunctionSignature>],
        declared: Set<String>,
        diagnostics: inout DiagnosticCollector
    ) {
        var seen: [String: String] = [:]
        // Generated code names types after use cases and routes (`Load` of `load`).
        var typeNames: [String: String] = [:]
        for (function, kind) in useCases.map({ ($0, "use case") }) + routes.map({ ($0, "route") }) {
            let name = function.value.name
            if let earlier = seen[name] {
                diagnostics.error(
                    "duplicate name '\(name)': a \(earlier) already has it; every use case and route needs its own name",
                    at: function.location
                )
            } else if let earlier = typeNames[SwiftNames.upperFirst(name)] {
                diagnostics.error(
                    "'\(name)' and '\(earlier)' differ only in the case of their first letter, and generated code names types after both ('\(SwiftNames.upperFirst(name))'); name one of them differently",
                    at: function.location
                )
            }
            seen[name] = seen[name] ?? kind
            typeNames[SwiftNames.upperFirst(name)] = typeNames[SwiftNames.upperFirst(name)] ?? name
            if SwiftNames.reservedMembers.contains(name) {
                diagnostics.error(
                    "'\(name)' cannot name a \(kind): generated code calls it after a '.', where Swift reads '.\(name)' as its own; name the \(kind) differently",
                    at: function.location
                )
            }
            var parameterNames: Set<String> = []
            for parameter in function.value.parameters {
                if let problem = uppercaseMemberProblem(
                    parameter.name, subject: "parameter '\(parameter.name)' of \(kind) '\(name)'")
                {
                    diagnostics.error(problem, at: function.location)
                }
                if let problem = TypeRules.problem(
                    with: parameter.type,
                    at: .parameter(name: parameter.name, function: name, kind: kind),
                    declared: declared
                ) {
                    diagnostics.error(problem, at: function.location)
                }
                if SwiftNames.reservedMembers.contains(parameter.name) {
                    diagnostics.error(
                        "'\(parameter.name)' cannot be a parameter name in \(kind) '\(name)'",
                        at: function.location)
                }
                if !parameterNames.insert(parameter.name).inserted {
                    diagnostics.error(
                        "duplicate parameter name '\(parameter.name)' in \(kind) '\(name)'",
                        at: function.location)
                }
                if parameter.isVariadic {
                    diagnostics.error(
                        "variadic parameter '\(parameter.name)' cannot be passed on from one layer to the next; take an array instead ('\(parameter.name): [\(parameter.type)]') (\(kind) '\(name)')",
                        at: function.location
                    )
                }
                if kind == "use case", parameter.type.containsNonSendableFunction {
                    diagnostics.error(
                        "closure parameter '\(parameter.name)' of use case '\(name)' must be '@Sendable': use cases run away from the screen's main actor",
                        at: function.location
                    )
                }
                if parameter.isInout {
                    diagnostics.error(
                        "'inout' parameters cannot cross the module's layers; return the new value instead (\(kind) '\(name)')",
                        at: function.location
                    )
                }
            }
            if kind == "use case", let returnType = function.value.returnType,
                let problem = TypeRules.problem(
                    with: returnType, at: .result(function: name, kind: kind), declared: declared)
            {
                diagnostics.error(problem, at: function.location)
            }
            if kind == "route",
                function.value.isAsync || function.value.isThrows
                    || function.value.returnType != nil
            {
                diagnostics.error(
                    "route '\(name)' must not be async, throw or return a value: routes only navigate",
                    at: function.location
                )
            }
        }
    }

    /// Each use case that returns a value gets a view method; those names must not collide.
    private static func checkDisplayNames(
        _ useCases: [Located<FunctionSignature>], diagnostics: inout DiagnosticCollector
    ) {
        let names = UseCaseNaming.displayNouns(for: useCases.map(\.value))
        var seen: Set<String> = []
        for (useCase, noun) in zip(useCases, names) where useCase.value.returnType != nil {
            if noun == "Error" {
                diagnostics.error(
                    "use case '\(useCase.value.name)' would be displayed by 'displayError', which reports failures; rename it",
                    at: useCase.location
                )
            } else if !seen.insert(noun).inserted {
                diagnostics.error(
                    "use case '\(useCase.value.name)' would display the same as another use case",
                    at: useCase.location)
            }
        }
    }
}
