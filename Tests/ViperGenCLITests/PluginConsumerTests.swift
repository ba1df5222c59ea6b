import Foundation
import Testing

/// The two packages in `Samples/Consumers/`, built as a user's package would be: one scaffolds
/// a module through the command plugin, one builds and tests with the ViperGenBuildPlugin.
/// Each compiles viper-gen and its dependencies again, for minutes, so they run only with
/// `VIPER_GEN_CONSUMER_TESTS=1` (CI: `VIPER_GEN_CONSUMER_TESTS=1 swift test --skip-build
/// --filter PluginConsumerTests`).
@Suite(
    .enabled(if: ProcessInfo.processInfo.environment["VIPER_GEN_CONSUMER_TESTS"] == "1"),
    .serialized)
struct PluginConsumerTests {
    /// This repository: the package the consumers depend on.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A copy of the consumer `name` in a scratch folder, beside a link `viper-gen` to this
    /// repository, which its Package.swift names as `../viper-gen` (so the dependency's identity
    /// is `viper-gen`, whatever this clone's folder is called).
    static func consumer(_ name: String) throws -> Sandbox {
        let scratch = try Sandbox()
        try FileManager.default.createSymbolicLink(
            at: scratch.url.appending(path: "viper-gen"), withDestinationURL: repository)
        try FileManager.default.copyItem(
            at: repository.appending(path: "Samples/Consumers/\(name)"),
            to: scratch.url.appending(path: name)
        )
        return scratch
    }

    static var swift: URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: "swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/usr/bin/swift")
    }

    /// Runs `swift <arguments>` in the consumer, printing how long it took.
    static func swift(_ sandbox: Sandbox, _ folder: String, _ arguments: String...) throws
        -> Sandbox.Result
    {
        let start = Date()
        let result = try sandbox.run(executable: swift, arguments, folder: folder)
        print(
            "swift \(arguments.joined(separator: " ")) in \(folder): exit \(result.status), \(Int(Date().timeIntervalSince(start))) s"
        )
        return result
    }

    @Test func theCommandPluginScaffoldsAModuleThatBuilds() throws {
        let sandbox = try Self.consumer("CommandPlugin")
        let package = "CommandPlugin"

        let list = try Self.swift(sandbox, package, "package", "plugin", "--list")
        #expect(list.status == 0, "\(list.stderr)")
        // SwiftPM quotes with ‘ ’.
        #expect(
            list.stdout.contains(
                "viper-gen’ (plugin ‘ViperGenCommandPlugin’ in package ‘viper-gen’)"),
            "\(list.stdout)")

        // SwiftPM asks for the permission before the plugin sees its arguments.
        let unpermitted = try Self.swift(sandbox, package, "package", "viper-gen", "lint")
        #expect(unpermitted.status != 0)
        #expect(
            unpermitted.stderr.contains("wants permission to write to the package directory"),
            "\(unpermitted.stderr)")
        #expect(
            unpermitted.stderr.contains("Use `--allow-writing-to-package-directory` to allow this.")
        )

        // Nothing to run: a usage error, not viper-gen's help.
        let bare = try Self.swift(
            sandbox, package, "package", "--allow-writing-to-package-directory", "viper-gen")
        #expect(bare.status != 0)
        #expect(
            (bare.stdout + bare.stderr).contains("name a viper-gen command"),
            "\(bare.stdout)\(bare.stderr)")

        let new = try Self.swift(
            sandbox, package, "package", "--allow-writing-to-package-directory", "viper-gen",
            "new", "Cars", "--output", "Sources/App", "--tests-output", "Tests/AppTests",
            "--target", "App"
        )
        #expect(new.status == 0, "\(new.stdout)\(new.stderr)")
        #expect((new.stdout + new.stderr).contains("Sources/App/Cars/CarsPresenter.swift"))
        for path in [
            "Sources/App/Cars/Cars.yml", "Sources/App/Cars/Car.swift",
            "Tests/AppTests/Cars/CarsPresenterSpy.swift",
        ] {
            #expect(sandbox.exists("\(package)/\(path)"), "\(path)")
        }

        // A command that writes nothing runs with the flag too, and its exit code shows.
        let check = try Self.swift(
            sandbox, package, "package", "--allow-writing-to-package-directory", "viper-gen",
            "generate", "--check", "Sources/App/Cars/Cars.yml",
            "--tests-output", "Tests/AppTests"
        )
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let spec = "\(package)/Sources/App/Cars/Cars.yml"
        let good = try sandbox.read(spec)
        try sandbox.write(spec, good.replacingOccurrences(of: "\nentity:", with: "\nentty:"))
        let lint = try Self.swift(
            sandbox, package, "package", "--allow-writing-to-package-directory", "viper-gen",
            "lint", "Sources/App/Cars/Cars.yml")
        #expect(lint.status != 0)
        #expect(
            (lint.stdout + lint.stderr).contains("Sources/App/Cars/Cars.yml:"),
            "\(lint.stdout)\(lint.stderr)")
        #expect(
            (lint.stdout + lint.stderr).contains(
                ": error: unknown key 'entty' in the spec; did you mean 'entity'?"))
        #expect(lint.stderr.contains("viper-gen exited with code 2"))
        try sandbox.write(spec, good)

        let build = try Self.swift(sandbox, package, "build", "--build-tests")
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let test = try Self.swift(sandbox, package, "test", "--skip-build")
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
    }

    @Test func theBuildPluginMakesTheContractsAndTheTestDoubles() throws {
        let sandbox = try Self.consumer("BuildPlugin")
        let package = "BuildPlugin"

        let build = try Self.swift(sandbox, package, "build", "--build-tests")
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let test = try Self.swift(sandbox, package, "test", "--skip-build")
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect((test.stdout + test.stderr).contains("CarsPresenterTests"))

        // Nothing generated went into the source tree.
        let generated = try sandbox.contents().filter { path in
            path.hasPrefix("\(package)/") && !path.hasPrefix("\(package)/.build")
                && (try? sandbox.read(path))?.hasPrefix("// Generated by viper-gen") == true
        }
        #expect(generated.isEmpty, "\(generated)")

        // Nothing changed, nothing made again: no viper-gen command and no compile of the
        // consumer's targets.
        let again = try Self.swift(sandbox, package, "build", "--build-tests")
        #expect(again.status == 0)
        let work = again.stdout.split(separator: "\n").filter {
            $0.contains("viper-gen: ") || $0.contains("Compiling App")
        }
        #expect(work.isEmpty, "\(work)")

        // A changed spec: the build makes its contracts again, and the compiler points at the
        // implementation that must grow.
        let spec = "\(package)/Sources/App/Garage/Garage.yml"
        let good = try sandbox.read(spec)
        try sandbox.write(
            spec,
            good.replacingOccurrences(
                of: "  - park(_ car: Car) async throws\n",
                with: "  - park(_ car: Car) async throws\n  - unpark(_ car: Car) async throws\n"))
        let grown = try Self.swift(sandbox, package, "build", "--build-tests")
        #expect(grown.status != 0)
        #expect(grown.stdout.contains("viper-gen: "))
        #expect(
            grown.stdout.contains(
                "type 'GarageInteractor' does not conform to protocol 'GarageInteractorProtocol'"),
            "\(grown.stdout)")

        // A config that does not say `contracts: build`: the plugin still builds, and warns that
        // `new` and `generate` would write the same types into the tree.
        try sandbox.write(spec, good)
        let config = "\(package)/.viper-gen.yml"
        let contracts = try sandbox.read(config)
        try sandbox.write(
            config, contracts.replacingOccurrences(of: "contracts: build\n", with: ""))
        let unsaid = try Self.swift(sandbox, package, "build", "--build-tests")
        #expect(unsaid.status == 0, "\(unsaid.stdout)\(unsaid.stderr)")
        #expect(
            (unsaid.stdout + unsaid.stderr).contains(
                ".viper-gen.yml does not say 'contracts: build'"),
            "\(unsaid.stdout)\(unsaid.stderr)")
        try sandbox.write(config, contracts)

        // Specs whose output files once had one name (one extension each; a `_` where the
        // other has a folder) or too long a name (240 characters): each gets a file of its own.
        let hostile = [
            ("Odd/Bikes.yml", "Bike"), ("Odd/Bikes.yaml", "Boat"), ("A/B.yml", "Plane"),
            ("A_B.yml", "Train"), (String(repeating: "Long", count: 60) + ".yml", "Ship"),
        ]
        for (path, entity) in hostile {
            try sandbox.write(
                "\(package)/Sources/App/\(path)",
                "module: \(entity)s\nentity:\n  name: \(entity)\n  properties:\n    id: String\nuseCases:\n  - fetch\(entity)s() async throws -> [\(entity)]\nui: none\n"
            )
        }
        let named = try Self.swift(sandbox, package, "build", "--build-tests")
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        for (path, _) in hostile {
            try FileManager.default.removeItem(
                at: sandbox.url.appending(path: "\(package)/Sources/App/\(path)"))
        }

        // A broken spec fails the build with viper-gen's diagnostic.
        try sandbox.write(spec, good.replacingOccurrences(of: "entity: Car", with: "entty: Car"))
        let broken = try Self.swift(sandbox, package, "build", "--build-tests")
        #expect(broken.status != 0)
        #expect(
            (broken.stdout + broken.stderr).contains(
                "Sources/App/Garage/Garage.yml:5:1: error: unknown key 'entty' in the spec; did you mean 'entity'?"
            ),
            "\(broken.stdout)\(broken.stderr)"
        )
    }
}
