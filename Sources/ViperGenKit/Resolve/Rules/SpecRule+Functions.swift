import Diagnostics

/// The spec's use cases and routes: their names, parameters and results.
extension SpecRule {
    static func checkFunctions(
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
            let location = function.location
            if let earlier = seen[name] {
                diagnostics.refuse(
                    .duplicateFunctionName(name: name, earlierKind: earlier), at: location)
            } else if let earlier = typeNames[SwiftNames.upperFirst(name)] {
                diagnostics.refuse(
                    .functionNamesDifferInCase(name: name, earlier: earlier), at: location)
            }
            seen[name] = seen[name] ?? kind
            typeNames[SwiftNames.upperFirst(name)] = typeNames[SwiftNames.upperFirst(name)] ?? name
            if SwiftNames.reservedMembers.contains(name) {
                diagnostics.refuse(.swiftFunctionName(name: name, kind: kind), at: location)
            }
            var parameterNames: Set<String> = []
            for parameter in function.value.parameters {
                if startsUppercase(parameter.name) {
                    diagnostics.refuse(
                        .uppercaseParameterName(
                            parameter: parameter.name, function: name, kind: kind),
                        at: location)
                }
                if let problem = TypeRules.problem(
                    with: parameter.type,
                    at: .parameter(name: parameter.name, function: name, kind: kind),
                    declared: declared
                ) {
                    diagnostics.refuse(problem, at: location)
                }
                if SwiftNames.reservedMembers.contains(parameter.name) {
                    diagnostics.refuse(
                        .swiftParameterName(parameter: parameter.name, function: name, kind: kind),
                        at: location)
                }
                if !parameterNames.insert(parameter.name).inserted {
                    diagnostics.refuse(
                        .duplicateParameterName(
                            parameter: parameter.name, function: name, kind: kind),
                        at: location)
                }
                if parameter.isVariadic {
                    diagnostics.refuse(
                        .variadicParameter(
                            parameter: parameter.name, type: parameter.type, function: name,
                            kind: kind),
                        at: location)
                }
                if kind == "use case", parameter.type.containsNonSendableFunction {
                    diagnostics.refuse(
                        .nonSendableUseCaseClosure(parameter: parameter.name, useCase: name),
                        at: location)
                }
                if parameter.isInout {
                    diagnostics.refuse(.inoutParameter(function: name, kind: kind), at: location)
                }
            }
            if kind == "use case", let returnType = function.value.returnType,
                let problem = TypeRules.problem(
                    with: returnType, at: .result(function: name, kind: kind), declared: declared)
            {
                diagnostics.refuse(problem, at: location)
            }
            if kind == "route",
                function.value.isAsync || function.value.isThrows
                    || function.value.returnType != nil
            {
                diagnostics.refuse(.routeWithEffects(route: name), at: location)
            }
        }
    }

    /// Each use case that returns a value gets a view method; those names must not collide.
    static func checkDisplayNames(
        _ useCases: [Located<FunctionSignature>], diagnostics: inout DiagnosticCollector
    ) {
        let names = UseCaseNaming.displayNouns(for: useCases.map(\.value))
        var seen: Set<String> = []
        for (useCase, noun) in zip(useCases, names) where useCase.value.returnType != nil {
            if noun == "Error" {
                diagnostics.refuse(
                    .useCaseDisplayedAsError(useCase: useCase.value.name), at: useCase.location)
            } else if !seen.insert(noun).inserted {
                diagnostics.refuse(
                    .useCaseDisplayClash(useCase: useCase.value.name), at: useCase.location)
            }
        }
    }
}
