import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// `adopt`: the round trip on viper-gen's own output (generate, take the spec and the merge
/// bases away, adopt, and get back an equivalent spec, a clean `generate --check` and the same
/// bases), and the reading of hand-written modules.
@Suite struct AdoptTests {
    final class Folder: TestFolder {
        init() throws { try super.init(suite: "AdoptTests") }

        /// Every file below `path`, keyed by its path below it.
        func files(below path: String) -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: Fixtures.files(below: url.appending(path: path)).map {
                    ($0.0, $0.1)
                })
        }

        func remove(_ path: String) throws {
            try FileManager.default.removeItem(at: url.appending(path: path))
        }

        /// The merge bases of `Sources` and `Tests`, each keyed by its path below the folder.
        func mergeBases() -> [String: String] {
            files(below: "Sources/.viper-gen/base").mapKeys { "Sources/" + $0 }
                .merging(files(below: "Tests/.viper-gen/base").mapKeys { "Tests/" + $0 }) {
                    a, _ in a
                }
        }
    }

    /// What a spec says, in the terms adopt must keep.
    struct Contracts: Equatable, CustomStringConvertible {
        var module: String
        var architecture: String
        var entity: String?
        var entityProperties: [String]
        var viewModel: String?
        var viewModelProperties: [String]
        var useCases: [String]
        /// Each with the module it opens (`-> CarDetail`).
        var routes: [String]
        var inputs: [String]
        var ui: String?
        var tests: String?
        var access: String?

        /// The spec's contracts once its defaults are applied, as the set renders them, an
        /// entity it shares (`entity: Car`) resolved from `shared`.
        init(_ spec: ModuleSpec, shared: SharedModels = .none) throws {
            let set = try TemplateSet.named(spec.architecture?.value ?? "viper", location: nil)
            let module = try ModuleResolver.resolve(
                spec, options: GenerationOptions(target: "App"),
                viewModelSuffix: set.manifest.viewModelSuffix, shared: shared)
            self.module = module.name
            architecture = module.architecture
            entity = module.entityName
            entityProperties = module.entityProperties.map { "\($0.name): \($0.type)" }
            viewModel = module.viewModelName
            viewModelProperties = module.viewModelProperties.map {
                "\($0.name): \($0.type) from \($0.source ?? "-")"
            }
            let nouns = UseCaseNaming.displayNouns(for: module.useCases)
            useCases = zip(module.useCases, nouns).map { "\($0.description) as \($1)" }
            routes = zip(module.routes, spec.routes ?? []).map { route, written in
                route.description + (written.value.destination.map { " -> \($0.value)" } ?? "")
            }
            inputs = (spec.inputs ?? []).map { "\($0.name.value): \($0.type.value)" }
            ui = module.ui.rawValue
            tests = module.tests.rawValue
            access = module.access.rawValue
        }

        var description: String {
            "\(module) \(architecture) \(entity ?? "-") \(entityProperties) \(viewModel ?? "-") \(viewModelProperties) \(useCases) \(routes) inputs \(inputs) \(ui ?? "") \(tests ?? "") \(access ?? "")"
        }
    }

    /// Generates `yaml` in a folder of its own, takes the spec and the merge bases away, adopts
    /// the module, and checks what it gave back; returns the problems found.
    static func roundTrip(_ yaml: String, name: String) throws -> [String] {
        let original = try SpecParser.parse(Data(yaml.utf8), path: "\(name).yml")
        let module = original.module.value
        let (folder, paths, flags) = try generate(batch: [(module, yaml)])
        let specPath = paths[0]
        let bases = folder.mergeBases()
        try folder.remove(specPath)
        try? folder.remove("Sources/.viper-gen")
        try? folder.remove("Tests/.viper-gen")

        var problems: [String] = []
        let outcome = try ModuleAdoption.run(
            .init(
                moduleFolder: "Sources/\(module)", testsFolder: nil, specOutput: nil,
                flags: RunFlags()),
            workspace: folder.workspace, report: { _ in })
        if outcome.specDisplay != specPath {
            problems.append("\(name): spec written to \(outcome.specDisplay), not \(specPath)")
        }
        let adopted = try SpecParser.parse(Data(try folder.read(specPath).utf8), path: specPath)
        var (before, after) = (try Contracts(original), try Contracts(adopted))
        // mvc without a view layer writes its routes nowhere (see docs/commands.md, adopt).
        if before.architecture == "mvc", before.ui == "none" { before.routes = [] }
        if before != after {
            problems.append("\(name): the spec differs:\n  was     \(before)\n  adopted \(after)")
        }
        let check = try ModuleRun.generate(
            paths: [specPath], check: true, flags: flags, workspace: folder.workspace,
            report: { _ in })
        if check.check?.drifted != false {
            let drift = check.check?.drift.map(\.file.displayPath) ?? []
            problems.append("\(name): generate --check finds drift in \(drift)")
        }
        let adoptedBases = folder.mergeBases()
        if adoptedBases != bases {
            let differing = Set(bases.keys).union(adoptedBases.keys).filter {
                bases[$0] != adoptedBases[$0]
            }
            problems.append("\(name): merge bases differ: \(differing.sorted())")
        }
        return problems
    }

    /// Generates the specs of `batch` together in one folder (`Sources/<Module>/<Module>.yml`
    /// each, as `new` writes them), then, one after the other, takes the spec and the merge
    /// bases of each module of `adopting` away and adopts it: the entity it shares comes from
    /// the spec beside it that declares it. Returns the problems found.
    static func roundTrip(
        batch: [(module: String, yaml: String)], adopting: [String], name: String,
        config: String? = nil
    ) throws -> [String] {
        let (folder, paths, flags) = try generate(batch: batch, config: config)
        var originals: [String: ModuleSpec] = [:]
        for ((module, yaml), path) in zip(batch, paths) {
            originals[module] = try SpecParser.parse(Data(yaml.utf8), path: path)
        }
        let written = folder.mergeBases()
        var generator = Generator(
            options: GenerationOptions(target: "App"),
            layout: OutputLayout(sources: "Sources", tests: "Tests"),
            workingDirectory: folder.url, force: false)
        _ = generator.declare(run: Array(originals.values), others: [])
        var problems: [String] = []
        for module in adopting {
            let specPath = "Sources/\(module)/\(module).yml"
            try folder.remove(specPath)
            try? folder.remove("Sources/.viper-gen/base/\(module)")
            try? folder.remove("Tests/.viper-gen/base/\(module)")
            let outcome = try ModuleAdoption.run(
                .init(
                    moduleFolder: "Sources/\(module)", testsFolder: nil, specOutput: nil,
                    flags: RunFlags()),
                workspace: folder.workspace, report: { _ in })
            if outcome.specDisplay != specPath {
                problems.append("\(name)/\(module): spec written to \(outcome.specDisplay)")
            }
            let adopted = try SpecParser.parse(
                Data(try folder.read(specPath).utf8), path: specPath)
            let original = try #require(originals[module])
            var (before, after) = (
                try Contracts(original, shared: generator.shared),
                try Contracts(adopted, shared: generator.shared)
            )
            // mvc without a view layer writes its routes nowhere (see docs/commands.md, adopt).
            if before.architecture == "mvc", before.ui == "none" { before.routes = [] }
            if before != after {
                problems.append(
                    "\(name)/\(module): the spec differs:\n  was     \(before)\n  adopted \(after)")
            }
            if (original.entity?.isShared == true) != (adopted.entity?.isShared == true) {
                problems.append("\(name)/\(module): shares no entity as its spec did")
            }
        }
        let check = try ModuleRun.generate(
            paths: paths, check: true, flags: flags, workspace: folder.workspace,
            report: { _ in })
        if check.check?.drifted != false {
            let drift = check.check?.drift.map(\.file.displayPath) ?? []
            problems.append("\(name): generate --check finds drift in \(drift)")
        }
        let adoptedBases = folder.mergeBases()
        if adoptedBases != written {
            let differing = Set(written.keys).union(adoptedBases.keys).filter {
                written[$0] != adoptedBases[$0]
            }
            problems.append("\(name): merge bases differ: \(differing.sorted())")
        }
        return problems
    }

    @Test(arguments: Fixtures.specNames)
    func roundTripsTheReferenceCase(_ name: String) throws {
        let yaml = try String(contentsOf: Fixtures.spec(name), encoding: .utf8)
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "\(name).yml")
        // A spec sharing another's entity is generated and adopted beside the one that
        // declares it (none of the reference cases shares one today).
        let problems =
            spec.entity?.isShared == true
            ? ["\(name): shares an entity; round-trip it with roundTrip(batch:)"]
            : try Self.roundTrip(yaml, name: name)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The seeds whose batch holds specs that share an entity (`entity: Car`).
    static let seedsThatShare: Set<UInt64> = [38, 3802]

    /// A batch generated in one folder, as its routes open each other's modules, and every
    /// module of it adopted in turn: inputs, routes that open a module and shared entities come
    /// back as they were.
    @Test(arguments: [UInt64(38), 3801, 3802])
    func roundTripsARandomBatch(seed: UInt64) throws {
        var random = RandomSpecs(seed: seed)
        let batch = random.batch(count: 12).map { (module: $0.module, yaml: $0.yaml) }
        let parsed = try batch.map {
            try SpecParser.parse(Data($0.yaml.utf8), path: "\($0.module).yml")
        }
        let sharing = parsed.filter { $0.entity?.isShared == true }.map(\.module.value)
        #expect(
            sharing.isEmpty != Self.seedsThatShare.contains(seed),
            "seed \(seed): \(sharing) share an entity")
        // The batch has what ties modules together, for the round trip to give it back.
        #expect(parsed.contains { !($0.inputs ?? []).isEmpty }, "seed \(seed): no inputs")
        #expect(
            parsed.contains { ($0.routes ?? []).contains { $0.value.destination != nil } },
            "seed \(seed): no route opens a module")
        let problems = try Self.roundTrip(
            batch: batch, adopting: batch.map(\.module), name: "\(seed)")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// A folder case: its specs generated together, then each module adopted in turn.
    @Test(arguments: Fixtures.folderCaseNames)
    func roundTripsTheFolderCase(_ name: String) throws {
        let batch = try Self.batch(ofCase: name)
        let problems = try Self.roundTrip(
            batch: batch, adopting: batch.map(\.module), name: name)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    static let sharingCars: [(module: String, yaml: String)] = [
        (
            "Cars",
            """
            module: Cars
            entity:
              name: Car
              properties: { id: String, make: String, model: String }
            useCases:
              - cars() async throws -> [Car]
            routes:
              - showCar(_ car: CarViewModel)

            """
        ),
        (
            "CarDetail",
            """
            module: CarDetail
            architecture: mvvm
            entity: Car
            useCases:
              - load(id: String) async throws -> Car
            routes:
              - close()

            """
        ),
        (
            "CarEdit",
            """
            module: CarEdit
            architecture: clean-swift
            entity: Car
            viewModel: { name: CarForm, properties: [make, note: String] }
            useCases:
              - save(_ car: Car) async throws
            tests: xctest

            """
        ),
    ]

    /// A module whose entity (and view model) another module declares: adopt finds the spec
    /// that declares it beside the module and writes `entity: Car`; the bases are rendered
    /// with that spec's entity, as `generate` renders them.
    @Test func adoptsAModuleThatSharesAnotherModulesEntity() throws {
        let problems = try Self.roundTrip(
            batch: Self.sharingCars, adopting: ["CarDetail", "CarEdit", "Cars"], name: "Cars")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// With a config whose `modules:` find the specs, as `generate` finds them.
    @Test func adoptsAModuleThatSharesAnEntityInAConfiguredProject() throws {
        let problems = try Self.roundTrip(
            batch: Self.sharingCars, adopting: ["CarEdit", "CarDetail"], name: "config",
            config: "output: Sources\ntestsOutput: Tests\ntarget: App\nmodules: [Sources/*/*.yml]\n"
        )
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The spec's header names the declaring spec along with its own where nothing else finds
    /// it (no config), so that the command it gives runs.
    @Test func theHeaderOfASharingSpecNamesTheSpecThatDeclaresItsEntity() throws {
        let folder = try Folder()
        for (module, yaml) in Self.sharingCars {
            try folder.write("Sources/\(module)/\(module).yml", yaml)
        }
        var flags = RunFlags()
        flags.output = "Sources"
        flags.testsOutput = "Tests"
        _ = try ModuleRun.generate(
            paths: Self.sharingCars.map { "Sources/\($0.module)/\($0.module).yml" }, check: false,
            flags: flags, workspace: folder.workspace, report: { _ in })
        try folder.remove("Sources/CarDetail/CarDetail.yml")
        let (outcome, spec) = try Self.adopt(folder, "CarDetail")
        #expect(spec.entity?.isShared == true)
        #expect(spec.entity?.name?.value == "Car")
        #expect(spec.viewModel == nil)
        #expect(
            outcome.specText.contains(
                "'viper-gen generate Sources/CarDetail/CarDetail.yml Sources/Cars/Cars.yml --output Sources"
            ), "\(outcome.specText)")
    }

    @Test(arguments: RandomSpecs.architectures)
    func roundTripsEveryFlavourOfTheSet(_ architecture: String) throws {
        let set = try TemplateSet.named(architecture, location: nil)
        var problems: [String] = []
        for ui in set.manifest.ui {
            for tests in set.manifest.tests {
                let yaml = """
                    module: Garage
                    architecture: \(architecture)
                    entity:
                      name: Vehicle
                      properties:
                        id: String
                        plate: String
                        seats: Int
                    viewModel:
                      name: VehicleRow
                      properties: [plate, subtitle: String]
                    useCases:
                      - vehicles(page: Int = 1) async throws -> [Vehicle]
                      - remove(_ vehicle: Vehicle) async throws
                    routes:
                      - showVehicle(_ row: VehicleRow, animated: Bool)
                      - close()
                    ui: \(ui.rawValue)
                    tests: \(tests.rawValue)

                    """
                problems += try Self.roundTrip(yaml, name: "\(architecture)/\(ui)/\(tests)")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    // MARK: - Hand-written modules

    /// Copies the hand-written module `name` of Fixtures/Adopt into `Sources/<name>` of a new
    /// folder.
    static func handWritten(_ name: String) throws -> Folder {
        let folder = try Folder()
        for (path, text) in Fixtures.files(below: Fixtures.root.appending(path: "Adopt/\(name)")) {
            try folder.write("Sources/" + path, text)
        }
        return folder
    }

    static func adopt(
        _ folder: Folder, _ module: String, architecture: String? = nil, dryRun: Bool = false
    ) throws -> (ModuleAdoption.Outcome, ModuleSpec) {
        var flags = RunFlags()
        flags.architecture = architecture
        flags.dryRun = dryRun
        let outcome = try ModuleAdoption.run(
            .init(
                moduleFolder: "Sources/\(module)", testsFolder: nil, specOutput: nil, flags: flags),
            workspace: folder.workspace, report: { _ in })
        let spec = try SpecParser.parse(Data(outcome.specText.utf8), path: outcome.specDisplay)
        return (outcome, spec)
    }

    /// Writes the specs of `batch` in a new folder, each at `Sources/<Module>/<Module>.yml` as
    /// `new` writes them, and generates them together: with `config` as the folder's
    /// `.viper-gen.yml`, else into `Sources` and `Tests`. Returns the folder, the specs' paths
    /// in `batch`'s order and the flags of the run.
    static func generate(
        batch: [(module: String, yaml: String)], config: String? = nil
    ) throws -> (folder: Folder, paths: [String], flags: RunFlags) {
        let folder = try Folder()
        var paths: [String] = []
        for (module, yaml) in batch {
            let path = "Sources/\(module)/\(module).yml"
            try folder.write(path, yaml)
            paths.append(path)
        }
        var flags = RunFlags()
        if let config {
            try folder.write(".viper-gen.yml", config)
        } else {
            flags.output = "Sources"
            flags.testsOutput = "Tests"
        }
        _ = try ModuleRun.generate(
            paths: paths, check: false, flags: flags, workspace: folder.workspace,
            report: { _ in })
        return (folder, paths, flags)
    }

    /// The specs of the folder case `name`, each with its module.
    static func batch(ofCase name: String) throws -> [(module: String, yaml: String)] {
        try Fixtures.specs(ofCase: name).map { spec in
            let yaml = try String(contentsOf: spec.url, encoding: .utf8)
            let parsed = try SpecParser.parse(Data(yaml.utf8), path: spec.displayPath)
            return (module: parsed.module.value, yaml: yaml)
        }
    }

    /// Generates the specs of the folder case `name` into `Sources/<Module>/`, then takes away
    /// the specs and merge bases of `removing`.
    static func generated(case name: String, removing: [String]) throws -> Folder {
        let folder = try generate(batch: batch(ofCase: name)).folder
        for module in removing {
            try folder.remove("Sources/\(module)/\(module).yml")
            try? folder.remove("Sources/.viper-gen/base/\(module)")
            try? folder.remove("Tests/.viper-gen/base/\(module)")
        }
        return folder
    }

    /// A route that opens a module no spec declares yet (a module of the app not adopted yet)
    /// keeps its route without `->`, with a warning at the route's declaration; the routes that
    /// open modules with specs, and the inputs, are kept.
    @Test func aRouteToAModuleWithNoSpecIsKeptWithoutWhatItOpens() throws {
        let folder = try Self.generated(
            case: "ViperRoutes", removing: ["CarDetail", "ServiceHistory"])

        let (outcome, spec) = try Self.adopt(folder, "CarDetail")

        let routes = (spec.routes ?? []).map {
            "\($0.value.name) -> \($0.value.destination?.value ?? "-")"
        }
        #expect(routes == ["showServiceHistory -> -", "showSimilarCar -> CarDetail"])
        #expect(spec.inputs?.map(\.name.value) == ["car"])
        let warning = try #require(
            outcome.warnings.first { $0.message.hasPrefix("'showServiceHistory' opens") })
        #expect(warning.message.contains("which no spec declares"), "\(warning.message)")
        #expect(warning.location?.file == "Sources/CarDetail/CarDetailRouterProtocol.swift")
        let declaration = try folder.read("Sources/CarDetail/CarDetailRouterProtocol.swift")
            .split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(warning.location?.line)
        #expect(declaration[line - 1].contains("func showServiceHistory("))
    }

    /// Adopts the module folders `modules` of `folder` in one run.
    static func adoptAll(_ folder: Folder, _ modules: [String]) throws -> [ModuleAdoption.Outcome] {
        var outcomes: [ModuleAdoption.Outcome] = []
        try ModuleAdoption.runAll(
            modules.map {
                .init(
                    moduleFolder: "Sources/\($0)", testsFolder: nil, specOutput: nil,
                    flags: RunFlags())
            }, workspace: folder.workspace, report: { _ in }, adopted: { outcomes.append($0) })
        return outcomes
    }

    /// Modules adopted in one run know each other's specs: a cycle of routes keeps every `->`,
    /// and a module that shares an entity may come before the one that declares it.
    @Test(arguments: ["ViperRoutes", "MVCRoutes", "SharedGarage"])
    func severalModulesAdoptedTogetherKeepWhatTiesThem(_ name: String) throws {
        let specs = try Fixtures.specs(ofCase: name).map { spec in
            try SpecParser.parse(
                Data(try String(contentsOf: spec.url, encoding: .utf8).utf8),
                path: spec.displayPath)
        }
        let modules = specs.map(\.module.value)
        let folder = try Self.generated(case: name, removing: modules)
        var generator = Generator(
            options: GenerationOptions(target: "App"),
            layout: OutputLayout(sources: "Sources", tests: "Tests"),
            workingDirectory: folder.url, force: false)
        _ = generator.declare(run: specs, others: [])

        // Sorted: CarDetail, which shares Garage's entity in SharedGarage, comes first.
        let outcomes = try Self.adoptAll(folder, modules.sorted())

        #expect(outcomes.map(\.module) == modules.sorted())
        for original in specs {
            let path = "Sources/\(original.module.value)/\(original.module.value).yml"
            let adopted = try SpecParser.parse(Data(try folder.read(path).utf8), path: path)
            #expect(
                try Contracts(adopted, shared: generator.shared)
                    == Contracts(original, shared: generator.shared))
        }
        var flags = RunFlags()
        flags.output = "Sources"
        flags.testsOutput = "Tests"
        let check = try ModuleRun.generate(
            paths: modules.map { "Sources/\($0)/\($0).yml" }, check: true, flags: flags,
            workspace: folder.workspace, report: { _ in })
        #expect(check.check?.drifted == false)
    }

    /// Of several folders, one whose Swift does not parse stops the whole run before anything
    /// is written, and says where; one that holds no module, or whose module has a spec, is
    /// skipped with a warning; the same folder twice is one; two folders of one module name, or
    /// one inside the other, are refused.
    @Test func aRunOfSeveralModulesWritesNothingWhenOneCannotBeRead() throws {
        let folder = try Self.generated(
            case: "ViperRoutes", removing: ["Garage", "CarDetail", "ServiceHistory"])
        try folder.write("Sources/Helpers/Helpers.swift", "func helper() {}\n")
        let broken = "Sources/ServiceHistory/Broken.swift"
        try folder.write(broken, "struct Broken {\n")

        let error = #expect(throws: DiagnosticsError.self) {
            _ = try Self.adoptAll(folder, ["Garage", "Helpers", "CarDetail", "ServiceHistory"])
        }
        #expect(error?.diagnostics.contains { $0.location?.file == broken } == true)
        #expect(error?.diagnostics.last?.message == "nothing was written")
        for module in ["Garage", "CarDetail"] {
            for path in ["Sources/\(module)/\(module).yml", "Sources/.viper-gen/base/\(module)"] {
                #expect(
                    !FileManager.default.fileExists(atPath: folder.url.appending(path: path).path))
            }
        }

        try folder.remove(broken)
        try folder.write(
            "Sources/ServiceHistory/ServiceHistory.yml",
            try Self.fixture("ViperRoutes", "ServiceHistory"))
        var warnings: [Diagnostic] = []
        var adopted: [String] = []
        try ModuleAdoption.runAll(
            ["Garage", "Helpers", "CarDetail", "ServiceHistory", "Garage/"].map {
                .init(
                    moduleFolder: "Sources/\($0)", testsFolder: nil, specOutput: nil,
                    flags: RunFlags())
            }, workspace: folder.workspace, report: { warnings += $0 },
            adopted: { adopted.append($0.module) })
        #expect(adopted == ["Garage", "CarDetail"])
        let said = warnings.map(\.message)
        #expect(said.contains { $0.hasPrefix("'Sources/Helpers' holds no module") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("module 'ServiceHistory' already has a spec") })

        try folder.write("Other/Garage/GarageView.swift", "protocol GarageView {}\n")
        let twice = #expect(throws: DiagnosticsError.self) {
            _ = try Self.adoptAll(folder, ["CarDetail", "../Other/Garage", "Garage"])
        }
        #expect(twice?.diagnostics.first?.message.contains("are both module 'Garage'") == true)
        try folder.write("Sources/Helpers/Inner/InnerView.swift", "protocol InnerView {}\n")
        let nested = #expect(throws: DiagnosticsError.self) {
            _ = try Self.adoptAll(folder, ["Helpers", "Helpers/Inner"])
        }
        #expect(nested?.diagnostics.first?.message.contains("one inside the other") == true)
    }

    static func fixture(_ folderCase: String, _ module: String) throws -> String {
        try String(
            contentsOf: Fixtures.root.appending(path: "Specs/\(folderCase)/\(module).yml"),
            encoding: .utf8)
    }

    /// Modules adopted together are checked against each other as they will be written: an
    /// input one module cannot keep does not make another drop its route to it.
    @Test func modulesAdoptedTogetherAreCheckedAsTheyWillBeWritten() throws {
        let folder = try Self.generated(
            case: "ViperRoutes", removing: ["Garage", "CarDetail", "ServiceHistory"])
        let presenter = "Sources/CarDetail/CarDetailPresenter.swift"
        try folder.write(
            presenter,
            try folder.read(presenter)
                .replacingOccurrences(
                    of: "    let car: Car\n",
                    with:
                        "    let car: Car\n    /// What the route that opened the screen passed.\n    let mileage: Int\n"
                )
                .replacingOccurrences(
                    of: "        car: Car,\n", with: "        car: Car,\n        mileage: Int,\n"))

        _ = try Self.adoptAll(folder, ["CarDetail", "Garage", "ServiceHistory"])

        let garage = try SpecParser.parse(
            Data(try folder.read("Sources/Garage/Garage.yml").utf8), path: "Garage.yml")
        let carDetail = try SpecParser.parse(
            Data(try folder.read("Sources/CarDetail/CarDetail.yml").utf8), path: "CarDetail.yml")
        #expect(carDetail.inputs?.map(\.name.value) == ["car"])
        #expect(garage.routes?.first?.value.destination?.value == "CarDetail")
    }

    /// Only the declarations of the routes say what a route opens: the same words above a
    /// presenter's function of the route's name say nothing.
    @Test func onlyTheRouteDeclarationsSayWhatARouteOpens() throws {
        let folder = try Self.generated(case: "ViperRoutes", removing: ["Garage"])
        let path = "Sources/Garage/GaragePresenterProtocol.swift"
        let text = try folder.read(path)
        #expect(text.contains("    func showHelp()"))
        try folder.write(
            path,
            text.replacingOccurrences(
                of: "    func showHelp()",
                with: "    /// Opens the `ServiceHistory` module.\n    func showHelp()"))

        let (_, spec) = try Self.adopt(folder, "Garage")

        #expect(spec.routes?.last?.value.name == "showHelp")
        #expect(spec.routes?.last?.value.destination == nil)
    }

    /// An initializer changed by hand to take more than the routes that open the module pass
    /// gives no `inputs:` the project's specs pass: adopt keeps none, and says so at it.
    @Test func inputsTheRoutesThatOpenTheModuleDoNotPassAreNotKept() throws {
        let folder = try Self.generated(case: "ViperRoutes", removing: ["CarDetail"])
        let presenter = "Sources/CarDetail/CarDetailPresenter.swift"
        let text = try folder.read(presenter)
        try folder.write(
            presenter,
            text.replacingOccurrences(
                of: "    let car: Car\n",
                with:
                    "    let car: Car\n    /// What the route that opened the screen passed.\n    let mileage: Int\n"
            )
            .replacingOccurrences(
                of: "        car: Car,\n", with: "        car: Car,\n        mileage: Int,\n"
            )
            .replacingOccurrences(
                of: "        self.car = car\n",
                with: "        self.car = car\n        self.mileage = mileage\n"))

        let (outcome, spec) = try Self.adopt(folder, "CarDetail")

        // `car`, which Garage's route passes, is kept; `mileage`, which it does not, is not.
        #expect(spec.inputs?.map(\.name.value) == ["car"])
        let warning = try #require(
            outcome.warnings.first { $0.message.hasPrefix("'mileage: Int', read from") })
        #expect(warning.message.contains("takes 'mileage: Int'"), "\(warning.message)")
        #expect(warning.location?.file == presenter)
        let lines = try folder.read(presenter).split(
            separator: "\n", omittingEmptySubsequences: false)
        let line = (warning.location?.line ?? 1) - 1
        #expect(lines[line].contains("let mileage: Int"))
        // The routes that open CarDetail are kept.
        #expect(spec.routes?.last?.value.destination?.value == "CarDetail")
    }

    /// Two routes whose documentation names a module they cannot open, one that no spec
    /// declares and one whose inputs the route does not pass, are both kept without it.
    @Test func routesThatCannotOpenWhatTheySayAreKeptWithoutIt() throws {
        let folder = try Self.generated(case: "ViperRoutes", removing: ["Garage"])
        let path = "Sources/Garage/GarageRouterProtocol.swift"
        try folder.write(
            path,
            try folder.read(path)
                .replacingOccurrences(
                    of: "/// Opens the `CarDetail` module.", with: "/// Opens the `Nowhere` module."
                )
                .replacingOccurrences(
                    of: "    func showHelp()",
                    with: "    /// Opens the `CarDetail` module.\n    func showHelp()"))

        let (outcome, spec) = try Self.adopt(folder, "Garage")

        #expect(spec.routes?.map { $0.value.destination?.value } == [nil, nil])
        let said = outcome.warnings.map(\.message).filter { $0.contains("cannot be in the spec") }
        #expect(said.count == 2, "\(said)")
        #expect(
            said.contains {
                $0.hasPrefix("'showCarDetail' opens 'Nowhere'")
                    && $0.contains("which no spec declares")
            })
        #expect(
            said.contains {
                $0.hasPrefix("'showHelp' opens 'CarDetail'") && $0.contains("'car: Car'")
            })
    }

    /// Code viper-gen wrote before it said what each route opens: adopt says, at the
    /// module's dependencies, that the routes' modules are to be added to the spec.
    @Test func routesThatBuildModulesWithoutSayingWhichAreSaid() throws {
        let folder = try Self.generated(case: "ViperRoutes", removing: ["Garage"])
        let path = "Sources/Garage/GarageRouterProtocol.swift"
        try folder.write(
            path,
            try folder.read(path).replacingOccurrences(
                of: "    /// Opens the `CarDetail` module.\n", with: ""))

        let (outcome, spec) = try Self.adopt(folder, "Garage")

        #expect(spec.routes?.first?.value.destination == nil)
        let warning = try #require(
            outcome.warnings.first { $0.message.hasPrefix("'GarageDependencies' says") })
        #expect(warning.location?.file == "Sources/Garage/GarageDependencies.swift")
    }

    /// A route to a module whose spec cannot be read keeps its `->`, unchecked, as `generate`
    /// keeps it, and adopt says so.
    @Test func aRouteToAModuleWhoseSpecCannotBeReadKeepsIt() throws {
        let folder = try Self.generated(case: "ViperRoutes", removing: ["Garage"])
        try folder.write("Sources/CarDetail/CarDetail.yml", "module: CarDetail\nentity: [\n")

        let (outcome, spec) = try Self.adopt(folder, "Garage")

        #expect(spec.routes?.first?.value.destination?.value == "CarDetail")
        #expect(
            outcome.warnings.contains {
                $0.message.hasPrefix("'showCarDetail' opens 'CarDetail', whose spec")
            })
    }

    /// The module a route opens is read from its documentation as viper-gen writes it, and from
    /// nothing else.
    @Test func theModuleARouteOpensIsReadFromItsDocumentation() {
        let read = { (text: String) in ModuleReading.openedModule(in: text) }
        #expect(read("Opens the `CarDetail` module.") == "CarDetail")
        #expect(read("Leaves for `show`: opens the `CarDetail` module, pushing it") == "CarDetail")
        #expect(read("Opens the `CarDetail` scene.") == "CarDetail")
        #expect(read("Opens the `Garage` module, which the implementation builds") == "Garage")
        #expect(read("Reopens the `CarDetail` module.") == nil)
        #expect(read("Opens the `carDetail` module.") == nil)
        #expect(read("Opens the `CarDetail` screen.") == nil)
        #expect(read("Opens the `CarDetail` modules.") == nil)
        #expect(read("Opens the `Car Detail` module.") == nil)
        #expect(read("Opens the `CarDetail") == nil)
        #expect(read("Opens the car's `Detail` module, then opens the `Garage` module") == "Garage")
    }

    @Test func adoptsTheVIPERCarsOfTheArticle() throws {
        let folder = try Self.handWritten("Cars")
        let (outcome, spec) = try Self.adopt(folder, "Cars")
        #expect(outcome.architecture == "viper")
        #expect(spec.entity?.name?.value == "Car")
        #expect(spec.entity?.properties?.map(\.name.value) == ["id", "make", "model", "trim"])
        #expect(spec.viewModel?.name?.value == "CarViewModel")
        #expect(spec.viewModel?.properties?.map(\.name.value) == ["make", "model"])
        // The callback-based use case is kept as the async function it stands for, and said.
        #expect(spec.useCases?.map(\.value.description) == ["getCars() async -> [Car]?"])
        #expect(
            spec.routes?.map(\.value.description) == [
                "showCarDetail(for viewModel: CarViewModel)", "showCreateCarScreen()",
            ])
        let warning = try #require(outcome.warnings.first)
        #expect(
            warning.location
                == SourceLocation(file: "Sources/Cars/CarsInteractor.swift", line: 4, column: 5))
        #expect(warning.message.contains("callback"))
        // Written: the spec, and the bases of the user-owned files that are there.
        #expect(folder.exists("Sources/Cars/Cars.yml"))
        #expect(
            outcome.written.filter(\.isMergeBase).map(\.displayPath).sorted() == [
                "Sources/.viper-gen/base/Cars/CarsInteractor.swift",
                "Sources/.viper-gen/base/Cars/CarsPresenter.swift",
                "Sources/.viper-gen/base/Cars/CarsRouter.swift",
                "Sources/.viper-gen/base/Cars/CarsViewController.swift",
            ])
        // The base is what the set renders, never the user's file.
        let base = try folder.read("Sources/.viper-gen/base/Cars/CarsInteractor.swift")
        #expect(base != (try folder.read("Sources/Cars/CarsInteractor.swift")))
        #expect(base.contains("final class CarsInteractor"))
        // Once the hand-written contracts that `generate` writes are moved aside,
        // `generate --merge` runs on the module and leaves the user's files as they are.
        try folder.remove("Sources/Cars/Car.swift")
        try folder.remove("Sources/Cars/CarViewModel.swift")
        let interactor = try folder.read("Sources/Cars/CarsInteractor.swift")
        var flags = RunFlags()
        flags.output = "Sources"
        flags.merge = true
        let merged = try ModuleRun.generate(
            paths: ["Sources/Cars/Cars.yml"], check: false, flags: flags,
            workspace: folder.workspace, report: { _ in })
        #expect(merged.exitCode == 0)
        #expect(try folder.read("Sources/Cars/CarsInteractor.swift") == interactor)
        #expect(folder.exists("Sources/Cars/CarsInteractorProtocol.swift"))
    }

    @Test func adoptsTheCleanSwiftListProductsOfTheArticle() throws {
        let folder = try Self.handWritten("ListProducts")
        let (outcome, spec) = try Self.adopt(folder, "ListProducts")
        #expect(outcome.architecture == "clean-swift")
        #expect(
            spec.useCases?.map(\.value.description) == [
                "fetchProducts(with request: ListProductsModels.FetchRequest)"
            ])
        #expect(spec.routes?.map(\.value.description) == ["showProduct(for id: Int)"])
    }

    @Test func adoptsTheMVVMCGithubRepoOfTheArticle() throws {
        let folder = try Self.handWritten("GithubRepo")
        let (outcome, spec) = try Self.adopt(folder, "GithubRepo")
        #expect(outcome.architecture == "mvvm-c")
        #expect(spec.entity?.name?.value == "GithubRepo")
        #expect(
            spec.entity?.properties?.map { "\($0.name.value): \($0.type.value)" } == [
                "id: Int?", "name: String?", "fullname: String?",
            ])
        // The RxSwift use case cannot be expressed: a warning at its place, not dropped silently.
        #expect(spec.useCases ?? [] == [])
        #expect(
            outcome.warnings.contains {
                $0.message.contains("RxSwift")
                    && $0.location?.file == "Sources/GithubRepo/GithubRepoUseCase.swift"
                    && $0.location?.line == 4
            })
        // The routes are the cases of the coordinator's route enum.
        #expect(spec.routes?.map(\.value.description) == ["main()", "test(repoName: String)"])
    }

    @Test func adoptsTheMVPCounterOfTheArticleWithItsSetNamed() throws {
        let folder = try Self.handWritten("Number")
        // Its types (NumberView, NumberPresenter) are named as viper's and mvp's are.
        #expect(throws: DiagnosticsError.self) { try Self.adopt(folder, "Number") }
        let (outcome, spec) = try Self.adopt(folder, "Number", architecture: "mvp")
        #expect(outcome.architecture == "mvp")
        #expect(spec.entity?.name?.value == "NumberModel")
        #expect(spec.entity?.properties?.map(\.name.value) == ["value"])
        #expect(
            spec.useCases?.map(\.value.description) == [
                "getValue() -> Int", "setValue(value: Int)",
            ])
    }

    @Test func anAmbiguousModuleIsAnErrorListingTheCandidates() throws {
        let folder = try Self.handWritten("Number")
        do {
            _ = try Self.adopt(folder, "Number")
            Issue.record("adopt did not stop")
        } catch let error as DiagnosticsError {
            let message = error.diagnostics.first?.message ?? ""
            #expect(message.contains("candidates: "))
            #expect(message.contains("mvp (2 of its types)"))
            #expect(message.contains("viper (2 of its types)"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(!folder.exists("Sources/Number/Number.yml"))
    }

    @Test func aDryRunPrintsWhatGenerateWouldChangeAndWritesNothing() throws {
        let folder = try Self.handWritten("Cars")
        let (outcome, _) = try Self.adopt(folder, "Cars", dryRun: true)
        #expect(outcome.dryRun)
        #expect(!folder.exists("Sources/Cars/Cars.yml"))
        #expect(!folder.exists("Sources/.viper-gen"))
        let changed = outcome.generatorChanges.map(\.display)
        #expect(changed.contains("Sources/Cars/CarsInteractorProtocol.swift"))
        #expect(changed.contains("Sources/Cars/Car.swift"))
        let diff = try #require(
            outcome.generatorChanges.first { $0.display == "Sources/Cars/Car.swift" }?.diff)
        #expect(String(decoding: diff, as: UTF8.self).hasPrefix("--- a/Sources/Cars/Car.swift"))
    }

    /// Swift as real apps write it: what the spec can hold is kept, the rest is a warning at
    /// its place.
    @Test func readsTheSwiftOfRealApps() throws {
        let folder = try Folder()
        try folder.write(
            "Sources/Trips/TripsInteractorProtocol.swift",
            """
            import Foundation
            #if canImport(RxSwift)
            import RxSwift
            #endif

            /// The trips use cases.
            ///
            /// - Note: `{` in a doc comment, and "}" in /* a block /* nested */ comment */.
            @MainActor
            public protocol TripsInteractorProtocol: AnyObject, Sendable {
                /// Loads a page.
                func trips(
                    page: Int,   // the first is 1
                    filter: [String: any Sendable]
                ) async throws -> [Trip]
                @discardableResult
                func book(_ trip: Trip, note: String) async throws -> Bool
                func observe() -> Observable<[Trip]>
                func load(completion: @escaping (Result<Trip, Error>) -> Void)
                func decode<T: Decodable>(_ type: T.Type) throws -> T
                func first<S>(in items: S) -> Trip? where S: Sequence, S.Element == Trip
                func title(of trip: Trip) -> String
            }

            public extension TripsInteractorProtocol {
                func trips() async throws -> [Trip] {
                    try await trips(page: 1, filter: [:])
                }
            }
            """)
        try folder.write(
            "Sources/Trips/TripsRouterProtocol.swift",
            """
            @MainActor
            protocol TripsRouterProtocol: AnyObject {
                func showTrip(_ trip: Trip, animated: Bool)
                #if os(iOS)
                func showMap(for trip: Trip)
                #else
                func showMapOnMac(for trip: Trip)
                #endif
                func share(_ items: some Collection<String>)
            }
            """)
        try folder.write(
            "Sources/Trips/Trip.swift",
            ##"""
            struct Trip: Identifiable, Hashable, Sendable {
                struct Leg: Hashable, Sendable { let from: String; let to: String }
                let id: UUID
                var title: String = "Untitled"
                let legs: [Leg]
                var isEmpty: Bool { legs.isEmpty }
                static let sample = Trip(id: UUID(), legs: [])
                let note = """
                    a "quoted" } brace
                    """
            }
            """##)
        try folder.write(
            "Sources/Trips/TripsInteractor.swift",
            ##"""
            final class TripsInteractor: TripsInteractorProtocol {
                private let label = #"a raw "string" with \(no) interpolation }"#
                func title(of trip: Trip) -> String { "\(trip.title) (\(trip.legs.count))" }
            }
            """##)
        let (outcome, spec) = try Self.adopt(folder, "Trips")
        #expect(outcome.architecture == "viper")
        #expect(
            spec.useCases?.map(\.value.description) == [
                "trips(page: Int = 1, filter: [String: any Sendable] = [:]) async throws -> [Trip]",
                "book(_ trip: Trip, note: String) async throws -> Bool",
                "load() async throws -> Trip",
                "title(of trip: Trip) -> String",
            ])
        #expect(
            spec.routes?.map(\.value.description) == [
                "showTrip(_ trip: Trip, animated: Bool)", "showMap(for trip: Trip)",
                "share(_ items: any Collection<String>)",
            ])
        #expect(
            spec.entity?.properties?.map { "\($0.name.value): \($0.type.value)" } == [
                "id: UUID", "title: String", "legs: [Leg]",
            ])
        let lines = outcome.warnings.compactMap { warning in
            warning.location.map { "\($0.file):\($0.line): \(warning.message.prefix(40))" }
        }
        let file = "Sources/Trips/TripsInteractorProtocol.swift"
        #expect(lines.contains { $0.hasPrefix("\(file):16: '@discardableResult'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(file):18: 'observe'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(file):19: 'load'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(file):20: 'decode'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(file):21: 'first'") }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("Sources/Trips/TripsRouterProtocol.swift:9: 'share'") },
            "\(lines)")
        // Of the `#if`, the first branch is read and said; the `#else` one is said as not read.
        #expect(
            lines.contains {
                $0.hasPrefix("Sources/Trips/TripsRouterProtocol.swift:4: '#if os(iOS)'")
            },
            "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("Sources/Trips/TripsRouterProtocol.swift:6: '#else': adopt")
            },
            "\(lines)")
        // `note` has no type written: it cannot be a spec's property, and is said.
        #expect(lines.contains { $0.hasPrefix("Sources/Trips/Trip.swift:8: ") }, "\(lines)")
    }

    // MARK: - Bad input

    static func expectFailure(
        _ folder: Folder, _ module: String, at file: String, line: Int? = nil,
        containing text: String
    ) {
        do {
            _ = try adopt(folder, module)
            Issue.record("adopt did not stop")
        } catch let error as DiagnosticsError {
            let located = error.diagnostics.first { $0.location?.file == file }
            #expect(located != nil, "\(error.diagnostics)")
            if let line { #expect(located?.location?.line == line) }
            #expect(located?.message.contains(text) == true, "\(error.diagnostics)")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(!folder.exists("Sources/\(module)/\(module).yml"))
        #expect(!folder.exists("Sources/.viper-gen"))
    }

    @Test func aFileThatDoesNotParseStopsTheRunAtItsPlace() throws {
        let folder = try Self.handWritten("ListProducts")
        let bad = try String(
            contentsOf: Fixtures.root.appending(path: "Adopt/Unparsable/ListProductsRouter.swift"),
            encoding: .utf8)
        try folder.write("Sources/ListProducts/ListProductsRouter.swift", bad)
        Self.expectFailure(
            folder, "ListProducts", at: "Sources/ListProducts/ListProductsRouter.swift", line: 16,
            containing: "cannot read this Swift")
    }

    @Test func aFolderWithNoModuleIsAnError() throws {
        let folder = try Folder()
        try folder.write("Sources/Empty/Helpers.swift", "func helper() {}\n")
        do {
            _ = try Self.adopt(folder, "Empty")
            Issue.record("adopt did not stop")
        } catch let error as DiagnosticsError {
            #expect(
                error.diagnostics.first?.message.contains("cannot tell the architecture") == true)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// A module with no model of its own whose use cases name a type another module folder
    /// declares by hand: it would share that entity, which needs a spec that declares it.
    @Test func anEntityOfAModuleWithNoSpecStopsTheRunAtItsDeclaration() throws {
        let folder = try Self.handWritten("Cars")
        try folder.write(
            "Sources/CarDetail/CarDetailInteractorProtocol.swift",
            "protocol CarDetailInteractorProtocol {\n    func car(id: String) async throws -> Car\n}\n"
        )
        try folder.write(
            "Sources/CarDetail/CarDetailRouterProtocol.swift",
            "protocol CarDetailRouterProtocol {\n    func close()\n}\n")
        Self.expectFailure(
            folder, "CarDetail", at: "Sources/Cars/Car.swift", line: 3,
            containing: "adopt both in one run ('viper-gen adopt Sources/Cars Sources/CarDetail')")
        // Once the declaring module has a spec, the module shares its entity.
        _ = try Self.adopt(folder, "Cars")
        let (_, spec) = try Self.adopt(folder, "CarDetail")
        #expect(spec.entity?.isShared == true)
        #expect(spec.entity?.name?.value == "Car")
    }

    @Test func aHugeFileStopsTheRunAtOnce() throws {
        let folder = try Self.handWritten("Cars")
        let line = "// " + String(repeating: "x", count: 97) + "\n"
        try folder.write(
            "Sources/Cars/Huge.swift", String(repeating: line, count: 5 * 1024 * 1024 / 100))
        Self.expectFailure(
            folder, "Cars", at: "Sources/Cars/Huge.swift", line: 1, containing: "MiB")
    }

    @Test func aLinkOutOfTheProjectIsNotFollowed() throws {
        let folder = try Self.handWritten("Cars")
        let outside = try Folder()
        try outside.write("Secret.swift", "protocol CarsInteractorProtocol { func steal() }\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "Sources/Cars/Secret.swift").path,
            withDestinationPath: outside.url.appending(path: "Secret.swift").path)
        Self.expectFailure(
            folder, "Cars", at: "Sources/Cars/Secret.swift", line: 1, containing: "symbolic link")
    }
}

extension Dictionary where Key == String {
    fileprivate func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
