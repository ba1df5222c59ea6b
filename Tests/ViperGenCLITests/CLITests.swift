import Foundation
import Testing

/// Runs the built `viper-gen` executable end to end, in a scratch folder per test.
struct CLITests {
    @Test func newWritesACompleteModuleAndItsSpec() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(
            "new", "Cars", "--output", "Sources/App", "--tests-output", "Tests/AppTests")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        for file in [
            "Sources/App/Cars/Cars.yml", "Sources/App/Cars/Car.swift",
            "Sources/App/Cars/CarViewModel.swift",
            "Sources/App/Cars/CarsView.swift", "Sources/App/Cars/CarsInteractorProtocol.swift",
            "Sources/App/Cars/CarsInteractor.swift", "Sources/App/Cars/CarsPresenter.swift",
            "Sources/App/Cars/CarsRouter.swift", "Sources/App/Cars/CarsViewController.swift",
            "Sources/App/Cars/CarsBuilder.swift", "Tests/AppTests/Cars/CarsPresenterTests.swift",
            "Tests/AppTests/Cars/CarsInteractorSpy.swift",
        ] {
            #expect(sandbox.exists(file), "missing \(file)")
        }
        #expect(result.stdout.contains("created   Sources/App/Cars/Car.swift"))
        let spec = try sandbox.read("Sources/App/Cars/Cars.yml")
        #expect(spec.contains("- fetchCars() async throws -> [Car]"))
        #expect(spec.contains("viper-gen generate Sources/App/Cars/Cars.yml"))
    }

    @Test func generateTakesOverTheSpecThatNewWrote() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run("new", "Categories", "-o", "Sources", "--tests-output", "Tests")
        let presenter = try sandbox.read("Sources/Categories/CategoriesPresenter.swift")
        try sandbox.write(
            "Sources/Categories/CategoriesPresenter.swift", presenter + "// my change\n")
        try sandbox.write(
            "Sources/Categories/Categories.yml",
            try sandbox.read("Sources/Categories/Categories.yml").replacingOccurrences(
                of: "routes:",
                with: "  - deleteCategory(id: String) async throws\nroutes:"
            )
        )

        let result = try sandbox.run(
            "generate", "Sources/Categories/Categories.yml", "-o", "Sources", "--tests-output",
            "Tests")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try sandbox.read("Sources/Categories/CategoriesInteractorProtocol.swift").contains(
                "func deleteCategory(id: String) async throws"))
        #expect(
            try sandbox.read("Tests/Categories/CategoriesInteractorSpy.swift").contains(
                "deleteCategoryCallCount"))
        #expect(
            try sandbox.read("Sources/Categories/CategoriesPresenter.swift") == presenter
                + "// my change\n")
        // What changed, and a summary; files left as they were only with --verbose.
        #expect(
            result.stdout.contains(
                "updated   Sources/Categories/CategoriesInteractorProtocol.swift"))
        #expect(!result.stdout.contains("CategoriesPresenter.swift"))
        #expect(!result.stdout.contains("unchanged "))
        #expect(
            result.stdout.hasSuffix("\nCategories (viper): 6 updated, 12 unchanged, 4 skipped\n"))
        let verbose = try sandbox.run(
            "generate", "Sources/Categories/Categories.yml", "-o", "Sources", "--tests-output",
            "Tests", "--verbose")
        #expect(
            verbose.stdout.contains(
                "skipped   Sources/Categories/CategoriesPresenter.swift  (user-owned file exists)"))
        #expect(
            verbose.stdout.contains(
                "unchanged Sources/Categories/CategoriesInteractorProtocol.swift"))
        #expect(
            verbose.stdout.hasSuffix("\nCategories (viper): no changes (18 unchanged, 4 skipped)\n")
        )
    }

    @Test func newRefusesAnExistingModuleUnlessForced() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run("new", "Cars")
        try sandbox.write("Cars/CarsPresenter.swift", "// mine\n")

        let refused = try sandbox.run("new", "Cars")
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("module 'Cars' already exists"))
        #expect(try sandbox.read("Cars/CarsPresenter.swift") == "// mine\n")

        let forced = try sandbox.run("new", "Cars", "--force")
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try sandbox.read("Cars/CarsPresenter.swift") != "// mine\n")
    }

    @Test(arguments: [
        ("Cars", "Car"), ("Categories", "Category"), ("URLShortener", "URLShortener"),
        ("Settings", "Settings"),
        ("Step2Verification", "Step2Verification"),
    ])
    func newDerivesTheEntityFromTheName(_ name: String, _ entity: String) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("new", name, "--ui", "none", "--tests", "xctest")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("\(name)/\(entity).swift"))
        #expect(!sandbox.exists("\(name)/\(name)ViewController.swift"))
        #expect(
            try sandbox.read("Tests/\(name)/\(name)PresenterTests.swift").contains("import XCTest"))
    }

    @Test func badSpecsGetLocatedDiagnosticsAndWriteNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Bad.yml",
            """
            module: Cars
            entty:
              name: Car
            useCases:
              - getCars( async
            """
        )

        let result = try sandbox.run("generate", "Bad.yml")

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "Bad.yml:2:1: error: unknown key 'entty' in the spec; did you mean 'entity'?"))
        #expect(result.stderr.contains("Bad.yml:5:"))
        #expect(try sandbox.contents() == ["Bad.yml"])
    }

    @Test func invalidModuleNamesAreRefusedBeforeAnyPathIsBuilt() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("new", "../Evil")
        #expect(result.status == 2)
        #expect(result.stderr.contains("invalid module name '../Evil'"))
        #expect(try sandbox.contents().isEmpty)
    }

    @Test func usageErrorsExitWith64() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("new", "Cars", "--ui", "uikitt")
        #expect(result.status == 64)
        #expect(result.stderr.contains("did you mean 'uikit'"))
    }

    @Test func lintReportsEveryProblemAtOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yml", "module: cars\n")
        try sandbox.write("b.yml", "module: Good\nviewModel:\n  properties: [nope]\n")

        let result = try sandbox.run("lint", ".")

        #expect(result.status == 2)
        #expect(result.stderr.contains("./a.yml:1:9: error: invalid module name 'cars'"))
        #expect(
            result.stderr.contains(
                "./b.yml:3:16: error: view model property 'nope' is not a property of entity 'Good'"
            ))
    }

    /// Two specs of one module would write the same files: `lint` says so as `generate`
    /// does, and a file named twice is one spec, not two.
    @Test func lintAndGenerateReportTwoSpecsOfOneModule() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Cars.yml", "module: Cars\n")
        try sandbox.write(
            "Specs/MoreCars.yml", "# the same screen again\nmodule: Cars\nuseCases:\n  - load()\n")
        let message =
            "Specs/MoreCars.yml:2:9: error: module 'Cars' is also specified in 'Specs/Cars.yml'; a module has one spec: remove one of them, or name this module differently\n"
        for command in ["lint", "generate"] {
            let result = try sandbox.run(command, "Specs")
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == message, "\(command)")
        }
        #expect(try sandbox.contents() == ["Specs", "Specs/Cars.yml", "Specs/MoreCars.yml"])

        for command in ["lint", "generate"] {
            let result = try sandbox.run(
                command, "Specs/Cars.yml", "./Specs/Cars.yml", "Specs/../Specs/Cars.yml")
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(command)")
        }
        #expect(try sandbox.read("Cars/CarsPresenter.swift").contains("final class CarsPresenter"))
    }

    @Test func theExecutableCarriesItsTemplates() throws {
        let sandbox = try Sandbox()
        let copy = sandbox.url.appending(path: "bin/viper-gen")
        try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Sandbox.executable, to: copy)

        let result = try sandbox.run(executable: copy, "new", "Cars", "--output", "out")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("out/Cars/CarsPresenter.swift"))
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("new", "Cars", "--dry-run")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("create    Cars/CarsPresenter.swift  (does not exist)\n"))
        #expect(result.stdout.contains("create    Cars/Cars.yml  (does not exist)\n"))
        #expect(try sandbox.contents().isEmpty)

        _ = try sandbox.run("new", "Cars")
        try sandbox.write(
            "Cars/CarsView.swift",
            "// Generated by viper-gen from Cars.yml. Do not edit:\n// stale\n")
        try sandbox.write("Cars/CarsPresenter.swift", "// mine\n")
        let plan = try sandbox.run("generate", "Cars/Cars.yml", "--dry-run")
        #expect(
            plan.stdout.contains("  update    Cars/CarsView.swift  (out of date with the spec)\n"))
        #expect(
            plan.stdout.contains("  skip      Cars/CarsPresenter.swift  (user-owned file exists)\n")
        )
        #expect(plan.stdout.contains("  unchanged Cars/Car.swift  (up to date)\n"))
        #expect(
            try sandbox.read("Cars/CarsView.swift")
                == "// Generated by viper-gen from Cars.yml. Do not edit:\n// stale\n")
    }

    @Test func newTakesAGivenSpecAndLeavesItWhereItIs() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "specs/Cars.yml",
            "module: Cars\nentity:\n  properties:\n    id: String\n    make: String\nuseCases:\n  - getCars() async throws -> [Car]\n"
        )

        let result = try sandbox.run(
            "new", "Cars", "--spec", "specs/Cars.yml", "-o", "Sources", "--access", "public")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!sandbox.exists("Sources/Cars/Cars.yml"))
        #expect(
            try sandbox.read("Sources/Cars/Car.swift").contains(
                "public nonisolated struct Car: Identifiable, Equatable, Sendable {"))
        let mismatch = try sandbox.run("new", "Bikes", "--spec", "specs/Cars.yml")
        #expect(mismatch.status == 2)
        #expect(
            mismatch.stderr
                == "specs/Cars.yml:1:9: error: the spec is for module 'Cars', not 'Bikes'\n")
    }

    @Test func generateTakesEverySpecBelowADirectoryAllOrNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("specs/a/Cars.yml", "module: Cars\n")
        try sandbox.write("specs/b/Bikes.yml", "module: Bikes\n")

        let result = try sandbox.run("generate", "specs", "-o", "Sources")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("Sources/Cars/CarsPresenter.swift"))
        #expect(sandbox.exists("Sources/Bikes/BikesPresenter.swift"))

        try sandbox.write("specs/c/Boats.yml", "module: Boats\n")
        try sandbox.write("specs/d/Broken.yml", "module: Broken\nroutes: 3\n")
        let failed = try sandbox.run("generate", "specs", "-o", "Sources")
        #expect(failed.status == 2)
        #expect(
            failed.stderr
                == "specs/d/Broken.yml:2:9: error: routes must be a list, not a single value\n")
        #expect(!sandbox.exists("Sources/Boats"))
    }

    @Test func checkFailsOnStaleContractsOnlyAndWritesNothing() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run("new", "Cars")
        let clean = try sandbox.run("generate", "--check", "Cars/Cars.yml")
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.isEmpty)

        // Editing user-owned code is not drift.
        try sandbox.write("Cars/CarsPresenter.swift", "// rewritten by hand\n")
        #expect(try sandbox.run("generate", "--check", "Cars/Cars.yml").status == 0)
        // Nor is a missing user-owned file, which `generate` would create.
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Cars/CarsRouter.swift"))
        let routerless = try sandbox.run("generate", "--check", "Cars/Cars.yml")
        #expect(routerless.status == 0 && routerless.stdout.isEmpty, "\(routerless.stdout)")

        // A new use case makes the contracts stale.
        let spec = try sandbox.read("Cars/Cars.yml")
        try sandbox.write(
            "Cars/Cars.yml",
            spec.replacingOccurrences(
                of: "routes:", with: "  - deleteCar(id: String) async throws\nroutes:"))
        let protocolBefore = try sandbox.read("Cars/CarsInteractorProtocol.swift")
        let stale = try sandbox.run("generate", "--check", "Cars/Cars.yml")

        #expect(stale.status == 1)
        #expect(
            stale.stdout.contains(
                "--- a/Cars/CarsInteractorProtocol.swift\n+++ b/Cars/CarsInteractorProtocol.swift\n@@ "
            ))
        #expect(stale.stdout.contains("+    func deleteCar(id: String) async throws\n"))
        #expect(stale.stdout.contains("+++ b/Tests/Cars/CarsInteractorSpy.swift"))
        #expect(!stale.stdout.contains("CarsPresenter.swift\n"))
        #expect(stale.stderr.contains("generated files are out of date; run 'viper-gen generate'"))
        #expect(try sandbox.read("Cars/CarsInteractorProtocol.swift") == protocolBefore)

        // A deleted contract is drift too.
        try FileManager.default.removeItem(
            at: sandbox.url.appending(path: "Cars/CarViewModel.swift"))
        let missing = try sandbox.run("generate", "--check", "Cars/Cars.yml")
        #expect(missing.status == 1)
        #expect(!sandbox.exists("Cars/CarViewModel.swift"))
        #expect(missing.stdout.contains("--- /dev/null\n+++ b/Cars/CarViewModel.swift"))
    }

    @Test func unchangedFilesKeepTheirModificationTime() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run("new", "Cars")
        let entity = sandbox.url.appending(path: "Cars/Car.swift").path
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: entity)

        let result = try sandbox.run("generate", "Cars/Cars.yml", "--verbose")

        #expect(result.stdout.contains("unchanged Cars/Car.swift"))
        let date =
            try FileManager.default.attributesOfItem(atPath: entity)[.modificationDate] as? Date
        #expect(date == old)
    }

    @Test func symbolicLinksOutOfTheOutputRootAreRefused() throws {
        let sandbox = try Sandbox()
        let outside = try Sandbox()
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: "Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: sandbox.url.appending(path: "Sources/Cars"),
            withDestinationURL: outside.url
        )

        let result = try sandbox.run("new", "Cars", "-o", "Sources")

        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "error: refusing to write 'Sources/Cars/Car.swift': a symbolic link leads outside the output folder"
            ))
        #expect(try outside.contents().isEmpty)
    }

    @Test func templatesListShowsTheBuiltInSets() throws {
        let result = try Sandbox().run("templates", "list")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(
            lines.map { $0.split(separator: " ").first ?? "" } == [
                "clean-swift", "mvc", "mvp", "mvvm", "mvvm-c", "viper",
            ])
        #expect(lines.allSatisfy { $0.count > 40 }, "every set has a one-line summary")
    }
}

/// A scratch folder and a way to run the executable in it.
struct Sandbox {
    let url: URL

    /// The `viper-gen` built next to this test bundle.
    static var executable: URL {
        let products =
            Bundle.main.bundleURL.lastPathComponent.hasSuffix(".xctest")
            ? Bundle.main.bundleURL.deletingLastPathComponent() : Bundle.main.bundleURL
        return products.appending(path: "viper-gen")
    }

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ arguments: String...) throws -> Result {
        try run(executable: Self.executable, arguments)
    }

    func run(_ arguments: [String]) throws -> Result {
        try run(executable: Self.executable, arguments)
    }

    /// Runs the executable in the subfolder `folder` of the sandbox.
    func run(in folder: String, _ arguments: String...) throws -> Result {
        try run(executable: Self.executable, arguments, folder: folder)
    }

    func run(in folder: String, _ arguments: [String]) throws -> Result {
        try run(executable: Self.executable, arguments, folder: folder)
    }

    func run(executable: URL, _ arguments: String...) throws -> Result {
        try run(executable: executable, arguments)
    }

    /// Runs the executable with `environment` added to this process's environment.
    func run(environment: [String: String], _ arguments: String...) throws -> Result {
        try run(executable: Self.executable, arguments, environment: environment)
    }

    /// Runs the executable in the subfolder `folder`, with `environment` added to this
    /// process's environment.
    func run(in folder: String, environment: [String: String], _ arguments: String...) throws
        -> Result
    {
        try run(executable: Self.executable, arguments, folder: folder, environment: environment)
    }

    func run(
        executable: URL,
        _ arguments: [String],
        folder: String? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = folder.map { url.appending(path: $0) } ?? url
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // stderr is drained on another thread: read one after the other, a process that
        // fills the stderr pipe while stdout is open would wait for ever.
        let errors = PipeDrain(stderr.fileHandleForReading)
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = errors.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self)
        )
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appending(path: path).path)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appending(path: path), encoding: .utf8)
    }

    func write(_ path: String, _ text: String) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// Every path below the sandbox with what it holds: a file's bytes, a link's target, or
    /// nothing for a folder.
    func snapshot() throws -> [String: Data] {
        let manager = FileManager.default
        var result: [String: Data] = [:]
        for path in try contents() {
            let full = url.appending(path: path).path
            if let target = try? manager.destinationOfSymbolicLink(atPath: full) {
                result[path] = Data("link to \(target)".utf8)
            } else {
                var isFolder: ObjCBool = false
                _ = manager.fileExists(atPath: full, isDirectory: &isFolder)
                result[path] =
                    isFolder.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return result
    }

    /// Every path below the sandbox, sorted.
    func contents() throws -> [String] {
        let base = url.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        return
            (enumerator?.compactMap { ($0 as? URL)?.standardizedFileURL.path.dropFirst(base.count) }
            .map(String.init) ?? [])
            .sorted()
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
