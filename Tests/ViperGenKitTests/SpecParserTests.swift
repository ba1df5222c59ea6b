import Foundation
import Testing

@testable import ViperGenKit

/// What spec values read as.
struct SpecParserTests {
    /// In a flow collection, `[String: Int]` is a sequence holding one pair, which stands for
    /// a dictionary as it does in block style; `[{String: Int}]` holds a mapping: an array of
    /// dictionaries.
    @Test func typesInFlowCollectionsReadAsTheyAreWritten() throws {
        let yaml = """
            module: Cars
            entity: {properties: {scores: [String: Int], rows: [{String: Int}], tags: [String], grid: [[Int]], byName: {String: [Int]}}}
            viewModel: {properties: [{totals: [String: Double]}]}

            """
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "Cars.yml")
        #expect(
            spec.entity?.properties?.map { "\($0.name.value): \($0.type.value)" }
                == [
                    "scores: [String: Int]", "rows: [[String: Int]]", "tags: [String]",
                    "grid: [[Int]]", "byName: [String: [Int]]",
                ]
        )
        #expect(
            spec.viewModel?.properties?.map { $0.type.map { "\($0.value)" } } == [
                "[String: Double]"
            ])
    }

    /// The spec every style below writes.
    static let plainSpec = """
        module: Cars
        entity:
          properties:
            id: String
            tags: [String]
        useCases:
          - getCars() async throws -> [Car]
          - showCar(for id: Int) -> Car?
        routes:
          - showCarDetail(for viewModel: CarViewModel)

        """

    /// A spec YAML reads as written, in any style YAML allows, means what the plain one does.
    @Test(arguments: [
        (
            "a flow sequence of quoted signatures",
            """
            module: Cars
            entity: {properties: {id: String, tags: [String]}}
            useCases: [ "getCars() async throws -> [Car]", 'showCar(for id: Int) -> Car?' ]
            routes: ["showCarDetail(for viewModel: CarViewModel)"]

            """
        ),
        (
            "quoted signatures and types",
            """
            module: Cars
            entity:
              properties:
                id: "String"
                tags: '[String]'
            useCases:
              - "getCars() async throws -> [Car]"
              - 'showCar(for id: Int) -> Car?'
            routes:
              - "showCarDetail(for viewModel: CarViewModel)"

            """
        ),
        (
            "block scalars",
            """
            module: Cars
            entity:
              properties:
                id: String
                tags: |-
                  [String]
            useCases:
              - |-
                getCars() async throws -> [Car]
              - >-
                showCar(for id: Int)
                -> Car?
            routes:
              - >-
                showCarDetail(for viewModel: CarViewModel)

            """
        ),
        (
            "comments after signatures and between them",
            """
            module: Cars  # the module
            entity:
              properties:
                id: String    # an identifier
                tags: [String] # a list
            useCases:
              - getCars() async throws -> [Car]   # all of them
                # one of them, which may be missing:
              - showCar(for id: Int) -> Car? # one
            # navigation
            routes:
              - showCarDetail(for viewModel: CarViewModel) # "details"

            """
        ),
        ("Windows line ends", plainSpec.replacing("\n", with: "\r\n")),
        (
            "tabs where YAML allows them",
            "module: Cars\nentity:\n  properties:\n    id: String\t# an identifier\n    tags: [String]\t\n"
                + "useCases: [\t\"getCars() async throws -> [Car]\",\t\"showCar(for id: Int) -> Car?\"\t]\n"
                + "routes:\n  - showCarDetail(for viewModel: CarViewModel)\t# details\n"
        ),
        (
            "a signature folded over two lines, and sequences at their key's indentation",
            """
            module: Cars
            entity:
              properties:
                id: String
                tags: [String]
            useCases:
            - getCars() async throws
              -> [Car]
            - showCar(for id: Int) -> Car?
            routes:
            - showCarDetail(for viewModel: CarViewModel)

            """
        ),
    ])
    func specsInEveryYAMLStyleMeanThePlainSpec(_ style: String, _ yaml: String) throws {
        let plain = try SpecParser.parse(Data(Self.plainSpec.utf8), path: "Cars.yml")
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "Cars.yml")
        #expect(spec.problems.isEmpty, "\(style)")
        #expect(spec.useCases?.map(\.value) == plain.useCases?.map(\.value), "\(style)")
        #expect(spec.routes?.map(\.value) == plain.routes?.map(\.value), "\(style)")
        #expect(
            spec.entity?.properties?.map(\.type.value)
                == plain.entity?.properties?.map(\.type.value), "\(style)")
        #expect(plain.useCases?.count == 2)
        #expect(
            plain.entity?.properties?.map { "\($0.name.value): \($0.type.value)" } == [
                "id: String", "tags: [String]",
            ])
    }

    /// A signature or type YAML reads as a mapping or a list is the text written on its line,
    /// placed where it starts.
    @Test func signaturesYAMLReadsAsMappingsArePlacedWhereTheyStart() throws {
        let spec = try SpecParser.parse(Data(Self.plainSpec.utf8), path: "Cars.yml")
        func places<Value>(_ items: [Located<Value>]?) -> [String] {
            (items ?? []).map { $0.location.map { "\($0.line):\($0.column)" } ?? "none" }
        }
        #expect(places(spec.useCases) == ["7:5", "8:5"])
        #expect(places(spec.routes) == ["10:5"])
        #expect(places(spec.entity?.properties?.map(\.type)) == ["4:9", "5:11"])
    }

    /// What YAML reads on a line alone is told without asking it for the lines most specs
    /// have; where it is told, it is what YAML says.
    @Test func linesYAMLReadsPlainlyAreTheOnesItReads() {
        let lines: [Substring] = [
            "- getCars() async throws -> [Car]", "- showCar(for id: Int) -> Car?",
            "- rename(_ car: Car, to name: String)",
            "tags: String", "tags: [String]", "- title: String", "- load(id: Int) # a: b",
            "- load() #: x", "- a: b: c",
            "- @MainActor load()", "- load(x: @escaping () -> Void)", "onTap: @Sendable () -> Void",
            "- a:", "- a: ",
            "- load(id: Int)\t# c", "- caf\u{E9}(x: Int)", "- f(x: [Int]) -> Int",
            "- f() -> [String: [Int]]", "- \"a\": b",
            "- " + String(repeating: "k", count: 1_100) + ": v", "- a:b: c", "- (a: Int, b: Int)",
            "- x: y # z: w",
        ]
        for line in lines {
            guard let plainly = SignatureQuoting.readsPlainly(line) else { continue }
            #expect(plainly == YAMLLoader.reads(line), "\(line)")
        }
        #expect(lines.filter { SignatureQuoting.readsPlainly($0) != nil }.count >= 10)
    }
}
