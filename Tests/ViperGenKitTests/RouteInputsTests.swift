import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// What a route that opens a module passes to it: the destination's `inputs`, from the route's
/// parameters, and whether the route builds the module at all.
struct RouteInputsTests {
    static func spec(_ yaml: String, path: String) throws -> ModuleSpec {
        try SpecParser.parse(Data(yaml.utf8), path: path)
    }

    /// Resolves `opener` with `others` as the app's modules, as a run of them all would.
    static func resolve(_ opener: String, others: [String], options: GenerationOptions = .init())
        throws(DiagnosticsError) -> ResolvedModule
    {
        var specs: [ModuleSpec] = []
        do {
            specs.append(try spec(opener, path: "Opener.yml"))
            for (index, other) in others.enumerated() {
                specs.append(try spec(other, path: "Other\(index).yml"))
            }
        } catch {
            throw DiagnosticsError([.error("unreadable test spec: \(error)", at: nil)])
        }
        return try ModuleResolver.resolve(
            specs[0], options: options, modules: AppModules(specs, options: options))
    }

    static func errors(_ opener: String, others: [String]) -> [String] {
        do {
            _ = try resolve(opener, others: others)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static let detail = """
        module: CarDetail
        entity: { name: Detail }
        inputs:
          car: Car
          isEditing: Bool
        routes:
          - showGarage() -> Garage

        """

    @Test func inputsArePassedByNameElseByTheOnlyParameterOfTheirType() throws {
        let module = try Self.resolve(
            """
            module: Garage
            routes:
              - showCarDetail(for item: Car, isEditing: Bool, animated: Bool = true) -> CarDetail
              - showGarage() -> Garage
              - showHelp()

            """, others: [Self.detail])
        let destination = try #require(module.routeDestinations[0])
        #expect(destination.module == "CarDetail")
        #expect(destination.builds)
        #expect(destination.arguments.map(\.input) == ["car", "isEditing"])
        #expect(destination.arguments.map(\.parameter) == ["item", "isEditing"])
        // CarDetail's own routes build Garage: its builder takes what they need.
        #expect(destination.opensModules)
        #expect(module.routeDestinations[1]?.module == "Garage")
        #expect(module.routeDestinations[2] == nil)
        #expect(module.openedModules.map(\.module) == ["CarDetail", "Garage"])
        #expect(module.warnings.isEmpty)

        let context = try RenderContext.make(for: module)
        let routes = try #require(context["routes"] as? [[String: Any]])
        let built = try #require(routes[0]["destination"] as? [String: Any])
        #expect(built["argumentList"] as? String == "car: item, isEditing: isEditing")
        #expect(built["variable"] as? String == "carDetail")
        #expect(routes[1]["destination"].map { ($0 as? [String: Any])?["isSelf"] as? Bool } == true)
        #expect(routes[2]["destination"] == nil)
        #expect(routes[2]["opens"] as? String == "")
        #expect(context["opensModules"] as? Bool == true)
    }

    @Test func aMissingInputIsAnErrorAtTheDestinationThatSaysWhatToAdd() {
        #expect(
            Self.errors(
                "module: Garage\nroutes:\n  - showCarDetail(isEditing: Bool) -> CarDetail\n",
                others: [Self.detail])
                == [
                    "Opener.yml:3:39: error: route 'showCarDetail' opens 'CarDetail', whose builder takes 'car: Car' ('Other0.yml' declares it in 'inputs'), and the route has no parameter to pass: add 'car: Car' to the route's parameters"
                ])
    }

    @Test func aParameterOfTheInputsNameAndAnotherTypeIsAnError() {
        #expect(
            Self.errors(
                "module: Garage\nroutes:\n  - showCarDetail(car: String, isEditing: Bool) -> CarDetail\n",
                others: [Self.detail])
                == [
                    "Opener.yml:3:52: error: route 'showCarDetail' passes 'car: String' to 'CarDetail', whose builder takes 'car: Car' ('Other0.yml' declares it in 'inputs'); give the parameter that type, or change the input"
                ])
    }

    @Test func twoParametersOfTheInputsTypeAndNeitherOfItsNameIsAnError() {
        #expect(
            Self.errors(
                "module: Garage\nroutes:\n  - showCarDetail(car: Car, flag: Bool, other: Bool) -> CarDetail\n",
                others: [Self.detail])
                == [
                    "Opener.yml:3:57: error: route 'showCarDetail' opens 'CarDetail', whose builder takes 'isEditing: Bool', and 'flag' and 'other' could each pass it; name the one to pass 'isEditing'"
                ])
    }

    @Test func aRouteToAnotherSetOrUIIsCheckedButNotBuiltAndSaysSo() throws {
        let module = try Self.resolve(
            "module: Garage\nroutes:\n  - showCarDetail(car: Car, isEditing: Bool) -> CarDetail\n",
            others: [Self.detail + "ui: swiftui\n"])
        #expect(module.routeDestinations[0]?.builds == false)
        #expect(module.openedModules.isEmpty)
        #expect(
            module.warnings.map(\.description) == [
                "Opener.yml:3:49: warning: route 'showCarDetail' opens 'CarDetail' (viper, swiftui), which this module (viper, uikit) does not build: a route builds only a module of its own set and ui, so building it is left to you"
            ])
        let other = try Self.resolve(
            "module: Garage\narchitecture: mvvm\nroutes:\n  - showCarDetail(car: Car, isEditing: Bool) -> CarDetail\n",
            others: [Self.detail])
        #expect(other.routeDestinations[0]?.builds == false)
        #expect(other.warnings.count == 1)
        // Without a screen there is nothing to show it from, and nothing to warn about.
        let none = try Self.resolve(
            "module: Garage\nui: none\nroutes:\n  - showCarDetail(car: Car, isEditing: Bool) -> CarDetail\n",
            others: [Self.detail])
        #expect(none.routeDestinations[0]?.builds == false)
        #expect(none.warnings.isEmpty)
    }

    @Test func aPublicModuleBuildsOnlyPublicModules() {
        #expect(
            Self.errors(
                "module: Garage\naccess: public\nroutes:\n  - showCarDetail(car: Car, isEditing: Bool) -> CarDetail\n",
                others: [Self.detail])
                == [
                    "Opener.yml:4:49: error: route 'showCarDetail' of a public module opens 'CarDetail', whose API is internal: the public builder would need its internal service; write 'access: public' in 'Other0.yml'"
                ])
    }

    @Test func inputsAreCheckedLikeProperties() {
        let errors = Self.errors(
            """
            module: CarDetail
            inputs:
              car: Car
              car2: "[Car"
              Self: Int

            """, others: [])
        #expect(errors.count == 2, "\(errors)")
        #expect(
            errors.allSatisfy { $0.hasPrefix("Opener.yml:4:") || $0.hasPrefix("Opener.yml:5:") })
        // The key is read like entity properties: a mapping, in order, or nothing.
        #expect(
            SpecDiagnosticsTests.diagnostics(for: "module: Cars\ninputs: [car]\n") == [
                "spec.yml:2:9: error: inputs must be a mapping of names to types (name: Type), not a list"
            ])
        #expect(SpecDiagnosticsTests.diagnostics(for: "module: Cars\ninputs:\n").isEmpty)
        #expect(
            SpecDiagnosticsTests.diagnostics(
                for: "module: Cars\ninputs:\n  onDone: \"(() -> Void)?\"\n") == [
                    "spec.yml:3:12: error: input 'onDone' is a closure; inputs are values the screen keeps: let the module tell the one that opened it through its service or router instead"
                ])
    }

    @Test func anInputNamedLikeTheSetsOwnMembersIsRefused() throws {
        #expect(
            SpecDiagnosticsTests.diagnostics(for: "module: Cars\ninputs:\n  presenter: String\n")
                == [
                    "spec.yml:3:3: error: input 'presenter' would hide the generated viper module's own 'presenter'; name it differently"
                ])
    }

    /// `[String]` and `Array<String>`, `Date` and `Foundation.Date`, `Int?` and
    /// `Optional<Int>` are one type; the label breaks a tie between parameters of the type.
    @Test func typesAreComparedAsSwiftMeansThemAndALabelPicksOneOfSeveral() throws {
        let destination = """
            module: Detail
            inputs:
              tags: "[String]"
              since: Date
              limit: Int?
              car: String

            """
        let module = try Self.resolve(
            "module: Garage\nroutes:\n  - \"show(tags: Array<String>, since: Foundation.Date, limit: Optional<Swift.Int>, car first: String, other second: String) -> Detail\"\n",
            others: [destination])
        #expect(
            module.routeDestinations[0]?.arguments.map(\.parameter) == [
                "tags", "since", "limit", "first",
            ])
        #expect(
            Self.errors(
                "module: Garage\nroutes:\n  - \"show(tags: Set<String>, since: Date, limit: Int?, car: String) -> Detail\"\n",
                others: [destination]
            ).count == 1)
    }

    /// Generating a module alone checks the project's other specs whose routes open it: a
    /// changed input stops the run where the opener no longer passes it.
    @Test func aRunChecksTheOtherSpecsRoutesThatOpenItsModules() throws {
        let garage = try Self.spec(
            "module: Garage\nroutes:\n  - show(id: String) -> CarDetail\n", path: "Garage.yml")
        let detail = try Self.spec(
            "module: CarDetail\ninputs:\n  id: String\n  mode: Int\n", path: "CarDetail.yml")
        var generator = Generator(
            options: GenerationOptions(), layout: OutputLayout(sources: ".", tests: "Tests"),
            workingDirectory: URL(fileURLWithPath: "/nonexistent"), force: false)
        #expect(
            generator.declare(run: [detail], others: [garage]).map(\.description) == [
                "Garage.yml:3:25: error: route 'show' opens 'CarDetail', whose builder takes 'mode: Int' ('CarDetail.yml' declares it in 'inputs'), and the route has no parameter to pass: add 'mode: Int' to the route's parameters"
            ])
    }

    /// A module that shares the entity of a spec whose routes have problems is told about
    /// those problems where that spec is generated, not as an invalid entity.
    @Test func aRouteProblemOfTheEntitysSpecDoesNotMakeTheEntityInvalid() throws {
        let garage = try Self.spec(
            "module: Garage\nentity:\n  name: Car\nroutes:\n  - show(car: Car) -> CarDetail\n",
            path: "Garage.yml")
        let detail = try Self.spec(
            "module: CarDetail\nentity: Car\ninputs:\n  car: Car\n  mode: Int\n",
            path: "CarDetail.yml")
        var generator = Generator(
            options: GenerationOptions(), layout: OutputLayout(sources: ".", tests: "Tests"),
            workingDirectory: URL(fileURLWithPath: "/nonexistent"), force: false)
        let problems = generator.declare(run: [detail], others: [garage]).map(\.description)
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.hasPrefix("Garage.yml:5:") && problem.contains("'mode: Int'"))
        #expect(throws: Never.self) { try generator.render(detail) }
    }

    @Test func anInputNamedLikeAUseCaseOrALocalOfTheSetIsRefused() {
        #expect(
            SpecDiagnosticsTests.diagnostics(
                for: "module: Cars\nuseCases:\n  - refresh() async\ninputs:\n  refresh: Bool\n")
                == [
                    "spec.yml:5:3: error: input 'refresh' would hide the generated viper module's own 'refresh'; name it differently"
                ])
    }

    /// A module named like a keyword (`Default`) is opened through a back-ticked variable,
    /// and its dependencies' name is composed from the bare one.
    @Test func aDestinationNamedLikeAKeywordIsBackTicked() throws {
        let module = try Self.resolve(
            "module: Default\nroutes:\n  - showAgain() -> Default\n", others: [])
        let context = try RenderContext.make(for: module)
        let routes = try #require(context["routes"] as? [[String: Any]])
        let destination = try #require(routes.first?["destination"] as? [String: Any])
        #expect(destination["variable"] as? String == "`default`")
        #expect(destination["dependenciesName"] as? String == "defaultDependencies")
    }

    /// A parameter that passes one input by its name, or by its type, passes no other.
    @Test func aParameterPassesOneInputOnly() throws {
        let destination = "module: Detail\ninputs:\n  a: String\n  b: String\n"
        let module = try Self.resolve(
            "module: Garage\nroutes:\n  - \"show(a: String, x: String) -> Detail\"\n",
            others: [destination])
        #expect(module.routeDestinations[0]?.arguments.map(\.parameter) == ["a", "x"])
        #expect(
            Self.errors(
                "module: Garage\nroutes:\n  - show(a: String) -> Detail\n", others: [destination]
            )
            .first?.contains("whose builder takes 'b: String'") == true)
    }
}
