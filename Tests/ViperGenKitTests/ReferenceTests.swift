import Foundation
import Testing

@testable import ViperGenKit

/// Renders each spec in Fixtures/Specs and compares the files byte for byte with
/// Fixtures/Expected/<Case>/. Set RECORD_GOLDEN=1 to rewrite the expected trees; a
/// recording run still fails, so it cannot pass silently.
struct ReferenceTests {
    static let cases = ["Cars", "Catalog", "Categories", "Settings", "Step2Verification"]

    @Test(arguments: cases)
    func outputMatchesTheReferenceTree(_ name: String) throws {
        let rendered = try Fixtures.render(specNamed: name, target: name)
        var expected: [String: String] = [:]
        for (relative, text) in Fixtures.files(below: Fixtures.expected(name)) {
            expected[relative] = text
        }
        var actual: [String: String] = [:]
        for file in rendered {
            actual[(file.kind == .source ? "Sources/" : "Tests/") + file.path] = file.contents
        }

        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            try Fixtures.record(actual, into: Fixtures.expected(name))
            Issue.record("Recorded \(actual.count) files for \(name); read the diff, then run again without RECORD_GOLDEN.")
            return
        }

        #expect(Set(actual.keys) == Set(expected.keys), "files differ; re-record with RECORD_GOLDEN=1 and read the diff")
        for (path, text) in actual.sorted(by: { $0.key < $1.key }) {
            guard let reference = expected[path] else { continue }
            let diff = UnifiedDiff.make(old: reference, new: text, oldName: "expected/\(path)", newName: "actual/\(path)")
            #expect(diff.isEmpty, "\(name)/\(path) differs from the reference:\n\(diff)")
        }
    }

    /// Categories.yml is what `new Categories` writes, so the derived spec is compiled too.
    @Test func categoriesIsTheSpecThatNewDerives() throws {
        let derived = DerivedSpec.yaml(
            module: "Categories",
            options: GenerationOptions(),
            regenerate: "viper-gen generate Categories/Categories.yml --target Categories"
        )
        #expect(try String(contentsOf: Fixtures.spec("Categories"), encoding: .utf8) == derived)
    }

    @Test func everyCaseIsCompiledBySamples() throws {
        let manifest = try String(contentsOf: Fixtures.root.appending(path: "../../../Samples/Package.swift"), encoding: .utf8)
        for name in Self.cases {
            #expect(manifest.contains("\"\(name)\""), "Samples/Package.swift does not compile \(name)")
        }
    }
}
