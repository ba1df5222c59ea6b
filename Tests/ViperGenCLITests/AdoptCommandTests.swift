import Foundation
import Testing

/// `adopt <module-folder>`, through the executable.
struct AdoptCommandTests {
    @Test func adoptsAModuleNewWroteAndGenerateCheckFindsItUpToDate() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars", "-o", "Sources").status == 0)
        let bases = try sandbox.snapshot().filter { $0.key.contains(".viper-gen/base/") }
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Sources/Cars/Cars.yml"))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Sources/.viper-gen"))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Tests/.viper-gen"))

        let dryRun = try sandbox.run("adopt", "Sources/Cars", "--dry-run")
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.hasPrefix("--- Sources/Cars/Cars.yml (would be written)\n"))
        #expect(dryRun.stdout.contains("\nmodule: Cars\narchitecture: viper\n"))
        #expect(
            dryRun.stdout.contains(
                "would record the merge base Sources/.viper-gen/base/Cars/CarsPresenter.swift\n"))
        #expect(
            dryRun.stdout.hasSuffix(
                "'viper-gen generate' would then change no generator-owned file\n"))
        #expect(!sandbox.exists("Sources/Cars/Cars.yml"))

        let adopted = try sandbox.run("adopt", "Sources/Cars")
        #expect(adopted.status == 0, "\(adopted.stderr)")
        #expect(
            adopted.stdout
                == "adopted Cars (viper): wrote Sources/Cars/Cars.yml and 9 merge bases\n")
        #expect(try sandbox.snapshot().filter { $0.key.contains(".viper-gen/base/") } == bases)
        let check = try sandbox.run("generate", "Sources/Cars", "-o", "Sources", "--check")
        #expect(check.status == 0, "\(check.stderr)")

        // A module with a spec is not adopted again.
        let again = try sandbox.run("adopt", "Sources/Cars")
        #expect(again.status == 2)
        #expect(again.stderr.contains("already has a spec at 'Sources/Cars/Cars.yml'"))
    }

    @Test func aDryRunPrintsTheGeneratorOwnedChangesAsDiffs() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Sources/Trips/TripsRouterProtocol.swift",
            "protocol TripsRouterProtocol {\n    func showTrip(id: String)\n}\n")
        try sandbox.write(
            "Sources/Trips/TripsInteractorProtocol.swift",
            "protocol TripsInteractorProtocol {\n    func trips() async throws -> [Trip]\n}\nstruct Trip {\n    let id: String\n}\n"
        )
        let result = try sandbox.run("adopt", "Sources/Trips", "--dry-run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  - showTrip(id: String)\n"))
        #expect(result.stdout.contains("--- a/Sources/Trips/TripsInteractorProtocol.swift\n"))
        #expect(result.stdout.contains("+++ b/Sources/Trips/TripsRouterProtocol.swift\n"))
        #expect(
            result.stdout.contains(
                "--- /dev/null\n+++ b/Sources/Trips/TripsPresenterProtocol.swift\n"))
        #expect(try sandbox.snapshot().keys.filter { $0.hasSuffix(".yml") }.isEmpty)
    }

    @Test func theSpecGoesWhereSpecOutputSays() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Trips", "-o", "Sources").status == 0)
        let bases = try sandbox.snapshot().filter { $0.key.contains(".viper-gen/base/") }
        #expect(!bases.isEmpty)
        try FileManager.default.removeItem(
            at: sandbox.url.appending(path: "Sources/Trips/Trips.yml"))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Sources/.viper-gen"))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Tests/.viper-gen"))
        let result = try sandbox.run(
            "adopt", "Sources/Trips", "--spec-output", "Specs/Trips.yml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("Specs/Trips.yml"))
        #expect(!sandbox.exists("Sources/Trips/Trips.yml"))
        // The same merge bases as new recorded, and generate finds the module up to date.
        #expect(try sandbox.snapshot().filter { $0.key.contains(".viper-gen/base/") } == bases)
        let check = try sandbox.run("generate", "Specs/Trips.yml", "-o", "Sources", "--check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func theSpecGoesWhereTheConfigsModulesPatternsLook() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "output: Sources\nmodules:\n  - Specs/*.yml\n")
        #expect(try sandbox.run("new", "Cars").status == 0)
        #expect(sandbox.exists("Specs/Cars.yml"))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Specs/Cars.yml"))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Sources/.viper-gen"))

        let result = try sandbox.run("adopt", "Sources/Cars")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("Specs/Cars.yml"))
        #expect(sandbox.exists("Sources/.viper-gen/base/Cars/CarsPresenter.swift"))
        let check = try sandbox.run("generate", "--check")
        #expect(check.status == 0, "\(check.stderr)")
    }
}
