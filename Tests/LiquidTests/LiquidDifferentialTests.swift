import Foundation
import Liquid
import Testing

/// viper-gen's Liquid against Ruby's Liquid 5.4 (`ruby -rliquid`), byte for byte: the
/// corpus of `LiquidCorpus`, and seeded random templates (`LiquidRandomTemplates`).
/// `LIQUID_DIFF_COUNT` and `LIQUID_DIFF_SEED` choose the random batch (Scripts/liquid-differential.sh).
@Suite struct LiquidDifferentialTests {
    /// Whether the oracle can run; prints why not, and fails when it is required.
    static func oracleAvailable() -> Bool {
        guard let reason = LiquidOracle.unavailableReason else { return true }
        if LiquidOracle.isRequired {
            Issue.record("VIPER_GEN_REQUIRE_ORACLES=1 but \(reason)")
        } else {
            print("Skipping the comparison with Ruby's Liquid: \(reason)")
        }
        return false
    }

    /// Compares every case; returns the disagreements, described with both outputs.
    static func compare(_ cases: [LiquidCase], seed: UInt64? = nil) throws -> [String] {
        let ruby = try LiquidOracle.render(cases)
        var failures: [String] = []
        for (item, theirs) in zip(cases, ruby) {
            let ours = LiquidOracle.ours(item)
            if !LiquidOracle.agree(ours, theirs) {
                failures.append(
                    "\(seed.map { "seed \($0): " } ?? "")template \(LiquidOracle.jsonString(item.template))\n  ruby:      \(theirs)\n  viper-gen: \(ours)"
                )
            }
        }
        return failures
    }

    @Test func corpusRendersAsRubyRendersIt() throws {
        guard Self.oracleAvailable() else { return }
        let cases = LiquidCorpus.templates.map {
            LiquidCase(template: $0, scope: LiquidCorpus.scope, snippets: LiquidCorpus.snippets)
        }
        let failures = try Self.compare(cases)
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(cases.count) differ:\n\(failures.joined(separator: "\n"))")
    }

    @Test func randomTemplatesRenderAsRubyRendersThem() throws {
        guard Self.oracleAvailable() else { return }
        let environment = ProcessInfo.processInfo.environment
        let count = environment["LIQUID_DIFF_COUNT"].flatMap { Int($0) } ?? 300
        let seed =
            environment["LIQUID_DIFF_SEED"].flatMap { UInt64($0) }
            ?? UInt64(Date().timeIntervalSince1970)
        var generator = LiquidRandomTemplates(seed: seed)
        let cases = (0..<count).map { _ in generator.next() }
        let started = Date()
        var failures: [String] = []
        for batch in stride(from: 0, to: cases.count, by: 2000) {
            failures += try Self.compare(
                Array(cases[batch..<min(batch + 2000, cases.count)]), seed: seed)
        }
        let kinds = cases.map { LiquidOracle.ours($0) }
        let errors = kinds.filter { if case .output = $0 { false } else { true } }.count
        print(
            "liquid-differential: \(count) random templates, seed \(seed): \(count - failures.count) identical, \(failures.count) differ; \(errors) are errors (parse or render) in both, \(String(format: "%.1f", Date().timeIntervalSince(started))) s"
        )
        for failure in failures.prefix(20) { print(failure) }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(count) random templates differ (seed \(seed)):\n\(failures.prefix(10).joined(separator: "\n"))"
        )
    }

    /// `LIQUID_DIFF_DIR=<folder>`: every `*.liquid` file under the folder (outside its
    /// `snippets/`) rendered with the corpus's scope (plus a Rambafile-like `company`,
    /// `project_name`… and `test_target`), with the folder's `snippets/` as includes. For
    /// reference templates (a public Generamba catalog) kept outside the repository.
    @Test func templatesOfAFolderRenderAsRubyRendersThem() throws {
        guard let folder = ProcessInfo.processInfo.environment["LIQUID_DIFF_DIR"] else { return }
        guard Self.oracleAvailable() else { return }
        let manager = FileManager.default
        var snippets: [String: String] = [:]
        var cases: [(String, LiquidCase)] = []
        var scope = LiquidCorpus.scope
        for (key, value) in [
            "company": "Analytical Engines", "project_name": "Garage",
            "xcodeproj_path": "Garage.xcodeproj",
            "project_target": "Garage", "project_file_path": "Garage/Modules",
            "project_group_path": "Garage/Modules",
            "test_target": "GarageTests", "podfile_path": "Podfile",
        ] as [String: LiquidValue] {
            scope[key] = value
        }
        let files = (manager.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".liquid")
        }.sorted()
        for file in files {
            guard let text = try? String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
            else { continue }
            if file.hasPrefix("snippets/") {
                snippets[String(file.dropFirst("snippets/".count).dropLast(".liquid".count))] = text
            }
        }
        for file in files where !file.hasPrefix("snippets/") {
            guard let text = try? String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
            else { continue }
            cases.append((file, LiquidCase(template: text, scope: scope, snippets: snippets)))
        }
        let failures = try Self.compare(cases.map(\.1))
        print(
            "liquid-differential: \(cases.count) templates of \(folder): \(cases.count - failures.count) identical, \(failures.count) differ"
        )
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
