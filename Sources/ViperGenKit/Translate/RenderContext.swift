import Diagnostics

/// Builds the variables templates see from a resolved module (documented in docs/templates.md).
public enum RenderContext {
    /// `memberNames` are the names the set's generated code uses for its own members and
    /// locals (its manifest's reserved members, parameters and locals), which a use case's
    /// result, kept in a local, must not hide.
    public static func make(for module: ResolvedModule, memberNames: Set<String> = [])
        throws(DiagnosticsError) -> [String: Any]
    {
        let entityVariable = SwiftNames.lowerFirst(module.entityName)
        let testErrorName = "\(module.name)TestError"
        // The entity's properties are sampled without the module's own types, so that its
        // fixture never defaults to itself; the view model's copy theirs.
        let entitySamples = TypeKnowledge(
            moduleTypes: [:],
            equatableModuleTypes: [],
            testErrorName: testErrorName,
            typesWithoutSamples: [module.entityName, module.viewModelName]
        )
        let plain = TypeKnowledge.appCode
        let entitySampleValues = module.entityProperties.map {
            entitySamples.propertySample(of: $0.type, name: $0.name)
        }
        let entityType = TypeExpr.named(module.entityName, generics: [])
        let viewModelSampleValues = module.viewModelProperties.map { property -> String? in
            if let index = module.entityProperties.firstIndex(where: { $0.name == property.source })
            {
                return entitySampleValues[index]
            }
            // The presenter fills a property of the entity's type with the entity it maps.
            if property.type == entityType {
                return entitySampleValues.contains(nil) ? nil : "\(module.entityName).fixture()"
            }
            return plain.defaultValue(of: property.type)
        }
        // A fixture with a parameter that has no sample must be given it, so other code
        // cannot call `fixture()` for a sample of the type.
        var moduleTypes: [String: String] = [:]
        if !entitySampleValues.contains(nil) {
            moduleTypes[module.entityName] = "\(module.entityName).fixture()"
        }
        if !viewModelSampleValues.contains(nil) {
            moduleTypes[module.viewModelName] = "\(module.viewModelName).fixture()"
        }
        let knowledge = TypeKnowledge(moduleTypes: moduleTypes, equatableModuleTypes: [])
        // Hashable implies Equatable; a view model may hold the entity.
        let entityEquatable =
            module.hashableTypes.contains(module.entityName)
            || module.entityProperties.allSatisfy { knowledge.isEquatable($0.type) }
        let viewModelKnowledge = TypeKnowledge(
            moduleTypes: moduleTypes,
            equatableModuleTypes: entityEquatable ? [module.entityName] : [])
        let viewModelEquatable =
            module.hashableTypes.contains(module.viewModelName)
            || module.viewModelProperties.allSatisfy { viewModelKnowledge.isEquatable($0.type) }
        var equatable: Set<String> = []
        if entityEquatable { equatable.insert(module.entityName) }
        if viewModelEquatable { equatable.insert(module.viewModelName) }
        let known = TypeKnowledge(
            moduleTypes: moduleTypes, equatableModuleTypes: equatable, testErrorName: testErrorName)

        var diagnostics = DiagnosticCollector()
        let entity = entityContext(
            module, variable: entityVariable, samples: entitySampleValues, knowledge: known,
            isEquatable: entityEquatable)
        let viewModel = viewModelContext(
            module,
            entityVariable: entityVariable,
            samples: viewModelSampleValues,
            isEquatable: viewModelEquatable,
            diagnostics: &diagnostics
        )
        try diagnostics.throwIfErrors()

        var allTypes: Set<String> = []
        var defaultValueNames: Set<String> = []
        for property in module.entityProperties { allTypes.formUnion(property.type.namedTypes) }
        for property in module.viewModelProperties { allTypes.formUnion(property.type.namedTypes) }
        for input in module.inputs { allTypes.formUnion(input.type.namedTypes) }
        for function in module.useCases + module.routes {
            for parameter in function.parameters {
                allTypes.formUnion(parameter.type.namedTypes)
                defaultValueNames.formUnion(parameter.defaultValueNames)
            }
            if let returnType = function.returnType { allTypes.formUnion(returnType.namedTypes) }
        }
        // Default values are copied into generated code, so what they name must not be hidden there.
        allTypes.formUnion(defaultValueNames)
        // What a default value names may be Foundation's, unless it is the standard library's or the module's.
        let namesNeedingNoImport = TypeKnowledge.standardLibraryNames.union([
            module.entityName, module.viewModelName,
        ])
        let usesFoundation =
            !allTypes.isDisjoint(with: TypeKnowledge.foundationTypes.union(["Foundation"]))
            || !defaultValueNames.isSubset(of: namesNeedingNoImport)

        let clashes = pinnedResultClashes(module, memberNames: memberNames)
        if !clashes.isEmpty { throw DiagnosticsError(clashes) }
        let nouns = UseCaseNaming.displayNouns(for: module.useCases)
        let resultWords = resultWords(
            module.useCases,
            nouns: nouns,
            avoiding: memberNames.union((module.useCases + module.routes).map(\.name)),
            functionNames: Set((module.useCases + module.routes).map(\.name))
        )
        let typeNames = useCaseTypeNames(
            module.useCases,
            avoiding: allTypes.union([module.entityName, module.viewModelName])
        )
        let useCases = zip(zip(module.useCases, nouns), zip(resultWords, typeNames)).map {
            pair, names in
            var context = useCaseContext(
                pair.0, noun: pair.1, resultWord: names.0, module: module, knowledge: known)
            context["typeName"] = names.1
            context["isCommand"] = UseCaseNaming.isCommand(pair.0)
            return context
        }
        let dismissals = module.routes.map(UseCaseNaming.isDismissal)
        let routes = zip(module.routes.indices, dismissals).map { index, isDismissal in
            let route = module.routes[index]
            var context = functionContext(route, knowledge: known)
            context["isDismissal"] = isDismissal
            context["opens"] = route.destination?.value ?? ""
            if let destination = module.routeDestinations[index], destination.builds {
                var built = destinationContext(destination, from: module)
                let parameters = context["parameters"] as? [[String: Any]] ?? []
                built.merge(passedParameters(destination, parameters: parameters)) { $1 }
                context["destination"] = built
            }
            return context
        }
        let inputs = module.inputs.map { input -> [String: Any] in
            let sample = known.sampleValue(of: input.type, name: input.name)
            let placeholder = inputPlaceholder(of: input.type, in: module)
            // A sample app code can write too (a preview's), which no test fixture makes.
            let appSample = TypeKnowledge.appCode.sampleValue(of: input.type, name: input.name)
            return [
                "name": SwiftNames.escaped(input.name),
                "nameLabel": SwiftNames.escapedArgumentLabel(input.name),
                "type": input.type.description,
                "declaration": "\(SwiftNames.escaped(input.name)): \(input.type)",
                "argument":
                    "\(SwiftNames.escapedArgumentLabel(input.name)): \(SwiftNames.escaped(input.name))",
                "sample": sample ?? "",
                "hasSample": sample != nil,
                "placeholder": placeholder ?? "",
                "hasPlaceholder": placeholder != nil,
                "appSample": appSample ?? "",
                "hasAppSample": appSample != nil,
                "isEquatable": known.isEquatable(input.type),
            ]
        }
        let loading = useCases.filter { $0["loadsOnAppear"] as? Bool == true }

        // A file name may hold anything but '/' and NUL; generated code gets it on one line.
        let specFile = GeneratedFileHeader.specFileName(of: module.specPath)
        return [
            "module": module.name,
            "moduleVariable": SwiftNames.lowerFirst(module.name),
            "architecture": module.architecture,
            "entity": entity,
            "viewModel": viewModel,
            "useCases": useCases,
            "routes": routes,
            "loadingUseCases": loading,
            "canTestLoading": loading.allSatisfy {
                $0["hasDefaultReturnValue"] as? Bool == true || $0["isThrows"] as? Bool == true
            },
            "mapsViewModels": useCases.contains {
                ["single", "each"].contains($0["displayMapping"] as? String ?? "")
            },
            "hasThrowingUseCases": module.useCases.contains { $0.isThrows },
            "hasCommands": module.useCases.contains { $0.isAsync && UseCaseNaming.isCommand($0) },
            "hasUseCases": !module.useCases.isEmpty,
            "hasRoutes": !module.routes.isEmpty,
            "inputs": inputs,
            "hasInputs": !inputs.isEmpty,
            "openedModules": module.openedModules.map { destinationContext($0, from: module) },
            "opensModules": !module.openedModules.isEmpty,
            "hasPushRoutes": dismissals.contains(false),
            "hasDismissalRoutes": dismissals.contains(true),
            "ui": module.ui.rawValue,
            "tests": module.tests.rawValue,
            "access": module.access.rawValue,
            "accessPrefix": module.access == .public ? "public " : "",
            "target": module.target,
            "params": module.params.mapValues(\.stencilValue),
            "project": module.project,
            "author": module.author,
            "company": module.company,
            "specFile": specFile,
            "usesFoundation": usesFoundation,
            "std": standardTypeNames(for: module),
            "testAliases": testAliases(for: module),
        ]
    }

    /// A value of an input's type that app code (a preview) can write, which has no fixtures:
    /// an empty one (`""`, `0`, `[]`, `nil`), or the module's entity made of those.
    static func inputPlaceholder(of type: TypeExpr, in module: ResolvedModule) -> String? {
        let plain = TypeKnowledge.appCode
        if let value = plain.defaultValue(of: type) { return value }
        guard type == .named(module.entityName, generics: []) else { return nil }
        var arguments: [String] = []
        for property in module.entityProperties {
            guard let value = plain.defaultValue(of: property.type) else { return nil }
            arguments.append("\(SwiftNames.escapedArgumentLabel(property.name)): \(value)")
        }
        return "\(module.entityName)(\(arguments.joined(separator: ", ")))"
    }

    /// A module a route builds: its name, the variable names derived from it, the inputs of its
    /// builder and the route's parameters that pass them.
    static func destinationContext(_ destination: RouteDestination, from module: ResolvedModule)
        -> [String: Any]
    {
        let arguments = destination.arguments.map { argument -> [String: Any] in
            let value = SwiftNames.escaped(argument.parameter)
            return [
                "input": argument.input,
                "value": value,
                "argument": "\(SwiftNames.escapedArgumentLabel(argument.input)): \(value)",
                "type": argument.type.description,
            ]
        }
        return [
            "module": destination.module,
            "variable": SwiftNames.escaped(SwiftNames.lowerFirst(destination.module)),
            "dependenciesName": SwiftNames.lowerFirst(destination.module) + "Dependencies",
            "isSelf": destination.module == module.name,
            "opensModules": destination.opensModules,
            "hasRoutes": destination.hasRoutes,
            "hasTests": destination.hasTests,
            "isPublic": destination.access == .public,
            "arguments": arguments,
            "argumentList": arguments.map { $0["argument"] as? String ?? "" }.joined(
                separator: ", "),
            "hasArguments": !arguments.isEmpty,
        ]
    }

    /// What a route passes to the module it builds, seen from its parameters: `binding`, the
    /// pattern that binds the passed ones in a case of the route's arguments (`(let car, _)`,
    /// or nothing when it passes none), and `checkedArguments`, the inputs a test can compare
    /// with the sample it passes (`{input, sample}`: the parameter is `Equatable` and has one).
    static func passedParameters(_ destination: RouteDestination, parameters: [[String: Any]])
        -> [String: Any]
    {
        let passed = Set(destination.arguments.map(\.parameter))
        let names = parameters.map { $0["rawName"] as? String ?? "" }
        let binding =
            passed.isEmpty
            ? ""
            : "("
                + names.map { passed.contains($0) ? "let \(SwiftNames.escaped($0))" : "_" }
                .joined(separator: ", ") + ")"
        let checked = destination.arguments.compactMap { argument -> [String: Any]? in
            guard
                let parameter = parameters.first(where: {
                    $0["rawName"] as? String == argument.parameter
                }),
                parameter["isEquatable"] as? Bool == true, parameter["hasSample"] as? Bool == true
            else { return nil }
            return [
                "input": SwiftNames.escaped(argument.input), "sample": parameter["sample"] ?? "",
            ]
        }
        return ["binding": binding, "checkedArguments": checked]
    }

    /// How the generated code names the standard types it uses: `Task`, or `_Concurrency.Task`
    /// in an app that declares a `Task` of its own.
    static func standardTypeNames(for module: ResolvedModule) -> [String: String] {
        let declared = module.appTypeNames.union([module.entityName, module.viewModelName])
        var names: [String: String] = [:]
        for (name, qualified) in SwiftNames.qualifiedStandardTypes {
            names[name] = declared.contains(name) ? qualified : name
        }
        return names
    }

    /// The module's entity and view model whose names a module the generated tests import
    /// declares too (Foundation's `Notification`, Swift Testing's `Comment`): the tests name
    /// them through a type alias to the app's, which the fixtures file declares. A shared
    /// entity's alias comes with its fixture, from the spec that declares it.
    static func testAliases(for module: ResolvedModule) -> [[String: String]] {
        var names: [String] = []
        if module.entitySpecPath == nil { names.append(module.entityName) }
        if !module.viewModelIsShared { names.append(module.viewModelName) }
        return names.compactMap { name in
            ImportedTypeNames.owner(of: name, inTestsBeside: module.tests).map {
                ["name": name, "owner": $0]
            }
        }
    }

    private static func entityContext(
        _ module: ResolvedModule,
        variable: String,
        samples: [String?],
        knowledge: TypeKnowledge,
        isEquatable: Bool
    ) -> [String: Any] {
        // App code has no fixtures: a placeholder is an empty value any code can write.
        let plain = TypeKnowledge.appCode
        let placeholders = module.entityProperties.map { plain.defaultValue(of: $0.type) }
        let properties = zip(zip(module.entityProperties, samples), placeholders).map {
            pair, placeholder -> [String: Any] in
            let (property, sample) = pair
            return [
                "name": SwiftNames.escaped(property.name),
                "rawName": property.name,
                "label": SwiftNames.escapedArgumentLabel(property.name),
                "type": property.type.description,
                "parameterType": property.type.asParameter,
                "isOptional": property.type.isOptional,
                "sample": sample ?? "",
                "hasSample": sample != nil,
                "placeholder": placeholder ?? "",
            ]
        }
        let idType = module.entityProperties.first { $0.name == "id" }?.type
        return [
            "name": module.entityName,
            "variable": SwiftNames.escaped(variable),
            "pluralVariable": SwiftNames.escaped(Inflector.plural(variable)),
            "properties": properties,
            "isEquatable": isEquatable,
            "isHashable": module.hashableTypes.contains(module.entityName),
            "isIdentifiable": idType.map {
                !$0.isOptional && knowledge.isEquatable($0) && !$0.isTupleOrFunction
            } ?? false,
            "canMakeFixture": !samples.contains(nil),
            "canMakePlaceholder": !placeholders.contains(nil),
            "isShared": module.entitySpecPath != nil,
        ]
    }

    private static func viewModelContext(
        _ module: ResolvedModule,
        entityVariable: String,
        samples: [String?],
        isEquatable: Bool,
        diagnostics: inout DiagnosticCollector
    ) -> [String: Any] {
        var properties: [[String: Any]] = []
        var expected: [String] = []
        // App code has no fixtures: a placeholder is a value any code can write.
        let plain = TypeKnowledge.appCode
        for (property, sample) in zip(module.viewModelProperties, samples) {
            let placeholder =
                property.type == .named(module.entityName, generics: [])
                ? SwiftNames.escaped(entityVariable) : plain.defaultValue(of: property.type)
            if property.source == nil, placeholder == nil {
                diagnostics.refuse(
                    .viewModelPropertyWithoutPlaceholder(name: property.name, type: property.type),
                    at: property.typeLocation
                        ?? SourceLocation(file: module.specPath, line: 0, column: 0)
                )
            }
            expected.append("\(SwiftNames.escapedArgumentLabel(property.name)): \(sample ?? "")")
            properties.append([
                "name": SwiftNames.escaped(property.name),
                "rawName": property.name,
                "label": SwiftNames.escapedArgumentLabel(property.name),
                "type": property.type.description,
                "parameterType": property.type.asParameter,
                "isMapped": property.source != nil,
                "source": property.source ?? "",
                "placeholder": placeholder ?? "",
                "sample": sample ?? "",
                "hasSample": sample != nil,
            ])
        }
        return [
            "name": module.viewModelName,
            "variable": SwiftNames.escaped(SwiftNames.lowerFirst(module.viewModelName)),
            "properties": properties,
            "isEquatable": isEquatable,
            "isHashable": module.hashableTypes.contains(module.viewModelName),
            "isMappedFromEntity": module.viewModelProperties.allSatisfy { $0.source != nil },
            "canMakeFixture": !samples.contains(nil),
            "expectedFromFixture": "\(module.viewModelName)(\(expected.joined(separator: ", ")))",
            "isShared": module.viewModelIsShared,
        ]
    }

    /// Everything templates need to declare, call, spy on and test one function.
    static func functionContext(_ function: FunctionSignature, knowledge: TypeKnowledge) -> [String:
        Any]
    {
        let parameters = function.parameters.map { parameter -> [String: Any] in
            let name = SwiftNames.escaped(parameter.name)
            let type = parameter.isVariadic ? "\(parameter.type)..." : parameter.type.description
            let head: String
            switch parameter.label {
            case nil: head = "_ \(name)"
            case parameter.name?: head = name
            case let label?: head = "\(SwiftNames.escapedLabel(label)) \(name)"
            }
            let argument =
                parameter.label.map { "\(SwiftNames.escapedArgumentLabel($0)): \(name)" } ?? name
            let sample =
                parameter.isVariadic
                ? nil : knowledge.sampleValue(of: parameter.type, name: parameter.name)
            // `@escaping` belongs to the parameter, not to the stored value a spy records.
            let storedType =
                parameter.isVariadic
                ? "[\(parameter.type)]" : parameter.type.withoutEscaping.description
            return [
                "label": parameter.label ?? "_",
                // The label before ':' in a call, and the name as a label (of a memberwise init).
                "argumentLabel": parameter.label.map(SwiftNames.escapedArgumentLabel) ?? "_",
                "nameLabel": SwiftNames.escapedArgumentLabel(parameter.name),
                "head": head,
                "isVariadic": parameter.isVariadic,
                "name": name,
                "rawName": parameter.name,
                "type": type,
                "storedType": storedType,
                "declaration": "\(head): \(type)",
                "declarationWithDefault": "\(head): \(type)"
                    + (parameter.defaultValue.map { " = \($0)" } ?? ""),
                "argument": argument,
                "defaultValue": parameter.defaultValue ?? "",
                "hasDefault": parameter.defaultValue != nil,
                "sample": sample ?? "",
                "sampleArgument": sample.map { value in
                    parameter.label.map { "\(SwiftNames.escapedArgumentLabel($0)): \(value)" }
                        ?? value
                } ?? "",
                "hasSample": sample != nil,
                "isEquatable": !parameter.isVariadic && knowledge.isEquatable(parameter.type),
            ]
        }
        let effects = [function.isAsync ? "async" : nil, function.isThrows ? "throws" : nil]
            .compactMap { $0 }
        let returnType = function.returnType?.description ?? ""
        let returnClause = returnType.isEmpty ? "" : " -> \(returnType)"
        let effectsClause = effects.isEmpty ? "" : " " + effects.joined(separator: " ")
        let name = SwiftNames.escaped(function.name)
        let requirementList = parameters.map { $0["declaration"] as? String ?? "" }.joined(
            separator: ", ")
        let defaultList = parameters.map { $0["declarationWithDefault"] as? String ?? "" }.joined(
            separator: ", ")
        let arguments = parameters.map { $0["argument"] as? String ?? "" }.joined(separator: ", ")
        let canSample = parameters.allSatisfy { $0["hasSample"] as? Bool == true }
        // The sample call where a parameter without a sample is given `{}`: a `() -> Void`
        // closure that does nothing (templates use it only where such closures are the rest).
        let closureSampleArguments = parameters.map { parameter -> String in
            let value =
                parameter["hasSample"] as? Bool == true
                ? parameter["sample"] as? String ?? "" : "{}"
            let label = parameter["argumentLabel"] as? String ?? "_"
            return label == "_" ? value : "\(label): \(value)"
        }.joined(separator: ", ")
        let sampleArguments = parameters.map { $0["sampleArgument"] as? String ?? "" }.joined(
            separator: ", ")

        var received: (type: String, value: String, sample: String)?
        if parameters.count == 1, let parameter = parameters.first {
            received = (
                parameter["storedType"] as? String ?? "", parameter["name"] as? String ?? "",
                parameter["sample"] as? String ?? ""
            )
        } else if parameters.count > 1 {
            let type = parameters.map { "\($0["rawName"] ?? ""): \($0["storedType"] ?? "")" }
                .joined(separator: ", ")
            let value = parameters.map { "\($0["rawName"] ?? ""): \($0["name"] ?? "")" }.joined(
                separator: ", ")
            received = ("(\(type))", "(\(value))", "")
        }
        let defaultReturn = function.returnType.flatMap(knowledge.defaultValue(of:))
        // What app code (which has no fixtures) can return before there is a real result.
        let plainDefaultReturn = function.returnType.flatMap(
            TypeKnowledge.appCode.defaultValue(of:))
        let sampleReturn = function.returnType.flatMap {
            knowledge.sampleValue(of: $0, name: function.name)
        }
        var context: [String: Any] = [
            "name": name,
            "rawName": function.name,
            "nameLabel": SwiftNames.escapedArgumentLabel(function.name),
            "upperName": SwiftNames.upperFirst(function.name),
            "parameters": parameters,
            "hasParameters": !parameters.isEmpty,
            "parameterList": defaultList,
            "requirementParameterList": requirementList,
            "arguments": arguments,
            "signature": "\(name)(\(defaultList))\(effectsClause)\(returnClause)",
            "requirement": "\(name)(\(requirementList))\(effectsClause)\(returnClause)",
            "call": "\(name)(\(arguments))",
            "isAsync": function.isAsync,
            "isThrows": function.isThrows,
            "effects": effects.joined(separator: " "),
            "callPrefix": (function.isThrows ? "try " : "") + (function.isAsync ? "await " : ""),
            "returnType": returnType,
            "returnsValue": !returnType.isEmpty,
            "returnClause": returnClause,
            "defaultReturnValue": defaultReturn ?? "",
            "hasDefaultReturnValue": defaultReturn != nil,
            "plainDefaultReturnValue": plainDefaultReturn ?? "",
            // A stored property that holds the last result: optional when app code has no value to start from.
            "resultStorageType": function.returnType.map {
                (plainDefaultReturn == nil ? TypeExpr.optional($0) : $0).description
            } ?? "",
            "parametersAreEquatable": parameters.allSatisfy { $0["isEquatable"] as? Bool == true },
            "sampleReturnValue": sampleReturn ?? "",
            "returnIsEquatable": function.returnType.map(knowledge.isEquatable) ?? false,
            "canSample": canSample,
            "sampleArguments": sampleArguments,
            "sampleCall": "\(name)(\(sampleArguments))",
            "closureSampleCall": "\(name)(\(closureSampleArguments))",
            "hasReceived": received != nil,
            "receivedType": received?.type ?? "",
            "receivedValue": received?.value ?? "",
            "sampleReceived": received?.sample ?? "",
            "receivedIsEquatable": parameters.count == 1
                && (parameters.first?["isEquatable"] as? Bool ?? false),
            "hasDefaults": function.parameters.contains { $0.defaultValue != nil },
        ]
        let required = parameters.filter { $0["hasDefault"] as? Bool != true }
        context["requiredParameterList"] = required.map { $0["declaration"] as? String ?? "" }
            .joined(separator: ", ")
        // A parameter of the function's own name would hide the function it calls.
        let hidden = function.parameters.contains {
            $0.defaultValue == nil && $0.name == function.name
        }
        context["callWithDefaults"] =
            (hidden ? "self." : "") + "\(name)("
            + parameters.map { parameter in
                guard parameter["hasDefault"] as? Bool == true else {
                    return parameter["argument"] as? String ?? ""
                }
                let label = parameter["label"] as? String ?? "_"
                let value = parameter["defaultValue"] as? String ?? ""
                return label == "_" ? value : "\(SwiftNames.escapedArgumentLabel(label)): \(value)"
            }.joined(separator: ", ") + ")"
        return context
    }

    /// Each use case's name as an UpperCamelCase type name (`fetchProducts` -> `FetchProducts`)
    /// for types a set nests per use case. A name that would shadow a type the module
    /// mentions, or one Swift code relies on, gets `UseCase` (`product` -> `ProductUseCase`
    /// beside an entity `Product`); names stay unique.
    static func useCaseTypeNames(_ useCases: [FunctionSignature], avoiding types: Set<String>)
        -> [String]
    {
        var taken = types.union(SwiftNames.reservedTypes).union(
            SwiftNames.qualifiedStandardTypes.keys
        ).union(SwiftNames.keywords)
        return useCases.map { useCase in
            let base = SwiftNames.upperFirst(useCase.name)
            var name = taken.contains(base) ? base + "UseCase" : base
            var counter = 2
            while taken.contains(name) {
                name = base + "UseCase\(counter)"
                counter += 1
            }
            taken.insert(name)
            return name
        }
    }

    /// Each use case's name for its result (`cars`), which generated code keeps in a local and
    /// often a property: never one of its parameters, a name in `taken` (the set's members, the
    /// module's functions: a store's `cars` beside `cars()`), another result's, or a keyword
    /// (`@Observable` cannot track a property written in back-ticks). It is its noun's
    /// (`cars`); when that is not free, the noun's with "Result" (`tagsResult` for
    /// `filterTags(tags:)`), but when the noun's is a use case's or route's name
    /// (`functionNames`), or ends in "Result" already, the use case's own name with "Result"
    /// (`fetchCarsResult` beside `cars()`: `carsResult` would read as `cars()`'s), then with a
    /// number (`fetchCarsResult2`): suffixes never stack (`carsResultResult`). A pinned noun's
    /// is never changed; the spec's pins are checked, and one that `taken` holds is
    /// `pinnedResultClashes`.
    static func resultWords(
        _ useCases: [FunctionSignature], nouns: [String], avoiding taken: Set<String>,
        functionNames: Set<String> = []
    ) -> [String] {
        // Pinned names are held first: an earlier use case's fallback cannot take one.
        var used = Set(
            zip(useCases, nouns).compactMap { useCase, noun in
                useCase.returnType != nil && useCase.displayName != nil
                    ? SwiftNames.lowerFirst(noun) : nil
            })
        return zip(useCases, nouns).map { useCase, noun in
            let base = SwiftNames.lowerFirst(noun)
            func isFree(_ word: String) -> Bool {
                !useCase.parameters.contains { $0.name == word } && !taken.contains(word)
                    && !SwiftNames.keywords.contains(word)
                    && (useCase.returnType == nil || !used.contains(word))
            }
            var word = base
            // A pin holds (`pinnedResultClashes` refuses one that cannot).
            let isPinned = useCase.returnType != nil && useCase.displayName != nil
            if !isPinned, !isFree(word) {
                let plain = base + "Result"
                word =
                    !functionNames.contains(base) && !UseCaseNaming.endsInResult(base)
                        && isFree(plain)
                    ? plain
                    : UseCaseNaming.withResult(SwiftNames.lowerFirst(useCase.name), isFree: isFree)
            }
            if useCase.returnType != nil { used.insert(word) }
            return word
        }
    }

    /// The use cases whose pinned noun names their result with a name the set's generated code
    /// has for its own members or locals (`memberNames`): the pin cannot hold, and is refused
    /// where the use case is.
    static func pinnedResultClashes(
        _ module: ResolvedModule, memberNames: Set<String>
    ) -> [Diagnostic] {
        module.useCases.enumerated().compactMap { index, useCase in
            guard let noun = useCase.displayName, useCase.returnType != nil,
                memberNames.contains(SwiftNames.lowerFirst(noun))
            else { return nil }
            let rule = SpecRule.pinnedResultClash(
                name: noun, useCase: useCase.name, result: SwiftNames.lowerFirst(noun),
                holder: "a name the templates use")
            return Diagnostic(
                .error, rule.message,
                at: module.locations.useCases.indices.contains(index)
                    ? module.locations.useCases[index] : nil)
        }
    }

    static func useCaseContext(
        _ useCase: FunctionSignature,
        noun: String,
        resultWord: String,
        module: ResolvedModule,
        knowledge: TypeKnowledge
    ) -> [String: Any] {
        var context = functionContext(useCase, knowledge: knowledge)
        let resultName = SwiftNames.escaped(resultWord)
        context["displayNoun"] = noun
        context["displayMethod"] = "display\(noun)"
        // The display method's parameter reads as its noun (`displayTags(_ tags:)`), whatever
        // name the result takes where it is kept.
        context["displayParameter"] = SwiftNames.escaped(SwiftNames.lowerFirst(noun))
        context["resultName"] = resultName
        context["resultLabel"] = SwiftNames.escapedArgumentLabel(resultWord)
        context["loadsOnAppear"] =
            useCase.returnType != nil && useCase.parameters.allSatisfy { $0.defaultValue != nil }
        if let returnType = useCase.returnType {
            let (displayType, mapping) = returnType.mappedForDisplay(
                entity: module.entityName, viewModel: module.viewModelName)
            context["displayType"] = displayType.description
            context["displayMapping"] = mapping.rawValue
            let expectedViewModel = "\(module.viewModelName).fixture()"
            // Without an entity fixture the sample result holds no entity: `[]`, `nil` or none.
            let entityHasFixture = knowledge.moduleTypes[module.entityName] != nil
            switch mapping {
            case .none:
                context["displayExpression"] = resultName
                context["expectedDisplayValue"] = context["sampleReturnValue"]
            case .single:
                context["displayExpression"] = "makeViewModel(from: \(resultName))"
                context["expectedDisplayValue"] = entityHasFixture ? expectedViewModel : ""
            case .each:
                context["displayExpression"] = "\(resultName).map(makeViewModel(from:))"
                context["expectedDisplayValue"] =
                    !entityHasFixture
                    ? context["sampleReturnValue"] ?? ""
                    : returnType.isOptional ? expectedViewModel : "[\(expectedViewModel)]"
            }
            context["displayIsEquatable"] = knowledge.isEquatable(displayType)
            // The app target has no fixtures, so a stored display value starts empty or nil: its
            // type as Swift parses it (`(any P)?`, `(() -> Void)?`) and its first value (none for nil).
            let plain = TypeKnowledge.appCode
            let plainDisplayDefault = plain.defaultValue(of: displayType)
            let storageType =
                (plainDisplayDefault == nil ? TypeExpr.optional(displayType) : displayType)
                .description
            let firstValue = plainDisplayDefault == "nil" ? "" : plainDisplayDefault ?? ""
            context["displayStorageType"] = storageType
            context["displayDefaultValue"] = firstValue
            context["displayStorage"] =
                "\(resultName): \(storageType)" + (firstValue.isEmpty ? "" : " = \(firstValue)")
            // A display method keeps what it is given, so a closure parameter must be `@escaping`.
            context["displayParameterType"] =
                displayType.isFunction ? "@escaping \(displayType)" : displayType.description
        } else {
            context["displayType"] = ""
            context["displayMapping"] = ""
            context["displayExpression"] = ""
            context["expectedDisplayValue"] = ""
            context["displayIsEquatable"] = false
            context["displayStorage"] = ""
            context["displayParameterType"] = ""
            context["displayStorageType"] = ""
            context["displayDefaultValue"] = ""
        }
        return context
    }
}

extension SwiftNames {
    /// Argument labels may be keywords, except these three, in a declaration.
    static func escapedLabel(_ label: String) -> String {
        ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }

    /// In a call only `inout` is written in back-ticks (Swift warns about back-ticked `let` and
    /// `var` labels there).
    static func escapedArgumentLabel(_ label: String) -> String {
        label == "inout" ? "`inout`" : label
    }
}
