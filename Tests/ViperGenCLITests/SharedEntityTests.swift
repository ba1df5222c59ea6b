import Foundation
import Testing

/// Modules about one model share its entity: one spec declares it, the others name it
/// (`entity: Car`) and generate neither the entity nor its fixture, and their own view model
/// only if they have one. (That such modules build and test in one app target is shown by
/// the random specs, which share entities, in the Samples build.)
@Suite(.serialized)
struct SharedEntityTests {
    static let cars = """
        module: Cars
        entity:
          name: Car
          properties:
            id: String
            make: String
            model: String
        viewModel:
          properties: [make, model]
        useCases:
          - fetchCars() async throws -> [Car]

        """
    static let detail = """
        module: CarDetail
        architecture: mvvm
        entity: Car
        useCases:
          - loadCar(id: String) async throws -> Car

        """
    static let editor = """
        module: CarEditor
        architecture: mvp
        entity: Car
        viewModel:
          name: CarForm
          properties: [make, {isValid: Bool}]

        """

    @Test func modulesThatShareAnEntityGenerateItOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Cars.yml", Self.cars)
        try sandbox.write("Specs/CarDetail.yml", Self.detail)
        try sandbox.write("Specs/CarEditor.yml", Self.editor)

        let run = try sandbox.run("generate", "Specs")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(sandbox.exists("Cars/Car.swift") && sandbox.exists("Cars/CarViewModel.swift"))
        #expect(!sandbox.exists("CarDetail/Car.swift") && !sandbox.exists("CarEditor/Car.swift"))
        // CarDetail has no view model of its own, so it uses Cars'; CarEditor has its own.
        #expect(
            !sandbox.exists("CarDetail/CarViewModel.swift")
                && !sandbox.exists("CarDetail/CarItemViewModel.swift"))
        #expect(sandbox.exists("CarEditor/CarForm.swift"))
        let detailState = try sandbox.read("CarDetail/CarDetailState.swift")
        #expect(detailState.contains("CarViewModel"), "\(detailState)")
        let detailFixtures = try sandbox.read("Tests/CarDetail/CarDetailFixtures.swift")
        #expect(
            !detailFixtures.contains("extension Car ")
                && !detailFixtures.contains("extension CarViewModel "))
        let editorFixtures = try sandbox.read("Tests/CarEditor/CarEditorFixtures.swift")
        #expect(
            !editorFixtures.contains("extension Car ")
                && editorFixtures.contains("extension CarForm {"))
        // The tests use the declaring module's fixtures.
        #expect(
            try sandbox.read("Tests/CarDetail/CarDetailViewModelTests.swift").contains(
                "Car.fixture()"))

        #expect(try sandbox.run("generate", "--check", "Specs").status == 0)
        #expect(try sandbox.run("lint", "Specs").stdout == "3 specs OK\n")
    }

    @Test func aSharedEntityIsFoundThroughTheConfigsModules() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Cars.yml", Self.cars)
        try sandbox.write("Specs/CarDetail.yml", Self.detail)
        #expect(try sandbox.run("generate", "Specs/Cars.yml").status == 0)

        let alone = try sandbox.run("generate", "Specs/CarDetail.yml")
        #expect(alone.status == 2)
        #expect(
            alone.stderr.hasPrefix(
                "Specs/CarDetail.yml:3:9: error: entity 'Car' is declared by no spec of this run or of the config's 'modules'"
            ))
        #expect(!sandbox.exists("CarDetail"))

        try sandbox.write(".viper-gen.yml", "modules: [Specs/*.yml]\n")
        let listed = try sandbox.run("generate", "Specs/CarDetail.yml")
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(
            sandbox.exists("CarDetail/CarDetailViewModel.swift")
                && !sandbox.exists("CarDetail/Car.swift"))
        // `new` finds it there too.
        try sandbox.write("Specs/CarEditor.yml", Self.editor)
        let new = try sandbox.run("new", "CarEditor", "--spec", "Specs/CarEditor.yml")
        #expect(new.status == 0, "\(new.stderr)")
        #expect(sandbox.exists("CarEditor/CarForm.swift") && !sandbox.exists("CarEditor/Car.swift"))
    }

    @Test func aModuleThatComesToShareItsEntityLosesItsOwnFiles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Cars.yml", Self.cars)
        try sandbox.write(
            "Specs/CarDetail.yml",
            Self.detail.replacingOccurrences(
                of: "entity: Car\n", with: "entity:\n  name: Vehicle\n"))
        #expect(try sandbox.run("generate", "Specs").status == 0)
        #expect(sandbox.exists("CarDetail/Vehicle.swift"))

        try sandbox.write("Specs/CarDetail.yml", Self.detail)
        let check = try sandbox.run("generate", "--check", "Specs")
        #expect(check.status == 1)
        let run = try sandbox.run("generate", "Specs")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "  removed   CarDetail/Vehicle.swift  (no longer made from the spec)\n"),
            "\(run.stdout)")
        #expect(
            !sandbox.exists("CarDetail/Vehicle.swift") && !sandbox.exists("CarDetail/Car.swift"))
    }

    @Test func aTypeTwoModulesWouldDeclareIsRefusedUnderEveryCommand() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Cars.yml", Self.cars)
        try sandbox.write("Specs/Garage.yml", "module: Garage\nentity:\n  name: Car\n")
        let message =
            "Specs/Garage.yml:3:9: error: 'Car', this module's entity, is also the entity of module 'Cars' in 'Specs/Cars.yml'; one app target cannot declare it twice: write 'entity: Car' to use that declaration (the module then generates no entity of its own), or name this entity differently\n"
        for arguments in [
            ["generate", "Specs"], ["generate", "--check", "Specs"],
            ["generate", "--dry-run", "Specs"], ["lint", "Specs"],
        ] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
        #expect(!sandbox.exists("Cars") && !sandbox.exists("Garage"))

        // Against a spec the config lists, `new` refuses too.
        try sandbox.write(".viper-gen.yml", "modules: [Specs/Cars.yml]\n")
        let new = try sandbox.run("new", "Car")
        #expect(new.status == 2)
        #expect(
            new.stderr.contains(
                "'Car', this module's entity, is also the entity of module 'Cars' in 'Specs/Cars.yml'"
            ), "\(new.stderr)")
        #expect(!sandbox.exists("Car"))
    }
}
