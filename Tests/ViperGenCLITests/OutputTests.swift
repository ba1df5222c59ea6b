import Foundation
import Testing

/// What `new` and `generate` print: what changed and a summary by default, every file with
/// `--verbose` (and in a dry run), nothing but diagnostics with `--quiet`.
struct OutputTests {
    static let specWithTwoUseCases = """
        module: Cars
        useCases:
          - fetchCars() async throws -> [Car]
          - deleteCar(id: String) async throws
        routes:
          - showCarDetail(for viewModel: CarViewModel)
        """

    @Test func newListsWhatItCreatedTheMergeBasesAndASummary() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("new", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(lines.first == "Cars (viper)")
        #expect(lines.filter { $0.hasPrefix("  created   ") }.count == 23)
        #expect(
            lines.suffix(3) == [
                "recorded 9 merge bases in .viper-gen/base, Tests/.viper-gen/base",
                "Cars (viper): 23 created", "",
            ])
        #expect(lines.count == 1 + 23 + 2 + 1)
    }

    /// A run that changes nothing says so in one line; one that changes a few files lists
    /// those, and counts the rest.
    @Test func generateListsOnlyWhatChanged() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)

        let again = try sandbox.run("generate", "Cars/Cars.yml")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "Cars (viper): no changes (22 unchanged)\n")

        try sandbox.write("Cars/CarsPresenter.swift", "// mine\n")
        try sandbox.write("Cars/Cars.yml", Self.specWithTwoUseCases)
        let changed = try sandbox.run("generate", "Cars/Cars.yml")
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(
            changed.stdout == """
                Cars (viper)
                  updated   Cars/CarsInteractorProtocol.swift
                  updated   Cars/CarsServiceProtocol.swift
                  updated   Cars/CarsPresenterProtocol.swift
                  updated   Tests/Cars/CarsInteractorSpy.swift
                  updated   Tests/Cars/CarsServiceSpy.swift
                  updated   Tests/Cars/CarsPresenterSpy.swift
                Cars (viper): 6 updated, 12 unchanged, 4 skipped

                """
        )
    }

    /// Several modules: only those with a change get a heading, and one summary counts all.
    @Test func aRunOfSeveralModulesSumsThemUpInOneLine() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Cars.yml", "module: Cars\n")
        try sandbox.write("Specs/Bikes.yml", "module: Bikes\n")
        try sandbox.write("Specs/Boats.yml", "module: Boats\n")
        let first = try sandbox.run("generate", "Specs", "-o", "Sources")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasSuffix("\n3 modules: 66 created\n"), "\(first.stdout)")

        try sandbox.write("Specs/Bikes.yml", "module: Bikes\nuseCases:\n  - load() async throws\n")
        let second = try sandbox.run("generate", "Specs", "-o", "Sources")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stdout.hasPrefix("Bikes (viper)\n  updated   Sources/Bikes/BikesView.swift\n"),
            "\(second.stdout)")
        #expect(!second.stdout.contains("Cars (viper)") && !second.stdout.contains("Boats (viper)"))
        #expect(
            second.stdout.hasSuffix("\n3 modules: 8 updated, 53 unchanged, 5 skipped\n"),
            "\(second.stdout)")
    }

    @Test func verboseListsEveryFile() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write("Cars/CarsPresenter.swift", "// mine\n")

        for flag in ["--verbose", "-v"] {
            let result = try sandbox.run("generate", "Cars/Cars.yml", flag)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "Cars (viper)")
            #expect(lines.contains("  unchanged Cars/Car.swift"))
            #expect(
                lines.contains("  skipped   Cars/CarsPresenter.swift  (user-owned file exists)"))
            #expect(lines.count == 1 + 22 + 1)
            #expect(lines.last == "Cars (viper): no changes (21 unchanged, 1 skipped)")
        }
    }

    /// A dry run is a preview: it lists every file with what it would do and why, whatever the
    /// verbosity, and its summary says it wrote nothing.
    @Test func aDryRunListsEveryFileAndSaysItWroteNothing() throws {
        let sandbox = try Sandbox()
        let preview = try sandbox.run("new", "Cars", "--dry-run")
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.contains("  create    Cars/CarsPresenter.swift  (does not exist)\n"))
        #expect(
            preview.stdout.hasSuffix(
                "would record 9 merge bases in .viper-gen/base, Tests/.viper-gen/base\nCars (viper), dry run: 23 to create\n"
            ))
        #expect(try sandbox.contents().isEmpty)

        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write("Cars/Cars.yml", Self.specWithTwoUseCases)
        let plan = try sandbox.run("generate", "Cars/Cars.yml", "--dry-run")
        #expect(plan.stdout.contains("  unchanged Cars/Car.swift  (up to date)\n"))
        #expect(
            plan.stdout.contains("  skip      Cars/CarsPresenter.swift  (user-owned file exists)\n")
        )
        #expect(
            plan.stdout.hasSuffix("Cars (viper), dry run: 6 to update, 12 unchanged, 4 to skip\n"))
        #expect(
            try sandbox.run("generate", "Cars/Cars.yml", "--dry-run", "--verbose").stdout
                == plan.stdout)
    }

    /// The user-owned files a module no longer has are listed by default: they are dead code
    /// the user must delete or move, and the run that drops them from the module is the only
    /// one that says so.
    @Test func keptFilesAreListedByDefaultAndCounted() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Login.yml", "module: Login\narchitecture: mvp\n")
        #expect(try sandbox.run("generate", "Login.yml").status == 0)
        try sandbox.write("Login.yml", "module: Login\narchitecture: mvvm\n")

        let run = try sandbox.run("generate", "Login.yml")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "  kept      Login/LoginPresenter.swift  (no longer part of the module; kept, as it is user-owned)\n"
            ))
        let summary = try #require(run.stdout.split(separator: "\n").last.map(String.init))
        #expect(summary.hasPrefix("Login (mvvm): "), "\(summary)")
        #expect(summary.contains(" removed, ") && summary.contains(" kept"), "\(summary)")

    }

    @Test func quietPrintsNothingOnSuccess() throws {
        let sandbox = try Sandbox()
        for flag in ["--quiet", "-q"] {
            let module = flag == "-q" ? "Bikes" : "Cars"
            let created = try sandbox.run("new", module, flag)
            #expect(created.status == 0, "\(created.stderr)")
            #expect(created.stdout.isEmpty, "\(created.stdout)")
            #expect(created.stderr.isEmpty)
            #expect(sandbox.exists("\(module)/\(module)Presenter.swift"))
        }
        try sandbox.write("Cars/Cars.yml", Self.specWithTwoUseCases)
        for arguments in [
            ["generate", "Cars/Cars.yml", "-q"], ["generate", "Cars/Cars.yml", "-q", "--dry-run"],
            ["generate", "Cars/Cars.yml", "-q", "--merge"],
        ] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
            #expect(result.stderr.isEmpty, "\(arguments)")
        }
        #expect(
            try sandbox.read("Cars/CarsInteractorProtocol.swift").contains(
                "func deleteCar(id: String) async throws"))
    }

    /// `--quiet` keeps every diagnostic and the exit code: a bad spec, drift under `--check`
    /// (without the diffs), a merge conflict.
    @Test func quietKeepsDiagnosticsAndExitCodes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Bad.yml", "module: Cars\nentty: Car\n")
        let bad = try sandbox.run("generate", "Bad.yml", "--quiet")
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
        #expect(
            bad.stderr.contains(
                "Bad.yml:2:1: error: unknown key 'entty' in the spec; did you mean 'entity'?"))

        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write("Cars/Cars.yml", Self.specWithTwoUseCases)
        let check = try sandbox.run("generate", "Cars/Cars.yml", "--check", "--quiet")
        #expect(check.status == 1)
        #expect(check.stdout.isEmpty, "\(check.stdout)")
        #expect(
            check.stderr == "error: 6 generated files are out of date; run 'viper-gen generate'\n")
        #expect(
            try sandbox.run("generate", "Cars/Cars.yml", "--check").stdout.contains(
                "+++ b/Cars/CarsInteractorProtocol.swift"))

        #expect(try sandbox.run("generate", "Cars/Cars.yml", "--merge", "--quiet").status == 0)
        let presenter = try sandbox.read("Cars/CarsPresenter.swift")
        let call = "        router.showCarDetail(for: viewModel)\n"
        #expect(presenter.contains(call))
        try sandbox.write(
            "Cars/CarsPresenter.swift",
            presenter.replacingOccurrences(
                of: call,
                with: "        track()\n        router.showCarDetail(for: viewModel.selected)\n"))
        try sandbox.write(
            "Cars/Cars.yml",
            Self.specWithTwoUseCases.replacingOccurrences(
                of: "(for viewModel: CarViewModel)",
                with: "(for viewModel: CarViewModel, animated: Bool)")
        )
        let preview = try sandbox.run("generate", "Cars/Cars.yml", "--merge", "--dry-run")
        #expect(preview.status == 1)
        #expect(preview.stdout.contains("  conflict  Cars/CarsPresenter.swift  (1 conflict)\n"))
        let summary = preview.stdout.split(separator: "\n").last(where: {
            $0.hasPrefix("Cars (viper), dry run: ")
        }).map(String.init)
        #expect(summary?.contains(" 1 in conflict") == true, "\(preview.stdout)")
        let conflict = try sandbox.run("generate", "Cars/Cars.yml", "--merge", "-q")
        #expect(conflict.status == 1)
        #expect(conflict.stdout.isEmpty, "\(conflict.stdout)")
        #expect(conflict.stderr.contains("Cars/CarsPresenter.swift:"), "\(conflict.stderr)")
        #expect(conflict.stderr.contains("error: merge conflict: "))
    }

    /// `--json` prints the same report whatever the verbosity.
    @Test func theJSONReportIsTheSameWithQuietAndVerbose() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write("Cars/Cars.yml", Self.specWithTwoUseCases)
        let plain = try sandbox.run("generate", "Cars/Cars.yml", "--dry-run", "--json")
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.hasPrefix("{"))
        for flag in ["--quiet", "--verbose"] {
            let result = try sandbox.run("generate", "Cars/Cars.yml", "--dry-run", "--json", flag)
            #expect(result.stdout == plain.stdout, "\(flag)")
        }
        let written = try sandbox.run("generate", "Cars/Cars.yml", "--json", "--quiet")
        #expect(written.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(written.stdout.utf8)) as? [String: Any])
        #expect(document["written"] as? Bool == true)
    }

    @Test func verboseAndQuietTogetherAreAUsageError() throws {
        let sandbox = try Sandbox()
        for arguments in [
            ["new", "Cars", "--verbose", "--quiet"], ["new", "Cars", "-v", "-q"],
            ["generate", "Cars.yml", "-q", "--verbose"],
            ["generate", "Cars.yml", "--check", "-v", "-q"], ["new", "Cars", "--json", "-q", "-v"],
        ] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(
                result.stderr.contains("--verbose cannot be combined with --quiet"),
                "\(arguments): \(result.stderr)")
        }
        #expect(try sandbox.contents().isEmpty)
    }
}
