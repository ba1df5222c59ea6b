import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// Renders each case of Fixtures/Specs and compares the files byte for byte with
/// Fixtures/Expected/<Case>/. A case is one spec (`Cars.yml`) or a folder of specs
/// (`SharedGarage/`) rendered as one run into one target, every module in the one tree. Set
/// RECORD_GOLDEN=1 to rewrite the expected trees; a recording run still fails, so it cannot
/// pass silently. REFERENCE_CASES=A,B narrows a run (or a recording) to those cases while
/// working on them.
struct ReferenceTests {
    /// Every spec and every folder of specs in Fixtures/Specs is a case.
    static let cases = Fixtures.caseNames.filter { name in
        guard let only = ProcessInfo.processInfo.environment["REFERENCE_CASES"] else { return true }
        return only.split(separator: ",").contains { $0 == name }
    }

    @Test(arguments: cases)
    func outputMatchesTheReferenceTree(_ name: String) throws {
        let rendered = try Fixtures.render(caseNamed: name)
        var expected: [String: String] = [:]
        for (relative, text) in Fixtures.files(below: Fixtures.expected(name)) {
            expected[relative] = text
        }
        var actual: [String: String] = [:]
        for file in rendered {
            let path = (file.kind == .source ? "Sources/" : "Tests/") + file.path
            // Two modules of a folder case that write one file could not share a target.
            #expect(actual[path] == nil, "\(name): two modules render \(path)")
            actual[path] = file.contents
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

    /// The specs of a folder case are checked together before they are rendered, as one
    /// `generate` run checks its specs: two modules that declare one entity, or a route that
    /// opens a module none of them declares, fail the case, at the spec.
    @Test func aFolderCaseWhoseSpecsDoNotFitTogetherFails() throws {
        let folder = try TestFolder(suite: "ReferenceTests")
        try folder.write(
            "Garage.yml",
            "module: Garage\nentity: { name: Car, properties: { make: String } }\nroutes:\n  - showCarDetail() -> CarDetial\n"
        )
        try folder.write(
            "Fleet.yml", "module: Fleet\nentity: { name: Car, properties: { model: String } }\n")
        let specs = ["Fleet.yml", "Garage.yml"].map {
            (url: folder.url.appending(path: $0), displayPath: "Broken/\($0)")
        }
        #expect {
            _ = try Fixtures.render(specsAt: specs, target: "Broken")
        } throws: { error in
            let text = "\(error)"
            return text.contains("Broken/Garage.yml:") && text.contains("'Car'")
                && text.contains("'CarDetial'")
        }
        // Alone, Garage still fails (its route opens no module), and Fleet renders.
        #expect(throws: DiagnosticsError.self) {
            _ = try Fixtures.render(specsAt: [specs[1]], target: "Broken")
        }
        #expect(try !Fixtures.render(specsAt: [specs[0]], target: "Broken").isEmpty)
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
        // A macro's trailing closure is a scope: the test after it is inside its suite.
        let suite = """
            @MainActor
            struct CarsTests {
                @Test func throwsWhatTheServiceThrows() {
                    #expect(throws: CarsTestError.stubbed) {
                        try load()
                    }
                }

                @Test func loads() {}
            }
            func free() {}
            """
        #expect(IsolationCheck.undeclaredLines(in: suite) == [11])
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
            Set(folders) == Set(Fixtures.caseNames),
            "Fixtures/Expected and Fixtures/Specs name different cases")
    }
}
