import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// The names the generator derives for a use case's API stay when use cases are added: a
/// noun two use cases share is the first declared one's, and a spec can pin a noun.
struct StableNamesTests {
    static let sets = ["viper", "mvp", "mvvm", "mvvm-c", "clean-swift", "mvc"]

    /// The generator-owned files `yaml` renders to, as `set` renders them.
    static func generated(_ yaml: String, set name: String) throws -> [String: String] {
        let spec = try SpecParser.parse(
            Data(("architecture: \(name)\n" + yaml).utf8), path: "Cars.yml")
        let set = try TemplateSet.named(name, location: nil)
        let module = try ModuleResolver.resolve(
            spec, options: GenerationOptions(),
            viewModelSuffix: set.manifest.viewModelSuffix)
        let files = try Renderer(templateSet: set).render(module)
        return Dictionary(
            files.filter { $0.owner == .generator }.map { ($0.path, $0.contents) },
            uniquingKeysWith: { first, _ in first })
    }

    static func spec(_ useCases: [String], pins: String = "") -> String {
        "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\n    seller: Seller\n"
            + "useCases:\n" + useCases.map { "  - \($0)\n" }.joined() + pins
    }

    /// Identifiers of `files` that `APINameChanges` reads.
    static func identifiers(_ files: [String: String]) -> Set<String> {
        APINameChanges.identifiers(in: files.keys.sorted().compactMap { files[$0] })
    }

    /// The case of the report: `refreshCars` after `fetchCars` leaves `displayCars(_ cars:)`.
    @Test func aUseCaseAddedAfterAnotherWithTheSameNounDoesNotRenameIt() throws {
        let before = try Self.generated(
            Self.spec(["fetchCars() async throws -> [Car]"]), set: "viper")
        let after = try Self.generated(
            Self.spec(["fetchCars() async throws -> [Car]", "refreshCars() async throws -> [Car]"]),
            set: "viper")
        let view = try #require(
            after["Cars/CarsView.swift"]
                ?? after.first {
                    $0.value.contains("func displayCars(")
                }?.value)
        #expect(before.values.contains { $0.contains("func displayCars(_ cars: [CarViewModel])") })
        #expect(view.contains("func displayCars(_ cars: [CarViewModel])"))
        #expect(view.contains("func displayRefreshCars(_ refreshCars: [CarViewModel])"))
        #expect(!view.contains("displayFetchCars"))
    }

    /// mvvm-c's `Output.seller` stays when `loadSeller` joins `fetchSeller`.
    @Test func mvvmcOutputKeepsTheFirstUseCasesResultName() throws {
        let after = try Self.generated(
            Self.spec([
                "fetchSeller() async throws -> Seller", "loadSeller() async throws -> Seller",
            ]),
            set: "mvvm-c")
        let output = try #require(after["Cars/Application/CarsViewModel+IO.swift"])
        #expect(output.contains("let seller: AsyncStream<Seller>"))
        #expect(output.contains("let loadSellerResult: AsyncStream<Seller>"))
        #expect(!output.contains("let fetchSellerResult"))
        let before = try Self.generated(
            Self.spec(["fetchSeller() async throws -> Seller"]), set: "mvvm-c")
        #expect(Self.identifiers(before).subtracting(Self.identifiers(after)).isEmpty)
    }

    @Test func nounsFollowTheOrderOfTheSpec() throws {
        let useCases = try [
            "fetchCars() -> [Car]", "getCars() -> [Car]", "cars() -> [Car]", "saveCars() async",
        ].map { try SwiftSignatureParser.parseSignature($0) }
        #expect(
            UseCaseNaming.displayNouns(for: useCases) == [
                "Cars", "GetCars", "CarsResult", "SaveCars",
            ])
        // The holder removed, the next one declared takes the noun.
        #expect(
            UseCaseNaming.displayNouns(for: Array(useCases.dropFirst()))
                == ["Cars", "CarsResult", "SaveCars"])
    }

    /// Adding a use case at the end of a spec, in every set, keeps every identifier of the
    /// generator-owned files: no name hand-written code may use changes.
    @Test(arguments: sets)
    func addingAUseCaseKeepsEveryGeneratedName(set: String) throws {
        let pool = [
            "fetchCars() async throws -> [Car]", "refreshCars() async throws -> [Car]",
            "cars() -> [Car]", "fetchSeller() async throws -> Seller",
            "loadSeller() async throws -> Seller", "search(query: String) async throws -> [Car]",
            "searchCars(query: String) async throws -> [Car]", "count() -> Int",
            "carsCount() -> Int", "deleteCar(_ car: Car) async throws",
        ]
        var generator = SeededGenerator(seed: 34)
        var checked = 0
        for _ in 0..<12 {
            let shuffled = pool.shuffled(using: &generator)
            let count = Int.random(in: 1...4, using: &generator)
            let base = Array(shuffled.prefix(count))
            let added = shuffled[count]
            let before = Self.identifiers(try Self.generated(Self.spec(base), set: set))
            let after = Self.identifiers(try Self.generated(Self.spec(base + [added]), set: set))
            let lost = before.subtracting(after)
            #expect(lost.isEmpty, "\(set): \(base) + \(added) loses \(lost.sorted())")
            checked += 1
        }
        #expect(checked == 12)
    }

    /// The names each use case's API gets, as the templates of `set` are given them.
    static func derivedNames(_ yaml: String, set name: String) throws -> [[String]] {
        let spec = try SpecParser.parse(
            Data(("architecture: \(name)\n" + yaml).utf8), path: "Cars.yml")
        let set = try TemplateSet.named(name, location: nil)
        let manifest = set.manifest
        let module = try ModuleResolver.resolve(
            spec, options: GenerationOptions(), viewModelSuffix: manifest.viewModelSuffix)
        let context = try RenderContext.make(
            for: module,
            memberNames: Set(
                manifest.reservedMembers + manifest.reservedParameters + manifest.reservedLocals))
        let useCases = try #require(context["useCases"] as? [[String: Any]])
        return useCases.map { useCase in
            ["displayMethod", "displayParameter", "resultName", "resultLabel", "typeName"].map {
                useCase[$0] as? String ?? ""
            }
        }
    }

    /// Adding a use case at the end of a spec, anywhere in a set's pool of names that share
    /// nouns, changes no name of the use cases there before: display method and parameter,
    /// result name and label, type name. (The one exception, a use case named like another's
    /// result, is left out: the spec's own name wins, and `generate` warns.)
    @Test(arguments: sets)
    func addingAUseCaseChangesNoDerivedNameOfAnother(set: String) throws {
        let pool = [
            "fetchCars() async throws -> [Car]", "refreshCars() async throws -> [Car]",
            "getCars() -> [Car]", "fetchSeller() async throws -> Seller",
            "loadSeller() async throws -> Seller", "search(query: String) async throws -> [Car]",
            "searchCars(query: String) async throws -> [Car]", "count() -> Int",
            "fetchCount() -> Int", "countResult() -> Int", "deleteCar(_ car: Car) async throws",
            "newest() -> Car?", "loadNewest() async -> Car?",
        ]
        var generator = SeededGenerator(seed: 3_434)
        var checked = 0
        for _ in 0..<40 {
            let shuffled = pool.shuffled(using: &generator)
            let count = Int.random(in: 1...6, using: &generator)
            let base = Array(shuffled.prefix(count))
            let added = shuffled[count]
            let before = try Self.derivedNames(Self.spec(base), set: set)
            let addedName = String(added.prefix { $0 != "(" })
            if before.contains(where: { $0[2] == addedName }) { continue }
            let after = try Self.derivedNames(Self.spec(base + [added]), set: set)
            #expect(
                Array(after.prefix(count)) == before, "\(set): \(base) + \(added)")
            checked += 1
        }
        #expect(checked >= 30)
    }

    @Test func aPinnedNounIsTheUseCasesWhateverItsPlace() throws {
        let files = try Self.generated(
            Self.spec(
                ["refreshCars() async throws -> [Car]", "fetchCars() async throws -> [Car]"],
                pins: "displayNames:\n  fetchCars: Cars\n  refreshCars: RefreshedCars\n"),
            set: "viper")
        let text = files.values.joined()
        #expect(text.contains("func displayCars(_ cars: [CarViewModel])"))
        #expect(text.contains("func displayRefreshedCars(_ refreshedCars: [CarViewModel])"))
        #expect(!text.contains("displayFetchCars") && !text.contains("displayRefreshCars"))
    }

    @Test(arguments: [
        (
            "  fetchCar: Cars\n",
            "'displayNames' names 'fetchCar', which is no use case of the spec; did you mean 'fetchCars'?"
        ),
        (
            "  deleteCar: Deleted\n",
            "use case 'deleteCar' returns nothing, so nothing is displayed; remove it from 'displayNames'"
        ),
        (
            "  fetchCars: cars\n",
            "display name 'cars' of use case 'fetchCars' must be an UpperCamelCase Swift identifier of at most 64 characters other than 'Error', like 'Cars' (displayed by 'displayCars')"
        ),
        (
            "  fetchCars: Error\n",
            "display name 'Error' of use case 'fetchCars' must be an UpperCamelCase Swift identifier of at most 64 characters other than 'Error', like 'Cars' (displayed by 'displayCars')"
        ),
        (
            "  fetchCars: Car-s\n",
            "display name 'Car-s' of use case 'fetchCars' must be an UpperCamelCase Swift identifier of at most 64 characters other than 'Error', like 'Cars' (displayed by 'displayCars')"
        ),
        (
            "  fetchCars: Cars\n  refreshCars: Cars\n",
            "display name 'Cars' of use case 'refreshCars' is another use case's too; pin a different one"
        ),
        (
            "  refreshCars: DeleteCar\n",
            "display name 'DeleteCar' of use case 'refreshCars' names its result 'deleteCar', which is use case or route 'deleteCar' too; pin a different one"
        ),
        (
            "  refreshCars: Default\n",
            "display name 'Default' of use case 'refreshCars' names its result 'default', which is a Swift keyword too; pin a different one"
        ),
    ])
    func badPinsAreRefusedWhereTheyAre(pins: String, message: String) throws {
        let yaml = Self.spec(
            [
                "fetchCars() async throws -> [Car]", "refreshCars() async throws -> [Car]",
                "deleteCar(_ car: Car) async throws",
            ],
            pins: "displayNames:\n" + pins)
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "Cars.yml")
        #expect {
            _ = try ModuleResolver.resolve(spec, options: GenerationOptions())
        } throws: { error in
            guard let error = error as? DiagnosticsError else { return false }
            return error.diagnostics.contains {
                $0.message == message && $0.location?.line ?? 0 > 10
            }
        }
    }

    @Test func aPinMustBeAMapping() throws {
        let yaml = Self.spec(["fetchCars() async throws -> [Car]"], pins: "displayNames: [Cars]\n")
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "Cars.yml")
        #expect(
            spec.problems.map(\.message) == [
                "'displayNames' must be a mapping of use case names to nouns (fetchCars: Cars), not a list"
            ])
    }

    /// `generate` reads the old names back from the generator-owned files on disk.
    @Test func aChangedNameIsFoundInTheFilesOnDisk() throws {
        let set = try TemplateSet.named("viper", location: nil)
        func module(_ yaml: String) throws -> ResolvedModule {
            try ModuleResolver.resolve(
                SpecParser.parse(Data(("architecture: viper\n" + yaml).utf8), path: "Cars.yml"),
                options: GenerationOptions(), viewModelSuffix: set.manifest.viewModelSuffix)
        }
        func planned(_ old: ResolvedModule, _ new: ResolvedModule) throws -> [PlannedFile] {
            let oldFiles = try Renderer(templateSet: set).render(old)
            return try Renderer(templateSet: set).render(new).filter { $0.owner == .generator }
                .map { file in
                    let existing = oldFiles.first { $0.path == file.path }?.contents
                    var planned = PlannedFile(
                        destination: URL(fileURLWithPath: "/x/" + file.path),
                        displayPath: file.path,
                        owner: .generator, contents: file.contents,
                        action: existing == file.contents ? .unchanged : .update)
                    planned.existingData = existing.map { Data($0.utf8) }
                    return planned
                }
        }
        let old = try module(Self.spec(["refreshCars() async throws -> [Car]"]))
        // Declared before the one that had the noun, `fetchCars` takes it.
        let new = try module(
            Self.spec(["fetchCars() async throws -> [Car]", "refreshCars() async throws -> [Car]"]))
        let warnings = APINameChanges.warnings(for: new, files: try planned(old, new))
        #expect(
            warnings.map(\.message) == [
                "use case 'refreshCars': generated API name 'displayCars' becomes 'displayRefreshCars', which breaks code that uses it; to keep 'displayCars', pin it in the spec: 'displayNames: { refreshCars: Cars }'"
            ])
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.location?.line == 10)
        // Added at the end, nothing changes and nothing is said.
        let appended = try module(
            Self.spec(["refreshCars() async throws -> [Car]", "fetchCars() async throws -> [Car]"]))
        #expect(APINameChanges.warnings(for: appended, files: try planned(old, appended)).isEmpty)
        // A use case named like another's result takes that name: no pin can keep it. In
        // viper with UIKit the result's name is no API (`aParameterOrPrivateNameIsNoAPIName`);
        // mvvm-c's `Output.cars` is.
        #expect(
            try Self.warnings(
                from: Self.spec(["refreshCars() async throws -> [Car]"]),
                to: Self.spec(["refreshCars() async throws -> [Car]", "cars() -> [Car]"]),
                set: "mvvm-c") == [
                    "use case 'refreshCars': generated API name 'cars' becomes 'refreshCarsResult', which breaks code that uses it; use case or route 'cars' has that name now"
                ])
        // The use case that held the noun removed, the next one takes it: a change too.
        let removed = try module(Self.spec(["fetchCars() async throws -> [Car]"]))
        #expect(
            APINameChanges.warnings(for: removed, files: try planned(appended, removed)).map(
                \.message) == [
                    "use case 'fetchCars': generated API name 'displayFetchCars' becomes 'displayCars', which breaks code that uses it; to keep 'displayFetchCars', pin it in the spec: 'displayNames: { fetchCars: FetchCars }'"
                ])
    }

    /// The warnings `generate` gives when the files of `old` are on disk and `new` is rendered.
    static func warnings(from old: String, to new: String, set name: String) throws
        -> [String]
    {
        let set = try TemplateSet.named(name, location: nil)
        func module(_ yaml: String) throws -> ResolvedModule {
            try ModuleResolver.resolve(
                SpecParser.parse(Data(("architecture: \(name)\n" + yaml).utf8), path: "Cars.yml"),
                options: GenerationOptions(), viewModelSuffix: set.manifest.viewModelSuffix)
        }
        let (oldModule, newModule) = (try module(old), try module(new))
        let reserved = Set(
            set.manifest.reservedMembers + set.manifest.reservedParameters
                + set.manifest.reservedLocals)
        let oldFiles = try Renderer(templateSet: set).render(oldModule)
        let files = try Renderer(templateSet: set).render(newModule).filter {
            $0.owner == .generator
        }.map { file in
            let existing = oldFiles.first { $0.path == file.path }?.contents
            var planned = PlannedFile(
                destination: URL(fileURLWithPath: "/x/" + file.path), displayPath: file.path,
                owner: .generator, contents: file.contents,
                action: existing == file.contents ? .unchanged : .update)
            planned.existingData = existing.map { Data($0.utf8) }
            return planned
        }
        return APINameChanges.warnings(for: newModule, files: files, memberNames: reserved)
            .map(\.message)
    }

    /// A use case no longer throwing drops its spies' `fetchCarsResult` stub: no API name.
    @Test(arguments: sets)
    func aSpysStubIsNoAPIName(set: String) throws {
        let warnings = try Self.warnings(
            from: Self.spec(["fetchCars() async throws -> [Car]"]),
            to: Self.spec(["fetchCars() async -> [Car]"]), set: set)
        #expect(warnings == [])
    }

    /// With UIKit, viper's result name is only `displayCars(_ cars:)`'s parameter and a
    /// private property: `cars()` beside `refreshCars` renames no API.
    @Test func aParameterOrPrivateNameIsNoAPIName() throws {
        let warnings = try Self.warnings(
            from: Self.spec(["refreshCars() async throws -> [Car]"]) + "ui: uikit\n",
            to: Self.spec(["refreshCars() async throws -> [Car]", "cars() -> [Car]"])
                + "ui: uikit\n",
            set: "viper")
        #expect(warnings == [])
    }

    /// Suffixes never stack (`carsResultResult`), and a result named with "Result" is the
    /// result of the use case it names: `cars()`'s is `carsResult`, `fetchCars`'s (whose
    /// noun is the name of `cars()`) `fetchCarsResult`.
    @Test(arguments: sets)
    func resultNamesNeverStackSuffixes(set: String) throws {
        let files = try Self.generated(
            Self.spec([
                "fetchCars() async throws -> [Car]", "refreshCars() async throws -> [Car]",
                "cars() -> [Car]",
            ]), set: set)
        let names = Self.identifiers(files)
        #expect(!names.contains { $0.contains("ResultResult") })
        if set == "mvvm-c" {
            let output = try #require(files["Cars/Application/CarsViewModel+IO.swift"])
            #expect(output.contains("let fetchCarsResult: AsyncStream<[CarItemViewModel]>"))
            #expect(output.contains("let carsResult: AsyncStream<[CarItemViewModel]>"))
            #expect(output.contains("let refreshCarsResult: AsyncStream<[CarItemViewModel]>"))
        }
    }

    /// A pin fixes the result's name: one the templates use for their own members cannot
    /// hold, and is refused at the use case rather than given a suffix.
    @Test func aPinThatNamesTheResultLikeATemplateMemberIsRefused() throws {
        #expect {
            _ = try Self.generated(
                Self.spec(
                    ["fetchCars() async throws -> [Car]"],
                    pins: "displayNames:\n  fetchCars: Store\n"),
                set: "mvc")
        } throws: { error in
            guard let error = error as? DiagnosticsError else { return false }
            return error.diagnostics.contains {
                $0.message
                    == "display name 'Store' of use case 'fetchCars' names its result 'store', which is a name the templates use too; pin a different one"
                    && $0.location?.line == 9
            }
        }
    }

    /// The API names `generate` compares: mvvm-c's `Output` streams, clean-swift's `Response`
    /// and `ViewModel`, the SwiftUI view state and the display methods; not a spy's stub.
    @Test(arguments: [
        ("mvvm-c", "ui: uikit\n"), ("clean-swift", "ui: uikit\n"), ("viper", "ui: swiftui\n"),
        ("mvp", "ui: swiftui\n"),
    ])
    func apiNamesAreTheNamesCallersUse(set: String, ui: String) throws {
        let files = try Self.generated(
            Self.spec(["fetchCars() async throws -> [Car]"]) + ui, set: set)
        let names = APINameChanges.apiNames(in: Array(files.values))
        #expect(names.contains("cars"))
        #expect(names.contains("fetchCars"))
        #expect(!names.contains("fetchCarsResult"))
        // clean-swift displays per use case (`displayFetchCars(viewModel:)`).
        if set == "viper" || set == "mvp" { #expect(names.contains("displayCars")) }
    }
}
