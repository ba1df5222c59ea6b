import Foundation
import Testing

/// A route that names the module it opens (`-> CarDetail`) is checked under every command
/// that reads specs: the module must be one of the run's specs or one the config's `modules`
/// find; otherwise the run stops (exit 2) at the name, with the closest module, and writes
/// nothing.
@Suite(.serialized)
struct RouteDestinationCLITests {
    static let cars = """
        module: Cars
        routes:
          - showCarDetail(for id: String) -> CarDetial

        """
    static let detail = """
        module: CarDetail
        routes:
          - back() -> Cars

        """
    static let misspelt =
        "Specs/Cars.yml:3:38: error: route 'showCarDetail' opens 'CarDetial', which no spec declares; did you mean 'CarDetail'?\n"

    @Test func anUnknownDestinationStopsEveryCommandAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Cars.yml", Self.cars)
        try sandbox.write("Specs/CarDetail.yml", Self.detail)
        let before = try sandbox.snapshot()
        for arguments in [
            ["generate", "Specs"], ["generate", "--check", "Specs"],
            ["generate", "--dry-run", "Specs"], ["lint", "Specs"],
        ] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == Self.misspelt, "\(arguments)")
        }
        // Through the config's `modules`, with no argument.
        try sandbox.write(".viper-gen.yml", "modules: [Specs/*.yml]\n")
        let configured = try sandbox.snapshot()
        for arguments in [["generate"], ["generate", "--check"], ["lint"]] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == Self.misspelt, "\(arguments)")
        }
        #expect(try sandbox.snapshot() == configured)
        #expect(before.keys.allSatisfy { configured[$0] == before[$0] })
    }

    /// The run's specs and the ones the config's `modules` find are the modules a route may
    /// open: one spec generated alone may route to a module the config lists, and back.
    @Test func aDestinationTheConfigsModulesFindIsKnown() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Specs/Cars.yml", Self.cars.replacingOccurrences(of: "CarDetial", with: "CarDetail"))
        try sandbox.write("Specs/CarDetail.yml", Self.detail)
        try sandbox.write(".viper-gen.yml", "output: Sources\nmodules: [Specs/*.yml]\n")
        let lint = try sandbox.run("lint", "Specs/Cars.yml")
        #expect(lint.status == 0, "\(lint.stderr)")
        let generate = try sandbox.run("generate", "Specs/CarDetail.yml")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(sandbox.exists("Sources/CarDetail"))

        // `new` with a spec: its routes may open the modules the config finds.
        try sandbox.write(
            "Owner.yml",
            "module: Owner\nroutes:\n  - showCars() -> Cars\n  - showOwner() -> Owner\n"
        )
        let new = try sandbox.run("new", "Owner", "--spec", "Owner.yml")
        #expect(new.status == 0, "\(new.stderr)")
        #expect(sandbox.exists("Sources/Owner"))

        // But not a module nobody declares.
        try sandbox.write("Garage.yml", "module: Garage\nroutes:\n  - showCar() -> Car\n")
        let refused = try sandbox.run("new", "Garage", "--spec", "Garage.yml")
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "Garage.yml:3:18: error: route 'showCar' opens 'Car', which no spec declares; did you mean 'Cars'?\n"
        )
        #expect(!sandbox.exists("Sources/Garage"))
    }

    /// `rename` carries the module's own routes to itself along, and says where other specs'
    /// routes open the old name.
    @Test func renameFollowsTheModulesOwnRoutesAndWarnsAtOtherSpecs() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "output: Sources\nmodules: [Specs/*.yml]\n")
        try sandbox.write(
            "Specs/Cars.yml",
            "module: Cars\nroutes:\n  - showCarDetail(for id: String) -> CarDetail\n  - \"reload() -> Cars\"\n"
        )
        try sandbox.write("Specs/CarDetail.yml", Self.detail)
        #expect(try sandbox.run("generate").status == 0)

        let result = try sandbox.run("rename", "Cars", "Fleet")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try sandbox.read("Specs/Fleet.yml")
                == "module: Fleet\nroutes:\n  - showCarDetail(for id: String) -> CarDetail\n  - \"reload() -> Fleet\"\n"
        )
        #expect(
            result.stderr.contains(
                "Specs/CarDetail.yml:3:15: warning: route 'back' opens 'Cars', which is renamed 'Fleet'; write '-> Fleet' here\n"
            ), "\(result.stderr)")
    }

    /// A spec of the run that cannot be read declares no module the run knows: its own
    /// error is the one reported, not one at every route that opens its module.
    @Test func aSpecThatCannotBeReadLeavesTheRoutesToItsModuleAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Specs/Cars.yml", Self.cars.replacingOccurrences(of: "CarDetial", with: "CarDetail"))
        try sandbox.write("Specs/CarDetail.yml", "module: CarDetail\nroutes: 3\n")
        for arguments in [["lint", "Specs"], ["generate", "Specs"]] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("Specs/CarDetail.yml:2:"), "\(result.stderr)")
            #expect(!result.stderr.contains("Specs/Cars.yml"), "\(result.stderr)")
        }
        // A route of another spec to a module no spec declares is still reported.
        try sandbox.write("Specs/Garage.yml", "module: Garage\nroutes:\n  - show() -> Zebra\n")
        let lint = try sandbox.run("lint", "Specs")
        #expect(lint.status == 2)
        #expect(
            lint.stderr.contains(
                "Specs/Garage.yml:3:15: error: route 'show' opens 'Zebra', which no spec declares"),
            "\(lint.stderr)")
        #expect(!lint.stderr.contains("Specs/Cars.yml"), "\(lint.stderr)")

        // Nor does a spec of the config's `modules` that cannot be read: a spec run alone may
        // route to its module.
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Specs/Garage.yml"))
        try sandbox.write(".viper-gen.yml", "output: Sources\nmodules: [Specs/*.yml]\n")
        try sandbox.write("Specs/CarDetail.yml", "module: CarDetail\nuseCases: [\n")
        for arguments in [
            ["lint", "Specs/Cars.yml"], ["generate", "--dry-run", "Specs/Cars.yml"],
        ] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            // It says that the route builds nothing while the spec cannot be read.
            #expect(
                result.stderr.contains(
                    "Specs/Cars.yml:3:38: warning: route 'showCarDetail' opens 'CarDetail', whose spec cannot be read: the route builds nothing, and what it passes is not checked, until that spec is fixed"
                ), "\(arguments): \(result.stderr)")
        }
    }

    /// `remove` keeps a module that another module's route opens: the route would name no
    /// module, and the project would no longer generate.
    @Test func removeRefusesAModuleAnotherRouteOpens() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "output: Sources\nmodules: [Specs/*.yml]\n")
        try sandbox.write(
            "Specs/Cars.yml", Self.cars.replacingOccurrences(of: "CarDetial", with: "CarDetail"))
        try sandbox.write("Specs/CarDetail.yml", Self.detail)
        #expect(try sandbox.run("generate").status == 0)
        let before = try sandbox.snapshot()

        let result = try sandbox.run("remove", "Cars")

        #expect(result.status == 2)
        #expect(
            result.stderr
                == "Specs/CarDetail.yml:3:15: error: route 'back' of module 'CarDetail' opens module 'Cars'; take '-> Cars' off the route, or remove module 'CarDetail' first\nerror: nothing was removed\n"
        )
        #expect(try sandbox.snapshot() == before)
    }

    /// `module:` and the routes on one line: every place is rewritten where the parser saw it.
    @Test func renameRewritesAOneLineSpec() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "output: Sources\nmodules: [Specs/*.yml]\n")
        try sandbox.write("Specs/Cars.yml", "{module: Cars, routes: [a() -> Cars, b() -> Cars]}\n")
        #expect(try sandbox.run("generate").status == 0)

        let result = try sandbox.run("rename", "Cars", "Fleet")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try sandbox.read("Specs/Fleet.yml")
                == "{module: Fleet, routes: [a() -> Fleet, b() -> Fleet]}\n")
        #expect(!sandbox.exists("Specs/Cars.yml"))
    }

    /// A route that opens a module of another set is checked, drawn and generated, and the
    /// run says at its `->` that the router leaves building it to the user; a route that
    /// does not pass the destination's inputs stops every command.
    @Test func aRouteToAnotherSetWarnsAndAMissingInputStops() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Specs/Cars.yml",
            "module: Cars\nroutes:\n  - showCarDetail(for car: String) -> CarDetail\n")
        try sandbox.write(
            "Specs/CarDetail.yml", "module: CarDetail\narchitecture: mvvm\ninputs:\n  car: String\n"
        )
        let warning =
            "Specs/Cars.yml:3:39: warning: route 'showCarDetail' opens 'CarDetail' (mvvm, uikit), which this module (viper, uikit) does not build: a route builds only a module of its own set and ui, so building it is left to you\n"
        for arguments in [["lint", "Specs"], ["generate", "--dry-run", "Specs"]] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr == warning, "\(arguments)")
        }
        let graph = try sandbox.run("graph", "Specs")
        #expect(graph.status == 0)
        #expect(graph.stderr.isEmpty, "graph draws; it does not generate")

        try sandbox.write(
            "Specs/CarDetail.yml", "module: CarDetail\narchitecture: mvvm\ninputs:\n  car: Int\n")
        let before = try sandbox.snapshot()
        for arguments in [["lint", "Specs"], ["generate", "Specs"], ["graph", "Specs"]] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(
                result.stderr.hasPrefix(
                    "Specs/Cars.yml:3:39: error: route 'showCarDetail' passes 'car: String' to 'CarDetail', whose builder takes 'car: Int'"
                ), "\(arguments): \(result.stderr)")
        }
        #expect(try sandbox.snapshot() == before)
    }
}
