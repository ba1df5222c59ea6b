import Foundation
import Testing

/// `.viper-gen.yml`, `init`, `--json` and the report of `--force`, through the executable.
struct ConfigAndReportTests {
    @Test func initWritesACommentedConfigThatGenerateUses() throws {
        let sandbox = try Sandbox()
        let created = try sandbox.run("init", "--project", "Shop")
        #expect(created.status == 0, "\(created.stderr)")
        let config = try sandbox.read(".viper-gen.yml")
        #expect(config.contains("# viper-gen project configuration"))
        #expect(config.contains("output: Sources/Shop\n"))
        #expect(config.contains("testsOutput: Tests/ShopTests\n"))
        #expect(config.contains("target: Shop\n"))

        let again = try sandbox.run("init")
        #expect(again.status == 2)
        #expect(
            again.stderr
                == "error: .viper-gen.yml already exists; edit it, or pass --force to replace it\n")
        #expect(try sandbox.read(".viper-gen.yml") == config)

        // The config's roots, target and modules: `new` then a bare `generate`, from a subfolder.
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: "Docs"), withIntermediateDirectories: true)
        let new = try sandbox.run(in: "Docs", "new", "Cars")
        #expect(new.status == 0, "\(new.stderr)")
        #expect(new.stdout.contains("created   ../Sources/Shop/Cars/Car.swift"))
        #expect(
            try sandbox.read("Tests/ShopTests/Cars/CarsPresenterTests.swift").contains(
                "@testable import Shop"))
        #expect(
            try sandbox.read("Sources/Shop/Cars/Cars.yml").contains(
                "#   viper-gen generate Sources/Shop/Cars/Cars.yml\n"))

        let regenerate = try sandbox.run("generate")
        #expect(regenerate.status == 0, "\(regenerate.stderr)")
        #expect(regenerate.stdout == "Cars (viper): no changes (22 unchanged)\n")
    }

    @Test func commandLineOptionsBeatTheConfig() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml", "output: Sources\ntestsOutput: Tests\ntarget: Shop\ntests: xctest\n")

        let result = try sandbox.run(
            "new", "Cars", "--target", "Garage", "--tests", "swift-testing")

        #expect(result.status == 0, "\(result.stderr)")
        let tests = try sandbox.read("Tests/Cars/CarsPresenterTests.swift")
        #expect(tests.contains("@testable import Garage"))
        #expect(tests.contains("import Testing"))
    }

    /// The derived spec's header names the `generate` command that regenerates the module as
    /// `new` wrote it, whatever the command line changed; run as written, it changes nothing.
    @Test(arguments: [
        (
            config: ".viper-gen.yml", folder: "Docs",
            arguments: [
                "new", "Bikes", "--output", "Other", "--target", "Foo", "--param", "tracker=x",
            ],
            spec: "Docs/Other/Bikes/Bikes.yml",
            command:
                "viper-gen generate Docs/Other/Bikes/Bikes.yml --output Docs/Other --target Foo --param tracker=x"
        ),
        (
            config: "ci.yml", folder: "",
            arguments: ["new", "Bikes", "--config", "ci.yml"],
            spec: "Sources/Shop/Bikes/Bikes.yml",
            command: "viper-gen generate Sources/Shop/Bikes/Bikes.yml --config ci.yml"
        ),
        (
            config: "", folder: "",
            arguments: ["new", "Vans", "-o", "My Sources", "--tests-output", "Tests'"],
            spec: "My Sources/Vans/Vans.yml",
            command:
                #"viper-gen generate 'My Sources/Vans/Vans.yml' --output 'My Sources' --tests-output 'Tests'\''' --target App"#
        ),
        (
            config: "", folder: "",
            arguments: ["new", "Vans", "-o", "a\nb", "--tests-output", "t\u{2028}x"],
            spec: "a\nb/Vans/Vans.yml",
            command:
                #"viper-gen generate $'a\nb/Vans/Vans.yml' --output $'a\nb' --tests-output $'t\u2028x' --target App"#
        ),
    ])
    func theDerivedSpecsHeaderRegeneratesWhatNewWrote(
        config: String, folder: String, arguments: [String], spec: String, command: String
    ) throws {
        let sandbox = try Sandbox()
        if !config.isEmpty {
            try sandbox.write(
                config, "output: Sources/Shop\ntestsOutput: Tests/ShopTests\ntarget: Shop\n")
        }
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: folder), withIntermediateDirectories: true)
        let new = try sandbox.run(in: folder, arguments)
        #expect(new.status == 0, "\(new.stderr)")
        let header = try sandbox.read(spec).split(separator: "\n").first {
            $0.hasPrefix("#   viper-gen")
        }
        #expect(header.map(String.init) == "#   " + command)

        // Run from the config's folder (the sandbox), as bash reads it.
        let executable =
            "'" + Sandbox.executable.path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        let again = try sandbox.run(
            executable: URL(fileURLWithPath: "/bin/bash"),
            "-c",
            executable + command.dropFirst("viper-gen".count)
        )
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("unchanged"))
        for change in ["created", "updated", "overwrote", "skipped"] {
            #expect(!again.stdout.contains(change), "\(again.stdout)")
        }
    }

    @Test func aBadConfigGetsLocatedDiagnosticsAndNothingIsWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project.yml",
            "architecure: viper\nui: swiftiu\noutput: [Sources]\ntarget: My-App\nforce: maybe\nmodules: 3\n"
        )

        let result = try sandbox.run("new", "Cars", "--config", "project.yml")

        #expect(result.status == 2)
        #expect(
            result.stderr == """
                project.yml:1:1: error: unknown key 'architecure' in the config; did you mean 'architecture'?
                project.yml:2:5: error: 'swiftiu' is not a valid 'ui' flavour; did you mean 'swiftui'?
                project.yml:3:9: error: 'output' must be a single value, not a list
                project.yml:4:9: error: 'target' must be a Swift module name, not 'My-App'
                project.yml:5:1: error: 'force' is not a config key: pass --force on the command line of the run that should overwrite files

                """
        )
        #expect(try sandbox.contents() == ["project.yml"])
    }

    /// A config in a folder above the project, where anyone who can write there may plant
    /// one, cannot make a plain `generate` overwrite hand-written code: `force` is no config
    /// key, and the search for a config stops at the top of the repository and at the home
    /// folder.
    @Test func aPlantedConfigCannotOverwriteHandWrittenFiles() throws {
        let sandbox = try Sandbox()
        let planted = "output: Planted\nforce: true\ntemplates: Evil\n"
        try sandbox.write("shared/.viper-gen.yml", planted)
        try sandbox.write("shared/Evil/Presenter.swift.stencil", "// replaced\n")
        try sandbox.write("shared/project/Cars/Cars.yml", "module: Cars\n")
        try sandbox.write("shared/project/Cars/CarsPresenter.swift", "// mine\n")

        // Found, above a project that is no repository and not in the home folder: refused.
        let refused = try sandbox.run(in: "shared/project", "generate", "Cars/Cars.yml")
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "../.viper-gen.yml:2:1: error: 'force' is not a config key: pass --force on the command line of the run that should overwrite files\n"
        )
        #expect(try sandbox.read("shared/project/Cars/CarsPresenter.swift") == "// mine\n")
        #expect(!sandbox.exists("shared/project/Cars/CarsView.swift"))
        #expect(!sandbox.exists("shared/Planted"))

        // Not looked for above the folder that holds `.git`, a folder or a file.
        for gitEntry in ["folder", "file"] {
            let git = sandbox.url.appending(path: "shared/project/.git")
            try? FileManager.default.removeItem(at: git)
            if gitEntry == "folder" {
                try FileManager.default.createDirectory(at: git, withIntermediateDirectories: true)
            } else {
                try sandbox.write(
                    "shared/project/.git", "gitdir: ../../repo.git/worktrees/project\n")
            }
            let inRepository = try sandbox.run(
                in: "shared/project", "generate", "Cars/Cars.yml", "--verbose")
            #expect(inRepository.status == 0, "\(gitEntry): \(inRepository.stderr)")
            #expect(
                inRepository.stdout.contains(
                    "skipped   Cars/CarsPresenter.swift  (user-owned file exists)"),
                "\(inRepository.stdout)")
            #expect(try sandbox.read("shared/project/Cars/CarsPresenter.swift") == "// mine\n")
            #expect(sandbox.exists("shared/project/Cars/CarsView.swift"))
            #expect(!sandbox.exists("shared/Planted"))
        }

        // Nor above the home folder; the home folder's own config is found.
        try sandbox.write("shared/home/Cars/Cars.yml", "module: Cars\n")
        let home = ["HOME": sandbox.url.appending(path: "shared/home").path]
        let belowHome = try sandbox.run(
            in: "shared/home", environment: home, "generate", "Cars/Cars.yml", "--dry-run")
        #expect(belowHome.status == 0, "\(belowHome.stderr)")
        #expect(belowHome.stdout.contains("create    Cars/CarsView.swift"), "\(belowHome.stdout)")
        try sandbox.write("shared/home/.viper-gen.yml", "output: Mine\n")
        let homeConfig = try sandbox.run(
            in: "shared/home/Cars", environment: home, "generate", "Cars.yml", "--dry-run")
        #expect(
            homeConfig.stdout.contains("create    ../Mine/Cars/CarsView.swift"),
            "\(homeConfig.stdout)")
        #expect(!sandbox.exists("shared/Planted"))
    }

    @Test func configProblemsFoundLaterArePointedAtTheirLine() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "architecture: vipr\nmodules:\n  - Specs/*.yml\n")
        let unknown = try sandbox.run("new", "Cars")
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == ".viper-gen.yml:1:15: error: unknown architecture 'vipr'; did you mean 'viper'?\n"
        )

        let noMatch = try sandbox.run("generate", "--check")
        #expect(noMatch.status == 2)
        #expect(
            noMatch.stderr
                == ".viper-gen.yml:3:5: error: 'Specs/*.yml' matches no spec file (*.yml, *.yaml); add the first module with 'viper-gen new <Module>'\n"
        )

        try sandbox.write(".viper-gen.yml", "header: \"{{ file }} {% if %}\"\n")
        let header = try sandbox.run("new", "Cars")
        #expect(header.status == 2)
        // At the tag inside the header, not where the header starts.
        #expect(header.stderr.hasPrefix(".viper-gen.yml:1:21: error: invalid 'header' template: "))
        #expect(try sandbox.contents() == [".viper-gen.yml"])

        // A tag with whitespace control, which Stencil's lexer reads, is placed where Stencil
        // places it: at its name.
        try sandbox.write(".viper-gen.yml", "header: |\n  {{ file }}\n  (c) Shop\n  {%- iff %}\n")
        let controlled = try sandbox.run("new", "Cars")
        #expect(controlled.status == 2)
        #expect(
            controlled.stderr
                == ".viper-gen.yml:4:7: error: invalid 'header' template: Unknown template tag 'iff'\n"
        )
        #expect(try sandbox.contents() == [".viper-gen.yml"])
    }

    /// A folder that a `modules` pattern, or a spec folder given as an argument, searches and
    /// that cannot be read is a warning naming it: its specs are not silently missing.
    @Test func anUnreadableSpecFolderIsAWarningNamingIt() throws {
        let setpriv = "/usr/bin/setpriv"
        // Root reads every folder; without these two capabilities it keeps to permissions.
        let asRoot = geteuid() == 0
        guard !asRoot || FileManager.default.isExecutableFile(atPath: setpriv) else { return }
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "modules:\n  - Specs/**/*.yml\n")
        try sandbox.write("Specs/Open/Cars.yml", "module: Cars\n")
        try sandbox.write("Specs/Locked/Trips.yml", "module: Trips\n")
        try sandbox.write("Specs/Unsearchable/Bikes.yml", "module: Bikes\n")
        let locked = sandbox.url.appending(path: "Specs/Locked").path
        let unsearchable = sandbox.url.appending(path: "Specs/Unsearchable").path
        #expect(chmod(locked, 0) == 0)
        #expect(chmod(unsearchable, 0o644) == 0)
        defer {
            chmod(locked, 0o755)
            chmod(unsearchable, 0o755)
        }
        func run(_ arguments: String...) throws -> Sandbox.Result {
            guard asRoot else { return try sandbox.run(arguments) }
            return try sandbox.run(
                executable: URL(fileURLWithPath: setpriv),
                ["--bounding-set", "-dac_override,-dac_read_search", Sandbox.executable.path]
                    + arguments
            )
        }
        let pattern =
            "so specs in it are left out of 'Specs/**/*.yml'; make it readable, or narrow the pattern\n"
        let patternWarnings =
            ".viper-gen.yml:2:5: warning: folder 'Specs/Locked' cannot be read (Permission denied), \(pattern)"
            + ".viper-gen.yml:2:5: warning: folder 'Specs/Unsearchable' cannot be read (Permission denied), \(pattern)"

        let lint = try run("lint")
        #expect(lint.status == 0)
        #expect(lint.stdout == "1 spec OK\n")
        #expect(lint.stderr == patternWarnings)

        let folder = try run("lint", "Specs")
        #expect(folder.status == 0)
        let argument =
            "so specs in it are left out; make it readable, or name the folders that hold the specs\n"
        #expect(
            folder.stderr
                == "Specs: warning: folder 'Specs/Locked' cannot be read (Permission denied), \(argument)"
                + "Specs: warning: folder 'Specs/Unsearchable' cannot be read (Permission denied), \(argument)"
        )

        let generate = try run("generate", "--json")
        #expect(generate.status == 0)
        #expect(generate.stderr == patternWarnings)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(generate.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["severity"] as? String } == ["warning", "warning"])
        #expect(diagnostics.map { $0["line"] as? Int } == [2, 2])
        #expect(
            (diagnostics.first?["message"] as? String)?.hasPrefix(
                "folder 'Specs/Locked' cannot be read") == true)
        #expect(sandbox.exists("Cars/CarsPresenter.swift"))
        #expect(!sandbox.exists("Trips") && !sandbox.exists("Bikes"))

        let check = try run("generate", "--check", "--json")
        #expect(check.status == 0)
        let checked = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        #expect((checked["diagnostics"] as? [[String: Any]])?.count == 2)
    }

    @Test func generateWithoutSpecsOrConfigSaysWhatToDo() throws {
        let result = try Sandbox().run("generate")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "name spec files or directories, or list them under 'modules:' in .viper-gen.yml"))
    }

    @Test func modulesPatternsCrossFolders() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml", "output: App\ntestsOutput: AppTests\nmodules: ['Specs/**/*.yml']\n")
        try sandbox.write("Specs/Shop/Cars.yml", "module: Cars\n")
        try sandbox.write("Specs/Boats.yml", "module: Boats\n")
        try sandbox.write("Specs/notes.txt", "not a spec\n")

        let result = try sandbox.run("generate")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("App/Cars/CarsPresenter.swift"))
        #expect(sandbox.exists("App/Boats/BoatsPresenter.swift"))
    }

    /// Patterns name spec files inside the project folder only: every real file once
    /// however many links lead to it, links inside the folder followed, links out of it not,
    /// and only `*.yml` / `*.yaml` files.
    @Test func modulesPatternsStayInsideTheProject() throws {
        let sandbox = try Sandbox()
        let manager = FileManager.default
        try sandbox.write("outside/Boats.yml", "module: Boats\n")
        try sandbox.write("outside/secret.yml", "token: abc\n")
        try sandbox.write("project/Specs/Shop/Cars.yml", "module: Cars\n")
        try sandbox.write("project/Specs/notes.txt", "not a spec\n")
        try sandbox.write("project/Shared/Trips.yml", "module: Trips\n")
        func link(_ path: String, to target: String) throws {
            try manager.createSymbolicLink(
                atPath: sandbox.url.appending(path: path).path, withDestinationPath: target)
        }
        try link("project/Specs/loop", to: ".")
        try link("project/Specs/Shop/up", to: "..")
        try link("project/Specs/shared", to: "../Shared")
        try link("project/Specs/outside", to: "../../outside")
        try link("project/Specs/secret.yml", to: "../../outside/secret.yml")
        let project = sandbox.url.appending(path: "project").path
        try sandbox.write("project/.viper-gen.yml", "modules:\n  - \(project)/Specs/**/*\n")

        let lint = try sandbox.run(in: "project", "lint")
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stdout == "2 specs OK\n")
        let generate = try sandbox.run(in: "project", "generate", "--dry-run")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stdout.contains("create    Cars/CarsView.swift"))
        #expect(generate.stdout.contains("create    Trips/TripsView.swift"))
        #expect(!generate.stdout.contains("Boats"))

        // Only `*.yml` and `*.yaml` files are specs.
        try sandbox.write("project/.viper-gen.yml", "modules:\n  - Specs/*.txt\n")
        let text = try sandbox.run(in: "project", "lint")
        #expect(
            text.stderr
                == ".viper-gen.yml:2:5: error: 'Specs/*.txt' matches no spec file (*.yml, *.yaml)\n"
        )

        // A directory argument is searched the same way, and its bounds are its own: the
        // link to ../Shared leads out of it.
        let folder = try sandbox.run(in: "project", "lint", "Specs")
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout == "1 spec OK\n")
    }

    @Test func theHeaderHeadsEveryFileBelowTheOwnershipLine() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml",
            "project: Shop\ncompany: Acme\nheader: |\n  {{ file }}\n  {{ project }}, {{ company }}\n"
        )

        _ = try sandbox.run("new", "Cars")

        #expect(
            try sandbox.read("Cars/CarsPresenter.swift").hasPrefix(
                "// CarsPresenter.swift\n// Shop, Acme\n\n"))
        #expect(
            try sandbox.read("Cars/Car.swift").hasPrefix(
                "// Generated by viper-gen from Cars.yml. Do not edit:\n// change the spec and run `viper-gen generate`.\n\n// Car.swift\n// Shop, Acme\n\n"
            )
        )
    }

    @Test func jsonReportsEveryFileAndItsStatus() throws {
        let sandbox = try Sandbox()
        let created = try sandbox.json("new", "Cars", "--json")
        #expect(created.status == 0)
        #expect(created.document["command"] as? String == "new")
        #expect(created.document["mode"] as? String == "write")
        #expect(created.document["written"] as? Bool == true)
        let files = created.document["files"] as? [[String: Any]] ?? []
        #expect(files.count == 23)
        #expect(files.allSatisfy { $0["status"] as? String == "created" })
        let presenter = files.first { $0["path"] as? String == "Cars/CarsPresenter.swift" }
        #expect(presenter?["owner"] as? String == "user")
        #expect(presenter?["module"] as? String == "Cars")
        let modules = created.document["modules"] as? [[String: Any]] ?? []
        #expect(modules.first?["architecture"] as? String == "viper")
    }

    @Test func jsonCheckCarriesTheDiffsAndTheExitCode() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run("new", "Cars")
        try sandbox.write(
            "Cars/CarsView.swift",
            "// Generated by viper-gen from Cars.yml. Do not edit:\n// stale\n")
        try sandbox.write("Cars/CarsPresenter.swift", "// mine\n")

        let check = try sandbox.json("generate", "Cars/Cars.yml", "--check", "--json")

        #expect(check.status == 1)
        #expect(check.document["exitCode"] as? Int == 1)
        #expect(check.document["written"] as? Bool == false)
        let files = check.document["files"] as? [[String: Any]] ?? []
        let stale = files.filter { $0["stale"] as? Bool == true }
        #expect(stale.map { $0["path"] as? String } == ["Cars/CarsView.swift"])
        // --check compares generator-owned files only; user-owned ones are not even rendered.
        #expect(files.count > 5)
        #expect(files.allSatisfy { $0["owner"] as? String == "generator" })
        #expect(
            (stale.first?["diff"] as? String)?.hasPrefix(
                "--- a/Cars/CarsView.swift\n+++ b/Cars/CarsView.swift\n") == true)
        let diagnostics = check.document["diagnostics"] as? [[String: Any]] ?? []
        #expect(
            diagnostics.map { $0["message"] as? String } == [
                "1 generated file is out of date; run 'viper-gen generate'"
            ])
        #expect(
            try sandbox.read("Cars/CarsView.swift")
                == "// Generated by viper-gen from Cars.yml. Do not edit:\n// stale\n")
    }

    /// What `--check` prints is a patch: `git apply` brings the tree up to date with it,
    /// also a generated file someone saved with CRLF line endings or without its last `\n`.
    @Test func checksDiffAppliesWithGitApply() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run("new", "Cars")
        let view = try sandbox.read("Cars/CarsView.swift")
        let entity = try sandbox.read("Cars/Car.swift")
        try sandbox.write("Cars/CarsView.swift", view.replacingOccurrences(of: "\n", with: "\r\n"))
        try sandbox.write(
            "Cars/Car.swift", String(entity.dropLast()).replacingOccurrences(of: "\n", with: "\r"))
        try FileManager.default.removeItem(
            at: sandbox.url.appending(path: "Cars/CarViewModel.swift"))

        let check = try sandbox.run("generate", "--check", "Cars/Cars.yml")
        #expect(check.status == 1)
        let patch = sandbox.url.appending(path: "check.diff")
        try Data(check.stdout.utf8).write(to: patch)
        let applied = Process()
        applied.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        applied.arguments = ["git", "apply", "--whitespace=nowarn", patch.path]
        applied.currentDirectoryURL = sandbox.url
        try applied.run()
        applied.waitUntilExit()
        #expect(applied.terminationStatus == 0, "\(check.stdout)")
        try FileManager.default.removeItem(at: patch)

        #expect(try sandbox.read("Cars/CarsView.swift") == view)
        #expect(try sandbox.read("Cars/Car.swift") == entity)
        #expect(try sandbox.run("generate", "--check", "Cars/Cars.yml").status == 0)
    }

    @Test func jsonCarriesDiagnosticsWithTheirPlaces() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Cars.yml", "module: Cars\nuseCases:\n  - load(\n")

        let result = try sandbox.json("generate", "Cars.yml", "--json")

        #expect(result.status == 2)
        #expect(result.document["exitCode"] as? Int == 2)
        let diagnostics = result.document["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["file"] as? String == "Cars.yml")
        #expect(diagnostics.first?["line"] as? Int == 3)
        #expect(diagnostics.first?["severity"] as? String == "error")
        #expect(try sandbox.contents() == ["Cars.yml"])
    }

    @Test func forceNamesEveryUserFileItOverwrites() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run("new", "Cars")
        try sandbox.write("Cars/CarsPresenter.swift", "// mine\n")
        try sandbox.write("Cars/CarsRouter.swift", "// mine too\n")

        let dryRun = try sandbox.run("generate", "Cars/Cars.yml", "--force", "--dry-run")
        #expect(
            dryRun.stdout.contains("  overwrite Cars/CarsPresenter.swift  (user-owned; --force)\n"))
        #expect(try sandbox.read("Cars/CarsPresenter.swift") == "// mine\n")

        let forced = try sandbox.run("generate", "Cars/Cars.yml", "--force")
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(
            forced.stdout.contains("  overwrote Cars/CarsPresenter.swift  (user-owned; --force)\n"))
        #expect(
            forced.stdout.contains("  overwrote Cars/CarsRouter.swift  (user-owned; --force)\n"))
        #expect(
            forced.stdout.hasSuffix(
                "--force overwrote 2 user-owned files: Cars/CarsPresenter.swift, Cars/CarsRouter.swift\nCars (viper): 2 overwritten, 20 unchanged\n"
            )
        )
        #expect(try sandbox.read("Cars/CarsPresenter.swift") != "// mine\n")

        try sandbox.write("Cars/CarsRouter.swift", "// mine again\n")
        let json = try sandbox.json("generate", "Cars/Cars.yml", "--force", "--json")
        let files = json.document["files"] as? [[String: Any]] ?? []
        #expect(
            files.filter { $0["overwroteUserFile"] as? Bool == true }.map { $0["path"] as? String }
                == ["Cars/CarsRouter.swift"])
    }

    /// Yams prints a line to stdout when YAMS_DEFAULT_ENCODING is set and its default
    /// encoding is used; viper-gen names the encoding, so the report stays one JSON object.
    @Test func yamlLibrarySettingsInTheEnvironmentLeaveTheOutputAlone() throws {
        let sandbox = try Sandbox()
        let environment = ["YAMS_DEFAULT_ENCODING": "utf16"]
        let result = try sandbox.run(environment: environment, "new", "Cars", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let object =
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["files"] is [[String: Any]], "stdout is not the report: \(result.stdout)")

        let check = try sandbox.run(
            environment: environment, "generate", "Cars/Cars.yml", "--check")
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "")
    }
}

extension Sandbox {
    /// Runs the executable and reads its stdout as one JSON object.
    func json(_ arguments: String...) throws -> (status: Int32, document: [String: Any]) {
        let result = try run(arguments)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return (
            result.status,
            try #require(object as? [String: Any], "stdout is not a JSON object: \(result.stdout)")
        )
    }
}
