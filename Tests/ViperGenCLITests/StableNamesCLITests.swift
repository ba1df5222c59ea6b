import Foundation
import Testing

/// `generate` keeps the names of a use case's API when use cases are added, and says so when
/// a name hand-written code may call changes.
struct StableNamesCLITests {
    static let spec = """
        module: Cars
        entity:
          name: Car
          properties:
            id: String
        useCases:
          - refreshCars() async throws -> [Car]

        """

    @Test func addingAUseCaseAtTheEndKeepsTheNamesAndSaysNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Cars.yml", Self.spec)
        #expect(try sandbox.run("generate", "Cars.yml").status == 0)
        try sandbox.write("Cars.yml", Self.spec + "  - fetchCars() async throws -> [Car]\n")

        let run = try sandbox.run("generate", "Cars.yml")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        let view = try sandbox.read("Cars/CarsView.swift")
        #expect(view.contains("func displayCars(_ cars: [CarViewModel])"))
        #expect(view.contains("func displayFetchCars(_ fetchCars: [CarViewModel])"))
    }

    @Test func aNameThatChangesIsAWarningWithThePinThatKeepsIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Cars.yml", Self.spec)
        #expect(try sandbox.run("generate", "Cars.yml").status == 0)
        // Declared before the use case that had the noun, `fetchCars` takes it.
        let inserted = Self.spec.replacingOccurrences(
            of: "useCases:\n", with: "useCases:\n  - fetchCars() async throws -> [Car]\n")
        try sandbox.write("Cars.yml", inserted)

        let check = try sandbox.run("generate", "--check", "Cars.yml")
        let run = try sandbox.run("generate", "Cars.yml")

        let warning =
            "Cars.yml:8:5: warning: use case 'refreshCars': generated API name 'displayCars' becomes 'displayRefreshCars', which breaks code that uses it; to keep 'displayCars', pin it in the spec: 'displayNames: { refreshCars: Cars }'\n"
        #expect(check.status == 1)
        #expect(check.stderr.contains(warning), "\(check.stderr)")
        #expect(run.status == 0)
        #expect(run.stderr.contains(warning), "\(run.stderr)")

        // Pinned, the name stays and nothing is said.
        let sandbox2 = try Sandbox()
        try sandbox2.write("Cars.yml", Self.spec)
        #expect(try sandbox2.run("generate", "Cars.yml").status == 0)
        try sandbox2.write("Cars.yml", inserted + "displayNames:\n  refreshCars: Cars\n")
        let pinned = try sandbox2.run("generate", "Cars.yml")
        #expect(pinned.status == 0)
        #expect(!pinned.stderr.contains("warning"), "\(pinned.stderr)")
        let view = try sandbox2.read("Cars/CarsView.swift")
        #expect(view.contains("func displayCars(_ cars: [CarViewModel])"))
        #expect(view.contains("func displayFetchCars(_ fetchCars: [CarViewModel])"))
    }
}
