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
                diagnostics.refuse(
                    .routeWithEffects(
                        route: name, returnsValue: function.value.returnType != nil),
                    at: location)
            }
        }
    }

    /// The use cases with the nouns `pins` give their results (`displayNames:`), once each
    /// pin is checked: it names a use case that returns a value, once, with an UpperCamelCase
    /// identifier that no other pin takes, and that names the result (`Cars` -> `cars`) with a
    /// name free for it: no use case's or route's (`routes`), none of its parameters', no
    /// keyword. A pin that is refused is left out.
    static func applyDisplayNames(
        _ pins: [DisplayNamePin], to useCases: [Located<FunctionSignature>],
        routes: [Located<FunctionSignature>] = [],
        diagnostics: inout DiagnosticCollector
    ) -> [Located<FunctionSignature>] {
        var result = useCases
        var pinnedUseCases: Set<String> = []
        var pinnedNouns: Set<String> = []
        for pin in pins {
            let name = pin.useCase.value
            guard let index = result.firstIndex(where: { $0.value.name == name }) else {
                diagnostics.refuse(
                    .displayNameOfUnknownUseCase(
                        name: name, suggestion: didYouMean(name, in: useCases.map(\.value.name))),
                    at: pin.useCase.location)
                continue
            }
            guard pinnedUseCases.insert(name).inserted else {
                diagnostics.refuse(.displayNamePinnedTwice(useCase: name), at: pin.useCase.location)
                continue
            }
            guard result[index].value.returnType != nil else {
                diagnostics.refuse(
                    .displayNameOfUseCaseWithoutResult(useCase: name), at: pin.useCase.location)
                continue
            }
            let noun = pin.noun.value
            guard SwiftNames.isIdentifier(noun), startsUppercase(noun), noun != "Error",
                noun.count <= SwiftNames.maximumTypeNameLength
            else {
                diagnostics.refuse(
                    .invalidDisplayName(name: noun, useCase: name), at: pin.noun.location)
                continue
            }
            guard pinnedNouns.insert(noun).inserted else {
                diagnostics.refuse(
                    .pinnedDisplayClash(name: noun, useCase: name), at: pin.noun.location)
                continue
            }
            let resultWord = SwiftNames.lowerFirst(noun)
            let holder: String? =
                (useCases + routes).contains(where: { $0.value.name == resultWord })
                ? "use case or route '\(resultWord)'"
                : result[index].value.parameters.contains(where: { $0.name == resultWord })
                    ? "a parameter of '\(name)'"
                    : SwiftNames.keywords.contains(resultWord) ? "a Swift keyword" : nil
            if let holder {
                diagnostics.refuse(
                    .pinnedResultClash(
                        name: noun, useCase: name, result: resultWord, holder: holder),
                    at: pin.noun.location)
                continue
            }
            result[index].value.displayName = noun
        }
        return result
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
