import Foundation
import Testing

/// Without a config or output options, a spec that lies in its module's folder, beside files
/// generated from it, tells where the module's roots are, so running from that folder does
/// not write the module a second time one level down.
@Suite(.serialized)
struct ModuleHomeTests {
    @Test func generateFromTheModulesFolderUpdatesTheModuleInPlace() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let spec = try sandbox.read("Cars/Cars.yml")
        try sandbox.write(
            "Cars/Cars.yml",
            spec.replacingOccurrences(
                of: "routes:", with: "  - deleteCar(id: String) async throws\nroutes:"))

        let run = try sandbox.run(in: "Cars", "generate", "Cars.yml")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains("  updated   ../Cars/CarsInteractorProtocol.swift\n"),
            "\(run.stdout)")
        #expect(
            run.stdout.contains("  updated   ../Tests/Cars/CarsInteractorSpy.swift\n"),
            "\(run.stdout)")
        #expect(!sandbox.exists("Cars/Cars") && !sandbox.exists("Cars/Tests"))
        #expect(try sandbox.run("generate", "--check", "Cars/Cars.yml").status == 0)
        // From anywhere else, too.
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: "elsewhere"), withIntermediateDirectories: true)
        let check = try sandbox.run(in: "elsewhere", "generate", "--check", "../Cars/Cars.yml")
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!sandbox.exists("elsewhere/Cars"))
    }

    /// When the tests root is not where `new` puts it, the run says so instead of guessing.
    @Test func anUnknownTestsRootIsAnError() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars", "--tests-output", "Specs").status == 0)
        let before = try sandbox.snapshot()

        let run = try sandbox.run(in: "Cars", "generate", "Cars.yml")

        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: 'Cars.yml' lies in its module's folder, so the module's sources root is '..', but where its tests go cannot be told ('../Tests/Cars' is not there); run viper-gen from '..', or pass --tests-output (or list both roots in a .viper-gen.yml)\n"
        )
        #expect(try sandbox.snapshot() == before)
        let named = try sandbox.run(
            in: "Cars", "generate", "Cars.yml", "--tests-output", "../Specs")
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try sandbox.snapshot() == before)
    }

    /// A spec in a folder of its name with nothing generated from it beside it is a spec
    /// kept apart from its module (`Specs/Cars/Cars.yml`): the roots stay the defaults. And
    /// specs whose places disagree stop the run.
    @Test func specsKeptApartUseTheDefaultsAndSpecsThatDisagreeStop() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Trips/Trips.yml", "module: Trips\n")
        let apart = try sandbox.run("generate", "Specs/Trips/Trips.yml")
        #expect(apart.status == 0, "\(apart.stderr)")
        #expect(
            sandbox.exists("Trips/TripsView.swift")
                && !sandbox.exists("Specs/Trips/TripsView.swift"))

        #expect(try sandbox.run("new", "Cars", "--output", "App").status == 0)
        let before = try sandbox.snapshot()
        let mixed = try sandbox.run("generate", "Specs/Trips/Trips.yml", "App/Cars/Cars.yml")
        #expect(mixed.status == 2)
        #expect(
            mixed.stderr.hasPrefix(
                "error: the specs 'Specs/Trips/Trips.yml', 'App/Cars/Cars.yml' do not share one sources root"
            ), "\(mixed.stderr)")
        #expect(try sandbox.snapshot() == before)
    }
}
