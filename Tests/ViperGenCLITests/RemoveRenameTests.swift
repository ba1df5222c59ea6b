import Foundation
import Testing
import ViperGenKit

#if canImport(Glibc)
    import Glibc
#endif

/// `remove <Module>` and `rename <Old> <New>`, through the executable.
struct RemoveTests {
    /// Every path below the sandbox that is not a folder.
    private func files(_ sandbox: Sandbox) throws -> [String] {
        try sandbox.snapshot().filter { !$0.value.isEmpty }.keys.sorted()
    }

    @Test func aModuleAsNewWroteItIsRemovedWithItsBasesAndSpec() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Keep.swift", "let keep = 1\n")
        #expect(try sandbox.run("new", "Cars").status == 0)
        #expect(sandbox.exists(".viper-gen/base/Cars/CarsPresenter.swift"))

        let result = try sandbox.run("remove", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(try files(sandbox) == ["Keep.swift"])
        // The module's folders are gone too, and the bases' folders that are empty.
        #expect(!sandbox.exists("Cars"))
        #expect(!sandbox.exists("Tests/Cars"))
        #expect(!sandbox.exists(".viper-gen"))
        #expect(
            result.stdout.contains(
                "  removed   Cars/CarsPresenter.swift  (user-owned, as viper-gen wrote it)\n"))
        #expect(result.stdout.contains("  removed   Cars/Cars.yml  (spec)\n"))
        #expect(
            result.stdout.contains(
                "  removed   .viper-gen/base/Cars/CarsPresenter.swift  (merge base)\n"))
        #expect(result.stdout.hasSuffix(" removed\n"))
    }

    @Test func aUserOwnedFileYouChangedStopsTheRemovalUnlessForced() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let presenter = try sandbox.read("Cars/CarsPresenter.swift")
        try sandbox.write("Cars/CarsPresenter.swift", presenter + "\nstruct CarSorter {}\n")
        let before = try sandbox.snapshot()

        let refused = try sandbox.run("remove", "Cars")

        #expect(refused.status == 2)
        #expect(try sandbox.snapshot() == before)
        #expect(
            refused.stderr
                == "error: 'Cars/CarsPresenter.swift' is user-owned and differs from what viper-gen wrote there\nerror: module 'Cars' has 1 user-owned file you changed; nothing was removed. Move what you want to keep out of the module, or pass --force to remove it with the rest\n"
        )
        // Listed first, before the files viper-gen wrote.
        let lines = refused.stdout.split(separator: "\n")
        #expect(lines[1] == "  keep      Cars/CarsPresenter.swift  (user-owned, changed)")
        #expect(lines.last == "Cars: nothing removed")

        let forced = try sandbox.run("remove", "Cars", "--force")
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try files(sandbox).isEmpty)
    }

    @Test func aDryRunListsEverythingAndRemovesNothing() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let before = try sandbox.snapshot()

        let result = try sandbox.run("remove", "Cars", "--dry-run")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
        let listed = before.filter { !$0.value.isEmpty }.keys
        for path in listed {
            #expect(result.stdout.contains("  remove    \(path)  ("), "\(path)")
        }
        #expect(result.stdout.hasSuffix("Cars, dry run: \(listed.count) to remove\n"))
    }

    @Test func filesTheSpecDoesNotMakeAreKeptAndListed() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write("Cars/CarCell.swift", "final class CarCell {}\n")

        let result = try sandbox.run("remove", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(sandbox) == ["Cars/CarCell.swift"])
        #expect(
            result.stdout.contains(
                "  kept      Cars/CarCell.swift  (not made from the spec; kept)\n"))
    }

    @Test func aHandWrittenFileAtAGeneratedFilesPlaceIsTheUsers() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write("Cars/CarsView.swift", "protocol Mine {}\n")
        let before = try sandbox.snapshot()

        let refused = try sandbox.run("remove", "Cars")

        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("error: 'Cars/CarsView.swift' is user-owned"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func theSpecIsFoundThroughTheConfigsModules() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml",
            "output: Sources/App\ntestsOutput: Tests/AppTests\nmodules: [Specs/*.yml]\n")
        try sandbox.write(
            "Specs/Cars.yml",
            "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\nuseCases:\n  - fetchCars() async throws -> [Car]\n"
        )
        try sandbox.write(
            "Specs/Boats.yml",
            "module: Boats\nentity:\n  name: Boat\n  properties:\n    id: String\nuseCases:\n  - fetchBoats() async throws -> [Boat]\n"
        )
        let generated = try sandbox.run("generate")
        #expect(generated.status == 0, "\(generated.stderr)")
        let boats = try sandbox.snapshot().filter { $0.key.contains("Boat") }

        let result = try sandbox.run("remove", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!sandbox.exists("Specs/Cars.yml"))
        let left = try files(sandbox)
        #expect(left.allSatisfy { !$0.contains("Car") }, "\(left)")
        // The other module is untouched.
        #expect(try sandbox.snapshot().filter { $0.key.contains("Boat") } == boats)
        #expect(try sandbox.run("generate", "--check").status == 0)
        // No staging folder is left anywhere.
        #expect(try sandbox.contents().allSatisfy { !$0.contains(".viper-gen-staging-") })
    }

    /// A spec outside the roots, and not one the config's `modules:` finds in the project, is
    /// not the run's to remove: the module goes, the spec stays and is listed.
    @Test(arguments: [false, true])
    func aSpecOutsideTheRootsIsKeptAndListed(insideTheProject: Bool) throws {
        let (sandbox, elsewhere, spec, specPath) = try moduleWithItsSpecOutsideTheRoots(
            insideTheProject: insideTheProject)

        let result = try sandbox.run("remove", "Cars", "--spec", specPath)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!sandbox.exists("Sources/App/Cars"))
        #expect(!sandbox.exists("Tests/AppTests/Cars"))
        if insideTheProject {
            #expect(try sandbox.read(specPath) == spec)
        } else {
            #expect(try elsewhere.read("Cars.yml") == spec)
        }
        #expect(
            result.stdout.contains(
                "  kept      \(specPath)  (spec, outside the output and tests roots; kept)\n"),
            "\(result.stdout)")
        #expect(result.stderr.contains("note: the spec '\(specPath)' is outside"))
    }

    @Test func theProjectLosesTheModulesReferences() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", XcodeTests.groupBased)
        try sandbox.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\ntarget: App\nmodules: App/**/*.yml\nxcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: AppTests\n"
        )
        #expect(try sandbox.run("new", "Cars").status == 0)
        let added = try sandbox.read("App.xcodeproj/project.pbxproj")
        #expect(added.contains("CarsPresenter.swift in Sources"))
        #expect(added.contains("CarsPresenterTests.swift"))

        let dryRun = try sandbox.run("remove", "Cars", "--dry-run")
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(
            dryRun.stdout.contains(
                "  App/Cars/CarsPresenter.swift: would be removed from the project\n"))
        #expect(try sandbox.read("App.xcodeproj/project.pbxproj") == added)

        let result = try sandbox.run("remove", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        let after = try sandbox.read("App.xcodeproj/project.pbxproj")
        // No file of the module is left; only its empty groups are (see docs/commands.md).
        let left = after.split(separator: "\n").filter {
            $0.contains("Car") && !$0.contains("/* Cars */") && !$0.contains("path = Cars;")
        }
        #expect(left.isEmpty, "\(left)")
        #expect(
            result.stdout.contains("  App/Cars/CarsPresenter.swift: removed from the project\n"))
        #expect(!sandbox.exists("App/Cars"))
        #expect(!sandbox.exists("App/.viper-gen"))
        #expect(try sandbox.contents().allSatisfy { !$0.contains(".viper-gen-staging-") })
    }

    @Test(arguments: [
        (["remove", "../Cars"], "error: invalid module name '../Cars'"),
        (["remove", "Cars"], "error: no spec of module 'Cars' at 'Cars/Cars.yml'"),
        (
            ["remove", "Cars", "--spec", "Boats.yml"],
            "Boats.yml:1:9: error: the spec is for module 'Boats', not 'Cars'"
        ),
    ])
    func badInputIsRefusedWithNothingRemoved(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Boats.yml", "module: Boats\n")
        let before = try sandbox.snapshot()
        let result = try sandbox.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aFileWhereTheModulesFolderShouldBeStopsTheRemoval() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Tests/Cars"))
        try sandbox.write("Tests/Cars", "not a folder\n")
        let before = try sandbox.snapshot()
        let result = try sandbox.run("remove", "Cars")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
    }
}

struct RenameTests {
    private func files(_ sandbox: Sandbox) throws -> [String] {
        try sandbox.snapshot().filter { !$0.value.isEmpty }.keys.sorted()
    }

    /// A presenter with code of the user's: an extension of the presenter, a type of their own
    /// named after the module, and a string that names the presenter.
    private static let presenterAddition =
        "\nextension CarsPresenter {\n    func sorter() -> CarsSorter { CarsSorter() }\n}\n\nstruct CarsSorter { let title = \"CarsPresenter\" }\n"

    @Test func theModuleMovesAndTheNamesViperGenDerivedFollowInYourFiles() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let presenter = try sandbox.read("Cars/CarsPresenter.swift")
        try sandbox.write("Cars/CarsPresenter.swift", presenter + Self.presenterAddition)
        try sandbox.write("App.swift", "enum Start {\n    static let first = CarsBuilder.self\n}\n")

        let result = try sandbox.run("rename", "Cars", "Vehicles")

        #expect(result.status == 0, "\(result.stderr)")
        let left = try files(sandbox).filter { $0.contains("Cars") }
        #expect(left.isEmpty, "\(left)")
        #expect(!sandbox.exists("Cars") && !sandbox.exists("Tests/Cars"))
        #expect(sandbox.exists(".viper-gen/base/Vehicles/VehiclesPresenter.swift"))
        let spec = try sandbox.read("Vehicles/Vehicles.yml")
        #expect(spec.contains("\nmodule: Vehicles\n"))
        #expect(spec.contains("viper-gen generate Vehicles/Vehicles.yml"))
        let moved = try sandbox.read("Vehicles/VehiclesPresenter.swift")
        #expect(moved.contains("final class VehiclesPresenter"))
        #expect(moved.contains("extension VehiclesPresenter {"))
        // The user's own type and text are theirs: listed, not changed.
        #expect(moved.contains("struct CarsSorter { let title = \"CarsPresenter\" }"))
        #expect(
            result.stdout.contains(
                "  renamed   Cars/CarsPresenter.swift -> Vehicles/VehiclesPresenter.swift  (yours; names updated)\n"
            ))
        #expect(
            result.stderr.contains(
                "Vehicles/VehiclesPresenter.swift:\(presenter.split(separator: "\n", omittingEmptySubsequences: false).count + 5):8: warning: 'CarsSorter' still has the module's old name 'Cars'; rename it if it should follow\n"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "App.swift:2:24: warning: 'CarsBuilder' is now 'VehiclesBuilder'; change it here\n")
        )
        // Comments are not renamed: the next --merge brings viper-gen's own up to date.
        #expect(moved.contains("/// The Cars presentation logic"))
        // The names generate uses are the new ones, and the bases say what it wrote.
        #expect(try sandbox.run("generate", "Vehicles/Vehicles.yml", "--check").status == 0)
        let merged = try sandbox.run("generate", "Vehicles/Vehicles.yml", "--merge")
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(
            try sandbox.read("Vehicles/VehiclesPresenter.swift")
                == moved.replacingOccurrences(
                    of: "/// The Cars presentation logic",
                    with: "/// The Vehicles presentation logic"))
    }

    /// A module whose entity has the module's name: the entity keeps it, and so do the uses
    /// of it in your files (the doc comments of the old and new renderings are no guide).
    @Test func anEntityNamedAsTheModuleKeepsItsNameInYourFiles() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Profile").status == 0)
        let interactor = try sandbox.read("Profile/ProfileInteractor.swift")
        #expect(interactor.contains("func fetchProfile() async throws -> Profile"))
        try sandbox.write(
            "Profile/ProfileInteractor.swift",
            interactor + "// note\nfunc mine(_ s: Profile) -> Profile { s }\n")

        let result = try sandbox.run("rename", "Profile", "Account")

        #expect(result.status == 0, "\(result.stderr)")
        let moved = try sandbox.read("Account/AccountInteractor.swift")
        #expect(moved.contains("final class AccountInteractor"))
        #expect(moved.contains("func fetchProfile() async throws -> Profile"), "\(moved)")
        #expect(moved.hasSuffix("// note\nfunc mine(_ s: Profile) -> Profile { s }\n"))
        #expect(!moved.contains("-> Account"))
        #expect(try sandbox.read("Account/Profile.swift").contains("struct Profile"))
        let merged = try sandbox.run("generate", "Account/Account.yml", "--merge")
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(
            try sandbox.read("Account/AccountInteractor.swift")
                == moved.replacingOccurrences(
                    of: "/// The Profile business logic", with: "/// The Account business logic"))
    }

    /// Only names longer than the module's that hold it are renamed, and only in code: your
    /// property named as the module, a regex literal and a comment keep their text.
    @Test func commentsRegexLiteralsAndTheBareModuleNameAreLeftAlone() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let presenter = try sandbox.read("Cars/CarsPresenter.swift")
        try sandbox.write(
            "Cars/CarsPresenter.swift",
            presenter
                + "\n// CarsPresenter note\nextension CarsPresenter {\n    var Cars: Int { 1 }\n    func named(_ text: String) -> Bool { text.contains(/CarsPresenter/) }\n}\n"
        )

        let result = try sandbox.run("rename", "Cars", "Vehicles")

        #expect(result.status == 0, "\(result.stderr)")
        let moved = try sandbox.read("Vehicles/VehiclesPresenter.swift")
        #expect(
            moved.hasSuffix(
                "\n// CarsPresenter note\nextension VehiclesPresenter {\n    var Cars: Int { 1 }\n    func named(_ text: String) -> Bool { text.contains(/CarsPresenter/) }\n}\n"
            ), "\(moved)")
    }

    /// A name in a string's interpolation is not renamed, but listed: the code would name a
    /// type that is no longer there.
    @Test func aNameInAnInterpolationIsListedNotRenamed() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let presenter = try sandbox.read("Cars/CarsPresenter.swift")
        try sandbox.write(
            "Cars/CarsPresenter.swift",
            presenter + "\nlet carsPresenterName = \"\\(CarsPresenter.self)\"\n")
        try sandbox.write("App.swift", "let name = \"\\(CarsPresenter.self)\"\n")

        let result = try sandbox.run("rename", "Cars", "Vehicles")

        #expect(result.status == 0, "\(result.stderr)")
        let moved = try sandbox.read("Vehicles/VehiclesPresenter.swift")
        #expect(moved.hasSuffix("\nlet carsPresenterName = \"\\(CarsPresenter.self)\"\n"))
        let line = moved.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(
            result.stderr.contains(
                "Vehicles/VehiclesPresenter.swift:\(line):28: warning: 'CarsPresenter' still has the module's old name 'Cars'"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "App.swift:1:15: warning: 'CarsPresenter' is now 'VehiclesPresenter'; change it here"
            ),
            "\(result.stderr)")
    }

    /// A spec edited while the run waits for another to let go of the roots keeps the edit.
    @Test func anEditOfTheSpecMadeWhileTheRunWaitsIsKept() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        // Another run holds the sources root (flock on the folder, as a run holds it).
        let descriptor = open(sandbox.url.path, O_RDONLY | O_DIRECTORY)
        #expect(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX) == 0)
        var locked = true
        defer { if locked { close(descriptor) } }
        let errors = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-rename-\(UUID().uuidString).txt")
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = Sandbox.executable
        process.arguments = ["rename", "Cars", "Vehicles"]
        process.currentDirectoryURL = sandbox.url
        process.environment = ProcessInfo.processInfo.environment.merging([
            "VIPER_GEN_LOCK_TIMEOUT": "600"
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        // The run has read what it reads before it takes the roots once it says it waits.
        while process.isRunning,
            !((try? String(contentsOf: errors, encoding: .utf8)) ?? "").contains(
                "waiting for another viper-gen run")
        {
            usleep(20_000)
        }
        let spec = try sandbox.read("Cars/Cars.yml")
        try sandbox.write("Cars/Cars.yml", spec + "# mine\n")
        close(descriptor)
        locked = false
        process.waitUntilExit()

        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "\(stderr)")
        let renamed = try sandbox.read("Vehicles/Vehicles.yml")
        #expect(renamed.hasSuffix("# mine\n"), "\(renamed)")
        #expect(renamed.contains("\nmodule: Vehicles\n"))
    }

    @Test func aFileWithoutAMergeBaseMovesAsItIsAndItsOldNamesAreListed() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let presenter = try sandbox.read("Cars/CarsPresenter.swift")
        try sandbox.write("Cars/CarsPresenter.swift", presenter + "// mine\n")
        try FileManager.default.removeItem(
            at: sandbox.url.appending(path: ".viper-gen/base/Cars/CarsPresenter.swift"))

        let result = try sandbox.run("rename", "Cars", "Vehicles")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.read("Vehicles/VehiclesPresenter.swift") == presenter + "// mine\n")
        #expect(
            result.stderr.contains(
                "warning: 'CarsPresenter' is now 'VehiclesPresenter'; change it here\n"))
        #expect(result.stdout.contains("(yours, moved as it is; no merge base)"))
    }

    @Test func aSpecNamedAfterTheModuleInTheConfigsFolderIsRenamedThere() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml",
            "output: Sources/App\ntestsOutput: Tests/AppTests\nmodules: [Specs/*.yml]\n")
        try sandbox.write(
            "Specs/Cars.yml",
            "module: \"Cars\"\nentity:\n  name: Car\n  properties:\n    id: String\nuseCases:\n  - fetchCars() async throws -> [Car]\n"
        )
        #expect(try sandbox.run("generate").status == 0)

        let result = try sandbox.run("rename", "Cars", "Fleet")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!sandbox.exists("Specs/Cars.yml"))
        #expect(try sandbox.read("Specs/Fleet.yml").hasPrefix("module: \"Fleet\"\n"))
        #expect(sandbox.exists("Sources/App/Fleet/FleetPresenter.swift"))
        #expect(!sandbox.exists("Sources/App/Cars"))
        #expect(try sandbox.run("generate", "--check").status == 0)
        #expect(try sandbox.contents().allSatisfy { !$0.contains(".viper-gen-staging-") })
    }

    /// A spec outside the roots, and not one the config's `modules:` finds in the project,
    /// would be renamed where no run writes: the rename is refused, nothing changed.
    @Test(arguments: [false, true])
    func aSpecOutsideTheRootsStopsTheRename(insideTheProject: Bool) throws {
        let (sandbox, elsewhere, _, specPath) = try moduleWithItsSpecOutsideTheRoots(
            insideTheProject: insideTheProject)
        let before = try sandbox.snapshot()
        let beforeElsewhere = try elsewhere.snapshot()

        let result = try sandbox.run("rename", "Cars", "Fleet", "--spec", specPath)

        #expect(result.status == 2, "\(result.stdout)")
        #expect(
            result.stderr.contains(
                "error: cannot rename the spec '\(specPath)': it is outside the output and tests roots"
            ), "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
        #expect(try elsewhere.snapshot() == beforeElsewhere)
    }

    @Test func theProjectsReferencesFollowTheFiles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", XcodeTests.groupBased)
        try sandbox.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\ntarget: App\nmodules: App/**/*.yml\nxcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: AppTests\n"
        )
        #expect(try sandbox.run("new", "Cars").status == 0)

        let result = try sandbox.run("rename", "Cars", "Vehicles")

        #expect(result.status == 0, "\(result.stderr)")
        let project = try sandbox.read("App.xcodeproj/project.pbxproj")
        #expect(project.contains("VehiclesPresenter.swift in Sources"))
        #expect(project.contains("VehiclesPresenterTests.swift in Sources"))
        #expect(!project.contains("CarsPresenter"))
        #expect(try sandbox.run("generate", "--check").status == 0)
    }

    @Test(arguments: [
        (["rename", "Cars", "../Vehicles"], "error: invalid module name '../Vehicles'"),
        (["rename", "Cars", "Cars"], "error: the module is named 'Cars' already"),
        (["rename", "Cars", "Boats"], "error: module 'Boats' exists already ('Boats/Boats.yml')"),
        (["rename", "Planes", "Jets"], "error: no spec of module 'Planes' at 'Planes/Planes.yml'"),
    ])
    func badInputIsRefusedWithNothingChanged(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        #expect(try sandbox.run("new", "Boats").status == 0)
        let before = try sandbox.snapshot()
        let result = try sandbox.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aFileWhereTheNewFolderGoesStopsTheRename() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write("Vehicles", "not a folder\n")
        let before = try sandbox.snapshot()
        let result = try sandbox.run("rename", "Cars", "Vehicles")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
    }
}

extension RemoveTests {
    @Test func aModuleWhoseEntityAnotherModuleSharesIsKept() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml",
            "output: Sources/App\ntestsOutput: Tests/AppTests\nmodules: [Specs/*.yml]\n")
        try sandbox.write(
            "Specs/Cars.yml", "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\n")
        try sandbox.write("Specs/Garage.yml", "module: Garage\nentity: Car\n")
        #expect(try sandbox.run("generate").status == 0)
        let before = try sandbox.snapshot()

        let result = try sandbox.run("remove", "Cars", "--force")

        #expect(result.status == 2)
        #expect(
            result.stderr
                == "Specs/Garage.yml:2:9: error: module 'Garage' shares the entity 'Car' that module 'Cars' declares; declare it here (with 'name:' and 'properties:'), or remove this module too\nerror: nothing was removed\n"
        )
        #expect(try sandbox.snapshot() == before)
    }
}

/// A project with module Cars whose spec was moved out of the roots, to `Drafts/Cars.yml`
/// (which the config's `modules:` does not find) or into the sandbox `elsewhere`; `spec` is its
/// text, `specPath` the path to give `--spec`.
private func moduleWithItsSpecOutsideTheRoots(insideTheProject: Bool) throws -> (
    sandbox: Sandbox, elsewhere: Sandbox, spec: String, specPath: String
) {
    let sandbox = try Sandbox()
    let elsewhere = try Sandbox()
    try sandbox.write(
        ".viper-gen.yml", "output: Sources/App\ntestsOutput: Tests/AppTests\n")
    #expect(try sandbox.run("new", "Cars").status == 0)
    let spec = try sandbox.read("Sources/App/Cars/Cars.yml")
    try FileManager.default.removeItem(
        at: sandbox.url.appending(path: "Sources/App/Cars/Cars.yml"))
    let specPath: String
    if insideTheProject {
        specPath = "Drafts/Cars.yml"
        try sandbox.write(specPath, spec)
    } else {
        try elsewhere.write("Cars.yml", spec)
        specPath = elsewhere.url.appending(path: "Cars.yml").path
    }
    return (sandbox, elsewhere, spec, specPath)
}
