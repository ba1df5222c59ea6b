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
        var routes: [String]
        var ui: String?
        var tests: String?
        var access: String?

        /// The spec's contracts once its defaults are applied, as the set renders them.
        init(_ spec: ModuleSpec) throws {
            let set = try TemplateSet.named(spec.architecture?.value ?? "viper", location: nil)
            let module = try ModuleResolver.resolve(
                spec, options: GenerationOptions(target: "App"),
                viewModelSuffix: set.manifest.viewModelSuffix)
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
            routes = module.routes.map(\.description)
            ui = module.ui.rawValue
            tests = module.tests.rawValue
            access = module.access.rawValue
        }

        var description: String {
            "\(module) \(architecture) \(entity ?? "-") \(entityProperties) \(viewModel ?? "-") \(viewModelProperties) \(useCases) \(routes) \(ui ?? "") \(tests ?? "") \(access ?? "")"
        }
    }

    /// Generates `yaml` in a folder of its own, takes the spec and the merge bases away, adopts
    /// the module, and checks what it gave back; returns the problems found.
    static func roundTrip(_ yaml: String, name: String) throws -> [String] {
        let folder = try Folder()
        let original = try SpecParser.parse(Data(yaml.utf8), path: "\(name).yml")
        let module = original.module.value
        let specPath = "Sources/\(module)/\(module).yml"
        try folder.write(specPath, yaml)
        var flags = RunFlags()
        flags.output = "Sources"
        flags.testsOutput = "Tests"
        _ = try ModuleRun.generate(
            paths: [specPath], check: false, flags: flags, workspace: folder.workspace,
            report: { _ in })
        let bases =
            folder.files(below: "Sources/.viper-gen/base").mapKeys { "Sources/" + $0 }
            .merging(folder.files(below: "Tests/.viper-gen/base").mapKeys { "Tests/" + $0 }) {
                a, _ in a
            }
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
        let adoptedBases =
            folder.files(below: "Sources/.viper-gen/base").mapKeys { "Sources/" + $0 }
            .merging(folder.files(below: "Tests/.viper-gen/base").mapKeys { "Tests/" + $0 }) {
                a, _ in a
            }
        if adoptedBases != bases {
            let differing = Set(bases.keys).union(adoptedBases.keys).filter {
                bases[$0] != adoptedBases[$0]
            }
            problems.append("\(name): merge bases differ: \(differing.sorted())")
        }
        return problems
    }

    /// Fixtures adopt cannot give back as they were written, and why (the `displayNames` a
    /// spec pins are read back in every set, the `…Nouns` cases check it).
    static let knownDifferences: [String: String] = [
        "MVPFolders": "a route that opens a module ('->') and 'inputs:' are not read back",
        "MVVMFolders": "a route that opens a module ('->') and 'inputs:' are not read back",
    ]

    @Test(arguments: Fixtures.specNames)
    func roundTripsTheReferenceCase(_ name: String) throws {
        let yaml = try String(contentsOf: Fixtures.spec(name), encoding: .utf8)
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "\(name).yml")
        // A spec sharing another's entity is adopted with the module that declares it.
        guard spec.entity?.isShared != true, Self.knownDifferences[name] == nil else { return }
        let problems = try Self.roundTrip(yaml, name: name)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: [UInt64(38), 3801, 3802])
    func roundTripsARandomBatch(seed: UInt64) throws {
        var random = RandomSpecs(seed: seed)
        var problems: [String] = []
        for spec in random.batch(count: 12) {
            let yaml = Self.withoutModuleLinks(spec.yaml)
            let parsed = try SpecParser.parse(Data(yaml.utf8), path: "\(spec.module).yml")
            guard parsed.entity?.isShared != true, parsed.entity?.name != nil else { continue }
            problems += try Self.roundTrip(yaml, name: "\(seed)/\(spec.module)")
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// A random spec without what ties it to the other modules of its batch, which a module
    /// adopted alone cannot have and adopt does not read back: its `inputs:` and its routes
    /// that open a module (`toGarage(…) -> Garage`).
    static func withoutModuleLinks(_ yaml: String) -> String {
        var lines: [Substring] = []
        // The top-level key the line is under.
        var key: Substring = ""
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" "), let colon = line.firstIndex(of: ":") {
                key = line[..<colon]
            }
            if key == "inputs" { continue }
            if key == "routes", line.hasPrefix("  - "), line.contains(") -> ") { continue }
            lines.append(line)
        }
        // A `routes:` whose routes all opened modules goes too.
        var kept: [Substring] = []
        for (index, line) in lines.enumerated() {
            let next = lines.indices.contains(index + 1) ? lines[index + 1] : ""
            if line == "routes:", !next.hasPrefix("  - ") { continue }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
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

    /// A module whose routes build the modules they open is adopted, and adopt says, at its
    /// dependencies, what it does not read back.
    @Test func aModuleWhoseRoutesBuildModulesIsAdoptedWithAWarning() throws {
        let folder = try Folder()
        let specPath = "Sources/MVPFolders/MVPFolders.yml"
        try folder.write(
            specPath, try String(contentsOf: Fixtures.spec("MVPFolders"), encoding: .utf8))
        var flags = RunFlags()
        flags.output = "Sources"
        flags.testsOutput = "Tests"
        _ = try ModuleRun.generate(
            paths: [specPath], check: false, flags: flags, workspace: folder.workspace,
            report: { _ in })
        try folder.remove(specPath)
        try? folder.remove("Sources/.viper-gen")
        try? folder.remove("Tests/.viper-gen")

        let (outcome, spec) = try Self.adopt(folder, "MVPFolders")

        #expect(outcome.architecture == "mvp")
        #expect(spec.routes?.count == 3)
        let warning = try #require(
            outcome.warnings.first { $0.message.hasPrefix("'MVPFoldersDependencies'") })
        #expect(
            warning.location?.file == "Sources/MVPFolders/MVPFoldersDependencies.swift")
        #expect(warning.message.contains("'inputs:'"))
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
