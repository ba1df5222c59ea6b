import Foundation
import Testing

/// Custom templates through the executable: override folders, sets of their own, `templates
/// export` and `validate`, and the safety rules (no escaping paths, no reads outside).
struct CustomTemplatesTests {
    static let coordinatorManifest = """
        name: viper-coordinator
        base: viper
        summary: VIPER with a coordinator per module
        files:
          - { template: Entity.swift.stencil, output: "{{ module }}/{{ entity.name }}.swift", owner: generator, kind: source }
          - { template: Presenter.swift.stencil, output: "{{ module }}/{{ module }}Presenter.swift", owner: user, kind: source }
          - { template: Coordinator.swift.stencil, output: "{{ module }}/{{ module }}Coordinator.swift", owner: user, kind: source, when: 'ui == "swiftui"' }
        """

    @Test func aFolderOverridingOneFileChangesOnlyThatFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("House/Presenter.swift.stencil", "// House presenter for {{ module }}\n")
        let result = try sandbox.run(
            "new", "Cars", "--templates", "House", "-o", "Sources", "--tests-output", "Tests")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try sandbox.read("Sources/Cars/CarsPresenter.swift") == "// House presenter for Cars\n")

        // Everything else is the built-in set's: the same bytes as without the folder.
        let plain = try Sandbox()
        #expect(
            try plain.run("new", "Cars", "-o", "Sources", "--tests-output", "Tests").status == 0)
        for path in try plain.contents()
        where path.hasSuffix(".swift") && !path.hasSuffix("CarsPresenter.swift") {
            #expect(try sandbox.read(path) == plain.read(path), "\(path)")
        }
    }

    @Test func aSubfolderNamedLikeASetOverridesOnlyThatSet() throws {
        let sandbox = try Sandbox()
        try sandbox.write("House/viper/Router.swift.stencil", "// Router of {{ module }}\n")
        try sandbox.write(".viper-gen.yml", "templates: House\n")
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.read("Cars/CarsRouter.swift") == "// Router of Cars\n")
    }

    @Test func aCustomSetAddsAFileUnderItsCondition() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Coordinated/manifest.yml", Self.coordinatorManifest)
        try sandbox.write(
            "Coordinated/Coordinator.swift.stencil",
            "/// Coordinates {{ module }}.\nfinal class {{ module }}Coordinator {}\n")
        try sandbox.write(
            ".viper-gen.yml", "templates: [Coordinated]\narchitecture: viper-coordinator\n")

        let list = try sandbox.run("templates", "list")
        #expect(
            list.stdout.contains(
                "viper-coordinator  VIPER with a coordinator per module  (Coordinated)\n"))

        let uikit = try sandbox.run("new", "Cars")
        #expect(uikit.status == 0, "\(uikit.stderr)")
        #expect(
            uikit.stdout
                == "Cars (viper-coordinator)\n  created   Cars/Car.swift\n  created   Cars/CarsPresenter.swift\n  created   Cars/Cars.yml\nrecorded 1 merge base in .viper-gen/base\nCars (viper-coordinator): 3 created\n"
        )
        #expect(try sandbox.read("Cars/Cars.yml").contains("architecture: viper-coordinator\n"))

        let swiftui = try sandbox.run("new", "Trips", "--ui", "swiftui")
        #expect(swiftui.status == 0, "\(swiftui.stderr)")
        #expect(
            try sandbox.read("Trips/TripsCoordinator.swift")
                == "/// Coordinates Trips.\nfinal class TripsCoordinator {}\n")
        // The presenter comes from the base set.
        #expect(
            try sandbox.read("Trips/TripsPresenter.swift").contains("final class TripsPresenter"))
        #expect(
            try sandbox.run("generate", "Cars/Cars.yml", "Trips/Trips.yml", "--check").status == 0)
    }

    /// An output path without the module in it sends every module's file to one place:
    /// different texts stop the run, the same text is written once, and a shared
    /// user-owned file that exists is left alone.
    @Test func modulesSharingAnOutputPath() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Shared/manifest.yml",
            """
            name: shared
            base: viper
            files:
              - { template: Entity.swift.stencil, output: "{{ module }}/{{ entity.name }}.swift", owner: generator, kind: source }
              - { template: Routes.swift.stencil, output: "Routes.swift", owner: generator, kind: source }
            """
        )
        try sandbox.write("Shared/Routes.swift.stencil", "// The routes of {{ module }}\n")
        try sandbox.write(".viper-gen.yml", "templates: [Shared]\narchitecture: shared\n")
        try sandbox.write("Specs/Cars.yml", "module: Cars\n")
        try sandbox.write("Specs/Trips.yml", "module: Trips\n")
        let result = try sandbox.run("generate", "Specs")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: modules 'Cars' and 'Trips' write different files to 'Routes.swift'\n")
        #expect(
            try sandbox.contents().filter {
                !$0.hasPrefix("Specs") && !$0.hasPrefix("Shared") && !$0.hasPrefix(".viper-gen.yml")
            } == [])

        // The same text from both (a user-owned file, so without the header that names the
        // spec): written once.
        let manifest = try sandbox.read("Shared/manifest.yml")
        try sandbox.write(
            "Shared/manifest.yml",
            manifest.replacingOccurrences(
                of: "output: \"Routes.swift\", owner: generator",
                with: "output: \"Routes.swift\", owner: user")
        )
        try sandbox.write("Shared/Routes.swift.stencil", "// The app's routes\n")
        let same = try sandbox.run("generate", "Specs")
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.components(separatedBy: "Routes.swift").count == 2, "\(same.stdout)")
        #expect(try sandbox.read("Routes.swift") == "// The app's routes\n")

        // A user-owned file that is there already is nobody's to write, whatever each
        // module's text for it.
        try sandbox.write("Shared/Routes.swift.stencil", "// The routes of {{ module }}\n")
        try sandbox.write("Routes.swift", "// mine\n")
        let user = try sandbox.run("generate", "Specs")
        #expect(user.status == 0, "\(user.stderr)")
        #expect(try sandbox.read("Routes.swift") == "// mine\n")
    }

    @Test func anArchitectureNameMustBeKnown() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Coordinated/manifest.yml", Self.coordinatorManifest)
        try sandbox.write(
            "Coordinated/Coordinator.swift.stencil", "final class {{ module }}Coordinator {}\n")
        let result = try sandbox.run(
            "new", "Cars", "--templates", "Coordinated", "-a", "viper-cordinator")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: unknown architecture 'viper-cordinator'; did you mean 'viper-coordinator'?\n"
        )
        #expect(try sandbox.contents().allSatisfy { $0.hasPrefix("Coordinated") })
    }

    @Test func exportGivesAFolderThatValidatesAndOverrides() throws {
        let sandbox = try Sandbox()
        let export = try sandbox.run("templates", "export", "viper", "Mine")
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try sandbox.read("Mine/manifest.yml").hasPrefix("# The VIPER set"))
        #expect(sandbox.exists("Mine/_SpyMembers.stencil"))

        let again = try sandbox.run("templates", "export", "viper", "Mine")
        #expect(again.status == 2)
        #expect(
            again.stderr
                == "Mine: error: the folder is not empty; choose another or pass --force to replace files of the same name\n"
        )

        let validate = try sandbox.run("templates", "validate", "Mine", "--no-swiftc")
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stdout.hasPrefix("'viper': "))
        #expect(validate.stdout.hasSuffix("swiftc not run; no problems\n"))

        let unknown = try sandbox.run("templates", "export", "vipr", "Other")
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: unknown architecture 'vipr'; did you mean 'viper'?\n")
    }

    /// A set that has no screens and no tests is validated in the flavours it has, whatever
    /// flavour a sample spec names.
    @Test func validateRendersTheSamplesInTheFlavoursTheSetHas() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Plain/manifest.yml",
            "name: plain\nsummary: one model file\nui: [none]\ntests: [none]\nfiles:\n  - { template: Model.swift.stencil, output: \"{{ module }}/{{ entity.name }}.swift\", owner: generator, kind: source }\n"
        )
        try sandbox.write("Plain/Model.swift.stencil", "struct {{ entity.name }} {}\n")
        let result = try sandbox.run("templates", "validate", "Plain", "--no-swiftc")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("swiftc not run; no problems\n"), "\(result.stdout)")
    }

    /// Rendered Swift the compiler would take hours to read (brackets nested 60 deep) stops
    /// it at the time limit; the run ends with an error, and leaves no compiler running.
    @Test func validateStopsACompilerThatTakesTooLong() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Slow/manifest.yml",
            "name: slow\nsummary: a file the compiler is slow to read\nui: [none]\ntests: [none]\nfiles:\n  - { template: Slow.swift.stencil, output: \"{{ module }}/Slow.swift\", owner: generator, kind: source }\n"
        )
        try sandbox.write(
            "Slow/Slow.swift.stencil",
            "let x = " + String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
                + "\n")
        let result = try sandbox.run(
            environment: ["VIPER_GEN_SWIFTC_TIMEOUT": "3"], "templates", "validate", "Slow")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("seconds over the rendered samples and was stopped"),
            "\(result.stderr)")
    }

    /// A template the check refuses is reported and not rendered: its renders would say the
    /// same again (here one that crosses the step limit in every sample and flavour).
    @Test func validateDoesNotRenderATemplateTheCheckRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Heavy/manifest.yml",
            "name: heavy\nsummary: a template that is wrong and slow\nui: [none]\ntests: [none]\nfiles:\n  - { template: Heavy.swift.stencil, output: \"{{ module }}/Heavy.swift\", owner: generator, kind: source }\n"
        )
        let loops =
            (0..<12).map { "{% for v\($0) in 0...9 %}" }.joined() + "{{ nam }}"
            + String(repeating: "{% endfor %}", count: 12)
        try sandbox.write("Heavy/Heavy.swift.stencil", loops + "\n")
        let result = try sandbox.run("templates", "validate", "Heavy", "--no-swiftc")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Heavy/Heavy.swift.stencil:1:255: error: undefined variable 'nam'"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("takes more than"), "\(result.stderr)")
    }

    @Test func validateReportsEveryProblemAtItsTemplateLine() throws {
        let sandbox = try Sandbox()
        // In a subfolder named after a set, the files replace that set's only.
        try sandbox.write(
            "Bad/viper/Entity.swift.stencil",
            "import Foundation\n\n/// {{ entity.nam }}\nstruct {{ entity.name|lowerFrist }} {}\n")
        try sandbox.write(
            "Bad/viper/RouterProtocol.swift.stencil", "{% if hasRoutes %}\nenum X {\n")
        try sandbox.write(
            "Bad/viper/Router.swift.stencil",
            "final class {{ module }}Router {\n    func go( {\n    }\n}\n")
        let result = try sandbox.run("templates", "validate", "Bad")
        #expect(result.status == 2)
        var expected = [
            "Bad/viper/Entity.swift.stencil:3:5: error: undefined variable 'entity.nam': 'entity' has no 'nam'; did you mean 'entity.name'?",
            "Bad/viper/Entity.swift.stencil:4:8: error: unknown filter 'lowerFrist'; did you mean 'lowerFirst'?",
            "Bad/viper/RouterProtocol.swift.stencil:1:1: error: `endif` was not found.",
        ]
        if result.stdout.contains("parsed by swiftc") {
            expected.insert(
                "Bad/viper/Router.swift.stencil:2:1: error: swiftc -parse: expected parameter name followed by ':' (in Sample/SampleRouter.swift, rendered for sample 'Sample', ui uikit, tests swift-testing)",
                at: 2
            )
        }
        #expect(result.stderr == expected.joined(separator: "\n") + "\n")
        #expect(result.stdout.hasPrefix("'viper': "))
        #expect(result.stdout.hasSuffix("; \(expected.count) errors\n"))

        // At the top of the folder, they replace the file of that name in every set.
        try sandbox.write("Everywhere/Entity.swift.stencil", "struct {{ entity.nam }} {}\n")
        let everywhere = try sandbox.run("templates", "validate", "Everywhere", "--no-swiftc")
        #expect(everywhere.status == 2)
        #expect(
            everywhere.stdout.hasPrefix("'clean-swift', 'mvc', 'mvp', 'mvvm', 'mvvm-c', 'viper': "))
        #expect(
            everywhere.stderr
                == "Everywhere/Entity.swift.stencil:1:8: error: undefined variable 'entity.nam': 'entity' has no 'nam'; did you mean 'entity.name'?\n"
        )

        try sandbox.write("Typo/Presentr.swift.stencil", "x\n")
        let typo = try sandbox.run("templates", "validate", "Typo")
        #expect(typo.status == 2)
        #expect(
            typo.stderr
                == "Typo/Presentr.swift.stencil: error: 'Presentr.swift.stencil' replaces no template of any set; did you mean 'Presenter.swift.stencil'?\n"
        )
    }

    /// With swiftc, validate type-checks what the templates write, screens included, against
    /// the UIKit and SwiftUI API surface it carries: a misspelt name in a view controller is an
    /// error at its template line, and UIKit or SwiftUI API the surface leaves out a warning.
    @Test func validateTypeChecksTheScreensAtTheirTemplateLines() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("templates", "export", "viper", "Built-in").status == 0)
        let controller = try sandbox.read("Built-in/ViewController.swift.stencil")
        let alert = "            guard presentedViewController == nil else { return }\n"
        let load = "            super.viewDidLoad()\n"
        #expect(controller.contains(alert) && controller.contains(load))
        try sandbox.write(
            "House/viper/ViewController.swift.stencil",
            controller.replacingOccurrences(
                of: alert,
                with: alert.replacingOccurrences(of: "ViewController", with: "ViewControler")
            )
            .replacingOccurrences(
                of: load, with: load + "            view.addSubview(UITableView())\n")
        )
        let result = try sandbox.run("templates", "validate", "House")
        guard result.stdout.contains("modules type-checked") else { return }  // no swiftc here
        let line = { (text: String) in
            controller[..<controller.range(of: text)!.lowerBound].filter { $0 == "\n" }.count + 1
        }
        let alertLine = line(alert) + 1  // the line added above it moves it down one
        let loadLine = line(load) + 1
        let place =
            "(in Sample/SampleViewController.swift, rendered for sample 'Sample', ui uikit, tests swift-testing)"
        let surface =
            "if that is UIKit or SwiftUI API, only Xcode can check it: viper-gen's API surface declares what the built-in templates use"
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                House/viper/ViewController.swift.stencil:\(loadLine):1: warning: swiftc -typecheck: cannot find 'view' in scope \(place); \(surface)
                House/viper/ViewController.swift.stencil:\(loadLine):1: warning: swiftc -typecheck: cannot find 'UITableView' in scope \(place); \(surface)
                House/viper/ViewController.swift.stencil:\(alertLine):1: error: swiftc -typecheck: cannot find 'presentedViewControler' in scope; did you mean 'presentedViewController'? \(place)

                """
        )
        #expect(result.stdout.hasSuffix(" modules type-checked; 1 error\n"))
    }

    @Test func anUndefinedVariableStopsGenerationBeforeAnythingIsWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "House/Interactor.swift.stencil",
            "final class {{ module }}Interactor {\n    let {{ entity.varible }}: Int\n}\n")
        let result = try sandbox.run("new", "Cars", "--templates", "House")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "House/Interactor.swift.stencil:2:9: error: undefined variable 'entity.varible': 'entity' has no 'varible'; did you mean 'entity.variable'?\n"
        )
        #expect(try sandbox.contents() == ["House", "House/Interactor.swift.stencil"])
    }

    @Test func manifestMistakesAreLocated() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Broken/manifest.yml",
            """
            name: broken
            base: vipr
            files:
              - { template: Missing.stencil, output: "x.swift", owner: generator, kind: source }
            """
        )
        let base = try sandbox.run("templates", "validate", "Broken")
        #expect(base.status == 2)
        #expect(
            base.stderr
                == "Broken/manifest.yml:2:7: error: unknown base set 'vipr'; did you mean 'viper'?\n"
        )

        try sandbox.write(
            "Broken/manifest.yml",
            """
            name: broken
            files:
              - { template: Missing.stencil, output: "x.swift", owner: generator, kind: sources }
              - { template: Missing.stencil, output: "x.swift", owner: generator, kind: source }
            """
        )
        let missing = try sandbox.run("templates", "validate", "Broken")
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "Broken/manifest.yml:3:77: error: 'sources' is not a valid 'kind'; did you mean 'source'?\n"
        )

        try sandbox.write(
            "Broken/manifest.yml",
            "name: broken\nfiles:\n  - { template: Missing.stencil, output: x.swift, owner: user, kind: source }\n"
        )
        let absent = try sandbox.run("templates", "validate", "Broken")
        #expect(
            absent.stderr
                == "Broken/manifest.yml:3:5: error: template 'Missing.stencil' is not in 'Broken'\n"
        )
    }

    @Test func noTemplateCanWriteOutsideTheRoots() throws {
        let sandbox = try Sandbox()
        for (index, output) in [
            "../{{ module }}.swift", "/tmp/{{ module }}.swift", "{{ module }}/../../x.swift",
        ].enumerated() {
            try sandbox.write(
                "Escape\(index)/manifest.yml",
                "name: escape\nbase: viper\nfiles:\n  - { template: Entity.swift.stencil, output: \"\(output)\", owner: generator, kind: source }\n"
            )
            let result = try sandbox.run(
                "new", "Cars", "--templates", "Escape\(index)", "-a", "escape", "-o", "Sources")
            #expect(result.status == 2, "\(output)")
            #expect(
                result.stderr.hasPrefix("Escape\(index)/manifest.yml:4:5: error: output path "),
                "\(result.stderr)")
            #expect(!sandbox.exists("Sources"), "\(output)")
        }
    }

    @Test func templatesCannotReadOutsideTheirFolder() throws {
        let sandbox = try Sandbox()
        try sandbox.write("secret.stencil", "SECRET\n")
        try sandbox.write("House/Router.swift.stencil", "{% include \"../secret.stencil\" %}\n")
        let include = try sandbox.run("new", "Cars", "--templates", "House")
        #expect(include.status == 2)
        #expect(
            include.stderr
                == "House/Router.swift.stencil:1:1: error: no template '../secret.stencil' in this set; an include names a template by its path inside the set\n"
        )
        #expect(!include.stderr.contains("SECRET"))
        #expect(!sandbox.exists("Cars"))

        let linked = try Sandbox()
        try linked.write("secret.stencil", "SECRET\n")
        try FileManager.default.createDirectory(
            at: linked.url.appending(path: "House"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: linked.url.appending(path: "House/Router.swift.stencil"),
            withDestinationURL: linked.url.appending(path: "secret.stencil")
        )
        let link = try linked.run("new", "Cars", "--templates", "House")
        #expect(link.status == 2)
        #expect(
            link.stderr
                == "House/Router.swift.stencil: error: a symbolic link that leads outside the templates folder\n"
        )
        #expect(!linked.exists("Cars"))
    }

    /// A set holds up to 1,000 templates besides its manifest, which is not one of them.
    @Test func aSetHoldsAThousandTemplatesAndItsManifest() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Big/manifest.yml",
            "name: big\nbase: viper\nfiles:\n  - { template: Entity.swift.stencil, output: \"{{ module }}/{{ module }}.swift\", owner: generator, kind: source }\n"
        )
        try sandbox.write("Big/Entity.swift.stencil", "// {{ module }}\n")
        for index in 1...999 { try sandbox.write("Big/p\(index).stencil", "x") }
        let thousand = try sandbox.run(
            "new", "Cars", "--templates", "Big", "-a", "big", "--dry-run")
        #expect(thousand.status == 0, "\(thousand.stderr)")

        try sandbox.write("Big/p1000.stencil", "x")
        let more = try sandbox.run("new", "Cars", "--templates", "Big", "-a", "big", "--dry-run")
        #expect(more.status == 2)
        #expect(more.stderr == "Big: error: more than 1000 template files\n")
    }

    @Test func aMissingTemplatesFolderIsReportedWhereItWasNamed() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "project: Shop\ntemplates:\n  - Templates\n")
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == ".viper-gen.yml:3:5: error: templates folder 'Templates' does not exist\n")

        let cli = try sandbox.run("new", "Cars", "--templates", "Nowhere")
        #expect(cli.stderr == "error: templates folder 'Nowhere' does not exist\n")
    }
}
