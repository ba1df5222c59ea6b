import Foundation
import Testing

/// A project's first minutes: `init` in a SwiftPM package, `generate` before any module,
/// and `new` stopped by a problem in the spec it derives.
struct FirstRunTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "MyApp",
            products: [.library(name: "Kit", targets: ["Kit"])],
            targets: [
                .target(name: "Kit", dependencies: []),
                /* .executableTarget(name: "Old", path: "Old") */
                .executableTarget(
                    name: "App",
                    dependencies: [.target(name: "Kit")],
                    path: "Sources/App"
                ),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
                .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests/"),
            ]
        )

        """

    @Test func initTakesTheAppTargetOfPackageSwift() throws {
        let sandbox = try Sandbox()
        try sandbox.write("MyApp/Package.swift", Self.manifest)

        let created = try sandbox.run(in: "MyApp", "init")

        #expect(created.status == 0, "\(created.stderr)")
        #expect(
            created.stderr
                == "note: from Package.swift: modules go in target 'App' ('Sources/App'), their tests in 'Tests/AppTests'\n"
        )
        let config = try sandbox.read("MyApp/.viper-gen.yml")
        for line in [
            "project: MyApp\n", "output: Sources/App\n", "testsOutput: Tests/AppTests\n",
            "target: App\n", "  - Sources/App/**/*.yml\n",
        ] {
            #expect(config.contains(line), "\(line)")
        }
        let new = try sandbox.run(in: "MyApp", "new", "Cars")
        #expect(new.status == 0, "\(new.stderr)")
        #expect(sandbox.exists("MyApp/Sources/App/Cars/CarsPresenter.swift"))
        #expect(
            try sandbox.read("MyApp/Tests/AppTests/Cars/CarsPresenterTests.swift").contains(
                "@testable import App"))
    }

    @Test func initWithoutAnAppTargetSaysSo() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Package.swift",
            "let package = Package(name: \"X\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n"
        )

        let created = try sandbox.run("init", "--project", "Shop")

        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stderr.contains("note: Package.swift names no app target"))
        #expect(try sandbox.read(".viper-gen.yml").contains("output: Sources/Shop\n"))
    }

    @Test func generateBeforeTheFirstModuleSaysHowToAddOne() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("init", "--project", "Shop").status == 0)

        let generate = try sandbox.run("generate")

        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(
            generate.stderr
                == ".viper-gen.yml:42:5: note: no modules yet: 'Sources/Shop/**/*.yml' matches no spec file (*.yml, *.yaml); add the first with 'viper-gen new <Module>'\n"
        )
        #expect(!sandbox.exists("Sources"))

        // In CI, patterns that match nothing may be mistyped: `--check` fails on them.
        let check = try sandbox.run("generate", "--check")
        #expect(check.status == 2)
        #expect(
            check.stderr
                == ".viper-gen.yml:42:5: error: 'Sources/Shop/**/*.yml' matches no spec file (*.yml, *.yaml); add the first module with 'viper-gen new <Module>'\n"
        )

        #expect(try sandbox.run("new", "Cars").status == 0)
        #expect(try sandbox.run("generate", "--check").status == 0)
    }

    @Test func aProblemInTheDerivedSpecNamesNoFileThatIsNotThere() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "output: Sources/App\nmodules: [Specs/*.yml]\n")
        try sandbox.write(
            "Specs/Garage.yml",
            "module: Garage\nentity:\n  name: Car\n  properties:\n    id: String\n")

        let new = try sandbox.run("new", "Cars")

        #expect(new.status == 2)
        #expect(!sandbox.exists("Specs/Cars.yml"))
        #expect(!new.stderr.contains("Specs/Cars.yml:"), "\(new.stderr)")
        #expect(
            new.stderr.contains(
                "(in the spec derived for 'Cars', which was not written; write one and pass it with --spec)"
            ), "\(new.stderr)")
    }
}
