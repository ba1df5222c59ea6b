import Foundation
import Testing
import ViperGenKit

/// `--merge`: spec and template changes reach user-owned files through their merge bases,
/// and nothing the user wrote is lost, whatever is in the way.
struct MergeTests {
    static let layout = ["-o", "Sources", "--tests-output", "Tests"]

    static let spec = """
        module: Cars
        entity:
          name: Car
          properties: { id: String, make: String, price: Double }
        viewModel:
          properties: [make, { priceText: String }]
        useCases:
          - fetchCars() async throws -> [Car]
        routes:
          - showCarDetail(for car: Car)

        """

    /// The spec with a use case and a route added.
    static let grownSpec = spec.replacingOccurrences(
        of: "  - fetchCars() async throws -> [Car]\n",
        with: "  - fetchCars() async throws -> [Car]\n  - deleteCar(id: String) async throws\n"
    ).replacingOccurrences(
        of: "  - showCarDetail(for car: Car)\n",
        with: "  - showCarDetail(for car: Car)\n  - showFilters()\n")

    /// A module made from `spec`, whose presenter and its tests the user has edited.
    private func editedModule() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("Cars.yml", Self.spec)
        let made = try sandbox.run(["new", "Cars", "--spec", "Cars.yml"] + Self.layout)
        #expect(made.status == 0, "\(made.stderr)")
        let presenter = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        #expect(
            presenter.contains(
                "            // TODO: Format `priceText` from the car.\n            priceText: \"\"\n"
            ))
        try sandbox.write(
            "Sources/Cars/CarsPresenter.swift",
            presenter.replacingOccurrences(
                of:
                    "            // TODO: Format `priceText` from the car.\n            priceText: \"\"\n",
                with: "            priceText: car.price.formatted(.currency(code: \"EUR\"))\n"
            ).replacingOccurrences(
                of: "        self.router = router\n    }\n",
                with:
                    "        self.router = router\n    }\n\n    /// The user's own helper.\n    private func track(_ event: String) {}\n"
            )
        )
        let tests = try sandbox.read("Tests/Cars/CarsPresenterTests.swift")
        #expect(tests.contains("#expect(router.showCarDetailCallCount == 1)"))
        try sandbox.write(
            "Tests/Cars/CarsPresenterTests.swift",
            tests.replacingOccurrences(
                of: "#expect(router.showCarDetailCallCount == 1)",
                with: "#expect(router.showCarDetailCallCount == 1, \"one tap, one route\")"
            )
        )
        return sandbox
    }

    @Test func userEditsSurviveAMergeThatAddsAUseCaseAndARoute() throws {
        let sandbox = try editedModule()
        let before = try sandbox.snapshot()
        try sandbox.write("Cars.yml", Self.grownSpec)

        let result = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("merged    Sources/Cars/CarsPresenter.swift\n"))
        #expect(result.stdout.contains("merged    Tests/Cars/CarsPresenterTests.swift\n"))
        let presenter = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        // The user's lines, where the user put them.
        #expect(
            presenter.contains(
                "            priceText: car.price.formatted(.currency(code: \"EUR\"))\n"))
        #expect(
            presenter.contains(
                "        self.router = router\n    }\n\n    /// The user's own helper.\n    private func track(_ event: String) {}\n"
            ))
        // The new methods, as a fresh rendering has them.
        #expect(
            presenter.contains(
                "    func deleteCar(id: String) async {\n        do {\n            try await interactor.deleteCar(id: id)\n"
            ))
        #expect(
            presenter.contains("    func showFilters() {\n        router.showFilters()\n    }\n"))
        let tests = try sandbox.read("Tests/Cars/CarsPresenterTests.swift")
        #expect(
            tests.contains("#expect(router.showCarDetailCallCount == 1, \"one tap, one route\")"))
        #expect(tests.contains("@Test func deleteCarCallsTheInteractor() async {"))
        #expect(tests.contains("@Test func showFiltersRoutes() {"))
        // The merge equals the fresh rendering with the user's changes applied.
        let fresh = try Sandbox()
        try fresh.write("Cars.yml", Self.grownSpec)
        #expect(try fresh.run(["new", "Cars", "--spec", "Cars.yml"] + Self.layout).status == 0)
        let rendered = try fresh.read("Sources/Cars/CarsPresenter.swift")
        #expect(try sandbox.read("Sources/.viper-gen/base/Cars/CarsPresenter.swift") == rendered)
        #expect(
            try sandbox.read("Tests/.viper-gen/base/Cars/CarsPresenterTests.swift")
                == fresh.read("Tests/Cars/CarsPresenterTests.swift"))
        // Files the change does not reach are not rewritten.
        let after = try sandbox.snapshot()
        #expect(after["Sources/Cars/CarsBuilder.swift"] == before["Sources/Cars/CarsBuilder.swift"])

        // Once merged, a second run has nothing to do.
        let again = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try sandbox.snapshot() == after)
        #expect(!again.stdout.contains("merged"))
        #expect(!again.stdout.contains("merge base"))
    }

    @Test func anEditOnTheLineAChangeRewritesGivesMarkersAndExitOne() throws {
        let sandbox = try editedModule()
        let presenter = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        try sandbox.write(
            "Sources/Cars/CarsPresenter.swift",
            presenter.replacingOccurrences(
                of: "        router.showCarDetail(for: car)\n",
                with:
                    "        track(\"detail\")\n        router.showCarDetail(for: car.normalized)\n"
            )
        )
        try sandbox.write(
            "Cars.yml",
            Self.spec.replacingOccurrences(
                of: "showCarDetail(for car: Car)",
                with: "showCarDetail(for car: Car, animated: Bool)"))

        let result = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)

        #expect(result.status == 1)
        #expect(
            result.stdout.contains("conflict  Sources/Cars/CarsPresenter.swift  (1 conflict)\n"))
        let merged = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        let expected = """
            <<<<<<< yours
                func showCarDetail(for car: Car) {
                    track("detail")
                    router.showCarDetail(for: car.normalized)
            ||||||| base
                func showCarDetail(for car: Car) {
                    router.showCarDetail(for: car)
            =======
                func showCarDetail(for car: Car, animated: Bool) {
                    router.showCarDetail(for: car, animated: animated)
            >>>>>>> viper-gen

            """
        #expect(merged.contains(expected), "\(merged)")
        let line = merged.components(separatedBy: "\n").firstIndex(of: "<<<<<<< yours")! + 1
        #expect(
            result.stderr.contains(
                "Sources/Cars/CarsPresenter.swift:\(line):1: error: merge conflict: your change and viper-gen's collide here"
            ),
            "\(result.stderr)"
        )
        // The user also changed that route's test, which the change rewrites too.
        #expect(result.stderr.contains("Tests/Cars/CarsPresenterTests.swift:"))
        #expect(
            result.stderr.contains(
                "error: 2 files have merge conflicts to resolve; the rest merged cleanly"))
        // The contracts were written all the same, and the user's other edit is there.
        #expect(
            try sandbox.read("Sources/Cars/CarsRouterProtocol.swift").contains(
                "func showCarDetail(for car: Car, animated: Bool)"))
        #expect(merged.contains("priceText: car.price.formatted(.currency(code: \"EUR\"))"))

        // Left unresolved, the markers fail the next merge too, which has nothing new to bring
        // and changes nothing.
        let again = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)
        #expect(again.status == 1, "\(again.stderr)")
        #expect(
            again.stderr.contains(
                "Sources/Cars/CarsPresenter.swift:\(line):1: error: this file still holds the conflict markers of an earlier merge"
            ),
            "\(again.stderr)"
        )
        #expect(try sandbox.read("Sources/Cars/CarsPresenter.swift") == merged)
    }

    /// The user filled in the interactor's last method and put a type of their own after the
    /// interactor; the use case the spec gains goes into the interactor, not into that type
    /// (whose last lines, "    }" and "}", are the interactor's too).
    @Test func aNewUseCaseGoesIntoItsTypeNotIntoTheUsersTypeAfterIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Cars.yml", Self.spec)
        #expect(try sandbox.run(["new", "Cars", "--spec", "Cars.yml"] + Self.layout).status == 0)
        let interactor = try sandbox.read("Sources/Cars/CarsInteractor.swift")
        let sorter =
            "\nstruct CarSorter {\n    func sorted(_ cars: [Car]) -> [Car] {\n        cars.sorted { $0.make < $1.make }\n    }\n}\n"
        try sandbox.write(
            "Sources/Cars/CarsInteractor.swift",
            interactor.replacingOccurrences(
                of: "        try await service.fetchCars()\n",
                with: "        CarSorter().sorted(try await service.fetchCars())\n") + sorter)
        try sandbox.write("Cars.yml", Self.grownSpec)

        let result = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("merged    Sources/Cars/CarsInteractor.swift\n"))
        let merged = try sandbox.read("Sources/Cars/CarsInteractor.swift")
        #expect(
            merged.hasSuffix(
                """
                        CarSorter().sorted(try await service.fetchCars())
                    }

                    func deleteCar(id: String) async throws {
                        try await service.deleteCar(id: id)
                    }
                }

                """ + sorter), "\(merged)")
    }

    /// A view-model property added after the one whose placeholder the user filled in in the
    /// presenter's `makeViewModel`: the comma and the new argument go after the user's value.
    @Test func aViewModelPropertyAddedAfterAFilledInPlaceholderMerges() throws {
        let sandbox = try editedModule()
        try sandbox.write(
            "Cars.yml",
            Self.spec.replacingOccurrences(
                of: "price: Double }", with: "price: Double, year: Int }"
            ).replacingOccurrences(
                of: "[make, { priceText: String }]", with: "[make, { priceText: String }, year]"))

        let result = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("merged    Sources/Cars/CarsPresenter.swift\n"))
        #expect(
            try sandbox.read("Sources/Cars/CarsPresenter.swift").contains(
                """
                            make: car.make,
                            priceText: car.price.formatted(.currency(code: "EUR")),
                            year: car.year
                        )

                """))
    }

    @Test func aDryRunShowsEachMergeAsADiffAndWritesNothing() throws {
        let sandbox = try editedModule()
        try sandbox.write("Cars.yml", Self.grownSpec)
        let before = try sandbox.snapshot()

        let result = try sandbox.run(
            ["generate", "Cars.yml", "--merge", "--dry-run"] + Self.layout)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
        #expect(
            result.stdout.contains(
                "  merge     Sources/Cars/CarsPresenter.swift  (spec or template changes merged into yours)\n"
            ))
        #expect(
            result.stdout.contains(
                "--- a/Sources/Cars/CarsPresenter.swift\n+++ b/Sources/Cars/CarsPresenter.swift\n"))
        #expect(result.stdout.contains("+    func showFilters() {\n"))
        #expect(
            result.stdout.contains(
                "would record 5 merge bases in Sources/.viper-gen/base, Tests/.viper-gen/base\n"))
    }

    @Test func theJSONReportNamesMergedAndConflictedFiles() throws {
        let sandbox = try editedModule()
        let tests = try sandbox.read("Tests/Cars/CarsPresenterTests.swift")
        // The user renamed the last test: the new ones are added where it was.
        try sandbox.write(
            "Tests/Cars/CarsPresenterTests.swift",
            tests.replacingOccurrences(
                of: "showCarDetailRoutes()", with: "tappingACarShowsItsDetail()"))
        try sandbox.write("Cars.yml", Self.grownSpec)

        let result = try sandbox.run(["generate", "Cars.yml", "--merge", "--json"] + Self.layout)

        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let status = Dictionary(
            uniqueKeysWithValues: files.map {
                ($0["path"] as? String ?? "", $0["status"] as? String ?? "")
            })
        #expect(status["Sources/Cars/CarsPresenter.swift"] == "merged")
        #expect(status["Sources/Cars/CarsBuilder.swift"] == "unchanged")
        #expect(status.keys.allSatisfy { !$0.contains(".viper-gen") })

        // A collision: the conflict status, exit code 1 in the report and the process.
        let presenter = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        try sandbox.write(
            "Sources/Cars/CarsPresenter.swift",
            presenter.replacingOccurrences(
                of: "        router.showFilters()\n",
                with: "        router.showFilters(animated: true)\n"
            ))
        try sandbox.write(
            "Cars.yml",
            Self.grownSpec.replacingOccurrences(
                of: "showFilters()", with: "showFilters(for make: String)"))
        let conflict = try sandbox.run(["generate", "Cars.yml", "--merge", "--json"] + Self.layout)
        #expect(conflict.status == 1)
        let conflictReport = try #require(
            try JSONSerialization.jsonObject(with: Data(conflict.stdout.utf8)) as? [String: Any])
        #expect(conflictReport["exitCode"] as? Int == 1)
        let conflictFiles = try #require(conflictReport["files"] as? [[String: Any]])
        #expect(
            conflictFiles.first { $0["path"] as? String == "Sources/Cars/CarsPresenter.swift" }?[
                "status"] as? String == "conflict")
        let diagnostics = try #require(conflictReport["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.contains {
                $0["file"] as? String == "Sources/Cars/CarsPresenter.swift" && $0["line"] is Int
            })
    }

    /// Files written before viper-gen kept bases: a `--merge` with the spec they were made
    /// from makes the rendering their base, and later changes merge.
    @Test func aFileWithoutABaseIsAdoptedNotMerged() throws {
        let sandbox = try editedModule()
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Sources/.viper-gen"))
        let presenter = try sandbox.read("Sources/Cars/CarsPresenter.swift")

        let preview = try sandbox.run(
            ["generate", "Cars.yml", "--merge", "--dry-run"] + Self.layout)
        #expect(
            preview.stdout.contains(
                "(no merge base yet (written before viper-gen kept them); would not be merged, and this rendering would become its base)"
            ))
        #expect(!sandbox.exists("Sources/.viper-gen"))

        let adopt = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)

        #expect(adopt.status == 0, "\(adopt.stderr)")
        #expect(
            adopt.stdout.contains(
                "skipped   Sources/Cars/CarsPresenter.swift  (no merge base yet (written before viper-gen kept them); not merged, and this rendering is now its base)"
            ),
            "\(adopt.stdout)"
        )
        #expect(try sandbox.read("Sources/Cars/CarsPresenter.swift") == presenter)
        #expect(sandbox.exists("Sources/.viper-gen/base/Cars/CarsPresenter.swift"))
        // From now on changes merge.
        try sandbox.write("Cars.yml", Self.grownSpec)
        let merge = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)
        #expect(merge.status == 0, "\(merge.stderr)")
        let merged = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        #expect(merged.contains("func showFilters() {"))
        #expect(merged.contains("priceText: car.price.formatted(.currency(code: \"EUR\"))"))
    }

    @Test func withoutMergeUserFilesStayAsTheyAreAndTheirBasesToo() throws {
        let sandbox = try editedModule()
        let bases = try sandbox.read("Sources/.viper-gen/base/Cars/CarsPresenter.swift")
        let presenter = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        try sandbox.write("Cars.yml", Self.grownSpec)

        let result = try sandbox.run(["generate", "Cars.yml"] + Self.layout)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.read("Sources/Cars/CarsPresenter.swift") == presenter)
        #expect(try sandbox.read("Sources/.viper-gen/base/Cars/CarsPresenter.swift") == bases)
        // So a later --merge still brings the change.
        #expect(try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout).status == 0)
        #expect(
            try sandbox.read("Sources/Cars/CarsPresenter.swift").contains("func showFilters() {"))
    }

    @Test func newMergeUpdatesAModuleFromItsOwnSpec() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["new", "Cars"] + Self.layout).status == 0)
        let spec = try sandbox.read("Sources/Cars/Cars.yml")
        try sandbox.write(
            "Sources/Cars/Cars.yml",
            spec.replacingOccurrences(of: "routes:\n", with: "routes:\n  - showFilters()\n"))
        let presenter = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        try sandbox.write("Sources/Cars/CarsPresenter.swift", presenter + "\n// Notes of mine.\n")

        let refused = try sandbox.run(["new", "Cars"] + Self.layout)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("pass --merge to merge the spec and templates into it"))

        let result = try sandbox.run(["new", "Cars", "--merge"] + Self.layout)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.read("Sources/Cars/Cars.yml").contains("  - showFilters()\n"))
        let merged = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        #expect(merged.contains("func showFilters() {"))
        #expect(merged.hasSuffix("\n// Notes of mine.\n"))
    }

    /// A module made from a spec kept elsewhere has no `<output>/Cars/Cars.yml`: deriving a
    /// fresh spec there would merge a module the user never asked for into theirs (use cases
    /// dropped, the entity replaced), so `new --merge` asks for the spec instead.
    @Test func newMergeWithoutTheModulesSpecRefusesAndChangesNothing() throws {
        let sandbox = try editedModule()
        try sandbox.write("Cars.yml", Self.grownSpec)
        #expect(try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout).status == 0)
        let before = try sandbox.snapshot()

        let result = try sandbox.run(["new", "Cars", "--merge"] + Self.layout)

        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("module 'Cars' already exists"), "\(result.stderr)")
        #expect(result.stderr.contains("--spec"), "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
        #expect(
            try sandbox.read("Sources/Cars/CarsPresenter.swift").contains(
                "func deleteCar(id: String) async {"))

        let withSpec = try sandbox.run(
            ["new", "Cars", "--merge", "--spec", "Cars.yml"] + Self.layout)
        #expect(withSpec.status == 0, "\(withSpec.stderr)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aCRLFFileMergesAndStaysCRLF() throws {
        let sandbox = try editedModule()
        let presenter = try sandbox.read("Sources/Cars/CarsPresenter.swift")
        try sandbox.write(
            "Sources/Cars/CarsPresenter.swift",
            presenter.replacingOccurrences(of: "\n", with: "\r\n"))
        try sandbox.write("Cars.yml", Self.grownSpec)

        let result = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)

        #expect(result.status == 0, "\(result.stderr)")
        let merged = try Data(
            contentsOf: sandbox.url.appending(path: "Sources/Cars/CarsPresenter.swift"))
        let text = String(decoding: merged, as: UTF8.self)
        #expect(
            text.contains("    func showFilters() {\r\n        router.showFilters()\r\n    }\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func aFileThatIsNotUTF8IsLeftAlone() throws {
        let sandbox = try editedModule()
        let latin1 = Data("// Caf".utf8) + Data([0xE9]) + Data("\n".utf8)
        let path = sandbox.url.appending(path: "Sources/Cars/CarsPresenter.swift")
        try latin1.write(to: path)
        try sandbox.write("Cars.yml", Self.grownSpec)

        let result = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "skipped   Sources/Cars/CarsPresenter.swift  (not UTF-8 text; not merged)"))
        #expect(try Data(contentsOf: path) == latin1)
    }

    /// Whatever is where a base goes, nothing is written outside the roots and nothing is lost.
    @Test(arguments: [
        "a symbolic link out of the root", "a symbolic link as the base", "a folder as the base",
        "a file as the folder",
    ])
    func whatIsInTheBasesPlaceStopsTheRunAndWritesNothing(_ obstacle: String) throws {
        let sandbox = try editedModule()
        let outside = try Sandbox()
        let manager = FileManager.default
        let bases = sandbox.url.appending(path: "Sources/.viper-gen")
        let base = bases.appending(path: "base/Cars/CarsPresenter.swift")
        switch obstacle {
        case "a symbolic link out of the root":
            try manager.moveItem(at: bases, to: outside.url.appending(path: "bases"))
            try manager.createSymbolicLink(
                at: bases, withDestinationURL: outside.url.appending(path: "bases"))
        case "a symbolic link as the base":
            try manager.removeItem(at: base)
            try outside.write("secret.swift", "// outside\n")
            try manager.createSymbolicLink(
                at: base, withDestinationURL: outside.url.appending(path: "secret.swift"))
        case "a folder as the base":
            try manager.removeItem(at: base)
            try manager.createDirectory(at: base, withIntermediateDirectories: false)
        default:
            try manager.removeItem(at: bases)
            try sandbox.write("Sources/.viper-gen", "not a folder\n")
        }
        try sandbox.write("Cars.yml", Self.grownSpec)
        let before = try sandbox.snapshot()
        let outsideBefore = try outside.snapshot()

        let result = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)

        #expect(result.status == 2, "\(obstacle): \(result.stdout)")
        #expect(result.stderr.contains("merge base"), "\(obstacle): \(result.stderr)")
        if obstacle == "a file as the folder" {
            #expect(
                result.stderr.contains("'Sources/.viper-gen' is a file, not a folder"),
                "\(result.stderr)")
        }
        // A problem of the bases' folder is said once, not once per base below it.
        if obstacle == "a symbolic link out of the root" || obstacle == "a file as the folder" {
            #expect(
                result.stderr.split(separator: "\n").count == 1, "\(obstacle): \(result.stderr)")
        }
        #expect(try sandbox.snapshot() == before, "\(obstacle)")
        #expect(try outside.snapshot() == outsideBefore, "\(obstacle)")
    }

    /// A symbolic link inside the root on the way to the bases (`base -> ..`, `base/Cars ->
    /// ../../Cars`, `.viper-gen` itself) is not followed: through it the base would be the
    /// user's own file, or a file of another folder. The run stops, naming the link, and
    /// nothing changes.
    @Test(arguments: [".viper-gen/base -> ..", "base/Cars -> ../../Cars", ".viper-gen -> Kept"])
    func noLinkIsFollowedToTheBases(_ link: String) throws {
        let sandbox = try editedModule()
        let manager = FileManager.default
        let bases = sandbox.url.appending(path: "Sources/.viper-gen")
        let linked: String
        switch link {
        case ".viper-gen/base -> ..":
            linked = "Sources/.viper-gen/base"
            try manager.removeItem(at: bases.appending(path: "base"))
            try manager.createSymbolicLink(
                atPath: bases.appending(path: "base").path, withDestinationPath: "..")
        case "base/Cars -> ../../Cars":
            linked = "Sources/.viper-gen/base/Cars"
            try manager.removeItem(at: bases.appending(path: "base/Cars"))
            try manager.createSymbolicLink(
                atPath: bases.appending(path: "base/Cars").path, withDestinationPath: "../../Cars")
        default:
            // The bases as they were, in another folder of the root.
            linked = "Sources/.viper-gen"
            try manager.moveItem(at: bases, to: sandbox.url.appending(path: "Sources/Kept"))
            try manager.createSymbolicLink(atPath: bases.path, withDestinationPath: "Kept")
        }
        try sandbox.write("Cars.yml", Self.grownSpec)
        let before = try sandbox.snapshot()

        let result = try sandbox.run(["generate", "Cars.yml", "--merge"] + Self.layout)

        #expect(result.status == 2, "\(link): \(result.stdout)")
        // Said once: every base below the link shares the problem.
        #expect(
            result.stderr.hasPrefix(
                "error: cannot use the merge base 'Sources/.viper-gen/base/Cars/")
                && result.stderr.hasSuffix(
                    ".swift': '\(linked)' is a symbolic link, and viper-gen follows none in its own folder\n"
                )
                && result.stderr.split(separator: "\n").count == 1,
            "\(link): \(result.stderr)")
        #expect(try sandbox.snapshot() == before, "\(link)")
    }

    /// A new module's bases are not written through a link on their way either: with
    /// `.viper-gen/base -> ..`, each would be written over the module's own file.
    @Test func noBaseIsRecordedThroughALink() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Cars.yml", Self.spec)
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: "Sources/.viper-gen"),
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url.appending(path: "Sources/.viper-gen/base").path,
            withDestinationPath: "..")
        let before = try sandbox.snapshot()

        let result = try sandbox.run(["new", "Cars", "--spec", "Cars.yml"] + Self.layout)

        #expect(result.status == 2, "\(result.stdout)")
        // Said once: every base below the link shares the problem.
        #expect(
            result.stderr.hasPrefix(
                "error: cannot record the merge base 'Sources/.viper-gen/base/Cars/")
                && result.stderr.hasSuffix(
                    ".swift': 'Sources/.viper-gen/base' is a symbolic link, and viper-gen follows none in its own folder\n"
                )
                && result.stderr.split(separator: "\n").count == 1,
            "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func theHelpNamesExitOneForConflicts() throws {
        let help = try Sandbox().run("--help")
        let text = help.stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(
            text.contains("1 drift found by generate --check, conflicts written by --merge"),
            "\(help.stdout)")
    }

    @Test func mergeGoesWithNeitherForceNorCheck() throws {
        let sandbox = try Sandbox()
        let force = try sandbox.run("generate", "x.yml", "--merge", "--force")
        #expect(force.status == 64)
        #expect(force.stderr.contains("--merge cannot be combined with --force"))
        let check = try sandbox.run("generate", "x.yml", "--merge", "--check")
        #expect(check.status == 64)
        #expect(
            check.stderr.contains("--check cannot be combined with --force, --merge or --dry-run"))
    }

    @Test func noTemplateWritesWhereTheBasesAre() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Set/manifest.yml",
            """
            name: sneaky
            base: viper
            summary: writes into the merge bases
            files:
              - { template: Presenter.swift.stencil, output: ".viper-gen/base/{{ module }}/{{ module }}Presenter.swift", owner: user, kind: source }

            """
        )
        let result = try sandbox.run("new", "Cars", "--templates", "Set", "-a", "sneaky")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("is in '.viper-gen', where viper-gen keeps its merge bases"),
            "\(result.stderr)")
        #expect(!sandbox.exists(".viper-gen"))
    }
}
