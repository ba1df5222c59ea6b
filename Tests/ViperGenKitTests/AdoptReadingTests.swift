import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// What adopt cannot keep of a module is said at its place in the Swift, never dropped
/// silently, and never stops the run with an error in the spec it has not written.
@Suite struct AdoptReadingTests {
    typealias Folder = AdoptTests.Folder

    static func warnings(_ outcome: ModuleAdoption.Outcome) -> [String] {
        outcome.warnings.map { warning in
            "\(warning.location.map { "\($0.file):\($0.line)" } ?? "-"): \(warning.message)"
        }
    }

    @Test func requirementsASpecRefusesAreDroppedWithAWarningAtTheirPlace() throws {
        let folder = try Folder()
        try folder.write(
            "Sources/Cars/CarsInteractorProtocol.swift",
            """
            import Combine
            protocol CarsInteractorProtocol {
                static func make() -> Self
                init(id: String)
                func cars() async throws -> [Car]
                func observe() -> some Sequence
                func updates() -> AnyPublisher<Car, Never>
                func last() -> Maybe<Car>
                func saved() -> Completable
            }
            struct Car: Identifiable { let id: String }
            """)
        try folder.write(
            "Sources/Cars/CarsRouterProtocol.swift",
            """
            protocol CarsRouterProtocol {
                func showCar(_ car: Car)
                func title() -> String
                func run(_ action: () -> Void)
            }
            """)
        let (outcome, spec) = try AdoptTests.adopt(folder, "Cars")
        #expect(spec.useCases?.map(\.value.description) == ["cars() async throws -> [Car]"])
        #expect(spec.routes?.map(\.value.description) == ["showCar(_ car: Car)"])
        let lines = Self.warnings(outcome)
        let interactor = "Sources/Cars/CarsInteractorProtocol.swift"
        let router = "Sources/Cars/CarsRouterProtocol.swift"
        for line in [3, 4, 6, 7, 8, 9] {
            #expect(lines.contains { $0.hasPrefix("\(interactor):\(line): ") }, "\(line): \(lines)")
        }
        for line in [3, 4] {
            #expect(lines.contains { $0.hasPrefix("\(router):\(line): ") }, "\(line): \(lines)")
        }
        #expect(!lines.contains { $0.hasPrefix(outcome.specDisplay) }, "\(lines)")
    }

    @Test func aTopLevelProtocolIsPreferredToANestedOneOfTheSameName() throws {
        let folder = try Folder()
        try folder.write(
            "Sources/Cars/Aside.swift",
            "enum Outer {\n    protocol CarsRouterProtocol {\n        func wrong()\n    }\n}\n")
        try folder.write(
            "Sources/Cars/CarsRouterProtocol.swift",
            "protocol CarsRouterProtocol {\n    func showCars()\n}\n")
        try folder.write(
            "Sources/Cars/CarsInteractorProtocol.swift",
            "protocol CarsInteractorProtocol {\n    func cars() async -> [String]\n}\n")
        let (_, spec) = try AdoptTests.adopt(folder, "Cars")
        #expect(spec.routes?.map(\.value.description) == ["showCars()"])
    }

    @Test func aLinkedFolderAndAFolderTooDeepAreSaid() throws {
        let folder = try Folder()
        try folder.write(
            "Sources/Cars/CarsInteractorProtocol.swift",
            "protocol CarsInteractorProtocol {\n    func cars() async -> [String]\n}\n")
        try folder.write("Elsewhere/Extra.swift", "struct Extra {}\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "Sources/Cars/Linked").path,
            withDestinationPath: folder.url.appending(path: "Elsewhere").path)
        try folder.write("Sources/Cars/a/b/c/d/e/f/g/h/Deep.swift", "struct Deep {}\n")
        let (outcome, _) = try AdoptTests.adopt(folder, "Cars")
        let lines = Self.warnings(outcome)
        #expect(
            lines.contains { $0.hasPrefix("Sources/Cars/Linked:1: a symbolic link") }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("Sources/Cars/a/b/c/d/e/f/g/h:1: a folder more than") },
            "\(lines)")
    }

    @Test func aTypeGenerateWillWriteThatIsDeclaredInAnotherFileIsSaid() throws {
        let folder = try Folder()
        try folder.write(
            "Sources/Cars/CarsProtocols.swift",
            """
            protocol CarsRouterProtocol {
                func showCar(_ car: Car)
            }

            protocol CarsInteractorProtocol {
                func cars() async throws -> [Car]
            }
            """)
        try folder.write(
            "Sources/Cars/CarsPresenter.swift",
            "final class CarsPresenter {}\nstruct Car: Identifiable {\n    let id: String\n}\n")
        let (outcome, _) = try AdoptTests.adopt(folder, "Cars", dryRun: true)
        let lines = Self.warnings(outcome)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "Sources/Cars/CarsProtocols.swift:5: CarsInteractorProtocol is declared in Sources/Cars/CarsProtocols.swift:5; generate will write CarsInteractorProtocol in CarsInteractorProtocol.swift"
                )
            }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("Sources/Cars/CarsPresenter.swift:2: Car is declared") },
            "\(lines)")
    }

    @Test func aHandWrittenFileGenerateWillRefuseToReplaceIsSaid() throws {
        let folder = try Folder()
        try folder.write(
            "Sources/Cars/CarsInteractorProtocol.swift",
            "protocol CarsInteractorProtocol {\n    func cars() async throws -> [Car]\n}\n")
        try folder.write(
            "Sources/Cars/Car.swift", "struct Car: Identifiable {\n    let id: String\n}\n")
        let (outcome, _) = try AdoptTests.adopt(folder, "Cars", dryRun: true)
        let lines = Self.warnings(outcome)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "Sources/Cars/Car.swift:1: 'viper-gen generate' will refuse to replace")
            }, "\(lines)")
    }

    @Test func everyPropertyOfADeclarationIsReadAndWhatIsDroppedIsSaid() throws {
        let folder = try Folder()
        try folder.write(
            "Sources/Cars/CarsInteractorProtocol.swift",
            "protocol CarsInteractorProtocol {\n    func cars() async throws -> [Car]\n}\n")
        try folder.write(
            "Sources/Cars/Car.swift",
            """
            struct Car: Identifiable {
                let id: String; let name: String
                let x, y: Double
                let (a, b): (Int, Int)
                @Published var price: Int
                lazy var seats: Int = 4
            }
            """)
        let (outcome, spec) = try AdoptTests.adopt(folder, "Cars", dryRun: true)
        #expect(
            spec.entity?.properties?.map { "\($0.name.value): \($0.type.value)" } == [
                "id: String", "name: String", "x: Double", "y: Double", "price: Int", "seats: Int",
            ])
        let lines = Self.warnings(outcome)
        #expect(
            lines.contains { $0.hasPrefix("Sources/Cars/Car.swift:4: the tuple pattern '(a, b)'") },
            "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("Sources/Cars/Car.swift:5: '@Published' on 'price'") },
            "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("Sources/Cars/Car.swift:6: 'lazy' on 'seats'") },
            "\(lines)")
    }

    @Test func theBranchesOfAnIfAreSaid() throws {
        let folder = try Folder()
        try folder.write(
            "Sources/Cars/CarsInteractorProtocol.swift",
            """
            #if os(iOS)
            protocol CarsInteractorProtocol {
                func cars() async throws -> [Car]
            }
            #else
            protocol CarsInteractorProtocol {
                func macCars() async throws -> [Car]
            }
            #endif
            """)
        try folder.write(
            "Sources/Cars/CarsRouterProtocol.swift",
            """
            protocol CarsRouterProtocol {
                func showCar(_ car: Car)
                #if DEBUG
                func showDebugMenu()
                #endif
            }
            """)
        let (outcome, spec) = try AdoptTests.adopt(folder, "Cars", dryRun: true)
        #expect(spec.useCases?.map(\.value.description) == ["cars() async throws -> [Car]"])
        let lines = Self.warnings(outcome)
        let interactor = "Sources/Cars/CarsInteractorProtocol.swift"
        #expect(
            lines.contains { $0.hasPrefix("\(interactor):1: '#if os(iOS)': adopt reads") },
            "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("\(interactor):5: '#else': adopt does not read") },
            "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("Sources/Cars/CarsRouterProtocol.swift:3: '#if DEBUG'") },
            "\(lines)")
    }
    /// The inputs read from `text`, the file of `CarsPresenter`.
    static func inputs(_ text: String) -> [String]? {
        let reading = ModuleReading(
            module: "Cars",
            files: [
                .init(
                    display: "Sources/Cars/CarsPresenter.swift", isTest: false,
                    declarations: SwiftDeclarations(text: text))
            ])
        return reading.inputs(holder: "CarsPresenter")?.map { "\($0.name): \($0.type)" }
    }

    /// What the route that opens a module passes is read from the leading parameters of its
    /// holder's initializer, each kept in a property documented as viper-gen documents it;
    /// an injected dependency, a parameter labelled otherwise or with a default value ends
    /// them, and a failable initializer reads as any other.
    @Test func inputsAreTheLeadingParametersKeptAsWhatTheRoutePassed() {
        let marked = """
                /// What the route that opened the screen passed.
                let car: Car
                /// What the route that opened the screen passed.
                let since: Date
                let analytics: Analytics
            """
        func presenter(_ members: String, _ initializer: String) -> String {
            "final class CarsPresenter {\n\(members)\n    \(initializer) {}\n}\n"
        }
        #expect(
            Self.inputs(
                presenter(
                    marked,
                    "init(car: Car, since: Date, interactor: any CarsInteractorProtocol)"))
                == ["car: Car", "since: Date"])
        // An injected dependency first: no input, not `analytics`.
        #expect(
            Self.inputs(presenter(marked, "init(analytics: Analytics, car: Car)")) == [])
        #expect(Self.inputs(presenter(marked, "init(for car: Car)")) == [])
        #expect(Self.inputs(presenter(marked, "init(car: Car = .sample, since: Date)")) == [])
        #expect(Self.inputs(presenter(marked, "init?(car: Car)")) == ["car: Car"])
        #expect(
            Self.inputs(presenter(marked, "init(car: Car, analytics: Analytics)")) == ["car: Car"])
        // Not documented as what the route passed: not an input.
        #expect(Self.inputs(presenter("    let car: Car", "init(car: Car)")) == [])
        // A convenience initializer is passed over for the designated one.
        #expect(
            Self.inputs(
                presenter(
                    marked
                        + "\n    convenience init(since: Date) { self.init(car: .sample, since: since) }",
                    "init(car: Car, since: Date)")) == ["car: Car", "since: Date"])
        // An initializer in an extension.
        #expect(
            Self.inputs(
                "final class CarsPresenter {\n\(marked)\n}\nextension CarsPresenter {\n    init(car: Car) {}\n}\n"
            ) == ["car: Car"])
        // No holder, or no initializer that reads: nothing known.
        #expect(Self.inputs("struct Other {}\n") == nil)
        #expect(Self.inputs(presenter(marked, "init<T>(car: Car, extra: T)")) == nil)
    }
}
