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
                == ["scores: [String: Int]", "rows: [[String: Int]]", "tags: [String]", "grid: [[Int]]", "byName: [String: [Int]]"]
        )
        #expect(spec.viewModel?.properties?.map { $0.type.map { "\($0.value)" } } == ["[String: Double]"])
    }
}
