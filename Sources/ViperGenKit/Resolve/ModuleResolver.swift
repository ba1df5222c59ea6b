import Diagnostics

/// Applies defaults to a `ModuleSpec` and checks every rule, reporting all problems at once.
public enum ModuleResolver {
    /// `viewModelSuffix` names the default view model: the entity's name followed by it
    /// (the template set's choice, `ViewModel` unless its manifest says otherwise).
    /// `shared` holds the entities other specs declare, for a spec that names one
    /// (`entity: Car`), and `modules` the app's modules, for routes that open one
    /// (`-> CarDetail`).
    public static func resolve(
        _ spec: ModuleSpec,
        options: GenerationOptions,
        viewModelSuffix: String = "ViewModel",
        shared: SharedModels = .none,
        modules: AppModules = .none
    ) throws(DiagnosticsError) -> ResolvedModule {
        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: spec.problems)
        let moduleName = spec.module.value
        SpecRule.checkModuleName(spec.module, diagnostics: &diagnostics)
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
            SpecRule.checkTypeName(entityName, what: what, diagnostics: &entityNameProblems)
            SpecRule.checkModelTypeName(
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
            SpecRule.checkTypeName(
                viewModelName, what: "view model name", diagnostics: &diagnostics)
            SpecRule.checkModelTypeName(
                viewModelName, what: "view model name", module: moduleName,
                diagnostics: &diagnostics)
        }
        // A name a module the tests import declares too is aliased in the tests as
        // `<Target>.<Name>`, which a type named like its target would hide.
        for (name, what) in [(entityName, "entity"), (viewModelName, "view model")]
        where name.value == options.target
            && ImportedTypeNames.owner(of: name.value, inTestsBeside: tests) != nil
        {
            diagnostics.refuse(
                .typeNamedLikeTarget(what: what, name: name.value, target: options.target),
                at: name.location)
        }
        if viewModelName.value == entityName.value {
            diagnostics.refuse(
                .viewModelNamedLikeEntity(name: entityName.value), at: viewModelName.location)
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
        SpecRule.checkInlineRecursion(
            spec,
            entity: (entityName.value, entityProperties),
            viewModel: (
                viewModelName.value, viewModelProperties.map { .init(name: $0.name, type: $0.type) }
            ),
            diagnostics: &diagnostics
        )

        let routes = spec.routes ?? []
        var functionDiagnostics = DiagnosticCollector()
        let useCases = SpecRule.applyDisplayNames(
            spec.displayNames ?? [], to: spec.useCases ?? [], routes: routes,
            diagnostics: &functionDiagnostics)
        SpecRule.checkFunctions(
            useCases, routes: routes, declared: declared, diagnostics: &functionDiagnostics)
        if !functionDiagnostics.hasErrors {
            SpecRule.checkDisplayNames(useCases, diagnostics: &functionDiagnostics)
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
                diagnostics.refuse(
                    .sharedTypeNotHashable(name: name, specPath: sharedEntity.specPath),
                    at: entityName.location)
            }
            sharedHashable = sharedEntity.hashableTypes.intersection(sharedTypes)
        }

        let inputs = resolveInputs(spec.inputs, declared: declared, diagnostics: &diagnostics)
        let architecture = spec.architecture?.value ?? options.architecture
        let ui = spec.ui?.value ?? options.ui
        var warnings: [Diagnostic] = []
        let destinations = resolveDestinations(
            routes, from: (architecture, ui, access), modules: modules, warnings: &warnings,
            diagnostics: &diagnostics)

        try diagnostics.throwIfErrors()
        var module = ResolvedModule(
            specPath: spec.path,
            name: moduleName,
            architecture: architecture,
            entityName: entityName.value,
            entityProperties: entityProperties,
            viewModelName: viewModelName.value,
            viewModelProperties: viewModelProperties,
            hashableTypes: hashableTypes.union(sharedHashable),
            entitySpecPath: sharedEntity?.specPath,
            viewModelIsShared: sharesViewModel,
            useCases: useCases.map(\.value),
            routes: routes.map(\.value),
            ui: ui,
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
        module.inputs = inputs
        module.locations.inputs = (spec.inputs ?? []).map(\.name.location)
        module.routeDestinations = destinations
        module.warnings = warnings
        return module
    }

    private static func resolveInputs(
        _ inputs: [PropertySpec]?, declared: Set<String>, diagnostics: inout DiagnosticCollector
    ) -> [ResolvedModule.Property] {
        guard let inputs else { return [] }
        if inputs.count > SpecParser.maximumParameters {
            diagnostics.refuse(
                .tooManyInputs(count: inputs.count),
                at: inputs[SpecParser.maximumParameters].name.location)
        }
        var seen: Set<String> = []
        var result: [ResolvedModule.Property] = []
        for input in inputs {
            SpecRule.checkMemberName(input.name, what: "input name", diagnostics: &diagnostics)
            if !seen.insert(input.name.value).inserted {
                diagnostics.refuse(.duplicateInput(name: input.name.value), at: input.name.location)
            }
            if input.type.value.isFunctionValued {
                diagnostics.refuse(.closureInput(name: input.name.value), at: input.type.location)
            } else {
                SpecRule.checkPropertyType(
                    input.type, of: input.name.value, declared: declared, diagnostics: &diagnostics
                )
            }
            result.append(.init(name: input.name.value, type: input.type.value))
        }
        return result
    }

    /// The problems of `spec`'s routes that open one of `names`, as its own run would find
    /// them: what they pass to those modules' inputs.
    static func routeProblems(
        of spec: ModuleSpec, opening names: Set<String>, options: GenerationOptions,
        modules: AppModules
    ) -> [Diagnostic] {
        let routes = (spec.routes ?? []).filter {
            $0.value.destination.map { names.contains($0.value) } ?? false
        }
        guard !routes.isEmpty else { return [] }
        var warnings: [Diagnostic] = []
        var diagnostics = DiagnosticCollector()
        _ = resolveDestinations(
            routes,
            from: (
                spec.architecture?.value ?? options.architecture, spec.ui?.value ?? options.ui,
                spec.access?.value ?? options.access
            ),
            modules: modules, warnings: &warnings, diagnostics: &diagnostics)
        return diagnostics.diagnostics.filter { $0.severity == .error }
    }

    /// What each route that names a module (`-> CarDetail`) opens, with the parameters that
    /// pass the destination's inputs: the one of the input's name, else the only one of its
    /// type. A destination `modules` does not hold is reported where the run's specs are
    /// declared together (`RouteDestinations`).
    private static func resolveDestinations(
        _ routes: [Located<FunctionSignature>],
        from module: (architecture: String, ui: UIFlavor, access: AccessLevel),
        modules: AppModules,
        warnings: inout [Diagnostic],
        diagnostics: inout DiagnosticCollector
    ) -> [Int: RouteDestination] {
        var result: [Int: RouteDestination] = [:]
        for (index, route) in routes.enumerated() {
            guard let name = route.value.destination else { continue }
            guard let destination = modules[name.value] else {
                if modules.unreadable.contains(name.value) {
                    warnings.append(
                        Diagnostic(
                            .warning,
                            "route '\(route.value.name)' opens '\(name.value)', whose spec cannot be read: the route builds nothing, and what it passes is not checked, until that spec is fixed",
                            at: name.location ?? route.location))
                }
                continue
            }
            let location = name.location ?? route.location
            let parameters = route.value.parameters.filter { !$0.isVariadic }
            var arguments: [RouteDestination.Argument] = []
            let inputNames = Set(destination.inputs.map(\.name.value))
            for input in destination.inputs {
                let type = input.type.value
                if let parameter = parameters.first(where: { $0.name == input.name.value }) {
                    if parameter.type.withoutEscaping.meaning != type.meaning {
                        diagnostics.refuse(
                            .routeInputType(
                                route: route.value.name, module: name.value,
                                input: input.name.value, type: type.description,
                                found: parameter.type.description,
                                specPath: destination.specPath),
                            at: location)
                    }
                    arguments.append(
                        .init(input: input.name.value, parameter: parameter.name, type: type))
                    continue
                }
                // A parameter named after another input, or already passed, passes no other.
                let passed = Set(arguments.map(\.parameter))
                var candidates = parameters.filter {
                    $0.type.withoutEscaping.meaning == type.meaning
                        && !inputNames.contains($0.name) && !passed.contains($0.name)
                }
                // Of several, the one whose label is the input's name (`show(car first: Car)`).
                if candidates.count > 1,
                    let labelled = candidates.first(where: { $0.label == input.name.value })
                {
                    candidates = [labelled]
                }
                switch candidates.count {
                case 1:
                    arguments.append(
                        .init(input: input.name.value, parameter: candidates[0].name, type: type))
                case 0:
                    diagnostics.refuse(
                        .routeMissesInput(
                            route: route.value.name, module: name.value,
                            input: input.name.value, type: type.description,
                            specPath: destination.specPath),
                        at: location)
                default:
                    diagnostics.refuse(
                        .routeInputAmbiguous(
                            route: route.value.name, module: name.value,
                            input: input.name.value, type: type.description,
                            parameters: candidates.map(\.name)),
                        at: location)
                }
            }
            let builds = AppModules.builds(
                from: module.architecture, ui: module.ui, to: destination)
            if builds, module.access == .public, destination.access != .public {
                diagnostics.refuse(
                    .routeOpensInternalModule(
                        route: route.value.name, module: name.value,
                        specPath: destination.specPath),
                    at: location)
            }
            if !builds, module.ui != .none {
                let screen = { (ui: UIFlavor) in ui == .none ? "no screen" : ui.rawValue }
                warnings.append(
                    Diagnostic(
                        .warning,
                        "route '\(route.value.name)' opens '\(name.value)' (\(destination.architecture), \(screen(destination.ui))), which this module (\(module.architecture), \(screen(module.ui))) does not build: a route builds only a module of its own set and ui, so building it is left to you",
                        at: location))
            }
            result[index] = RouteDestination(
                module: name.value, builds: builds, arguments: arguments,
                hasTests: destination.tests != .none, access: destination.access,
                opensModules: modules.opensModules(destination),
                hasRoutes: destination.hasRoutes)
        }
        return result
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
            diagnostics.refuse(.sharedEntityUndeclared(name: name.value), at: name.location)
            return nil
        case .invalid(let specPath):
            diagnostics.refuse(
                .sharedEntityInvalid(name: name.value, specPath: specPath), at: name.location)
            return nil
        case .resolved(let entity):
            if tests != .none, entity.tests == .none {
                diagnostics.refuse(
                    .sharedEntityWithoutTests(
                        name: name.value, specPath: entity.specPath, module: entity.module),
                    at: name.location)
            }
            if access == .public, entity.access != .public {
                diagnostics.refuse(
                    .sharedEntityNotPublic(name: name.value, specPath: entity.specPath),
                    at: name.location)
            }
            return entity
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
            SpecRule.checkMemberName(
                property.name, what: "property name", diagnostics: &diagnostics)
            if !seen.insert(property.name.value).inserted {
                diagnostics.refuse(
                    .duplicateEntityProperty(name: property.name.value), at: property.name.location)
            }
            SpecRule.checkPropertyType(
                property.type, of: property.name.value, declared: declared,
                diagnostics: &diagnostics)
            result.append(.init(name: property.name.value, type: property.type.value))
        }
        return result
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
            SpecRule.checkMemberName(
                property.name, what: "view model property name", diagnostics: &diagnostics)
            if !seen.insert(property.name.value).inserted {
                diagnostics.refuse(
                    .duplicateViewModelProperty(name: property.name.value),
                    at: property.name.location)
            }
            let entityProperty = entityProperties.first { $0.name == property.name.value }
            if let type = property.type {
                SpecRule.checkPropertyType(
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
                diagnostics.refuse(
                    .unknownViewModelProperty(
                        name: property.name.value, entity: entityName,
                        suggestion: didYouMean(
                            property.name.value, in: entityProperties.map(\.name))),
                    at: property.name.location)
            }
        }
        return result
    }
}
