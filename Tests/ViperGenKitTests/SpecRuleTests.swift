import Foundation
import Testing

@testable import ViperGenKit

/// The catalogue of the spec's rules: every `SpecRule` case with a sample and its message,
/// as `viper-gen` prints it after `path:line:column: error: `.
struct SpecRuleTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        var rule: SpecRule
        var message: String

        init(_ rule: SpecRule, _ message: String) {
            self.rule = rule
            self.message = message
        }

        /// The case's name.
        var name: String { Mirror(reflecting: rule).children.first?.label ?? "\(rule)" }
        var testDescription: String { name }
    }

    static func type(_ text: String) -> TypeExpr {
        do {
            return try SwiftSignatureParser.parseType(text)
        } catch {
            Issue.record("'\(text)' is not a type: \(error)")
            return .named(text, generics: [])
        }
    }

    static let useCase = "use case"
    static let longName =
        "archiveEveryWidgetOfTheCatalogForTheWeekendAndEveryGadgetOfTheStoreForTheHolidaysOfTheYear"

    static let samples: [Sample] = [
        // Type names
        Sample(.emptyName(what: "module name"), "module name is empty"),
        Sample(
            .invalidTypeName(what: "module name", name: "cars"),
            "invalid module name 'cars': it starts with a lowercase letter; a type name starts with an uppercase ASCII letter (e.g. 'Cars')"
        ),
        Sample(
            .invalidTypeName(what: "module name", name: "Car_List"),
            "invalid module name 'Car_List': '_' is not allowed; a type name holds ASCII letters and digits only (e.g. 'CarList')"
        ),
        Sample(
            .invalidTypeName(what: "entity name", name: "../../etc/passwd"),
            "invalid entity name '../../etc/passwd': it does not start with a letter; a type name starts with an uppercase ASCII letter (e.g. 'EtcPasswd')"
        ),
        Sample(
            .invalidTypeName(what: "module name", name: "Car List!"),
            "invalid module name 'Car List!': ' ', '!' are not allowed; a type name holds ASCII letters and digits only (e.g. 'CarList')"
        ),
        Sample(
            .nameWithSwiftMeaning(what: "entity name", name: "Self"),
            "'Self' cannot be the entity name: Swift gives the name a meaning of its own"
        ),
        Sample(
            .standardTypeName(what: "module name", name: "String"),
            "'String' is reserved: the spec's types and the generated code mean the standard 'String' by that name, and as the module name it would change what each of them means"
        ),
        Sample(
            .nameTooLong(what: "module name", name: String(repeating: "Car", count: 22)),
            "module name 'CarCarCarCarCarCarCa…' is longer than 64 characters"
        ),
        Sample(
            .frameworkTypeName(what: "entity name", name: "Text", owner: "SwiftUI"),
            "'Text' is reserved: generated screens name SwiftUI's 'Text' by that name, in this module and in every other of the app, and as the entity name it would change what it means there; name it differently"
        ),
        Sample(
            .frameworkTypeName(what: "view model name", name: "Issue", owner: "Swift Testing"),
            "'Issue' is reserved: generated tests name Swift Testing's 'Issue' by that name, in this module and in every other of the app, and as the view model name it would change what it means there; name it differently"
        ),
        Sample(
            .sampledTypeName(what: "entity name", name: "Int8", module: "Cars"),
            "'Int8' is reserved: specs use the standard 'Int8' for properties and parameters, and generated code gives it sample values; as the entity name it would change what each of them means; name it differently (e.g. 'CarsInt8')"
        ),
        Sample(
            .sampledTypeName(what: "entity name", name: "Int8", module: "Int"),
            "'Int8' is reserved: specs use the standard 'Int8' for properties and parameters, and generated code gives it sample values; as the entity name it would change what each of them means; name it differently"
        ),
        Sample(
            .typeNamedLikeTarget(what: "entity", name: "Comment", target: "Comment"),
            "the entity cannot be named 'Comment' like the target it is in: a module the tests import declares a 'Comment' too, so the tests name the app's as 'Comment.Comment', which the type would hide; name one of them differently"
        ),
        Sample(
            .viewModelNamedLikeEntity(name: "Car"),
            "the view model and the entity are both named 'Car'; give the view model another name"
        ),

        // Member names
        Sample(
            .invalidMemberName(what: "property name", name: "2doors"),
            "invalid property name '2doors': use ASCII letters, digits and '_', not starting with a digit"
        ),
        Sample(
            .swiftMemberName(what: "property name", name: "self"),
            "'self' cannot be used as property name"),
        Sample(
            .uppercaseMemberName(what: "property name", name: "Car"),
            "property name 'Car' starts with an uppercase letter, so it would hide a type of that name in generated code; start it in lowercase ('car')"
        ),
        Sample(
            .uppercaseParameterName(parameter: "URL", function: "save", kind: useCase),
            "parameter 'URL' of use case 'save' starts with an uppercase letter, so it would hide a type of that name in generated code; start it in lowercase ('url')"
        ),

        // The entity and the view model
        Sample(.duplicateEntityProperty(name: "id"), "duplicate entity property 'id'"),
        Sample(.duplicateViewModelProperty(name: "title"), "duplicate view model property 'title'"),
        Sample(
            .nonSendableStoredClosure(type: type("() -> Void")),
            "closure type '() -> Void' must be '@Sendable' to be stored in a Sendable value"),
        Sample(
            .unknownViewModelProperty(name: "make", entity: "Car", suggestion: nil),
            "view model property 'make' is not a property of entity 'Car'; give it a type ('make: String') or add it to the entity"
        ),
        Sample(
            .unknownViewModelProperty(name: "titel", entity: "Car", suggestion: "title"),
            "view model property 'titel' is not a property of entity 'Car'; did you mean 'title'?"
        ),
        Sample(
            .viewModelPropertyWithoutPlaceholder(name: "balance", type: type("Money")),
            "view model property 'balance: Money' is not copied from the entity and viper-gen cannot make a placeholder for it; make it optional or give it a standard type"
        ),
        Sample(
            .inlineRecursion(property: "parent", type: type("Node?"), owner: "Node"),
            "property 'parent' has type 'Node?', through which 'Node' would contain itself (a struct holds its properties inline); keep an id or an array instead"
        ),

        // A module's inputs, and the routes that open it
        Sample(
            .duplicateInput(name: "car"),
            "input 'car' is declared twice; each input is a parameter of the module's builder"
        ),
        Sample(
            .closureInput(name: "onDone"),
            "input 'onDone' is a closure; inputs are values the screen keeps: let the module tell the one that opened it through its service or router instead"
        ),
        Sample(
            .tooManyInputs(count: 21),
            "21 inputs; a module may have at most 20, as each is a parameter of its builder and of every route that opens it"
        ),
        Sample(
            .routeMissesInput(
                route: "showCarDetail", module: "CarDetail", input: "car", type: "Car",
                specPath: "Specs/CarDetail.yml"),
            "route 'showCarDetail' opens 'CarDetail', whose builder takes 'car: Car' ('Specs/CarDetail.yml' declares it in 'inputs'), and the route has no parameter to pass: add 'car: Car' to the route's parameters"
        ),
        Sample(
            .routeInputType(
                route: "showCarDetail", module: "CarDetail", input: "car", type: "Car",
                found: "String", specPath: "Specs/CarDetail.yml"),
            "route 'showCarDetail' passes 'car: String' to 'CarDetail', whose builder takes 'car: Car' ('Specs/CarDetail.yml' declares it in 'inputs'); give the parameter that type, or change the input"
        ),
        Sample(
            .routeOpensInternalModule(
                route: "showCarDetail", module: "CarDetail", specPath: "Specs/CarDetail.yml"),
            "route 'showCarDetail' of a public module opens 'CarDetail', whose API is internal: the public builder would need its internal service; write 'access: public' in 'Specs/CarDetail.yml'"
        ),
        Sample(
            .routeInputAmbiguous(
                route: "showCarDetail", module: "CarDetail", input: "car", type: "Car",
                parameters: ["first", "second"]),
            "route 'showCarDetail' opens 'CarDetail', whose builder takes 'car: Car', and 'first' and 'second' could each pass it; name the one to pass 'car'"
        ),
        Sample(
            .templateInputName(name: "presenter", set: "viper"),
            "input 'presenter' would hide the generated viper module's own 'presenter'; name it differently"
        ),

        // An entity another spec declares
        Sample(
            .sharedEntityUndeclared(name: "Car"),
            "entity 'Car' is declared by no spec of this run or of the config's 'modules'; generate this spec together with the one that declares it (or list both under 'modules:' in .viper-gen.yml), or declare the entity here ('entity:' with 'name:' and 'properties:')"
        ),
        Sample(
            .sharedEntityInvalid(name: "Car", specPath: "Specs/Cars.yml"),
            "entity 'Car' is declared by 'Specs/Cars.yml', which has problems of its own; fix that spec first"
        ),
        Sample(
            .sharedEntityWithoutTests(name: "Car", specPath: "Specs/Cars.yml", module: "Cars"),
            "the tests of this module use 'Car.fixture()', which 'Specs/Cars.yml' makes with its tests, but its tests are 'none'; give module 'Cars' tests, or set 'tests: none' here"
        ),
        Sample(
            .sharedEntityNotPublic(name: "Car", specPath: "Specs/Cars.yml"),
            "this module's API is public, but 'Specs/Cars.yml' declares 'Car' internal; set 'access: public' there too"
        ),
        Sample(
            .sharedTypeNotHashable(name: "Car", specPath: "Specs/Cars.yml"),
            "this spec needs 'Car' to be Hashable (a Set of it, or a dictionary keyed by it), but 'Specs/Cars.yml', which declares it, does not make it so; use it in a Set or as a key there too, or use an array here"
        ),

        // Types the spec writes
        Sample(
            .opaqueType(.property(name: "engine"), type("some Sendable")),
            "property 'engine' has type 'some Sendable', and an opaque ('some') type cannot be stored or passed from one layer to the next; write 'any Sendable'"
        ),
        Sample(
            .opaqueType(.result(function: "load", kind: useCase), type("[some Sendable]")),
            "use case 'load' returns '[some Sendable]', and an opaque ('some') type cannot be stored or passed from one layer to the next; write '[any Sendable]'"
        ),
        Sample(
            .selfType(.property(name: "parent"), type("Self?")),
            "property 'parent' has type 'Self?', and 'Self' would mean another type in each generated type that declares it; write the type's name"
        ),
        Sample(
            .neverType(.property(name: "nothing"), type("Never")),
            "property 'nothing' has type 'Never', which has no values, so nothing holding it could be made; remove the property"
        ),
        Sample(
            .neverType(
                .parameter(name: "value", function: "take", kind: useCase), type("Never")),
            "parameter 'value' of use case 'take' has type 'Never', which has no values, so it could never be called; remove the parameter"
        ),
        Sample(
            .neverType(.result(function: "crash", kind: useCase), type("Never")),
            "use case 'crash' returns 'Never', so it never returns and there is nothing to stub or show; return nothing, or throw"
        ),
        Sample(
            .nestedEmptyType(
                .result(function: "c", kind: useCase), type("Never?"), empty: type("Never")),
            "use case 'c' returns 'Never?', and 'Never' inside another type holds no information (an optional of it is only 'nil'), which generated code cannot sample or show; leave it out"
        ),
        Sample(
            .nestedEmptyType(
                .result(function: "e", kind: useCase), type("Void?"), empty: type("Void")),
            "use case 'e' returns 'Void?', and 'Void' inside another type holds no information (an optional of it is only 'nil'), which generated code cannot sample or show; use 'Bool', or return nothing"
        ),
        Sample(
            .genericModuleType(
                .result(function: "load", kind: useCase), type("Result<[Car], any Error>"),
                name: "Result"),
            "use case 'load' returns 'Result<[Car], any Error>', but 'Result' is the module's own type here, which takes no generic arguments; write 'Swift.Result' for Swift's"
        ),
        Sample(
            .nonSendableType(.property(name: "extras"), type("[String: Any]"), part: type("Any")),
            "property 'extras' has type '[String: Any]', and 'Any' is not Sendable: generated code passes the module's values between actors; write '[String: any Sendable]'"
        ),
        Sample(
            .nonSendableType(
                .parameter(name: "key", function: "tag", kind: useCase), type("AnyHashable"),
                part: type("AnyHashable")),
            "parameter 'key' of use case 'tag' has type 'AnyHashable', and 'AnyHashable' is not Sendable: generated code passes the module's values between actors; write 'any Hashable & Sendable'"
        ),
        Sample(
            .nonSendableType(
                .property(name: "key"), type("any Hashable"), part: type("any Hashable")),
            "property 'key' has type 'any Hashable', and 'any Hashable' is not Sendable: generated code passes the module's values between actors; write 'any Hashable & Sendable'"
        ),
        Sample(
            .nonSendableType(
                .parameter(name: "pointer", function: "open", kind: "route"),
                type("UnsafeRawPointer"), part: type("UnsafeRawPointer")),
            "parameter 'pointer' of route 'open' has type 'UnsafeRawPointer', and 'UnsafeRawPointer' is not Sendable: generated code passes the module's values between actors; use a Sendable type"
        ),
        Sample(
            .autoclosureParameter(
                .parameter(name: "condition", function: "check", kind: useCase),
                type("@autoclosure @Sendable () -> Bool"), parameter: "condition",
                result: type("Bool")),
            "parameter 'condition' of use case 'check' has type '@autoclosure @Sendable () -> Bool', and an '@autoclosure' cannot be passed on from one layer to the next; take the value ('condition: Bool') or a closure ('condition: @escaping @Sendable () -> Bool')"
        ),
        Sample(
            .nonEscapingClosure(
                .parameter(name: "completion", function: "dismiss", kind: "route"),
                type("@Sendable () -> Void"), escaping: type("@escaping @Sendable () -> Void")),
            "parameter 'completion' of route 'dismiss' has type '@Sendable () -> Void', and generated code keeps the closure (test doubles record every argument), so it must escape; write '@escaping @Sendable () -> Void'"
        ),
        Sample(
            .notHashable(
                .property(name: "seen"), type("Set<any Sendable>"), part: type("any Sendable")),
            "property 'seen' has type 'Set<any Sendable>', and 'any Sendable' cannot be a Set element or a dictionary key: it is not Hashable; use a Hashable type"
        ),
        Sample(
            .propertyNotHashable(
                .result(function: "uniqueCars", kind: useCase), type("Set<Car>"), name: "Car",
                property: "onTap", propertyType: type("@Sendable () -> Void"),
                part: type("@Sendable () -> Void"), isNever: true),
            "use case 'uniqueCars' returns 'Set<Car>', which needs 'Car' to be Hashable, but its property 'onTap: @Sendable () -> Void' is not Hashable; use an array, or key by a standard type"
        ),
        Sample(
            .propertyNotHashable(
                .property(name: "seen"), type("Set<Car>"), name: "Car", property: "owner",
                propertyType: type("Person?"), part: type("Person"), isNever: false),
            "property 'seen' has type 'Set<Car>', which needs 'Car' to be Hashable, but its property 'owner: Person?', which holds 'Person', is not known to be Hashable; use an array, or key by a standard type"
        ),

        // Use cases and routes
        Sample(
            .duplicateFunctionName(name: "load", earlierKind: useCase),
            "duplicate name 'load': a use case already has it; every use case and route needs its own name"
        ),
        Sample(
            .functionNamesDifferInCase(name: "Load", earlier: "load"),
            "'Load' and 'load' differ only in the case of their first letter, and generated code names types after both ('Load'); name one of them differently"
        ),
        Sample(
            .swiftFunctionName(name: "Type", kind: "route"),
            "'Type' cannot name a route: generated code calls it after a '.', where Swift reads '.Type' as its own; name the route differently"
        ),
        Sample(
            .swiftParameterName(parameter: "self", function: "load", kind: useCase),
            "'self' cannot be a parameter name in use case 'load'"),
        Sample(
            .duplicateParameterName(parameter: "id", function: "load", kind: useCase),
            "duplicate parameter name 'id' in use case 'load'"),
        Sample(
            .variadicParameter(
                parameter: "names", type: type("String"), function: "tag", kind: useCase),
            "variadic parameter 'names' cannot be passed on from one layer to the next; take an array instead ('names: [String]') (use case 'tag')"
        ),
        Sample(
            .nonSendableUseCaseClosure(parameter: "onChange", useCase: "watch"),
            "closure parameter 'onChange' of use case 'watch' must be '@Sendable': use cases run away from the screen's main actor"
        ),
        Sample(
            .inoutParameter(function: "update", kind: useCase),
            "'inout' parameters cannot cross the module's layers; return the new value instead (use case 'update')"
        ),
        Sample(
            .routeWithEffects(route: "showCar", returnsValue: false),
            "route 'showCar' must not be async, throw or return a value: routes only navigate"
        ),
        Sample(
            .routeWithEffects(route: "canGoBack", returnsValue: true),
            "route 'canGoBack' must not be async, throw or return a value: routes only navigate; after '->' a route may name the module it opens ('-> CarDetail')"
        ),
        Sample(
            .useCaseDisplayedAsError(useCase: "getError"),
            "use case 'getError' would be displayed by 'displayError', which reports failures; rename it"
        ),
        Sample(
            .useCaseDisplayClash(useCase: "loadCars"),
            "use case 'loadCars' would display the same as another use case"),
        Sample(
            .displayNameOfUnknownUseCase(name: "fetchCar", suggestion: "fetchCars"),
            "'displayNames' names 'fetchCar', which is no use case of the spec; did you mean 'fetchCars'?"
        ),
        Sample(
            .displayNameOfUseCaseWithoutResult(useCase: "deleteCar"),
            "use case 'deleteCar' returns nothing, so nothing is displayed; remove it from 'displayNames'"
        ),
        Sample(
            .displayNamePinnedTwice(useCase: "fetchCars"),
            "'displayNames' names use case 'fetchCars' twice"),
        Sample(
            .invalidDisplayName(name: "cars", useCase: "fetchCars"),
            "display name 'cars' of use case 'fetchCars' must be an UpperCamelCase Swift identifier of at most 64 characters other than 'Error', like 'Cars' (displayed by 'displayCars')"
        ),
        Sample(
            .pinnedDisplayClash(name: "Cars", useCase: "refreshCars"),
            "display name 'Cars' of use case 'refreshCars' is another use case's too; pin a different one"
        ),
        Sample(
            .pinnedResultClash(
                name: "Newest", useCase: "latest", result: "newest",
                holder: "use case or route 'newest'"),
            "display name 'Newest' of use case 'latest' names its result 'newest', which is use case or route 'newest' too; pin a different one"
        ),

        // The spec and its template set
        Sample(
            .unsupportedUI(set: "house", ui: "swiftui", supported: ["uikit"]),
            "the 'house' templates do not support ui 'swiftui'; use one of: uikit"),
        Sample(
            .unsupportedTests(set: "house", tests: "xctest", supported: ["swift-testing", "none"]),
            "the 'house' templates do not support tests 'xctest'; use one of: swift-testing, none"),
        Sample(
            .unsetParam(key: "team"),
            "the template prints 'params.team', which is not set for this module; set it under 'params:' in the spec or the config, or with --param team=…, or test it first ('{% if params.team %}') or give it a default ('params.team|default:…')"
        ),
        Sample(
            .derivedMemberName(
                name: "fetchCallCount", owner: "fetch", kind: useCase, set: "viper"),
            "'fetchCallCount' is the name the generated viper module gives a member of its own for 'fetch' (such as a test double's 'fetchCallCount'); name the use case differently"
        ),
        Sample(
            .templateMemberName(name: "viewDidLoad", kind: useCase, set: "viper"),
            "'viewDidLoad' is used by the generated viper module; name the use case differently"),
        Sample(
            .templateParameterName(
                parameter: "model", function: "update", kind: useCase, set: "mvp"),
            "parameter 'model' of use case 'update' would hide the generated mvp module's own 'model'; name it differently"
        ),
        Sample(
            .templateTypeName(what: "entity", name: "CarsPresenter", set: "viper"),
            "the entity cannot be named 'CarsPresenter': the viper templates generate a type of that name"
        ),
        Sample(
            .moduleNameOfImportedType(
                module: "XC", type: "XCTestError", owner: "XCTest", set: "viper"),
            "the module cannot be named 'XC': the viper templates would generate 'XCTestError', which XCTest, imported by the generated tests, also declares"
        ),
        Sample(
            .moduleNameOfFrameworkType(
                module: "View", type: "ViewBuilder", owner: "SwiftUI", set: "viper"),
            "the module cannot be named 'View': the viper templates would generate 'ViewBuilder', and generated code names SwiftUI's 'ViewBuilder' by that name, in this module and in every other of the app; name the module differently"
        ),
        Sample(
            .moduleNameOfFrameworkType(
                module: "UI", type: "UIViewController", owner: nil, set: "mvp"),
            "the module cannot be named 'UI': the mvp templates would generate 'UIViewController', and generated code names the standard 'UIViewController' by that name, in this module and in every other of the app; name the module differently"
        ),
        Sample(
            .repeatedEnumCaseLabel(
                label: "with", function: "compare", kind: "route", set: "mvvm-c"),
            "route 'compare' has the argument label 'with' more than once, but the mvvm-c templates make each route a case of an enum, whose associated values need distinct labels; give each parameter its own label"
        ),
        Sample(
            .nonSendableEnumCaseClosure(
                parameter: "completion", function: "dismiss", kind: "route", set: "mvvm-c"),
            "closure parameter 'completion' of route 'dismiss' must be '@Sendable': the mvvm-c templates make each route a case of a Sendable enum"
        ),
        Sample(
            .lineTooLong(
                line: String(repeating: " ", count: 14) + "let every"
                    + longName.dropFirst("archiveEvery".count),
                path: "EdgeCasesForAVeryLongModule/EdgeCasesForAVeryLongModuleModels.swift",
                module: nil, function: longName, kind: useCase),
            "the spec makes a line of 101 characters in 'EdgeCasesForAVeryLongModule/EdgeCasesForAVeryLongModuleModels.swift' that cannot be broken within 100, as swift-format requires (`let everyWidgetOfTheCatalogForTheWeekendAndEveryGadgetOfTheStoreForTheHolidaysO…`); shorten the use case name ('archiveEveryWidgetOfTheCatalogForTheWeekendAndEveryGadgetOfTheStoreForTheHolidaysOfTheYear', 90 characters)"
        ),
        Sample(
            .lineTooLong(
                line: "    func show(_ car: Car) -> CarsOfTheWeekend", path: "Cars/CarsView.swift",
                module: "CarsOfTheWeekend", function: nil, kind: nil),
            "the spec makes a line of 45 characters in 'Cars/CarsView.swift' that cannot be broken within 100, as swift-format requires (`func show(_ car: Car) -> CarsOfTheWeekend`); shorten the module name ('CarsOfTheWeekend', 16 characters)"
        ),
        Sample(
            .lineTooLong(
                line: "let x = 1", path: "Cars/Cars.swift", module: nil, function: nil, kind: nil),
            "the spec makes a line of 9 characters in 'Cars/Cars.swift' that cannot be broken within 100, as swift-format requires (`let x = 1`); shorten the names and types the line is made of"
        ),
        Sample(
            .templatePathsDifferInCase(
                template: "ViewProtocol.swift.stencil", path: "Cars/CarsView.swift",
                otherTemplate: "Entity.swift.stencil", otherPath: "Cars/Carsview.swift",
                rename: "entity"),
            "'ViewProtocol.swift.stencil' writes 'Cars/CarsView.swift' and 'Entity.swift.stencil' writes 'Cars/Carsview.swift', which differ only in case: on a case-insensitive file system, as macOS's is by default, they are one file; name the entity differently"
        ),
        Sample(
            .templatePathsDifferInCase(
                template: "ViewModel.swift.stencil", path: "Cars/model.swift",
                otherTemplate: "Entity.swift.stencil", otherPath: "Cars/Model.swift", rename: nil
            ),
            "'ViewModel.swift.stencil' writes 'Cars/model.swift' and 'Entity.swift.stencil' writes 'Cars/Model.swift', which differ only in case: on a case-insensitive file system, as macOS's is by default, they are one file"
        ),

        // The specs of a run together
        Sample(
            .moduleSpecifiedTwice(module: "Cars", otherSpec: "Specs/Cars.yml"),
            "module 'Cars' is also specified in 'Specs/Cars.yml'; a module has one spec: remove one of them, or name this module differently"
        ),
        Sample(
            .moduleInConfigModules(module: "Cars", otherSpec: "Specs/Cars.yml"),
            "module 'Cars' is also specified in 'Specs/Cars.yml', which the config's 'modules:' lists; a module has one spec: remove one of them, or name this module differently"
        ),
        Sample(
            .typeDeclaredTwice(
                name: "Car", what: "entity", otherWhat: "entity", otherModule: "Cars",
                otherSpec: "Specs/Cars.yml"),
            "'Car', this module's entity, is also the entity of module 'Cars' in 'Specs/Cars.yml'; one app target cannot declare it twice: write 'entity: Car' to use that declaration (the module then generates no entity of its own), or name this entity differently"
        ),
        Sample(
            .typeDeclaredTwice(
                name: "CarRow", what: "view model", otherWhat: "view model", otherModule: "Cars",
                otherSpec: "Specs/Cars.yml"),
            "'CarRow', this module's view model, is also the view model of module 'Cars' in 'Specs/Cars.yml'; one app target cannot declare it twice: name this view model differently"
        ),
        Sample(
            .typeDeclaredTwice(
                name: "CarsView", what: "entity", otherWhat: "generated type", otherModule: "Cars",
                otherSpec: "Specs/Cars.yml"),
            "'CarsView', this module's entity, is also a type module 'Cars' generates in 'Specs/Cars.yml'; one app target cannot declare it twice: name this entity differently"
        ),
        Sample(
            .typeDeclaredTwice(
                name: "CarsView", what: "generated type", otherWhat: "generated type",
                otherModule: "Cars", otherSpec: "Specs/Cars.yml"),
            "'CarsView', a type this module generates, is also a type module 'Cars' generates in 'Specs/Cars.yml'; one app target cannot declare it twice: name one of the modules differently"
        ),
        Sample(
            .modulePathsDifferInCase(
                module: "Carlist", otherModule: "CarList", path: "Carlist/Carlist.swift",
                otherPath: "CarList/CarList.swift"),
            "modules 'CarList' and 'Carlist' write 'CarList/CarList.swift' and 'Carlist/Carlist.swift', which differ only in case: on a case-insensitive file system, as macOS's is by default, they are one file; name one of the modules differently"
        ),
        Sample(
            .modulePathsDifferInCase(
                module: "Trips", otherModule: "Cars", path: "Shared/Carlist.swift",
                otherPath: "Shared/CarList.swift"),
            "modules 'Cars' and 'Trips' write 'Shared/CarList.swift' and 'Shared/Carlist.swift', which differ only in case: on a case-insensitive file system, as macOS's is by default, they are one file"
        ),
        Sample(
            .modulePathsDifferInCase(
                module: "Cars", otherModule: "Cars", path: "Cars/Carlist.swift",
                otherPath: "Cars/CarList.swift"),
            "module 'Cars' writes 'Cars/CarList.swift' and 'Cars/Carlist.swift', which differ only in case: on a case-insensitive file system, as macOS's is by default, they are one file"
        ),
        Sample(
            .modulesWriteDifferentFiles(
                module: "Trips", otherModule: "Cars", path: "Shared/Theme.swift"),
            "modules 'Cars' and 'Trips' write different files to 'Shared/Theme.swift'"),
        Sample(
            .specOfAnotherModule(module: "Trips", named: "Cars"),
            "the spec is for module 'Trips', not 'Cars'"),
    ]

    @Test(arguments: samples)
    func eachRuleSaysWhatIsWrongAndWhatToDo(_ sample: Sample) {
        #expect(sample.rule.message == sample.message)
        let diagnostic = sample.rule.diagnostic(at: nil)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == sample.message)
    }

    /// A case added to `SpecRule` without a sample here fails: the catalogue is tested whole.
    @Test func everyRuleHasASample() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Sources/ViperGenKit/Resolve/Rules/SpecRule.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        // The enum's own cases, at its indentation (`Place`'s are nested deeper).
        let declared = Set(
            text.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("    case "), !line.hasPrefix("    case .") else { return nil }
                return String(line.dropFirst(9).prefix { $0.isLetter || $0.isNumber })
            })
        #expect(declared.count > 50)
        let sampled = Set(Self.samples.map(\.name))
        #expect(declared.subtracting(sampled).sorted() == [])
        #expect(sampled.subtracting(declared).sorted() == [])
    }
}
