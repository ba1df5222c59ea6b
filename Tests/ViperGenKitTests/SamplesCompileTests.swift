import Foundation
import Testing

/// The reference trees are real code: Samples/ builds them in Swift 6 language mode with
/// warnings as errors and runs their generated tests, and swift-format finds nothing in them.
/// So does a batch of modules made from random specs (`RandomSpecs`), all in one app target
/// with their tests in one test target. One `swift build` covers every case and the batch, once
/// with SwiftPM's default settings and once with a new Xcode 26 app target's. On
/// Linux the UIKit and SwiftUI screens are built too, against the API-surface modules in
/// Samples/APISurface.
@Suite(.serialized)
struct SamplesCompileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let expected = packageRoot.appending(path: "Tests/ViperGenKitTests/Fixtures/Expected")
    static let randomBatch = packageRoot.appending(path: "Samples/Random")

    /// Whether Samples declares the UIKit and SwiftUI API-surface modules (on Linux only: on
    /// macOS the real frameworks are imported).
    static var hasAPISurface: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    @Test func samplesBuildWithWarningsAsErrorsAndTheirTestsPass() throws {
        let (seed, count) = RandomSpecs.configured
        // Half the modules have their `// TODO:` placeholders filled in, as a user would: their
        // generated tests must pass all the same.
        // A third of them, and one module per set, are merge scenarios: made from a smaller
        // spec, edited as a user would, then merged to their spec (`MergeScenarios`).
        let filled = try RandomSpecs.write(
            seed: seed, count: count, into: Self.randomBatch, fillingPlaceholders: true,
            merging: true)
        let lint = try Self.lint(
            Self.randomBatch.appending(path: "Sources").path,
            Self.randomBatch.appending(path: "Tests").path)
        #expect(
            lint.status == 0 && lint.output.isEmpty,
            "swift format lint --strict of the random batch (seed \(seed), specs in Samples/Random/Specs):\n\(lint.output)"
        )
        let undeclared = IsolationCheck.findings(below: Self.randomBatch)
        #expect(
            undeclared.isEmpty,
            "declarations of the random batch that leave their isolation to the default:\n\(undeclared.joined(separator: "\n"))"
        )
        let batch =
            "random batch: seed \(seed); placeholders filled in \(filled.filledModules.joined(separator: ", ")) (\(filled.placeholders)); merged: \(filled.mergedModules.joined(separator: ", "))"

        let samples = Self.packageRoot.appending(path: "Samples").path
        // Once with SwiftPM's defaults (nonisolated), once with a new Xcode 26 app target's
        // (default isolation MainActor, approachable concurrency), each in a scratch folder of
        // its own so that neither rebuilds the other.
        for setting in Setting.allCases {
            let build = try Self.run(
                setting.environment + [
                    "swift", "build", "--build-tests", "--package-path", samples, "--scratch-path",
                    setting.scratchPath,
                ]
            )
            #expect(
                build.status == 0,
                "swift build of Samples with \(setting) failed (\(batch)):\n\(build.output)")
            guard build.status == 0 else { continue }

            let test = try Self.run(
                setting.environment + [
                    "swift", "test", "--skip-build", "--package-path", samples, "--scratch-path",
                    setting.scratchPath,
                ]
            )
            #expect(
                test.status == 0,
                "the generated tests failed with \(setting) (\(batch)):\n\(test.output)")
            #expect(
                test.output.contains(" passed after "),
                "no Swift Testing run with \(setting) in:\n\(test.output)")
            #expect(
                test.output.contains("with 0 failures"),
                "no XCTest run with \(setting) in:\n\(test.output)")
            if Self.hasAPISurface {
                // The view-controller tests sit behind `#if canImport(UIKit)`: they ran, in both
                // frameworks (where SAMPLES_CASES builds those cases).
                let only = ProcessInfo.processInfo.environment["SAMPLES_CASES"].map {
                    Set($0.split(separator: ",").map(String.init))
                }
                if only?.contains("ListProducts") ?? true {
                    #expect(
                        test.output.contains("Suite ListProductsViewControllerTests passed"),
                        "\(test.output)")
                }
                if only?.contains("CleanCatalog") ?? true {
                    #expect(
                        test.output.contains("Test Suite 'CatalogViewControllerTests' passed"),
                        "\(test.output)")
                }
                if only?.contains("Catalog") ?? true {
                    #expect(
                        test.output.contains("Suite CatalogViewControllerTests passed"),
                        "\(test.output)")
                }
            }
        }
    }

    /// The settings an app target builds the generated code with.
    enum Setting: String, CaseIterable, CustomStringConvertible {
        /// SwiftPM's defaults: nonisolated by default.
        case swiftPM
        /// A new Xcode 26 app target's: default isolation MainActor, with the upcoming features
        /// of "approachable concurrency" (Samples/Package.swift reads SAMPLES_ISOLATION).
        case xcode26

        var environment: [String] { ["SAMPLES_ISOLATION=\(self == .xcode26 ? "MainActor" : "")"] }
        var scratchPath: String {
            SamplesCompileTests.packageRoot.appending(
                path: self == .xcode26 ? "Samples/.build-mainactor" : "Samples/.build"
            ).path
        }
        var description: String {
            self == .xcode26
                ? "Xcode 26's settings (MainActor by default, approachable concurrency)"
                : "SwiftPM's default settings"
        }
    }

    /// The screens are type-checked: a view protocol that gains a requirement fails the build
    /// at the view controller that lacks it, and a SwiftUI screen that calls what its presenter
    /// no longer declares fails at that call. Built in a copy of Samples that holds the two
    /// cases only, with the reference trees left as they are. (On macOS, where `swift build`
    /// sees no UIKit, Scripts/check-api-surface.sh builds the UIKit screens for iOS.)
    @Test func aScreenThatNoLongerFitsItsContractFailsTheBuild() throws {
        let manager = FileManager.default
        let copy = manager.temporaryDirectory.appending(
            path: "viper-gen-samples-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: copy) }
        try manager.createDirectory(
            at: copy.appending(path: "Cases"), withIntermediateDirectories: true)
        let samples = Self.packageRoot.appending(path: "Samples")
        try manager.copyItem(
            at: samples.appending(path: "Package.swift"), to: copy.appending(path: "Package.swift"))
        try manager.createSymbolicLink(
            at: copy.appending(path: "APISurface"),
            withDestinationURL: samples.appending(path: "APISurface"))
        for name in ["Cars", "Favourites"] {
            try manager.copyItem(
                at: Self.expected.appending(path: name), to: copy.appending(path: "Cases/\(name)"))
        }

        // A requirement CarsViewController does not implement.
        let view = copy.appending(path: "Cases/Cars/Sources/Cars/CarsView.swift")
        let contract = try String(contentsOf: view, encoding: .utf8)
        let end = try #require(contract.range(of: "}", options: .backwards))
        try contract.replacingCharacters(
            in: end,
            with:
                "\n    /// Shows the cars' total price.\n    func displayTotal(_ total: Double)\n}"
        )
        .write(to: view, atomically: true, encoding: .utf8)
        // The presenter's `viewDidLoad()`, which FavouritesScreen calls, renamed.
        let presenter = copy.appending(
            path: "Cases/Favourites/Sources/Favourites/FavouritesPresenterProtocol.swift")
        let protocolText = try String(contentsOf: presenter, encoding: .utf8)
        #expect(protocolText.contains("    func viewDidLoad() async\n"))
        try protocolText.replacingOccurrences(
            of: "    func viewDidLoad() async\n", with: "    func screenDidAppear() async\n"
        )
        .write(to: presenter, atomically: true, encoding: .utf8)

        // One build a case: a build stops at the first target that fails. SwiftPM's lock files
        // go to TMPDIR: into the copy, which goes away.
        let temporary = copy.appending(path: "tmp")
        try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
        let swift = ["TMPDIR=\(temporary.path)", "swift", "build", "--package-path", copy.path]
        let swiftUI = try Self.run(swift + ["--target", "Favourites"])
        #expect(swiftUI.status != 0, "the build of the changed case passed:\n\(swiftUI.output)")
        // Where the screen calls it.
        let call = try Self.position(
            of: "viewDidLoad",
            onTheLineWith: "presenter.viewDidLoad()",
            in: copy.appending(path: "Cases/Favourites/Sources/Favourites/FavouritesScreen.swift")
        )
        #expect(
            swiftUI.output.contains(
                "FavouritesScreen.swift:\(call): error: value of type 'any FavouritesPresenterProtocol' has no member 'viewDidLoad'"
            ),
            "\(swiftUI.output)"
        )
        if Self.hasAPISurface {
            let uiKit = try Self.run(swift + ["--target", "Cars"])
            #expect(uiKit.status != 0, "the build of the changed case passed:\n\(uiKit.output)")
            // At the extension that conforms it.
            let conformance = try Self.position(
                of: "extension",
                onTheLineWith: "extension CarsViewController: CarsView {",
                in: copy.appending(path: "Cases/Cars/Sources/Cars/CarsViewController.swift")
            )
            #expect(
                uiKit.output.contains(
                    "CarsViewController.swift:\(conformance): error: type 'CarsViewController' does not conform to protocol 'CarsView'"
                ),
                "\(uiKit.output)"
            )
        }
    }

    /// `line:column` of `text` on the first line of `file` that holds `marker`, as the compiler
    /// reports a place.
    static func position(of text: String, onTheLineWith marker: String, in file: URL) throws
        -> String
    {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(marker) })
        let column =
            try #require(lines[index].range(of: text)).lowerBound.utf16Offset(in: lines[index]) + 1
        return "\(index + 1):\(column)"
    }

    @Test func referenceTreesAndAPISurfaceHaveNoSwiftFormatFindings() throws {
        let result = try Self.lint(
            Self.expected.path, Self.packageRoot.appending(path: "Samples/APISurface").path)
        #expect(
            result.status == 0 && result.output.isEmpty,
            "swift format lint --strict:\n\(result.output)")
    }

    static func lint(_ paths: String...) throws -> (status: Int32, output: String) {
        try run(
            [
                "swift", "format", "lint", "--strict", "--recursive", "--configuration",
                packageRoot.appending(path: ".swift-format").path,
            ]
                + paths
        )
    }

    static func run(_ arguments: String...) throws -> (status: Int32, output: String) {
        try run(arguments)
    }

    /// Runs `arguments` through `env`: a leading `NAME=value` sets a variable.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
