import Diagnostics

/// Every rule a spec must follow, each as the refusal viper-gen reports when a spec breaks it,
/// with its message: the catalogue of the spec's rules. The checks live beside this file
/// (`SpecRule+Names`, `SpecRule+Functions`, `SpecRule+Templates`, `TypeRules`,
/// `ModuleDeclarations`), or where their data is (`ModuleResolver`, `HashableModuleTypes`,
/// `Renderer`, `RenderContext`, `SpecRun`, `NewModule`), and report only these cases.
///
/// To add a rule: add a case here with its message, report it where the spec's values are
/// checked (`diagnostics.refuse(.case(…), at: location)`), give it a sample in
/// `SpecRuleTests`, and a bad spec in `SpecDiagnosticsTests` or the bad-input corpus.
///
/// `what` is how a message names the thing ("entity name", "view model property name");
/// `kind` is "use case" or "route"; `set` is a template set's name.
enum SpecRule: Sendable, Equatable {
    // MARK: Type names (the module, the entity, the view model)

    case emptyName(what: String)
    case invalidTypeName(what: String, name: String)
    /// A keyword, or a type Swift keeps for itself (`Type`, `Protocol`).
    case nameWithSwiftMeaning(what: String, name: String)
    /// A standard type the spec's types and the generated code name (`String`, `Result`).
    case standardTypeName(what: String, name: String)
    case nameTooLong(what: String, name: String)
    /// A framework type generated screens or tests name (SwiftUI's `Text`, `Comment`).
    case frameworkTypeName(what: String, name: String, owner: String)
    /// A standard type generated code gives sample values (`Date`, `URL`).
    case sampledTypeName(what: String, name: String, module: String)
    /// The entity or view model named like its target, where the tests import a type of that name.
    case typeNamedLikeTarget(what: String, name: String, target: String)
    case viewModelNamedLikeEntity(name: String)

    // MARK: Member names (properties, parameters)

    case invalidMemberName(what: String, name: String)
    case swiftMemberName(what: String, name: String)
    case uppercaseMemberName(what: String, name: String)
    case uppercaseParameterName(parameter: String, function: String, kind: String)

    // MARK: The entity and the view model

    case duplicateEntityProperty(name: String)
    case duplicateViewModelProperty(name: String)
    case nonSendableStoredClosure(type: TypeExpr)
    /// A view model property without a type that the entity does not have; `suggestion` is
    /// an entity property of a close name.
    case unknownViewModelProperty(name: String, entity: String, suggestion: String?)
    /// A view model property of its own whose type has no value generated code could write.
    case viewModelPropertyWithoutPlaceholder(name: String, type: TypeExpr)
    case inlineRecursion(property: String, type: TypeExpr, owner: String)

    // MARK: A module's inputs, and the routes that open it (`-> CarDetail`)

    case duplicateInput(name: String)
    case closureInput(name: String)
    case tooManyInputs(count: Int)
    case routeMissesInput(
        route: String, module: String, input: String, type: String, specPath: String)
    case routeInputType(
        route: String, module: String, input: String, type: String, found: String,
        specPath: String)
    case routeOpensInternalModule(route: String, module: String, specPath: String)
    case routeInputAmbiguous(
        route: String, module: String, input: String, type: String, parameters: [String])

    // MARK: An entity another spec declares (`entity: Car`)

    case sharedEntityUndeclared(name: String)
    case sharedEntityInvalid(name: String, specPath: String)
    case sharedEntityWithoutTests(name: String, specPath: String, module: String)
    case sharedEntityNotPublic(name: String, specPath: String)
    case sharedTypeNotHashable(name: String, specPath: String)

    // MARK: Types the spec writes (`TypeRules`, `HashableModuleTypes`)

    case opaqueType(Place, TypeExpr)
    case selfType(Place, TypeExpr)
    case neverType(Place, TypeExpr)
    /// `Void`, `()` or `Never` inside another type.
    case nestedEmptyType(Place, TypeExpr, empty: TypeExpr)
    /// A module's own type written with generic arguments, meant as the standard one.
    case genericModuleType(Place, TypeExpr, name: String)
    case nonSendableType(Place, TypeExpr, part: TypeExpr)
    case autoclosureParameter(Place, TypeExpr, parameter: String, result: TypeExpr)
    /// A closure parameter without `@escaping`; `escaping` is the type with it.
    case nonEscapingClosure(Place, TypeExpr, escaping: TypeExpr)
    /// A Set element or dictionary key that is never Hashable.
    case notHashable(Place, TypeExpr, part: TypeExpr)
    /// A module type a Set holds or a dictionary is keyed by, with a property that is not
    /// (or not known to be) Hashable; `part` is what in the property's type is not.
    case propertyNotHashable(
        Place, TypeExpr, name: String, property: String, propertyType: TypeExpr, part: TypeExpr,
        isNever: Bool)

    // MARK: Use cases and routes

    case duplicateFunctionName(name: String, earlierKind: String)
    case functionNamesDifferInCase(name: String, earlier: String)
    case swiftFunctionName(name: String, kind: String)
    case swiftParameterName(parameter: String, function: String, kind: String)
    case duplicateParameterName(parameter: String, function: String, kind: String)
    case variadicParameter(parameter: String, type: TypeExpr, function: String, kind: String)
    case nonSendableUseCaseClosure(parameter: String, useCase: String)
    case inoutParameter(function: String, kind: String)
    /// `returnsValue`: what follows its `->` is no module name (`-> Bool`, `-> [Car]`).
    case routeWithEffects(route: String, returnsValue: Bool)
    case useCaseDisplayedAsError(useCase: String)
    case useCaseDisplayClash(useCase: String)
    case displayNameOfUnknownUseCase(name: String, suggestion: String?)
    case displayNameOfUseCaseWithoutResult(useCase: String)
    case displayNamePinnedTwice(useCase: String)
    case invalidDisplayName(name: String, useCase: String)
    case pinnedDisplayClash(name: String, useCase: String)
    case pinnedResultClash(name: String, useCase: String, result: String, holder: String)

    // MARK: The spec and its template set (`SpecRule+Templates`, `Renderer`)

    case unsupportedUI(set: String, ui: String, supported: [String])
    case unsupportedTests(set: String, tests: String, supported: [String])
    case unsetParam(key: String)
    /// A use case or route named like a member the set derives from another's name.
    case derivedMemberName(name: String, owner: String, kind: String, set: String)
    case templateMemberName(name: String, kind: String, set: String)
    case templateParameterName(parameter: String, function: String, kind: String, set: String)
    case templateTypeName(what: String, name: String, set: String)
    case templateInputName(name: String, set: String)
    case moduleNameOfImportedType(module: String, type: String, owner: String, set: String)
    /// A type the set generates for the module named like one generated code names without its
    /// module (viper's `ViewBuilder` for a module `View`); `owner` is that type's framework, nil
    /// for a standard type (`UIViewController`).
    case moduleNameOfFrameworkType(module: String, type: String, owner: String?, set: String)
    case repeatedEnumCaseLabel(label: String, function: String, kind: String, set: String)
    case nonSendableEnumCaseClosure(parameter: String, function: String, kind: String, set: String)
    /// A line of the built-in templates' output that the spec's names make too long to break
    /// within swift-format's limit; `module` and `function` (a `kind`) are the names in it.
    case lineTooLong(line: String, path: String, module: String?, function: String?, kind: String?)
    /// Two of a module's files whose paths differ only in case; `rename` is what the spec
    /// would name differently ("entity", "view model", "module"), if known.
    case templatePathsDifferInCase(
        template: String, path: String, otherTemplate: String, otherPath: String, rename: String?)

    // MARK: The specs of a run together (`ModuleDeclarations`, `SpecRun`, `NewModule`)

    case moduleSpecifiedTwice(module: String, otherSpec: String)
    case moduleInConfigModules(module: String, otherSpec: String)
    /// `what` and `otherWhat` are "entity", "view model" or "generated type".
    case typeDeclaredTwice(
        name: String, what: String, otherWhat: String, otherModule: String, otherSpec: String)
    case modulePathsDifferInCase(
        module: String, otherModule: String, path: String, otherPath: String)
    case modulesWriteDifferentFiles(module: String, otherModule: String, path: String)
    case specOfAnotherModule(module: String, named: String)

    /// The text viper-gen reports.
    var message: String {
        switch self {
        case .emptyName(let what):
            "\(what) is empty"
        case .invalidTypeName(let what, let name):
            "invalid \(what) '\(name)': \(Self.typeNameProblem(name))"
        case .nameWithSwiftMeaning(let what, let name):
            "'\(name)' cannot be the \(what): Swift gives the name a meaning of its own"
        case .standardTypeName(let what, let name):
            "'\(name)' is reserved: the spec's types and the generated code mean the standard '\(name)' by that name, and as the \(what) it would change what each of them means"
        case .nameTooLong(let what, let name):
            "\(what) '\(name.prefix(20))…' is longer than 64 characters"
        case .frameworkTypeName(let what, let name, let owner):
            "'\(name)' is reserved: generated \(owner == "Swift Testing" ? "tests" : "screens") name \(owner)'s '\(name)' by that name, in this module and in every other of the app, and as the \(what) it would change what it means there; name it differently"
        case .sampledTypeName(let what, let name, let module):
            "'\(name)' is reserved: specs use the standard '\(name)' for properties and parameters, and generated code gives it sample values; as the \(what) it would change what each of them means; name it differently\(name.hasPrefix(module) ? "" : " (e.g. '\(module)\(name)')")"
        case .typeNamedLikeTarget(let what, let name, let target):
            "the \(what) cannot be named '\(name)' like the target it is in: a module the tests import declares a '\(name)' too, so the tests name the app's as '\(target).\(name)', which the type would hide; name one of them differently"
        case .viewModelNamedLikeEntity(let name):
            "the view model and the entity are both named '\(name)'; give the view model another name"

        case .invalidMemberName(let what, let name):
            "invalid \(what) '\(name)': use ASCII letters, digits and '_', not starting with a digit"
        case .swiftMemberName(let what, let name):
            "'\(name)' cannot be used as \(what)"
        case .uppercaseMemberName(let what, let name):
            Self.uppercase(name, subject: "\(what) '\(name)'")
        case .uppercaseParameterName(let parameter, let function, let kind):
            Self.uppercase(parameter, subject: "parameter '\(parameter)' of \(kind) '\(function)'")

        case .duplicateEntityProperty(let name):
            "duplicate entity property '\(name)'"
        case .duplicateViewModelProperty(let name):
            "duplicate view model property '\(name)'"
        case .nonSendableStoredClosure(let type):
            "closure type '\(type)' must be '@Sendable' to be stored in a Sendable value"
        case .unknownViewModelProperty(let name, let entity, let suggestion):
            "view model property '\(name)' is not a property of entity '\(entity)'"
                + (suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; give it a type ('\(name): String') or add it to the entity")
        case .viewModelPropertyWithoutPlaceholder(let name, let type):
            "view model property '\(name): \(type)' is not copied from the entity and viper-gen cannot make a placeholder for it; make it optional or give it a standard type"
        case .inlineRecursion(let property, let type, let owner):
            "property '\(property)' has type '\(type)', through which '\(owner)' would contain itself (a struct holds its properties inline); keep an id or an array instead"

        case .closureInput(let name):
            "input '\(name)' is a closure; inputs are values the screen keeps: let the module tell the one that opened it through its service or router instead"
        case .duplicateInput(let name):
            "input '\(name)' is declared twice; each input is a parameter of the module's builder"
        case .tooManyInputs(let count):
            "\(count) inputs; a module may have at most \(SpecParser.maximumParameters), as each is a parameter of its builder and of every route that opens it"
        case .routeMissesInput(let route, let module, let input, let type, let specPath):
            "route '\(route)' opens '\(module)', whose builder takes '\(input): \(type)' ('\(specPath)' declares it in 'inputs'), and the route has no parameter to pass: add '\(input): \(type)' to the route's parameters"
        case .routeInputType(let route, let module, let input, let type, let found, let specPath):
            "route '\(route)' passes '\(input): \(found)' to '\(module)', whose builder takes '\(input): \(type)' ('\(specPath)' declares it in 'inputs'); give the parameter that type, or change the input"
        case .routeOpensInternalModule(let route, let module, let specPath):
            "route '\(route)' of a public module opens '\(module)', whose API is internal: the public builder would need its internal service; write 'access: public' in '\(specPath)'"
        case .routeInputAmbiguous(let route, let module, let input, let type, let parameters):
            "route '\(route)' opens '\(module)', whose builder takes '\(input): \(type)', and \(parameters.map { "'\($0)'" }.joined(separator: " and ")) could each pass it; name the one to pass '\(input)'"
        case .sharedEntityUndeclared(let name):
            "entity '\(name)' is declared by no spec of this run or of the config's 'modules'; generate this spec together with the one that declares it (or list both under 'modules:' in \(ToolFolder.configFileName)), or declare the entity here ('entity:' with 'name:' and 'properties:')"
        case .sharedEntityInvalid(let name, let specPath):
            "entity '\(name)' is declared by '\(specPath)', which has problems of its own; fix that spec first"
        case .sharedEntityWithoutTests(let name, let specPath, let module):
            "the tests of this module use '\(name).fixture()', which '\(specPath)' makes with its tests, but its tests are 'none'; give module '\(module)' tests, or set 'tests: none' here"
        case .sharedEntityNotPublic(let name, let specPath):
            "this module's API is public, but '\(specPath)' declares '\(name)' internal; set 'access: public' there too"
        case .sharedTypeNotHashable(let name, let specPath):
            "this spec needs '\(name)' to be Hashable (a Set of it, or a dictionary keyed by it), but '\(specPath)', which declares it, does not make it so; use it in a Set or as a key there too, or use an array here"

        case .opaqueType(let place, let type):
            "\(place.stating(type)), and an opaque ('some') type cannot be stored or passed from one layer to the next; write '\(type.replacingOpaque)'"
        case .selfType(let place, let type):
            "\(place.stating(type)), and 'Self' would mean another type in each generated type that declares it; write the type's name"
        case .neverType(let place, let type):
            switch place {
            case .property:
                "\(place.stating(type)), which has no values, so nothing holding it could be made; remove the property"
            case .parameter:
                "\(place.stating(type)), which has no values, so it could never be called; remove the parameter"
            case .result:
                "\(place.stating(type)), so it never returns and there is nothing to stub or show; return nothing, or throw"
            }
        case .nestedEmptyType(let place, let type, let empty):
            "\(place.stating(type)), and '\(empty)' inside another type holds no information (an optional of it is only 'nil'), which generated code cannot sample or show; \(empty.isNever ? "leave it out" : "use 'Bool', or return nothing")"
        case .genericModuleType(let place, let type, let name):
            "\(place.stating(type)), but '\(name)' is the module's own type here, which takes no generic arguments; write 'Swift.\(name)' for Swift's"
        case .nonSendableType(let place, let type, let part):
            "\(place.stating(type)), and '\(part)' is not Sendable: generated code passes the module's values between actors; \(Self.remedy(forNonSendable: part, in: type))"
        case .autoclosureParameter(let place, let type, let parameter, let result):
            "\(place.stating(type)), and an '@autoclosure' cannot be passed on from one layer to the next; take the value ('\(parameter): \(result)') or a closure ('\(parameter): @escaping @Sendable () -> \(result)')"
        case .nonEscapingClosure(let place, let type, let escaping):
            "\(place.stating(type)), and generated code keeps the closure (test doubles record every argument), so it must escape; write '\(escaping)'"
        case .notHashable(let place, let type, let part):
            "\(place.stating(type)), and '\(part)' cannot be a Set element or a dictionary key: it is not Hashable; use a Hashable type"
        case .propertyNotHashable(
            let place, let type, let name, let property, let propertyType, let part, let isNever):
            "\(place.stating(type)), which needs '\(name)' to be Hashable, but its property '\(property): \(propertyType)'\(part == propertyType ? "" : ", which holds '\(part)',") \(isNever ? "is not" : "is not known to be") Hashable; use an array, or key by a standard type"

        case .duplicateFunctionName(let name, let earlierKind):
            "duplicate name '\(name)': a \(earlierKind) already has it; every use case and route needs its own name"
        case .functionNamesDifferInCase(let name, let earlier):
            "'\(name)' and '\(earlier)' differ only in the case of their first letter, and generated code names types after both ('\(SwiftNames.upperFirst(name))'); name one of them differently"
        case .swiftFunctionName(let name, let kind):
            "'\(name)' cannot name a \(kind): generated code calls it after a '.', where Swift reads '.\(name)' as its own; name the \(kind) differently"
        case .swiftParameterName(let parameter, let function, let kind):
            "'\(parameter)' cannot be a parameter name in \(kind) '\(function)'"
        case .duplicateParameterName(let parameter, let function, let kind):
            "duplicate parameter name '\(parameter)' in \(kind) '\(function)'"
        case .variadicParameter(let parameter, let type, let function, let kind):
            "variadic parameter '\(parameter)' cannot be passed on from one layer to the next; take an array instead ('\(parameter): [\(type)]') (\(kind) '\(function)')"
        case .nonSendableUseCaseClosure(let parameter, let useCase):
            "closure parameter '\(parameter)' of use case '\(useCase)' must be '@Sendable': use cases run away from the screen's main actor"
        case .inoutParameter(let function, let kind):
            "'inout' parameters cannot cross the module's layers; return the new value instead (\(kind) '\(function)')"
        case .routeWithEffects(let route, let returnsValue):
            "route '\(route)' must not be async, throw or return a value: routes only navigate"
                + (returnsValue
                    ? "; after '->' a route may name the module it opens ('-> CarDetail')" : "")
        case .useCaseDisplayedAsError(let useCase):
            "use case '\(useCase)' would be displayed by 'displayError', which reports failures; rename it"
        case .useCaseDisplayClash(let useCase):
            "use case '\(useCase)' would display the same as another use case"
        case .displayNameOfUnknownUseCase(let name, let suggestion):
            "'displayNames' names '\(name)', which is no use case of the spec"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .displayNameOfUseCaseWithoutResult(let useCase):
            "use case '\(useCase)' returns nothing, so nothing is displayed; remove it from 'displayNames'"
        case .displayNamePinnedTwice(let useCase):
            "'displayNames' names use case '\(useCase)' twice"
        case .invalidDisplayName(let name, let useCase):
            "display name '\(name)' of use case '\(useCase)' must be an UpperCamelCase Swift identifier of at most 64 characters other than 'Error', like 'Cars' (displayed by 'displayCars')"
        case .pinnedDisplayClash(let name, let useCase):
            "display name '\(name)' of use case '\(useCase)' is another use case's too; pin a different one"
        case .pinnedResultClash(let name, let useCase, let result, let holder):
            "display name '\(name)' of use case '\(useCase)' names its result '\(result)', which is \(holder) too; pin a different one"

        case .unsupportedUI(let set, let ui, let supported):
            "the '\(set)' templates do not support ui '\(ui)'; use one of: \(supported.joined(separator: ", "))"
        case .unsupportedTests(let set, let tests, let supported):
            "the '\(set)' templates do not support tests '\(tests)'; use one of: \(supported.joined(separator: ", "))"
        case .unsetParam(let key):
            "the template prints 'params.\(key)', which is not set for this module; set it under 'params:' in the spec or the config, or with --param \(key)=…, or test it first ('{% if params.\(key) %}') or give it a default ('params.\(key)|default:…')"
        case .derivedMemberName(let name, let owner, let kind, let set):
            "'\(name)' is the name the generated \(set) module gives a member of its own for '\(owner)' (such as a test double's '\(name)'); name the \(kind) differently"
        case .templateMemberName(let name, let kind, let set):
            "'\(name)' is used by the generated \(set) module; name the \(kind) differently"
        case .templateParameterName(let parameter, let function, let kind, let set):
            "parameter '\(parameter)' of \(kind) '\(function)' would hide the generated \(set) module's own '\(parameter)'; name it differently"
        case .templateInputName(let name, let set):
            "input '\(name)' would hide the generated \(set) module's own '\(name)'; name it differently"
        case .templateTypeName(let what, let name, let set):
            "the \(what) cannot be named '\(name)': the \(set) templates generate a type of that name"
        case .moduleNameOfImportedType(let module, let type, let owner, let set):
            "the module cannot be named '\(module)': the \(set) templates would generate '\(type)', which \(owner), imported by the generated tests, also declares"
        case .moduleNameOfFrameworkType(let module, let type, let owner, let set):
            "the module cannot be named '\(module)': the \(set) templates would generate '\(type)', and generated code names \(owner.map { "\($0)'s" } ?? "the standard") '\(type)' by that name, in this module and in every other of the app; name the module differently"
        case .repeatedEnumCaseLabel(let label, let function, let kind, let set):
            "\(kind) '\(function)' has the argument label '\(label)' more than once, but the \(set) templates make each \(kind) a case of an enum, whose associated values need distinct labels; give each parameter its own label"
        case .nonSendableEnumCaseClosure(let parameter, let function, let kind, let set):
            "closure parameter '\(parameter)' of \(kind) '\(function)' must be '@Sendable': the \(set) templates make each \(kind) a case of a Sendable enum"
        case .lineTooLong(let line, let path, let module, let function, let kind):
            Self.lineTooLong(line, path: path, module: module, function: function, kind: kind)
        case .templatePathsDifferInCase(
            let template, let path, let otherTemplate, let otherPath, let rename):
            "'\(template)' writes '\(path)' and '\(otherTemplate)' writes '\(otherPath)', \(Self.caseClashReason)\(rename.map { "; name the \($0) differently" } ?? "")"

        case .moduleSpecifiedTwice(let module, let otherSpec):
            "module '\(module)' is also specified in '\(otherSpec)'; a module has one spec: remove one of them, or name this module differently"
        case .moduleInConfigModules(let module, let otherSpec):
            "module '\(module)' is also specified in '\(otherSpec)', which the config's 'modules:' lists; a module has one spec: remove one of them, or name this module differently"
        case .typeDeclaredTwice(let name, let what, let otherWhat, let otherModule, let otherSpec):
            Self.declaredTwice(
                name, what: what, otherWhat: otherWhat, otherModule: otherModule,
                otherSpec: otherSpec)
        case .modulePathsDifferInCase(let module, let otherModule, let path, let otherPath):
            "\(otherModule == module ? "module '\(module)' writes" : "modules '\(otherModule)' and '\(module)' write") '\(otherPath)' and '\(path)', \(Self.caseClashReason)\(otherModule != module && otherModule.lowercased() == module.lowercased() ? "; name one of the modules differently" : "")"
        case .modulesWriteDifferentFiles(let module, let otherModule, let path):
            "modules '\(otherModule)' and '\(module)' write different files to '\(path)'"
        case .specOfAnotherModule(let module, let named):
            "the spec is for module '\(module)', not '\(named)'"
        }
    }

    /// The refusal as an error at `location`.
    func diagnostic(at location: SourceLocation?) -> Diagnostic {
        .error(message, at: location)
    }

    /// Why two paths of a run that differ only in case may not both be written.
    static let caseClashReason =
        "which differ only in case: on a case-insensitive file system, as macOS's is by default, they are one file"

    /// Where a type is written, for the message and the rules that depend on it.
    enum Place: Sendable, Equatable {
        case property(name: String)
        case parameter(name: String, function: String, kind: String)
        case result(function: String, kind: String)

        /// "property 'payload' has type 'Any'", "use case 'load' returns 'Any'".
        func stating(_ type: TypeExpr) -> String {
            switch self {
            case .property(let name): "property '\(name)' has type '\(type)'"
            case .parameter(let name, let function, let kind):
                "parameter '\(name)' of \(kind) '\(function)' has type '\(type)'"
            case .result(let function, let kind): "\(kind) '\(function)' returns '\(type)'"
            }
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

    /// A property or parameter named like a type (`Car: Int`) would hide that type in the
    /// generated code that takes it (a fixture's `Car(…)`), so names start in lowercase, as
    /// Swift's own do.
    private static func uppercase(_ name: String, subject: String) -> String {
        "\(subject) starts with an uppercase letter, so it would hide a type of that name in generated code; start it in lowercase ('\(SwiftNames.lowerFirst(name))')"
    }

    /// What to write instead of `type`, whose `part` is not Sendable.
    private static func remedy(forNonSendable part: TypeExpr, in type: TypeExpr) -> String {
        let sendable = TypeExpr.named("Sendable", generics: [])
        let replacement: TypeExpr
        switch part {
        case .named("Any", _), .named("AnyObject", _), .existential(.named("Any", _)),
            .existential(.named("AnyObject", _)):
            replacement = .existential(sendable)
        case .named("AnyHashable", _), .named("Swift.AnyHashable", _):
            replacement = .existential(.composition([.named("Hashable", generics: []), sendable]))
        case .existential(.composition(let parts)):
            replacement = .existential(.composition(parts + [sendable]))
        case .existential(let constraint):
            replacement = .existential(.composition([constraint, sendable]))
        default:
            return "use a Sendable type"
        }
        return "write '\(type.replacing(part, with: replacement))'"
    }

    /// The line shown in part, and the names to shorten.
    private static func lineTooLong(
        _ line: String, path: String, module: String?, function: String?, kind: String?
    ) -> String {
        let trimmed = line.drop { $0 == " " }
        let shown = trimmed.count > 80 ? trimmed.prefix(79) + "…" : trimmed
        var names: [String] = []
        if let module {
            names.append("the module name ('\(module)', \(module.count) characters)")
        }
        if let function, let kind {
            names.append("the \(kind) name ('\(function)', \(function.count) characters)")
        }
        let remedy =
            names.isEmpty
            ? "shorten the names and types the line is made of"
            : "shorten " + names.joined(separator: " or ")
        return
            "the spec makes a line of \(line.count) characters in '\(path)' that cannot be broken within \(LineWrapping.limit), as swift-format requires (`\(shown)`); \(remedy)"
    }

    /// `name`, declared as `what` by this module, is also `otherModule`'s `otherWhat`.
    private static func declaredTwice(
        _ name: String, what: String, otherWhat: String, otherModule: String, otherSpec: String
    ) -> String {
        let theirs =
            otherWhat == "generated type"
            ? "a type module '\(otherModule)' generates"
            : "the \(otherWhat) of module '\(otherModule)'"
        let mine =
            what == "generated type"
            ? "a type this module generates" : "this module's \(what)"
        let remedy =
            what == "entity" && otherWhat == "entity"
            ? "write 'entity: \(name)' to use that declaration (the module then generates no entity of its own), or name this entity differently"
            : what == "generated type"
                ? "name one of the modules differently" : "name this \(what) differently"
        return
            "'\(name)', \(mine), is also \(theirs) in '\(otherSpec)'; one app target cannot declare it twice: \(remedy)"
    }
}

extension DiagnosticCollector {
    /// Reports that the spec breaks `rule`, at `location`.
    mutating func refuse(_ rule: SpecRule, at location: SourceLocation?) {
        error(rule.message, at: location)
    }
}
