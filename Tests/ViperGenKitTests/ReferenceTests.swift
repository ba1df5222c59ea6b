import Foundation
import Testing

@testable import ViperGenKit

/// Renders each spec in Fixtures/Specs and compares the files byte for byte with
/// Fixtures/Expected/<Case>/. Set RECORD_GOLDEN=1 to rewrite the expected trees; a
/// recording run still fails, so it cannot pass silently. REFERENCE_CASES=A,B narrows a
/// run (or a recording) to those cases while working on them.
struct ReferenceTests {
    /// Every spec in Fixtures/Specs is a case.
    static let cases = Fixtures.specNames.filter { name in
        guard let only = ProcessInfo.processInfo.environment["REFERENCE_CASES"] else { return true }
        return only.split(separator: ",").contains { $0 == name }
    }

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
            Issue.record(
                "Recorded \(actual.count) files for \(name); read the diff, then run again without RECORD_GOLDEN."
            )
            return
        }

        #expect(
            Set(actual.keys) == Set(expected.keys),
            "files differ; re-record with RECORD_GOLDEN=1 and read the diff")
        for (path, text) in actual.sorted(by: { $0.key < $1.key }) {
            guard let reference = expected[path] else { continue }
            let diff = UnifiedDiff.make(
                old: reference, new: text, oldName: "expected/\(path)", newName: "actual/\(path)")
            #expect(diff.isEmpty, "\(name)/\(path) differs from the reference:\n\(diff)")
        }
    }

    /// Every file-scope declaration of the reference trees says whether it is `nonisolated` or
    /// `@MainActor` (or inherits it from a view controller or a SwiftUI view), never relying on
    /// the target's default isolation, which SwiftPM and Xcode 26 set differently.
    @Test func everyDeclarationStatesItsIsolation() throws {
        let findings = IsolationCheck.findings(below: Fixtures.root.appending(path: "Expected"))
        #expect(
            findings.isEmpty,
            "declarations that leave their isolation to the target's default:\n\(findings.joined(separator: "\n"))"
        )
    }

    /// The check finds what it is for.
    @Test func theIsolationCheckFindsADeclarationWithoutIsolation() {
        let text = """
            nonisolated struct Car: Equatable {}
            @MainActor
            final class CarsPresenter {
                var view: String?
            }
            struct CarsScreen: View {}
            #if canImport(UIKit)
                final class CarsViewController: UIViewController {}
                final class CarsCell {}
            #endif
            extension Car {}
            protocol CarsServiceProtocol: Sendable {}
            // struct Commented {}
            private func isCancellation(_ error: any Error) -> Bool { false }
            """
        #expect(IsolationCheck.undeclaredLines(in: text) == [9, 12, 14])
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

    /// Samples/ compiles every folder of Fixtures/Expected, so each must be a case and each case must be there.
    @Test func everyCaseIsCompiledBySamples() throws {
        let samples = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: "Samples/Cases")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: samples.path)
        #expect(link == "../Tests/ViperGenKitTests/Fixtures/Expected")
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Fixtures.root.appending(path: "Expected").path
        )
        .filter { !$0.hasPrefix(".") }
        #expect(
            Set(folders) == Set(Fixtures.specNames),
            "Fixtures/Expected and Fixtures/Specs name different cases")
    }
}
