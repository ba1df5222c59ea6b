import Foundation
import Testing

/// `VIPER_GEN_CONSUMER_TESTS`: `1` for the prebuilt plugins, `all` for the from-source ones too.
private let consumerTestsMode = ProcessInfo.processInfo.environment["VIPER_GEN_CONSUMER_TESTS"]

/// The two packages in `Samples/Consumers/`, built as a user's package would be: one scaffolds
/// a module through the command plugin, one builds and tests with the ViperGenBuildPlugin.
///
/// With `VIPER_GEN_CONSUMER_TESTS=1` (CI: `VIPER_GEN_CONSUMER_TESTS=1 swift test --skip-build
/// --filter PluginConsumerTests`), they use the plugins package `viper-gen-plugins/` with an
/// artifact bundle that `Scripts/release.sh --binary` makes from the viper-gen these tests
/// run, so the consumers compile nothing of viper-gen. With `VIPER_GEN_CONSUMER_TESTS=all`,
/// the from-source plugins of this package are tested too: each consumer then compiles
/// viper-gen and its dependencies again, for minutes.
@Suite(.enabled(if: ["1", "all"].contains(consumerTestsMode)), .serialized)
struct PluginConsumerTests {
    static let mode = consumerTestsMode

    /// This repository: the package the consumers depend on.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// viper-gen's modules and its dependencies': none of them is compiled in a consumer of the
    /// prebuilt plugins.
    static let viperGenModules = [
        "viper_gen", "ViperGenKit", "TemplateEngine", "Liquid", "XcodeProject", "Diagnostics",
        "EmbedTemplates", "Yams", "CYaml", "Stencil", "PathKit", "ArgumentParser",
    ]

    /// A copy of the consumer `name` in a scratch folder, beside a link `viper-gen` to this
    /// repository, which its Package.swift names as `../viper-gen` (so the dependency's identity
    /// is `viper-gen`, whatever this clone's folder is called): the from-source plugins.
    static func consumer(_ name: String) throws -> Sandbox {
        let scratch = try Sandbox()
        try FileManager.default.createSymbolicLink(
            at: scratch.url.appending(path: "viper-gen"), withDestinationURL: repository)
        try FileManager.default.copyItem(
            at: repository.appending(path: "Samples/Consumers/\(name)"),
            to: scratch.url.appending(path: name)
        )
        let manifest = "\(name)/Package.swift"
        try scratch.write(
            manifest,
            try scratch.read(manifest).replacingOccurrences(
                of: "../viper-gen-plugins", with: "../viper-gen"
            ).replacingOccurrences(
                of: "package: \"viper-gen-plugins\"", with: "package: \"viper-gen\""))
        return scratch
    }

    /// What `Scripts/release.sh --binary` makes of the viper-gen these tests run (once a run):
    /// the bundle, its archives and the plugins package to publish, in `dist/` of a sandbox.
    static let release: Result<(sandbox: Sandbox, seconds: Int), any Error> = Result(catching: {
        let scratch = try Sandbox()
        let start = Date()
        let made = try scratch.run(
            executable: URL(fileURLWithPath: "/bin/bash"),
            [
                repository.appending(path: "Scripts/release.sh").path, "--binary",
                Sandbox.executable.path, "--download-url",
                "https://example.com/viper-gen/releases/download/1.2.3",
                scratch.url.appending(path: "dist").path,
            ])
        guard made.status == 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey: "release.sh --binary: \(made.stdout)\(made.stderr)"
                ])
        }
        return (scratch, Int(Date().timeIntervalSince(start)))
    })

    /// A copy of the consumer `name` in a scratch folder, beside `viper-gen-plugins`: this
    /// repository's plugins package (its links to the plugin sources resolved, as a clone of
    /// the published package has them) with the bundle of `release` in it.
    static func prebuiltConsumer(_ name: String) throws -> Sandbox {
        let (made, _) = try release.get()
        let scratch = try Sandbox()
        let plugins = scratch.url.appending(path: "viper-gen-plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        let copy = try scratch.run(
            executable: URL(fileURLWithPath: "/bin/cp"),
            [
                "-RL", repository.appending(path: "viper-gen-plugins/Package.swift").path,
                repository.appending(path: "viper-gen-plugins/Plugins").path,
                made.url.appending(path: "dist/viper-gen.artifactbundle").path, plugins.path,
            ])
        #expect(copy.status == 0, "\(copy.stderr)")
        try FileManager.default.copyItem(
            at: repository.appending(path: "Samples/Consumers/\(name)"),
            to: scratch.url.appending(path: name)
        )
        return scratch
    }

    /// The folders of viper-gen's modules in the consumer's build folder: what it compiled of
    /// viper-gen.
    static func compiledViperGenModules(_ sandbox: Sandbox, _ package: String) throws -> [String] {
        try sandbox.contents().filter { path in
            path.hasPrefix("\(package)/.build/") && !path.contains("/checkouts/")
                && viperGenModules.contains {
                    path.hasSuffix("/\($0).build") || path.hasSuffix("/\($0)-tool.build")
                }
        }
    }

    /// The lines that say `error:`, for runs that succeed.
    static func errorLines(_ result: Sandbox.Result) -> [Substring] {
        (result.stdout + result.stderr).split(separator: "\n").filter { $0.contains("error:") }
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
        try timed(sandbox, folder, arguments).result
    }

    /// Runs `swift <arguments>` in the consumer: its result, and how long it took in seconds.
    static func timed(_ sandbox: Sandbox, _ folder: String, _ arguments: [String]) throws
        -> (result: Sandbox.Result, seconds: Double)
    {
        let start = Date()
        let result = try sandbox.run(executable: swift, arguments, folder: folder)
        let seconds = Date().timeIntervalSince(start)
        print(
            "swift \(arguments.joined(separator: " ")) in \(folder): exit \(result.status), \(String(format: "%.1f", seconds)) s"
        )
        return (result, seconds)
    }

    @Test(.enabled(if: mode == "all"))
    func theCommandPluginScaffoldsAModuleThatBuilds() throws {
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
        // SwiftPM builds a command plugin's tool with a regular build, build-tool plugins and
        // all: no error lines (unlike a package that applies the from-source build plugin).
        #expect(Self.errorLines(new).isEmpty, "\(Self.errorLines(new))")
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

    @Test(.enabled(if: mode == "all"))
    func theBuildPluginMakesTheContractsAndTheTestDoubles() throws {
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

    /// What the release script makes for the plugins package: the bundle's `info.json` as
    /// SwiftPM reads it, and `viper-gen-plugins/` with the zip's URL and checksum filled in and
    /// the plugin sources as files.
    @Test func theReleaseScriptMakesTheBundleAndThePluginsPackage() throws {
        let (made, seconds) = try Self.release.get()
        print("Scripts/release.sh --binary: \(seconds) s")
        // info.json as SwiftPM reads it: an executable artifact `viper-gen`, this version.
        let info = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: made.url.appending(path: "dist/viper-gen.artifactbundle/info.json"))
            ) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require(
            (info["artifacts"] as? [String: Any])?["viper-gen"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        let version = try #require(artifact["version"] as? String)
        let zip = "viper-gen-\(version).artifactbundle.zip"
        let checksum = try #require(
            try made.read("dist/\(zip).sha256").split(separator: " ").first)
        let manifest = try made.read("dist/viper-gen-plugins/Package.swift")
        #expect(
            manifest.contains(
                "url: \"https://example.com/viper-gen/releases/download/1.2.3/\(zip)\""),
            "\(manifest)")
        #expect(manifest.contains("checksum: \"\(checksum)\""), "\(manifest)")
        #expect(!manifest.contains("path: \"viper-gen.artifactbundle\""))
        for source in [
            "ViperGenCommandPlugin/ViperGenCommandPlugin.swift",
            "ViperGenBuildPlugin/ViperGenBuildPlugin.swift", "ViperGenBuildPlugin/OutputName.swift",
        ] {
            let copied = made.url.appending(path: "dist/viper-gen-plugins/Plugins/\(source)")
            let values = try copied.resourceValues(forKeys: [.isSymbolicLinkKey])
            #expect(values.isSymbolicLink == false, "\(source)")
            #expect(
                try Data(contentsOf: copied)
                    == Data(contentsOf: Self.repository.appending(path: "Plugins/\(source)")))
        }
        // SwiftPM reads the manifest (without downloading the binary).
        let dump = try Self.swift(made, "dist/viper-gen-plugins", "package", "dump-package")
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains(checksum.description), "\(dump.stdout)")
    }

    /// The command plugin on the prebuilt viper-gen: the consumer compiles none of viper-gen's
    /// source, and every command takes seconds with no `error:` line when it succeeds.
    @Test func thePrebuiltCommandPluginCompilesNothingOfViperGen() throws {
        let sandbox = try Self.prebuiltConsumer("CommandPlugin")
        let package = "CommandPlugin"

        let (list, listed) = try Self.timed(sandbox, package, ["package", "plugin", "--list"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(
            list.stdout.contains(
                "viper-gen’ (plugin ‘ViperGenCommandPlugin’ in package ‘viper-gen-plugins’)"),
            "\(list.stdout)")
        #expect(Self.errorLines(list).isEmpty, "\(Self.errorLines(list))")

        let (new, first) = try Self.timed(
            sandbox, package,
            [
                "package", "--allow-writing-to-package-directory", "viper-gen", "new", "Cars",
                "--output", "Sources/App", "--tests-output", "Tests/AppTests", "--target", "App",
            ])
        #expect(new.status == 0, "\(new.stdout)\(new.stderr)")
        #expect(Self.errorLines(new).isEmpty, "\(Self.errorLines(new))")
        #expect(sandbox.exists("\(package)/Sources/App/Cars/CarsPresenter.swift"))
        #expect(sandbox.exists("\(package)/Tests/AppTests/Cars/CarsPresenterSpy.swift"))

        let (check, second) = try Self.timed(
            sandbox, package,
            [
                "package", "--allow-writing-to-package-directory", "viper-gen", "generate",
                "--check", "Sources/App/Cars/Cars.yml", "--tests-output", "Tests/AppTests",
            ])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(Self.errorLines(check).isEmpty, "\(Self.errorLines(check))")
        // Seconds, not the minutes of a viper-gen build (a bound for a busy machine).
        #expect(second < 30, "the second command took \(second) s")
        print("plugin --list \(listed) s, first command \(first) s, second \(second) s")

        // A failure is viper-gen's, with its exit code.
        let spec = "\(package)/Sources/App/Cars/Cars.yml"
        let good = try sandbox.read(spec)
        try sandbox.write(spec, good.replacingOccurrences(of: "\nentity:", with: "\nentty:"))
        let lint = try Self.swift(
            sandbox, package, "package", "--allow-writing-to-package-directory", "viper-gen",
            "lint", "Sources/App/Cars/Cars.yml")
        #expect(lint.status != 0)
        #expect(
            (lint.stdout + lint.stderr).contains(
                ": error: unknown key 'entty' in the spec; did you mean 'entity'?"),
            "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stderr.contains("viper-gen exited with code 2"))
        try sandbox.write(spec, good)

        // Nothing of viper-gen was built: the consumer's build folder holds no module of it.
        // (The scaffolded module's build is the build plugin's test, and the from-source
        // test's; here it would only add a minute of compiling the consumer's own code.)
        let compiled = try Self.compiledViperGenModules(sandbox, package)
        #expect(compiled.isEmpty, "\(compiled)")
        #expect(sandbox.exists("\(package)/.build"))
    }

    /// The build-tool plugin on the prebuilt viper-gen: contracts and test doubles at build
    /// time, a build with nothing to do does nothing, a bad spec fails the build, and nothing
    /// of viper-gen is compiled.
    @Test func thePrebuiltBuildPluginMakesTheContractsAndCompilesNothingOfViperGen() throws {
        let sandbox = try Self.prebuiltConsumer("BuildPlugin")
        let package = "BuildPlugin"

        let (build, first) = try Self.timed(sandbox, package, ["build", "--build-tests"])
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        #expect(Self.errorLines(build).isEmpty, "\(Self.errorLines(build))")
        #expect(build.stdout.contains("viper-gen: "), "\(build.stdout)")
        let test = try Self.swift(sandbox, package, "test", "--skip-build")
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect((test.stdout + test.stderr).contains("CarsPresenterTests"))

        let (again, noop) = try Self.timed(sandbox, package, ["build", "--build-tests"])
        #expect(again.status == 0)
        #expect(Self.errorLines(again).isEmpty, "\(Self.errorLines(again))")
        // (SwiftPM says "Compiling plugin" also for a plugin it has compiled already.)
        let work = again.stdout.split(separator: "\n").filter {
            $0.contains("viper-gen: ") || ($0.contains("Compiling") && !$0.contains("plugin"))
        }
        #expect(work.isEmpty, "\(work)")
        #expect(noop < 30, "a build with nothing to do took \(noop) s")
        print("first build \(first) s, no-op build \(noop) s")

        let spec = "\(package)/Sources/App/Garage/Garage.yml"
        let good = try sandbox.read(spec)
        try sandbox.write(spec, good.replacingOccurrences(of: "entity: Car", with: "entty: Car"))
        let broken = try Self.swift(sandbox, package, "build", "--build-tests")
        #expect(broken.status != 0)
        #expect(
            (broken.stdout + broken.stderr).contains(
                "Sources/App/Garage/Garage.yml:5:1: error: unknown key 'entty' in the spec; did you mean 'entity'?"
            ),
            "\(broken.stdout)\(broken.stderr)"
        )
        let compiled = try Self.compiledViperGenModules(sandbox, package)
        #expect(compiled.isEmpty, "\(compiled)")
    }
}
