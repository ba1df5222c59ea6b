import Foundation
import Testing
import ViperGenKit

#if canImport(Glibc)
    import Glibc
#endif

/// Runs that add the files they write to an Xcode project: `xcode:` in `.viper-gen.yml`,
/// `--xcodeproj`, `--xcode-target`, `--xcode-test-target`, through the executable.
struct XcodeTests {
    // MARK: The config and the flags

    @Test func anUnknownKeyInTheXcodeSectionGetsADidYouMean() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml", "output: Sources\nxcode:\n  project: App.xcodeproj\n  tagret: App\n")
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == ".viper-gen.yml:4:3: error: unknown key 'tagret' in 'xcode'; did you mean 'target'?\n"
        )
        #expect(!sandbox.exists("Sources"))
    }

    @Test func theXcodeKeyItselfGetsADidYouMean() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "xcodee:\n  project: App.xcodeproj\n")
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == ".viper-gen.yml:1:1: error: unknown key 'xcodee' in the config; did you mean 'xcode'?\n"
        )
    }

    @Test(arguments: [
        (
            "xcode:\n  project: App\n",
            ".viper-gen.yml:2:12: error: 'xcode.project' names the project folder, which ends in .xcodeproj, not 'App'"
        ),
        ("xcode:\n  project: [a]\n", ".viper-gen.yml:2:12: error: 'xcode.project' must be"),
        (
            "xcode: App.xcodeproj\n",
            ".viper-gen.yml:1:8: error: 'xcode' must be a mapping of keys to values"
        ),
        (
            "xcode:\n  project: ../Other/App.xcodeproj\n",
            ".viper-gen.yml:2:12: error: 'xcode.project' leads out of the project folder"
        ),
        (
            "xcode:\n  target: App\n",
            ".viper-gen.yml:1:1: error: 'xcode' names targets or groups but no 'project'"
        ),
        (
            "xcode:\n  project: App.xcodeproj\n  group: ../Up\n",
            ".viper-gen.yml:3:10: error: 'xcode.group' is a group path inside the project"
        ),
        (
            "xcode:\n  project: App.xcodeproj\n  target: []\n",
            ".viper-gen.yml:3:11: error: 'xcode.target' must name at least one target"
        ),
        (
            "xcode:\n  project: App.xcodeproj\n  testTarget: [T, T]\n",
            ".viper-gen.yml:3:19: error: 'xcode.testTarget' names 'T' twice"
        ),
    ])
    func aWrongXcodeSectionIsALocatedError(config: String, message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", config)
        let before = try sandbox.snapshot()
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test(arguments: ["--xcode-target", "--xcode-test-target"])
    func aTargetWithoutAProjectIsBadInput(flag: String) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("new", "Cars", flag, "App")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("error: \(flag) names a target, but no Xcode project is given"),
            "\(result.stderr)")
        #expect(try sandbox.contents().isEmpty)
    }

    @Test func initWritesTheXcodeSectionCommented() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("init", "--project", "Shop").status == 0)
        let config = try sandbox.read(".viper-gen.yml")
        #expect(
            config.contains(
                "# xcode:\n#   project: Shop.xcodeproj\n#   target: Shop\n#   testTarget: ShopTests\n"
            ))
        // Uncommented, it is a config the runs read.
        var lines = config.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "# xcode:"))
        lines[start] = "xcode:"
        var index = start + 1
        while lines[index].hasPrefix("#   ") {
            lines[index] = String(lines[index].dropFirst())
            index += 1
        }
        try sandbox.write(".viper-gen.yml", lines.joined(separator: "\n"))
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(".viper-gen.yml:"), "\(result.stderr)")
        #expect(result.stderr.contains("Shop.xcodeproj"), "\(result.stderr)")
    }

    // MARK: Group-based projects

    /// A sandbox with a group-based project (App, AppTests) and a config that edits it.
    private func groupProject(config extra: String = "") throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", Self.groupBased)
        try sandbox.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\ntarget: App\nmodules: App/**/*.yml\nxcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: AppTests\n"
                + extra
        )
        return sandbox
    }

    private func project(_ sandbox: Sandbox) throws -> String {
        try sandbox.read("App.xcodeproj/project.pbxproj")
    }

    /// Every Swift file below `folder` of the sandbox, relative to the sandbox.
    private func swiftFiles(_ sandbox: Sandbox, in folder: String) throws -> [String] {
        try sandbox.contents().filter {
            $0.hasPrefix(folder + "/") && $0.hasSuffix(".swift") && !$0.contains("/.")
        }
    }

    /// A custom set's file that Xcode does not compile (a note, data) is left to the user, as
    /// viper-gen always left it: no reference, a hint, and `generate --check` passes. (Only a
    /// Generamba template's files all get a reference, as Generamba adds them.)
    @Test func aCustomSetsFileThatIsNotCompiledIsLeftToTheUser() throws {
        let sandbox = try groupProject(config: "templates: [Notes]\narchitecture: viper-notes\n")
        try sandbox.write(
            "Notes/manifest.yml",
            """
            name: viper-notes
            base: viper
            summary: VIPER with notes
            files:
              - { template: Notes.md.stencil, output: "{{ module }}/{{ module }}Notes.md", owner: generator, kind: source }
              - { template: Data.json.stencil, output: "{{ module }}/{{ module }}.json", owner: user, kind: source }
              - { template: Presenter.swift.stencil, output: "{{ module }}/{{ module }}Presenter.swift", owner: user, kind: source }

            """)
        try sandbox.write("Notes/Notes.md.stencil", "# {{ module }}\n")
        try sandbox.write("Notes/Data.json.stencil", "{}\n")
        let result = try sandbox.run("new", "Cars", "-v")
        #expect(result.status == 0, "\(result.stderr)")
        for file in ["App/Cars/CarsNotes.md", "App/Cars/Cars.json"] {
            #expect(sandbox.exists(file))
            #expect(
                result.stdout.contains(
                    "  \(file): not a source file, not added; add it to App in Xcode if it needs to be\n"
                ), "\(result.stdout)")
        }
        let after = try project(sandbox)
        #expect(!after.contains("CarsNotes.md"))
        #expect(!after.contains("Cars.json"))
        #expect(after.contains("CarsPresenter.swift in Sources"))
        let check = try sandbox.run("generate", "--check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func newAddsEverySourceToTheAppTargetAndEveryTestToTheTestTarget() throws {
        let sandbox = try groupProject()
        let before = try project(sandbox)

        let result = try sandbox.run("new", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        let after = try project(sandbox)
        let sources = try swiftFiles(sandbox, in: "App")
        let tests = try swiftFiles(sandbox, in: "AppTests")
        #expect(sources.count > 5 && tests.count > 2)
        #expect(result.stdout.contains("App.xcodeproj\n"))
        for file in sources {
            #expect(result.stdout.contains("  \(file): added to App\n"), "\(file)")
            let name = file.split(separator: "/").last!
            #expect(
                after.components(separatedBy: "/* \(name) in Sources */ = {isa = PBXBuildFile;")
                    .count == 2, "\(name)")
        }
        for file in tests {
            #expect(result.stdout.contains("  \(file): added to AppTests\n"), "\(file)")
        }
        // The spec is not compiled: it is not added.
        #expect(!after.contains("Cars.yml"))
        #expect(!result.stdout.contains("Cars.yml: "))
        // Every line of the old project is still there, in its order.
        #expect(
            isSubsequence(
                before.components(separatedBy: "\n"), of: after.components(separatedBy: "\n")))
        try checkWithPbxproj(
            sandbox,
            sources.map { ($0, group($0), "App") } + tests.map { ($0, group($0), "AppTests") }
        )
        // No staging folder is left in the project.
        #expect(try sandbox.contents().allSatisfy { !$0.contains(".viper-gen-staging-") })

        // A second run changes no byte of the project, and says nothing of it.
        let again = try sandbox.run("generate")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try project(sandbox) == after)
        #expect(!again.stdout.contains("App.xcodeproj"))
        let verbose = try sandbox.run("generate", "-v")
        #expect(verbose.stdout.contains("  \(sources[0]): already in App\n"), "\(verbose.stdout)")
        #expect(try project(sandbox) == after)
        #expect(try sandbox.run("generate", "--check").status == 0)
    }

    /// The group path of `file` as Xcode shows it: its folders.
    private func group(_ file: String) -> String {
        file.split(separator: "/").dropLast().joined(separator: "/")
    }

    @Test func theFlagsWinOverTheConfig() throws {
        let sandbox = try groupProject()
        try sandbox.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\nxcode:\n  project: Other.xcodeproj\n  target: Nope\n"
        )
        let result = try sandbox.run(
            "new", "Cars", "--xcodeproj", "App.xcodeproj", "--xcode-target", "App",
            "--xcode-test-target", "AppTests")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try project(sandbox).contains("CarsPresenter.swift in Sources"))
    }

    /// `target:` takes a list: each target gets every source (one reference, a build file each).
    @Test func aListOfTargetsGetsEverySourceInEach() throws {
        let sandbox = try groupProject()
        try sandbox.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\nxcode:\n  project: App.xcodeproj\n  target: [App, Nope]\n"
        )
        let refused = try sandbox.run("new", "Cars")
        #expect(refused.status == 2)
        #expect(
            refused.stderr.hasPrefix(
                ".viper-gen.yml:5:17: error: 'xcode.target' names 'Nope', which is not a target of 'App.xcodeproj'"
            ), "\(refused.stderr)")
        #expect(!sandbox.exists("App/Cars"))
        // A second app target, made by copying App's lines.
        let text = try project(sandbox)
            .replacingOccurrences(
                of: "\t\t\t\tA10000000000000000000020 /* App */,\n",
                with:
                    "\t\t\t\tA10000000000000000000020 /* App */,\n\t\t\t\tA100000000000000000000F0 /* Widget */,\n"
            )
            .replacingOccurrences(
                of: "/* End PBXNativeTarget section */",
                with:
                    "\t\tA100000000000000000000F0 /* Widget */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildPhases = (\n\t\t\t\tA100000000000000000000F1 /* Sources */,\n\t\t\t);\n\t\t\tname = Widget;\n\t\t\tproductType = \"com.apple.product-type.app-extension\";\n\t\t};\n/* End PBXNativeTarget section */"
            )
            .replacingOccurrences(
                of: "/* End PBXSourcesBuildPhase section */",
                with:
                    "\t\tA100000000000000000000F1 /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = (\n\t\t\t);\n\t\t};\n/* End PBXSourcesBuildPhase section */"
            )
        try sandbox.write("App.xcodeproj/project.pbxproj", text)
        try sandbox.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\nxcode:\n  project: App.xcodeproj\n  target: [App, Widget]\n"
        )
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 0, "\(result.stderr)")
        let after = try project(sandbox)
        let sources = try swiftFiles(sandbox, in: "App").filter { $0.hasPrefix("App/Cars/") }
        #expect(sources.count > 3)
        for file in sources {
            let name = file.split(separator: "/").last!
            #expect(
                after.components(separatedBy: "/* \(name) in Sources */ = {isa = PBXBuildFile;")
                    .count == 3, "\(name)")
            #expect(result.stdout.contains("  \(file): added to Widget\n"), "\(result.stdout)")
        }
        try checkWithPbxproj(
            sandbox, sources.flatMap { [($0, group($0), "App"), ($0, group($0), "Widget")] })
    }

    @Test func theGroupSettingsPlaceTheModulesInOtherGroups() throws {
        let sandbox = try groupProject(
            config: "  group: App/Modules\n  testGroup: AppTests/Modules\n")
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 0, "\(result.stderr)")
        let sources = try swiftFiles(sandbox, in: "App")
        let tests = try swiftFiles(sandbox, in: "AppTests")
        try checkWithPbxproj(
            sandbox,
            sources.map { file in
                (file, "App/Modules/" + group(file).dropFirst("App/".count), "App")
            }
                + tests.map { file in
                    (
                        file, "AppTests/Modules/" + group(file).dropFirst("AppTests/".count),
                        "AppTests"
                    )
                },
            checkPlaces: false
        )
    }

    @Test func aDryRunShowsTheProjectsDiffAndWritesNothing() throws {
        let sandbox = try groupProject()
        let before = try sandbox.snapshot()
        let result = try sandbox.run("new", "Cars", "--dry-run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
        #expect(
            result.stdout.contains(
                "--- a/App.xcodeproj/project.pbxproj\n+++ b/App.xcodeproj/project.pbxproj\n@@ "))
        #expect(result.stdout.contains("App/Cars/CarsPresenter.swift: would be added to App\n"))
        let added = result.stdout.split(separator: "\n").filter {
            $0.hasPrefix("+") && $0.contains("CarsPresenter.swift in Sources")
        }
        #expect(added.count == 2, "a build file, and its place in the Sources phase")

        let json = try sandbox.run("new", "Cars", "--dry-run", "--json")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let xcode = try #require(report["xcode"] as? [String: Any])
        #expect(
            (xcode["diff"] as? String)?.hasPrefix("--- a/App.xcodeproj/project.pbxproj\n") == true)
        #expect(xcode["changed"] as? Bool == true)
        #expect(try sandbox.snapshot() == before)
    }

    @Test func theJSONReportSaysWhatWasDoneWithEachFile() throws {
        let sandbox = try groupProject()
        let result = try sandbox.run("new", "Cars", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let xcode = try #require(report["xcode"] as? [String: Any])
        #expect(xcode["project"] as? String == "App.xcodeproj")
        #expect(xcode["changed"] as? Bool == true)
        #expect(xcode["diff"] == nil)
        let files = try #require(xcode["files"] as? [[String: Any]])
        let presenter = try #require(
            files.first { $0["path"] as? String == "App/Cars/CarsPresenter.swift" })
        #expect(presenter["status"] as? String == "added")
        #expect(presenter["target"] as? String == "App")
        #expect(presenter["outcome"] as? String == "added to App")
        let spec = try #require(files.first { $0["path"] as? String == "App/Cars/Cars.yml" })
        #expect(spec["status"] as? String == "not-added")

        let again = try sandbox.run("generate", "--json")
        let second = try #require(
            try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        let unchanged = try #require(second["xcode"] as? [String: Any])
        #expect(unchanged["changed"] as? Bool == false)
        #expect(
            (unchanged["files"] as? [[String: Any]])?.allSatisfy {
                ["already-in-target", "not-added"].contains($0["status"] as? String)
            } == true)
    }

    @Test func theCheckReportsFilesOfTheModuleThatTheProjectDoesNotCompile() throws {
        let sandbox = try groupProject()
        // Written without the project: then the project is named in the config.
        let config = try sandbox.read(".viper-gen.yml")
        try sandbox.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\ntarget: App\nmodules: App/**/*.yml\n")
        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write(".viper-gen.yml", config)
        let before = try sandbox.snapshot()

        let check = try sandbox.run("generate", "--check")

        #expect(check.status == 1)
        #expect(
            check.stderr.contains(
                "App/Cars/CarsInteractorProtocol.swift: error: 'App/Cars/CarsInteractorProtocol.swift' is not in target 'App' of the Xcode project 'App.xcodeproj'; run 'viper-gen generate' to add it\n"
            ),
            "\(check.stderr)"
        )
        #expect(check.stderr.contains("is not in target 'AppTests'"))
        #expect(try sandbox.snapshot() == before)
        let json = try sandbox.run("generate", "--check", "--json")
        #expect(json.status == 1)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["exitCode"] as? Int == 1)
        let messages = (report["diagnostics"] as? [[String: Any]] ?? []).compactMap {
            $0["message"] as? String
        }
        #expect(messages.contains { $0.contains("is not in target 'App'") })

        let generate = try sandbox.run("generate")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stdout.contains("App/Cars/CarsInteractorProtocol.swift: added to App\n"))
        #expect(try sandbox.run("generate", "--check").status == 0)
    }

    @Test func theReferencesOfOrphansGoWithThem() throws {
        let sandbox = try groupProject()
        let spec = "module: Login\narchitecture: mvp\nroutes:\n  - showHome()\n"
        try sandbox.write("App/Login/Login.yml", spec)
        let first = try sandbox.run("generate")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try project(sandbox).contains("LoginNavigator.swift in Sources"))
        let withRoute = try project(sandbox)

        try sandbox.write(
            "App/Login/Login.yml",
            spec.replacingOccurrences(of: "routes:\n  - showHome()\n", with: ""))
        let run = try sandbox.run("generate")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!sandbox.exists("App/Login/LoginNavigator.swift"))
        #expect(
            run.stdout.contains("App/Login/LoginNavigator.swift: removed from the project\n"),
            "\(run.stdout)")
        let after = try project(sandbox)
        #expect(!after.contains("LoginNavigator.swift"))
        #expect(!after.contains("LoginNavigatorSpy.swift"))
        #expect(after.contains("LoginPresenter.swift in Sources"))
        #expect(after != withRoute)
        try checkWithPbxproj(sandbox, [("App/Login/LoginPresenter.swift", "App/Login", "App")])
    }

    // MARK: Buildable (synchronized) folders

    /// A sandbox with the Xcode 16 fixture of XcodeProjectTests: targets Garage and GarageTests, each with a
    /// synchronized folder of its name.
    private func synchronizedProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        let fixture = URL(filePath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: "XcodeProjectTests/Fixtures/Garage77.pbxproj")
        try sandbox.write(
            "Garage.xcodeproj/project.pbxproj", String(contentsOf: fixture, encoding: .utf8))
        try sandbox.write(
            ".viper-gen.yml",
            "output: Garage\ntestsOutput: GarageTests\ntarget: Garage\nmodules: Garage/**/*.yml\nxcode:\n  project: Garage.xcodeproj\n  target: Garage\n  testTarget: GarageTests\n"
        )
        return sandbox
    }

    @Test func filesInASynchronizedFolderOfTheTargetNeedNoEditButTheSpecIsKeptOut() throws {
        let sandbox = try synchronizedProject()
        let before = try sandbox.read("Garage.xcodeproj/project.pbxproj")

        let result = try sandbox.run("new", "Cars", "-v")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "  Garage/Cars/CarsPresenter.swift: in synchronized folder Garage/\n"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "  GarageTests/Cars/CarsPresenterTests.swift: in synchronized folder GarageTests/\n"
            ))
        #expect(result.stdout.contains("  Garage/Cars/Cars.yml: kept out of Garage"))
        let after = try sandbox.read("Garage.xcodeproj/project.pbxproj")
        #expect(!after.contains("CarsPresenter.swift"))
        #expect(after.contains("Cars/Cars.yml,"))
        #expect(after != before)

        let quiet = try sandbox.run("generate")
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(try sandbox.read("Garage.xcodeproj/project.pbxproj") == after)
        #expect(!quiet.stdout.contains("Garage.xcodeproj"))
    }

    @Test func aSynchronizedFolderOfAnotherTargetIsSaidClearly() throws {
        let sandbox = try synchronizedProject()
        // The module's sources go where only the tests' folder is synchronized.
        let result = try sandbox.run(
            "new", "Cars", "-o", "GarageTests", "--tests-output", "GarageTests/Tests")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "warning: 'GarageTests/Cars/CarsPresenter.swift' is in the synchronized folder 'GarageTests', which belongs to 'GarageTests', not to target 'Garage': it is not compiled in 'Garage'"
            ),
            "\(result.stderr)"
        )
        // Without -v too, the project's listing names each file left out of its target.
        #expect(
            result.stdout.contains(
                "  GarageTests/Cars/CarsPresenter.swift: in synchronized folder GarageTests/ of GarageTests, not Garage\n"
            ),
            "\(result.stdout)"
        )
        // The spec is not the app's, but the test bundle would copy it: kept out of that one.
        let after = try sandbox.read("Garage.xcodeproj/project.pbxproj")
        #expect(after.contains("Cars/Cars.yml,"), "\(after)")
        let check = try sandbox.run(
            "generate", "--check", "GarageTests/Cars/Cars.yml", "-o", "GarageTests",
            "--tests-output", "GarageTests/Tests")
        #expect(!check.stderr.contains("Cars.yml"), "\(check.stderr)")
        // Not compiled in its target: --check says so.
        #expect(check.status == 1)
        #expect(
            check.stderr.contains(
                "GarageTests/Cars/CarsPresenterProtocol.swift: error: 'GarageTests/Cars/CarsPresenterProtocol.swift' is in the synchronized folder 'GarageTests', which belongs to 'GarageTests', not to target 'Garage': it is not compiled there"
            ),
            "\(check.stderr)"
        )
    }

    // MARK: Bad input

    /// Runs `arguments` and expects exit 2, `message` in stderr, and nothing changed.
    private func expectRefused(_ sandbox: Sandbox, _ arguments: [String], _ message: String) throws
    {
        let before = try sandbox.snapshot()
        let result = try sandbox.run(arguments)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aMissingProjectIsBadInput() throws {
        let sandbox = try groupProject()
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "App.xcodeproj"))
        try expectRefused(
            sandbox, ["new", "Cars"],
            ".viper-gen.yml:6:12: error: the Xcode project 'App.xcodeproj' does not exist\n")
        try expectRefused(
            sandbox, ["new", "Cars", "--dry-run"],
            ".viper-gen.yml:6:12: error: the Xcode project 'App.xcodeproj' does not exist\n")
        try expectRefused(
            sandbox, ["new", "Cars", "--xcodeproj", "Other.xcodeproj"],
            "error: the Xcode project 'Other.xcodeproj' does not exist\n"
        )
    }

    @Test func aProjectWithoutItsFileIsBadInput() throws {
        let sandbox = try groupProject()
        try FileManager.default.removeItem(
            at: sandbox.url.appending(path: "App.xcodeproj/project.pbxproj"))
        try expectRefused(
            sandbox, ["new", "Cars"],
            "error: the Xcode project 'App.xcodeproj' has no project.pbxproj\n")
    }

    @Test func aSyntaxErrorInTheProjectIsReportedWithLineAndColumn() throws {
        let sandbox = try groupProject()
        try sandbox.write(
            "App.xcodeproj/project.pbxproj",
            Self.groupBased.replacingOccurrences(
                of: "sourceTree = \"<group>\";\n\t\t};", with: "sourceTree = \"<group>\"\n\t\t};"))
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        let line = try #require(result.stderr.split(separator: "\n").first)
        #expect(line.hasPrefix("App.xcodeproj/project.pbxproj:"), "\(result.stderr)")
        let parts = line.split(separator: ":")
        #expect(parts.count >= 4 && Int(parts[1]) != nil && Int(parts[2]) != nil, "\(line)")
        #expect(!sandbox.exists("App/Cars"))
    }

    /// With `path` (the project folder or its file) of mode 0 while the run reads it: exit 2,
    /// `message`, and nothing changed (compared once the mode is back, so that all is seen).
    private func expectRefusedWhileUnreadable(
        _ sandbox: Sandbox, _ path: String, mode: mode_t, _ message: String
    ) throws {
        let before = try sandbox.snapshot()
        let target = sandbox.url.appending(path: path).path
        chmod(target, 0)
        let result = try sandbox.run("new", "Cars")
        chmod(target, mode)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr == message)
        #expect(try sandbox.snapshot() == before)
    }

    @Test func anUnreadableProjectIsBadInput() throws {
        guard geteuid() != 0 else {
            print("skipped: run as root, a file without permission is read all the same")
            return
        }
        try expectRefusedWhileUnreadable(
            try groupProject(), "App.xcodeproj/project.pbxproj", mode: 0o644,
            ".viper-gen.yml:6:12: error: cannot read 'App.xcodeproj/project.pbxproj': Permission denied\n"
        )
    }

    @Test func aProjectFolderWithoutPermissionIsSaidSo() throws {
        guard geteuid() != 0 else {
            print("skipped: run as root, a folder without permission is read all the same")
            return
        }
        try expectRefusedWhileUnreadable(
            try groupProject(), "App.xcodeproj", mode: 0o755,
            ".viper-gen.yml:6:12: error: cannot read 'App.xcodeproj/project.pbxproj': Permission denied\n"
        )
    }

    /// As Xcode refuses to save a locked project: a read-only project.pbxproj is not replaced
    /// (root included), unless nothing in it would change.
    @Test func aReadOnlyProjectIsRefusedWhenItWouldChange() throws {
        let sandbox = try groupProject()
        let file = sandbox.url.appending(path: "App.xcodeproj/project.pbxproj").path
        chmod(file, 0o444)
        defer { chmod(file, 0o644) }
        try expectRefused(
            sandbox, ["new", "Cars"],
            ".viper-gen.yml:6:12: error: refusing to edit 'App.xcodeproj/project.pbxproj': it is read-only (locked); make it writable ('chmod u+w' as its owner, or Unlock when Xcode asks) and run again\n"
        )
        chmod(file, 0o644)
        #expect(try sandbox.run("new", "Cars").status == 0)
        chmod(file, 0o444)
        let before = try sandbox.snapshot()
        let again = try sandbox.run("generate")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try sandbox.snapshot() == before)
    }

    /// A project.pbxproj the run replaces keeps its mode and, where the run may give it, its
    /// owner (root editing a user's project leaves it the user's).
    @Test func aReplacedProjectKeepsItsOwner() throws {
        guard geteuid() == 0 else {
            print("skipped: only root may give a file to another user")
            return
        }
        let sandbox = try groupProject()
        let file = sandbox.url.appending(path: "App.xcodeproj/project.pbxproj").path
        #expect(chown(file, 65534, 65534) == 0)
        chmod(file, 0o640)
        #expect(try sandbox.run("new", "Cars").status == 0)
        var info = stat()
        #expect(lstat(file, &info) == 0)
        #expect(info.st_uid == 65534 && info.st_gid == 65534)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(try project(sandbox).contains("CarsPresenter.swift in Sources"))
    }

    @Test func anUnknownTargetGetsADidYouMean() throws {
        let sandbox = try groupProject()
        try expectRefused(
            sandbox, ["new", "Cars", "--xcode-target", "Ap"],
            "error: --xcode-target names 'Ap', which is not a target of 'App.xcodeproj'; did you mean 'App'?\n"
        )
        try sandbox.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\nxcode:\n  project: App.xcodeproj\n  testTarget: AppTest\n"
        )
        try expectRefused(
            sandbox, ["new", "Cars"],
            ".viper-gen.yml:5:15: error: 'xcode.testTarget' names 'AppTest', which is not a target of 'App.xcodeproj'; did you mean 'AppTests'?\n"
        )
    }

    @Test func aTestTargetNamedForTheSourcesIsSaidSo() throws {
        let sandbox = try groupProject()
        try expectRefused(
            sandbox, ["new", "Cars", "--xcode-target", "AppTests"],
            "error: --xcode-target names 'AppTests', a test target; the module's sources go to an app or framework target (App), and its tests to --xcode-test-target\n"
        )
    }

    @Test func aFileOutsideTheProjectsFolderIsBadInput() throws {
        let sandbox = try groupProject()
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: "Inner"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: sandbox.url.appending(path: "App.xcodeproj"),
            to: sandbox.url.appending(path: "Inner/App.xcodeproj"))
        try expectRefused(
            sandbox, ["new", "Cars", "--xcodeproj", "Inner/App.xcodeproj"],
            "error: 'App/Cars/Car.swift' (and 22 other files) is outside the folder of the Xcode project 'Inner/App.xcodeproj'"
        )
        // One cause, one error, not one per file.
        let result = try sandbox.run("new", "Cars", "--xcodeproj", "Inner/App.xcodeproj")
        #expect(result.stderr.components(separatedBy: "error:").count == 2, "\(result.stderr)")
    }

    /// Sources and tests in one folder: each still goes to its own target (what the template
    /// made it says which), and the project keeps its permissions.
    @Test func sourcesAndTestsInOneFolderGoToTheirOwnTargets() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", Self.groupBased)
        chmod(sandbox.url.appending(path: "App.xcodeproj/project.pbxproj").path, 0o600)
        try sandbox.write(
            ".viper-gen.yml", "output: App\ntestsOutput: App\nxcode:\n  project: App.xcodeproj\n")

        let result = try sandbox.run("new", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("  App/Cars/CarsPresenter.swift: added to App\n"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains("  App/Cars/CarsPresenterTests.swift: added to AppTests\n"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains("  App/Cars/CarsPresenterSpy.swift: added to AppTests\n"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("Tests.swift: added to App\n"))
        var info = stat()
        #expect(stat(sandbox.url.appending(path: "App.xcodeproj/project.pbxproj").path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
    }

    /// Xcode's app template comes with a UI-test target, and apps have extensions: with no
    /// target named, the sources go to the only app target, never to one of those.
    @Test func withNoTargetNamedTheSourcesGoToTheOnlyAppTarget() throws {
        let sandbox = try Sandbox()
        let extra = """
            		A10000000000000000000090 /* AppUITests */ = {
            			isa = PBXNativeTarget;
            			buildPhases = (
            			);
            			name = AppUITests;
            			productName = AppUITests;
            			productType = "com.apple.product-type.bundle.ui-testing";
            		};
            		A10000000000000000000091 /* Widget */ = {
            			isa = PBXNativeTarget;
            			buildPhases = (
            			);
            			name = Widget;
            			productName = Widget;
            			productType = "com.apple.product-type.app-extension";
            		};

            """
        let text = Self.groupBased
            .replacingOccurrences(
                of: "/* End PBXNativeTarget section */",
                with: extra + "/* End PBXNativeTarget section */"
            )
            .replacingOccurrences(
                of: "\t\t\t\tA10000000000000000000021 /* AppTests */,\n",
                with:
                    "\t\t\t\tA10000000000000000000021 /* AppTests */,\n\t\t\t\tA10000000000000000000090 /* AppUITests */,\n\t\t\t\tA10000000000000000000091 /* Widget */,\n"
            )
        #expect(text.components(separatedBy: "A10000000000000000000091 /* Widget */").count == 3)
        try sandbox.write("App.xcodeproj/project.pbxproj", text)
        try sandbox.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\nxcode:\n  project: App.xcodeproj\n")

        let result = try sandbox.run("new", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("  App/Cars/CarsPresenter.swift: added to App\n"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains("  AppTests/Cars/CarsPresenterTests.swift: added to AppTests\n"),
            "\(result.stdout)")
        // A UI-test bundle is no place for the module's sources either when named.
        let uiTests = try Sandbox()
        try uiTests.write("App.xcodeproj/project.pbxproj", text)
        try uiTests.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\nxcode:\n  project: App.xcodeproj\n")
        try expectRefused(
            uiTests, ["new", "Cars", "--xcode-target", "AppUITests"],
            "error: --xcode-target names 'AppUITests', a test target")

        // Two apps: which one is for the user to say.
        let twoApps = try Sandbox()
        try twoApps.write(
            "App.xcodeproj/project.pbxproj",
            text.replacingOccurrences(
                of: "com.apple.product-type.app-extension",
                with: "com.apple.product-type.application")
        )
        try twoApps.write(
            ".viper-gen.yml",
            "output: App\ntestsOutput: AppTests\nxcode:\n  project: App.xcodeproj\n")
        try expectRefused(
            twoApps, ["new", "Cars"],
            "the Xcode project 'App.xcodeproj' has several app targets (App, Widget); name the one for the module's sources in 'xcode.target' or with --xcode-target"
        )
    }

    @Test func aLinkedProjectOrProjectFileIsRefused() throws {
        let sandbox = try groupProject()
        let manager = FileManager.default
        try manager.moveItem(
            at: sandbox.url.appending(path: "App.xcodeproj"),
            to: sandbox.url.appending(path: "Real.xcodeproj"))
        try manager.createSymbolicLink(
            atPath: sandbox.url.appending(path: "App.xcodeproj").path,
            withDestinationPath: "Real.xcodeproj")
        try expectRefused(
            sandbox, ["new", "Cars"],
            "error: refusing to edit the Xcode project 'App.xcodeproj': it is a symbolic link")

        try manager.removeItem(at: sandbox.url.appending(path: "App.xcodeproj"))
        try manager.createDirectory(
            at: sandbox.url.appending(path: "App.xcodeproj"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: sandbox.url.appending(path: "App.xcodeproj/project.pbxproj").path,
            withDestinationPath: "../Real.xcodeproj/project.pbxproj"
        )
        try expectRefused(
            sandbox, ["new", "Cars"],
            "error: refusing to edit 'App.xcodeproj/project.pbxproj': it is a symbolic link")
    }

    @Test func aRunWaitsForAnotherOnTheSameProject() throws {
        let sandbox = try groupProject()
        // Another run holds the project folder (as a run holds its roots: flock on the folder).
        let descriptor = open(
            sandbox.url.appending(path: "App.xcodeproj").path, O_RDONLY | O_DIRECTORY)
        #expect(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX) == 0)
        let before = try sandbox.snapshot()
        let result = try sandbox.run(environment: ["VIPER_GEN_LOCK_TIMEOUT": "0.5"], "new", "Cars")
        close(descriptor)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("App.xcodeproj' and has not let go in 0.5 seconds"),
            "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
        #expect(try sandbox.run("new", "Cars").status == 0)
    }

    // MARK: All or nothing

    /// A `generate` of many modules killed at random points: once the next run has settled
    /// the tree, the modules and the project are both old or both new.
    @Test func aKilledRunLeavesModulesAndProjectBothOldOrBothNew() throws {
        let count = 12
        func writeSpecs(_ sandbox: Sandbox, version: Int) throws {
            for index in 1...count {
                let name = "Screen" + String(format: "%03d", index)
                // Another architecture: files come, generated ones go, the rest change.
                let changes =
                    version == 1 ? "" : "architecture: mvp\nuseCases:\n  - refresh() async\n"
                try sandbox.write("App/\(name)/\(name).yml", "module: \(name)\n\(changes)")
            }
        }
        let sandbox = try groupProject()
        try writeSpecs(sandbox, version: 1)
        #expect(try sandbox.run("generate").status == 0)
        let old = try sandbox.snapshot()

        let copy = try Sandbox()
        try restore(copy, to: old)
        try writeSpecs(copy, version: 2)
        let started = Date()
        #expect(try copy.run("generate").status == 0)
        let fullRun = Date().timeIntervalSince(started)
        let new = try copy.snapshot()
        #expect(new["App.xcodeproj/project.pbxproj"] != old["App.xcodeproj/project.pbxproj"])

        // At random, and as soon as the journal is committed (while files move into place).
        for delay in [
            Double.random(in: 0...fullRun), Double.random(in: fullRun * 0.5...fullRun), -1,
        ] {
            try restore(sandbox, to: old)
            try writeSpecs(sandbox, version: 2)
            let process = Process()
            process.executableURL = Sandbox.executable
            process.arguments = ["generate"]
            process.currentDirectoryURL = sandbox.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if delay < 0 {
                let app = sandbox.url.appending(path: "App").path
                func committed() -> Bool {
                    ((try? FileManager.default.contentsOfDirectory(atPath: app)) ?? []).contains {
                        folder in
                        folder.hasPrefix(".viper-gen-staging-")
                            && FileManager.default.fileExists(atPath: "\(app)/\(folder)/journal")
                    }
                }
                while process.isRunning, !committed() { Thread.sleep(forTimeInterval: 0.0005) }
            } else {
                Thread.sleep(forTimeInterval: delay)
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()

            // Settled as the next run settles it, before it plans.
            let session = try OutputSession(
                layout: OutputLayout(
                    sources: "App", tests: "AppTests",
                    xcodeProject: sandbox.url.appending(path: "App.xcodeproj").path),
                relativeTo: sandbox.url,
                access: .write
            )
            _ = try session.settleInterruptedRuns()
            session.close()
            let settled = try sandbox.snapshot().filter { !$0.key.contains(".viper-gen-staging-") }
            let written = settled.filter { !$0.key.hasSuffix(".yml") }
            let oldWritten = old.filter { !$0.key.hasSuffix(".yml") }
            let newWritten = new.filter { !$0.key.hasSuffix(".yml") }
            let outcome = written == oldWritten ? "old" : written == newWritten ? "new" : "mixed"
            let when =
                delay < 0
                ? "killed at the commit"
                : "killed after \(Int(delay * 1000)) of \(Int(fullRun * 1000)) ms"
            #expect(outcome != "mixed", "\(when): neither the old nor the new tree and project")
            if outcome == "mixed" {
                let wrong = written.keys.filter {
                    written[$0] != oldWritten[$0] && written[$0] != newWritten[$0]
                }
                print("differs: \(wrong.sorted().prefix(5))")
            }
            print("\(when): modules and project both \(outcome)")
        }
    }

    /// Makes the sandbox hold exactly `snapshot` (files and folders).
    private func restore(_ sandbox: Sandbox, to snapshot: [String: Data]) throws {
        let manager = FileManager.default
        for entry in try manager.contentsOfDirectory(atPath: sandbox.url.path) {
            try manager.removeItem(at: sandbox.url.appending(path: entry))
        }
        for (path, data) in snapshot.sorted(by: { $0.key < $1.key }) {
            let url = sandbox.url.appending(path: path)
            if data.isEmpty, !path.hasSuffix(".swift"), !path.hasSuffix(".yml"),
                !path.hasSuffix(".pbxproj")
            {
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
                continue
            }
            try manager.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    // MARK: The independent reader

    /// Checks with Scripts/pbxproj-check.py (PyPI's `pbxproj`) that the project loads and
    /// holds each file in its group and in its target's Sources phase. Skipped, with a reason,
    /// when python3 cannot import pbxproj, unless VIPER_GEN_REQUIRE_ORACLES=1.
    func checkWithPbxproj(
        _ sandbox: Sandbox,
        _ files: [(path: String, group: String, target: String)],
        checkPlaces: Bool = true,
        project: String = "App.xcodeproj/project.pbxproj"
    ) throws {
        let script = URL(filePath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Scripts/pbxproj-check.py")
        let probe = try sandbox.run(
            executable: URL(filePath: "/usr/bin/env"), "python3", "-c", "import pbxproj")
        guard probe.status == 0, FileManager.default.fileExists(atPath: script.path) else {
            let required = ProcessInfo.processInfo.environment["VIPER_GEN_REQUIRE_ORACLES"] == "1"
            #expect(
                !required,
                "VIPER_GEN_REQUIRE_ORACLES=1 but python3's pbxproj (or \(script.path)) is missing")
            print("skipped the pbxproj check: python3 cannot import pbxproj (pip install pbxproj)")
            return
        }
        var arguments = ["python3", script.path, sandbox.url.appending(path: project).path]
        for file in files {
            arguments += ["--file", file.path, "--target", file.target]
            if checkPlaces { arguments += ["--group", file.group] }
        }
        let result = try sandbox.run(executable: URL(filePath: "/usr/bin/env"), arguments)
        #expect(result.status == 0, "pbxproj-check: \(result.stdout)\(result.stderr)")
    }

    private func isSubsequence(_ lines: [String], of other: [String]) -> Bool {
        var index = other.startIndex
        for line in lines {
            guard let found = other[index...].firstIndex(of: line) else { return false }
            index = found + 1
        }
        return true
    }

    /// A group-based project (objectVersion 56) of this test's own making: an app target App
    /// with one source, a unit-test target AppTests, groups App and AppTests with `path`, and
    /// Products without.
    static let groupBased = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {

        /* Begin PBXBuildFile section */
        		A10000000000000000000001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = A10000000000000000000002 /* AppDelegate.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		A10000000000000000000002 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		A10000000000000000000003 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		A10000000000000000000004 /* AppTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = AppTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        		A10000000000000000000010 = {
        			isa = PBXGroup;
        			children = (
        				A10000000000000000000011 /* App */,
        				A10000000000000000000012 /* AppTests */,
        				A10000000000000000000013 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		A10000000000000000000011 /* App */ = {
        			isa = PBXGroup;
        			children = (
        				A10000000000000000000002 /* AppDelegate.swift */,
        			);
        			path = App;
        			sourceTree = "<group>";
        		};
        		A10000000000000000000012 /* AppTests */ = {
        			isa = PBXGroup;
        			children = (
        			);
        			path = AppTests;
        			sourceTree = "<group>";
        		};
        		A10000000000000000000013 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				A10000000000000000000003 /* App.app */,
        				A10000000000000000000004 /* AppTests.xctest */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		A10000000000000000000020 /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = A10000000000000000000040 /* Build configuration list for PBXNativeTarget "App" */;
        			buildPhases = (
        				A10000000000000000000030 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = App;
        			productName = App;
        			productReference = A10000000000000000000003 /* App.app */;
        			productType = "com.apple.product-type.application";
        		};
        		A10000000000000000000021 /* AppTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = A10000000000000000000041 /* Build configuration list for PBXNativeTarget "AppTests" */;
        			buildPhases = (
        				A10000000000000000000031 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = AppTests;
        			productName = AppTests;
        			productReference = A10000000000000000000004 /* AppTests.xctest */;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		A10000000000000000000050 /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				LastUpgradeCheck = 1500;
        			};
        			buildConfigurationList = A10000000000000000000042 /* Build configuration list for PBXProject "App" */;
        			compatibilityVersion = "Xcode 14.0";
        			developmentRegion = en;
        			hasScannedForEncodings = 0;
        			knownRegions = (
        				en,
        				Base,
        			);
        			mainGroup = A10000000000000000000010;
        			productRefGroup = A10000000000000000000013 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				A10000000000000000000020 /* App */,
        				A10000000000000000000021 /* AppTests */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        		A10000000000000000000030 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				A10000000000000000000001 /* AppDelegate.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		A10000000000000000000031 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        		A10000000000000000000060 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Debug;
        		};
        		A10000000000000000000061 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Debug;
        		};
        		A10000000000000000000062 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				SDKROOT = iphoneos;
        			};
        			name = Debug;
        		};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		A10000000000000000000040 /* Build configuration list for PBXNativeTarget "App" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				A10000000000000000000060 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        		A10000000000000000000041 /* Build configuration list for PBXNativeTarget "AppTests" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				A10000000000000000000061 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        		A10000000000000000000042 /* Build configuration list for PBXProject "App" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				A10000000000000000000062 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        /* End XCConfigurationList section */
        	};
        	rootObject = A10000000000000000000050 /* Project object */;
        }

        """#
}
