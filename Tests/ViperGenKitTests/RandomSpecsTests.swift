import Foundation
import Testing

@testable import ViperGenKit

/// `RandomSpecs` writes only specs viper-gen accepts: a refused one stops the random batch
/// before anything is built, and says nothing about the generated code.
struct RandomSpecsTests {
    /// Every spec of 100 batches of 12 (seeds 0 to 99) is accepted and renders, as
    /// `RandomSpecs.write` makes them (longer runs: docs/random-specs.md). Seeds 15, 26, 64
    /// and 73 gave an entity named `Result` and a use
    /// case returning `Result<[Result], any Error>`, which meant Swift's.
    @Test func manySeedsGiveOnlySpecsViperGenAccepts() throws {
        var refused: [String] = []
        for seed in UInt64(0)..<100 {
            do {
                try RandomSpecs.render(seed: seed, count: 12)
            } catch {
                refused.append("\(error)")
            }
        }
        #expect(
            refused.isEmpty, "\(refused.count) seeds refused:\n\(refused.joined(separator: "\n"))")
    }

    /// A batch that declares an app type `Result` writes Swift's as `Swift.Result`.
    @Test func aBatchThatDeclaresResultWritesSwiftsQualified() throws {
        for seed: UInt64 in [15, 26] {
            var random = RandomSpecs(seed: seed)
            let specs = random.batch(count: 12)
            let yaml = specs.map(\.yaml).joined()
            #expect(yaml.contains("name: Result\n") || yaml.contains("module: Results\n"))
            #expect(!yaml.contains(" Result<") && !yaml.contains("\"Result<"))
            try RandomSpecs.render(seed: seed, count: 12)
        }
    }
}
