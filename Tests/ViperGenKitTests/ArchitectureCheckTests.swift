import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// `check-architecture`: the rules of each built-in set hold on what the set generates, in
/// every flavour, and find what is injected at its line and column.
@Suite struct ArchitectureCheckTests {
    /// A folder of its own for each test, removed after it.
    final class Folder: TestFolder {
        init() throws { try super.init(suite: "ArchitectureCheckTests") }

        /// Adds `line` at the end of the file; returns its line number.
        @discardableResult
        func append(_ line: String, to path: String) throws -> Int {
            var text = try read(path)
            if !text.hasSuffix("\n") { text += "\n" }
            try write(path, text + line + "\n")
            return text.split(separator: "\n", omittingEmptySubsequences: false).count
        }

        /// Puts `line` first in the file.
        func prepend(_ line: String, to path: String) throws {
            try write(path, line + "\n" + read(path))
        }

        /// Writes module `name` of `set` with `new` (sources in Sources/, tests in Tests/).
        func new(
            _ name: String, set: String, ui: UIFlavor = .uikit,
            tests: TestFramework = .swiftTesting, spec: String? = nil
        ) throws {
            var flags = RunFlags()
            flags.output = "Sources"
            flags.testsOutput = "Tests"
            flags.architecture = set
            flags.ui = ui
            flags.tests = tests
            if let spec { try write("\(name).yml", spec) }
            _ = try ModuleRun.new(
                name: name, spec: spec == nil ? nil : "\(name).yml", flags: flags,
                workspace: workspace, report: { _ in })
        }

        /// `check-architecture` on `paths` (default: every spec under Sources).
        func check(_ paths: [String] = ["Sources"], templates: [String] = []) throws
            -> ArchitectureOutcome
        {
            var flags = RunFlags()
            flags.output = "Sources"
            flags.testsOutput = "Tests"
            flags.templateFolders = templates
            return try ModuleRun.checkArchitecture(
                paths: paths, flags: flags, workspace: workspace, report: { _ in })
        }
    }

    static let sets = ["viper", "clean-swift", "mvvm-c", "mvp", "mvvm", "mvc"]

    /// Every set in every flavour: a module `new` writes, with routes of each kind, has no
    /// finding.
    @Test(arguments: sets)
    func aGeneratedModuleOfEveryFlavourIsClean(_ set: String) throws {
        for ui in UIFlavor.allCases {
            for tests in TestFramework.allCases {
                let folder = try Folder()
                let spec = """
                    module: Cars
                    architecture: \(set)
                    entity: { name: Car, properties: { id: String, make: String } }
                    useCases:
                      - getCars() async throws -> [Car]
                    routes:
                      - showCarDetail(for viewModel: CarViewModel)
                      - dismiss()

                    """
                try folder.new("Cars", set: set, ui: ui, tests: tests, spec: spec)
                try folder.new("Garage", set: set, ui: ui, tests: tests)
                let outcome = try folder.check(["Cars.yml", "Sources"])
                #expect(
                    outcome.findings.isEmpty,
                    "\(set) \(ui) \(tests): \(outcome.findings.map(\.description))")
                #expect(outcome.modules == 2)
            }
        }
    }

    /// The reference trees, each the output of one spec or of a folder case's specs checked
    /// together: no finding in any module.
    @Test func everyReferenceCaseIsClean() throws {
        for name in Fixtures.caseNames {
            let folder = try Folder()
            var flags = RunFlags()
            flags.output = Fixtures.expected(name).appending(path: "Sources").path
            flags.testsOutput = Fixtures.expected(name).appending(path: "Tests").path
            flags.target = name
            let specs = Fixtures.specs(ofCase: name)
            let outcome = try ModuleRun.checkArchitecture(
                paths: specs.map(\.url.path), flags: flags, workspace: folder.workspace,
                report: { _ in })
            #expect(outcome.findings.isEmpty, "\(name): \(outcome.findings.map(\.description))")
            #expect(outcome.files > 0, "\(name)")
            #expect(outcome.modules == specs.count, "\(name)")
        }
    }

    /// One injected reference and one injected import per set, each found at its line and
    /// column with the set's reason; the same names in comments and strings are no finding.
    @Test(
        arguments: [
            (
                "viper", "Cars/CarsViewController.swift", "let injected = CarsInteractor()", 16,
                "CarsViewController references CarsInteractor: in viper a view talks only to its presenter",
                "Cars/CarsInteractor.swift",
                "CarsInteractor imports UIKit: in viper entities, view models, interactors, services and presenters import no UI framework"
            ),
            (
                "clean-swift", "Cars/CarsPresenter.swift",
                "let injected: (any CarsBusinessLogic)? = nil", 20,
                "CarsPresenter references CarsBusinessLogic: in clean-swift a presenter passes its view models to the view controller only, never back to the interactor",
                "Cars/CarsWorker.swift",
                "CarsWorker imports UIKit: in clean-swift entities, models, interactors, presenters and workers import no UI framework"
            ),
            (
                "mvvm-c", "Cars/Domain/CarsUseCase.swift",
                "let injected: CarsCoordinator? = nil", 15,
                "CarsUseCase references CarsCoordinator: in mvvm-c the domain layer never references the application or platform layers",
                "Cars/Platform/CarsRepository.swift",
                "CarsRepository imports UIKit: in mvvm-c the domain and platform layers and the view models import no UI framework"
            ),
            (
                "mvp", "Cars/CarsPresenter.swift", "let injected: CarsRouter? = nil", 15,
                "CarsPresenter references CarsRouter: in mvp a presenter knows its view and its navigation only through their protocols",
                "Cars/CarsPresenter.swift",
                "CarsPresenter imports UIKit: in mvp entities, view models, presenters, models and the view and navigator protocols import no UI framework"
            ),
            (
                "mvvm", "Cars/CarsViewModel.swift", "let injected: CarsViewController? = nil", 15,
                "CarsViewModel references CarsViewController: in mvvm a view model knows neither its view nor its router, only the navigator protocol",
                "Cars/CarsViewModel.swift",
                "CarsViewModel imports UIKit: in mvvm entities, view models, services and the navigator protocol import no UI framework"
            ),
            (
                "mvc", "Cars/CarsStore.swift", "let injected: CarsViewController? = nil", 15,
                "CarsStore references CarsViewController: in mvc the store holds the screen's state and knows nothing of its views",
                "Cars/CarsStore.swift",
                "CarsStore imports UIKit: in mvc entities, view models, stores and services import no UI framework"
            ),
        ])
    func injectedViolationsAreFoundAtTheirLineAndColumn(
        _ set: String, _ file: String, _ reference: String, _ column: Int, _ message: String,
        _ importFile: String, _ importMessage: String
    ) throws {
        let folder = try Folder()
        try folder.new("Cars", set: set)
        #expect(try folder.check().findings.isEmpty)
        try folder.append("// \(reference)", to: "Sources/\(file)")
        try folder.append("let text = \"\(reference)\"", to: "Sources/\(file)")
        let line = try folder.append(reference, to: "Sources/\(file)")
        try folder.prepend("import UIKit", to: "Sources/\(importFile)")
        // The import moves the reference down a line when both are in one file.
        let expectedLine = file == importFile ? line + 1 : line
        let findings = try folder.check().findings
        #expect(
            findings.map(\.description).sorted()
                == [
                    "Sources/\(importFile):1:8: error: \(importMessage)",
                    "Sources/\(file):\(expectedLine):\(column): error: \(message)",
                ].sorted())
    }

    /// A module reaches another through its builder; its interactor is another module's own.
    @Test func aModuleReachesAnotherOnlyThroughItsBuilder() throws {
        let folder = try Folder()
        try folder.new("Cars", set: "viper")
        try folder.new("Garage", set: "viper")
        try folder.append("let fine = GarageBuilder.self", to: "Sources/Cars/CarsRouter.swift")
        let line = try folder.append(
            "let other = GarageInteractor()", to: "Sources/Cars/CarsPresenter.swift")
        #expect(
            try folder.check().findings.map(\.description) == [
                "Sources/Cars/CarsPresenter.swift:\(line):13: error: CarsPresenter references GarageInteractor of the module Garage: in viper a module reaches another only through its builder, from its router, builder or screen"
            ])
    }

    /// The built-in viper manifest with its `architecture:` replaced by `architecture`, as
    /// the custom set `strict` (or, without `architecture`, with none of its own).
    static func customSet(in folder: Folder, architecture: String?) throws {
        let builtin = try String(
            contentsOf: Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appending(path: "Templates/viper/manifest.yml"),
            encoding: .utf8)
        guard let start = builtin.range(of: "\n# What `check-architecture` checks") else {
            Issue.record("the viper manifest has no architecture section")
            return
        }
        let manifest =
            builtin[..<start.lowerBound].replacingOccurrences(
                of: "name: viper\n", with: "name: strict\nbase: viper\n") + "\n"
            + (architecture ?? "")
        try folder.write("Templates/strict/manifest.yml", manifest)
    }

    /// A custom set's own rules are the ones checked.
    @Test func aCustomSetBringsItsOwnRules() throws {
        let folder = try Folder()
        try Self.customSet(
            in: folder,
            architecture: """
                architecture:
                  roles:
                    presenter: ["{{ module }}Presenter"]
                    router: ["{{ module }}RouterProtocol"]
                  rules:
                    - roles: presenter
                      mustNotReference: [router]
                      because: presenters here do not navigate

                """)
        var flags = RunFlags()
        flags.output = "Sources"
        flags.testsOutput = "Tests"
        flags.architecture = "strict"
        flags.templateFolders = ["Templates/strict"]
        _ = try ModuleRun.new(
            name: "Cars", spec: nil, flags: flags, workspace: folder.workspace, report: { _ in })
        let text = try folder.read("Sources/Cars/CarsPresenter.swift")
        var expected: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        {
            var rest = line[...]
            while let found = rest.range(of: "CarsRouterProtocol") {
                let column = line.distance(from: line.startIndex, to: found.lowerBound) + 1
                expected.append(
                    "Sources/Cars/CarsPresenter.swift:\(index + 1):\(column): error: CarsPresenter references CarsRouterProtocol: in strict presenters here do not navigate"
                )
                rest = line[found.upperBound...]
            }
        }
        #expect(!expected.isEmpty)
        #expect(
            try folder.check(templates: ["Templates/strict"]).findings.map(\.description)
                == expected)
    }

    /// A custom set that states no rules keeps its base's.
    @Test func aCustomSetWithoutRulesKeepsItsBases() throws {
        let folder = try Folder()
        try Self.customSet(in: folder, architecture: nil)
        var flags = RunFlags()
        flags.output = "Sources"
        flags.testsOutput = "Tests"
        flags.architecture = "strict"
        flags.templateFolders = ["Templates/strict"]
        _ = try ModuleRun.new(
            name: "Cars", spec: nil, flags: flags, workspace: folder.workspace, report: { _ in })
        let line = try folder.append(
            "let injected = CarsInteractor()", to: "Sources/Cars/CarsViewController.swift")
        #expect(
            try folder.check(templates: ["Templates/strict"]).findings.map(\.description) == [
                "Sources/Cars/CarsViewController.swift:\(line):16: error: CarsViewController references CarsInteractor: in strict a view talks only to its presenter"
            ])
    }

    /// A bad `architecture:` is reported where it is written, every problem at once.
    @Test func aBadArchitectureSectionIsLocated() throws {
        let manifest = """
            name: strict
            files: []
            architecture:
              roles:
                view: ["{{ module }}View"]
              rules:
                - roles: vew
                  mustNotReference: [view]
                  because: a typo
                - roles: view
                  because: nothing to check
              otherModules:
                mayReference: [view]
              colour: blue

            """
        #expect {
            try TemplateManifest.parse(Data(manifest.utf8), path: "manifest.yml")
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.description).sorted() == [
                "manifest.yml:10:7: error: an architecture rule needs 'mayReference', 'mustNotReference' or 'mustNotImport'",
                "manifest.yml:12:3: error: 'architecture: otherModules' needs 'mayReference' and 'because'",
                "manifest.yml:14:3: error: unknown key 'colour' in 'architecture'; expected one of: roles, rules, otherModules",
                "manifest.yml:7:14: error: unknown role 'vew'; did you mean 'view'?",
            ]
        }
    }

    /// `architectureRules: true` makes `generate --check` fail on a finding; without it the
    /// check is the files' only.
    @Test func theConfigOptInMakesGenerateCheckRunTheRules() throws {
        let folder = try Folder()
        try folder.new("Cars", set: "viper")
        try folder.append(
            "let injected = CarsInteractor()", to: "Sources/Cars/CarsViewController.swift")
        for optIn in [false, true] {
            try folder.write(
                ".viper-gen.yml",
                "output: Sources\ntestsOutput: Tests\nmodules: ['Sources/**/*.yml']\narchitectureRules: \(optIn)\n"
            )
            let outcome = try ModuleRun.generate(
                paths: [], check: true, flags: RunFlags(), workspace: folder.workspace,
                report: { _ in })
            #expect(outcome.check?.drifted == false)
            #expect(outcome.check?.architectureFindings.count == (optIn ? 1 : 0))
            #expect(outcome.exitCode == (optIn ? 1 : 0))
        }
    }

    /// Random batches of every set, shared entities and standard-type nouns included, half
    /// their modules' placeholders filled in as a user would: no finding. (Seed 4 has an mvp
    /// module Progress, whose `ProgressView` other screens' SwiftUI `ProgressView` is not.)
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomBatchesAreClean(_ seed: UInt64) throws {
        let folder = try Folder()
        let batch = folder.url.appending(path: "Batch")
        try RandomSpecs.write(seed: seed, count: 12, into: batch, fillingPlaceholders: true)
        var flags = RunFlags()
        flags.output = "Batch/Sources/RandomApp"
        flags.testsOutput = "Batch/Tests/RandomAppTests"
        flags.target = "RandomApp"
        let outcome = try ModuleRun.checkArchitecture(
            paths: ["Batch/Specs"], flags: flags, workspace: folder.workspace, report: { _ in })
        #expect(outcome.modules == 12)
        #expect(
            outcome.findings.isEmpty,
            "seed \(seed): \(outcome.findings.map(\.description).joined(separator: "\n"))")
    }

    /// With the opt-in, a module not generated yet is drift for `generate --check`, as without
    /// it, not an error; `check-architecture` says to generate it first.
    @Test func aModuleNotGeneratedYetIsDriftForGenerateCheck() throws {
        let folder = try Folder()
        try folder.write("Sources/Cars/Cars.yml", "module: Cars\n")
        try folder.write(
            ".viper-gen.yml",
            "output: Sources\ntestsOutput: Tests\nmodules: ['Sources/**/*.yml']\narchitectureRules: true\n"
        )
        let outcome = try ModuleRun.generate(
            paths: [], check: true, flags: RunFlags(), workspace: folder.workspace,
            report: { _ in })
        #expect(outcome.check?.drifted == true)
        #expect(outcome.check?.architectureFindings.isEmpty == true)
        #expect(outcome.exitCode == 1)
        #expect {
            try folder.check([])
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.description) == [
                "Sources/Cars/Cars.yml:1:9: error: module 'Cars' has no Swift file in 'Sources/Cars'; run 'viper-gen generate' first"
            ]
        }
    }

    /// What counts as a reference and an import: code only, each occurrence at its place;
    /// `import struct UIKit.UIView` imports UIKit; a name qualified by an imported module is
    /// the module's; a file with no role's type is checked only against other modules; a
    /// framework's type (`ProgressView`) in a file that does not import the framework is the
    /// app module's, and named through the framework never is.
    @Test func referencesAndImportsAreTheCodesOnly() {
        func roles(_ module: String, set: String = "viper") -> ModuleRoles {
            ModuleRoles(
                module: module, set: set,
                rules: ArchitectureRules(
                    roles: [],
                    rules: [
                        ArchitectureRules.Rule(
                            roles: ["view"], mustNotReference: ["interactor"],
                            mustNotImport: ["UIKit"], because: "a view talks only to its presenter",
                            location: SourceLocation(file: "m.yml", line: 1, column: 1))
                    ],
                    otherModules: ArchitectureRules.OtherModules(
                        mayReference: ["builder"], because: "others use the builder")),
                roleOfType: [
                    "\(module)View": "view", "\(module)Interactor": "interactor",
                    "\(module)Builder": "builder",
                ])
        }
        let cars = roles("Cars")
        let others = ArchitectureCheck.typesByName([cars, roles("Progress")])
        let view = """
            import struct UIKit.UIView
            /* CarsInteractor */ final class CarsView { // CarsInteractor
                let text = "CarsInteractor \\(1)"
                let pattern = /CarsInteractor/
                let `import` = 1
                let interactor = CarsInteractor(); let again: CarsInteractor
                let fine = ProgressBuilder.self
                let bad = ProgressInteractor.self
                let framework = SwiftUI.ProgressView()
                let app = ProgressView()
            }
            """
        #expect(
            ArchitectureCheck.findings(
                in: ArchitectureFile(display: "CarsView.swift", text: view), of: cars,
                others: others
            ).map(\.description) == [
                "CarsView.swift:1:15: error: CarsView imports UIKit: in viper a view talks only to its presenter",
                "CarsView.swift:6:22: error: CarsView references CarsInteractor: in viper a view talks only to its presenter",
                "CarsView.swift:6:51: error: CarsView references CarsInteractor: in viper a view talks only to its presenter",
                "CarsView.swift:8:15: error: CarsView references ProgressInteractor of the module Progress: in viper others use the builder",
                "CarsView.swift:10:15: error: CarsView references ProgressView of the module Progress: in viper others use the builder",
            ])
        let helper =
            "import UIKit\nstruct CarsCell { let i = CarsInteractor(); let p = ProgressInteractor() }\n"
        #expect(
            ArchitectureCheck.findings(
                in: ArchitectureFile(display: "CarsCell.swift", text: helper), of: cars,
                others: others
            ).map(\.description) == [
                "CarsCell.swift:2:53: error: CarsCell references ProgressInteractor of the module Progress: in viper others use the builder"
            ])
    }

    /// Each top-level declaration is judged by the role of the type it declares or extends:
    /// an entity's extension at the top of the presenter's file makes neither the presenter
    /// an entity nor the entity a presenter, and an interactor's extension there is checked
    /// as the interactor.
    @Test func aRoleIsPerDeclaration() throws {
        let folder = try Folder()
        try folder.new("Cars", set: "viper")
        let file = "Sources/Cars/CarsPresenter.swift"
        try folder.prepend("extension Car { var title: String { id } }", to: file)
        let line = try folder.append(
            "extension CarsInteractor { func show(_ view: CarsView) {} }", to: file)
        let found1 = try folder.check().findings.map(\.description)
        #expect(
            found1 == [
                "\(file):\(line):46: error: CarsInteractor references CarsView: in viper an interactor never references its presenter, router or view"
            ])
    }

    /// A type the module's own files declare is the module's, whatever another module's
    /// roles would call it: `CarService` in Cars is not module Car's service.
    @Test func namesTheModuleDeclaresAreItsOwn() throws {
        let folder = try Folder()
        try folder.new(
            "Car", set: "viper",
            spec:
                "module: Car\narchitecture: viper\nentity: { name: Vehicle, properties: { id: String } }\n"
        )
        try folder.new("Cars", set: "viper")
        try folder.write(
            "Sources/Cars/CarService.swift",
            "final class CarService: CarsServiceProtocol {}\nlet shared = CarService()\n")
        #expect(try folder.check(["Car.yml", "Sources"]).findings.map(\.description) == [])
    }

    /// A file that imports SwiftUI gets SwiftUI's `TabView`, not module Tab's, unless it
    /// names module Tab's through the module.
    @Test func aFrameworkTypeTheFileImportsIsTheFrameworks() throws {
        let folder = try Folder()
        try folder.new("Tab", set: "viper")
        try folder.new("Cars", set: "viper", ui: .swiftui)
        let file = "Sources/Cars/CarsScreen.swift"
        try folder.append(
            "struct CarsTabs: View { var body: some View { TabView { Text(\"a\") } } }", to: file)
        #expect(try folder.check().findings.map(\.description) == [])
        let line = try folder.append("let tab: (any Tab.TabView)? = nil", to: file)
        let found2 = try folder.check().findings.map(\.description)
        #expect(
            found2 == [
                "\(file):\(line):19: error: CarsScreen references TabView of the module Tab: in viper a module reaches another only through its builder, from its router, builder or screen"
            ])
    }

    /// A router (or builder, or SwiftUI screen) builds the module it opens with that
    /// module's service and router; an interactor or an entity may not name its builder.
    @Test func onlyWhatNavigatesReachesAnotherModulesEntryPoints() throws {
        let folder = try Folder()
        try folder.new("Cars", set: "viper")
        try folder.new("CarDetail", set: "viper")
        try folder.append(
            "extension CarsRouter { func open(_ service: any CarDetailServiceProtocol) { _ = CarDetailBuilder.build(service: service, router: CarDetailRouter()) } }",
            to: "Sources/Cars/CarsRouter.swift")
        #expect(try folder.check().findings.map(\.description) == [])
        let interactor = try folder.append(
            "extension CarsInteractor { var next: Any { CarDetailBuilder.self } }",
            to: "Sources/Cars/CarsInteractor.swift")
        let entity = try folder.append(
            "extension Car { static let next = CarDetailBuilder.self }",
            to: "Sources/Cars/CarsInteractor.swift")
        let because =
            "in viper a module reaches another only through its builder, from its router, builder or screen"
        let found3 = try folder.check().findings.map(\.description)
        #expect(
            found3 == [
                "Sources/Cars/CarsInteractor.swift:\(interactor):44: error: CarsInteractor references CarDetailBuilder of the module CarDetail: \(because)",
                "Sources/Cars/CarsInteractor.swift:\(entity):35: error: Car references CarDetailBuilder of the module CarDetail: \(because)",
            ])
    }

    /// A Clean Swift router passes data on to the next module's data store, as the VIP cycle
    /// does (`passDataToCarDetail(source:destination:)`); a presenter may not.
    @Test func aCleanSwiftRouterPassesDataToTheNextModulesDataStore() throws {
        let folder = try Folder()
        try folder.new("Cars", set: "clean-swift")
        try folder.new("CarDetail", set: "clean-swift")
        try folder.append(
            "extension CarsRouter { func passData(to destination: inout any CarDetailDataStore) {} }",
            to: "Sources/Cars/CarsRouter.swift")
        #expect(try folder.check().findings.map(\.description) == [])
        let line = try folder.append(
            "extension CarsPresenter { func peek(_ store: any CarsDataStore) {} }",
            to: "Sources/Cars/CarsPresenter.swift")
        #expect(
            try folder.check().findings.map(\.description) == [
                "Sources/Cars/CarsPresenter.swift:\(line):50: error: CarsPresenter references CarsDataStore: in clean-swift a presenter passes its view models to the view controller only, never back to the interactor"
            ])
    }

    /// A name with letters past ASCII is one name (`CarsViewÜbersicht` is not `CarsView`);
    /// the code of a string's interpolation is code; a name qualified by an app's module is
    /// checked.
    @Test func unicodeNamesInterpolationsAndModuleQualifiedNames() throws {
        let folder = try Folder()
        try folder.new("Cars", set: "viper")
        try folder.new("CarDetail", set: "viper")
        try folder.append("struct CarsViewÜbersicht {}", to: "Sources/Cars/CarsInteractor.swift")
        #expect(try folder.check().findings.map(\.description) == [])
        let file = "Sources/Cars/CarsViewController.swift"
        let plain = try folder.append("let label = \"cars: \\(CarsInteractor.self)\"", to: file)
        let raw = try folder.append(
            "let raw = #\"\\#(CarsService.self) \\(CarsBuilder.self)\"#", to: file)
        try folder.prepend("import CarDetail", to: "Sources/Cars/CarsPresenter.swift")
        let qualified = try folder.append(
            "let other = CarDetail.CarDetailInteractor.self", to: "Sources/Cars/CarsPresenter.swift"
        )
        let view = "in viper a view talks only to its presenter"
        let found4 = try folder.check().findings.map(\.description).sorted()
        #expect(
            found4
                == [
                    "Sources/Cars/CarsPresenter.swift:\(qualified):23: error: CarsPresenter references CarDetailInteractor of the module CarDetail: in viper a module reaches another only through its builder, from its router, builder or screen",
                    "\(file):\(plain):22: error: CarsViewController references CarsInteractor: \(view)",
                    "\(file):\(raw):16: error: CarsViewController references CarsService: \(view)",
                ].sorted())
    }

    /// A Swift file over 1 MiB (generated code) is skipped with a warning at its place; the
    /// module's other files are still checked.
    @Test func aFileTooLargeIsSkippedWithAWarning() throws {
        let folder = try Folder()
        try folder.new("Cars", set: "viper")
        try folder.write(
            "Sources/Cars/Generated.swift",
            String(repeating: "// generated code of a very large file\n", count: 30_000))
        let line = try folder.append(
            "let injected = CarsInteractor()", to: "Sources/Cars/CarsViewController.swift")
        let outcome = try folder.check()
        #expect(
            outcome.findings.map(\.description) == [
                "Sources/Cars/CarsViewController.swift:\(line):16: error: CarsViewController references CarsInteractor: in viper a view talks only to its presenter"
            ])
        #expect(
            outcome.notes.map(\.description) == [
                "Sources/Cars/Generated.swift:1:1: warning: this Swift file is 1170000 bytes; check-architecture reads files of at most 1048576 bytes and skipped it"
            ])
    }

    /// The subfolders of a module's folder are read too, but for one that holds a spec (another
    /// module's).
    @Test func subfoldersAreReadButNotAnotherModulesFolder() throws {
        let folder = try Folder()
        try folder.new("Cars", set: "viper")
        let files = try folder.check().files
        let extra = "extension CarsViewController { func more() { _ = CarsInteractor() } }"
        try folder.write("Sources/Cars/Extensions/CarsViewController+More.swift", extra + "\n")
        try folder.write("Sources/Cars/Legacy/Legacy.yml", "module: Legacy\n")
        try folder.write("Sources/Cars/Legacy/LegacyMore.swift", extra + "\n")
        let outcome = try folder.check(["Sources/Cars/Cars.yml"])
        #expect(
            outcome.findings.map(\.description) == [
                "Sources/Cars/Extensions/CarsViewController+More.swift:1:50: error: CarsViewController references CarsInteractor: in viper a view talks only to its presenter"
            ])
        #expect(outcome.files == files + 1)
    }

    /// A file where a module's folder should be is said at the spec's `module:`, in the words
    /// of a command that writes nothing.
    @Test func aFileWhereTheModuleFolderShouldBeIsLocated() throws {
        let folder = try Folder()
        try folder.new("Cars", set: "viper", spec: "module: Cars\narchitecture: viper\n")
        try FileManager.default.removeItem(at: folder.url.appending(path: "Sources/Cars"))
        try folder.write("Sources/Cars", "not a folder\n")
        do {
            _ = try folder.check(["Cars.yml"])
            Issue.record("no error")
        } catch {
            #expect(
                (error as? DiagnosticsError)?.diagnostics.map(\.description) == [
                    "Cars.yml:1:9: error: cannot check module 'Cars' where 'viper-gen generate' would write it: 'Sources/Cars/Car.swift': 'Sources/Cars' is a file, not a folder"
                ])
        }
    }
}
