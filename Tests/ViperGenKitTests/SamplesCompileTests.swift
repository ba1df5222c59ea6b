import Foundation
import Testing

/// The reference trees are real code: Samples/ builds them in Swift 6 language mode with
/// warnings as errors and runs their generated tests, and swift-format finds nothing in them.
/// So does a batch of modules made from random specs (`RandomSpecs`), all in one app target
/// with their tests in one test target. One `swift build` covers every case and the batch.
@Suite(.serialized)
struct SamplesCompileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let randomBatch = packageRoot.appending(path: "Samples/Random")

    @Test func samplesBuildWithWarningsAsErrorsAndTheirTestsPass() throws {
        let (seed, count) = RandomSpecs.configured
        try RandomSpecs.write(seed: seed, count: count, into: Self.randomBatch)
        let lint = try Self.lint(Self.randomBatch.appending(path: "Sources").path, Self.randomBatch.appending(path: "Tests").path)
        #expect(
            lint.status == 0 && lint.output.isEmpty,
            "swift format lint --strict of the random batch (seed \(seed), specs in Samples/Random/Specs):\n\(lint.output)"
        )

        let samples = Self.packageRoot.appending(path: "Samples").path
        let build = try Self.run("swift", "build", "--build-tests", "--package-path", samples)
        #expect(build.status == 0, "swift build of Samples failed (random batch: seed \(seed)):\n\(build.output)")
        guard build.status == 0 else { return }

        let test = try Self.run("swift", "test", "--skip-build", "--package-path", samples)
        #expect(test.status == 0, "the generated tests failed (random batch: seed \(seed)):\n\(test.output)")
        #expect(test.output.contains(" passed after "), "no Swift Testing run in:\n\(test.output)")
        #expect(test.output.contains("with 0 failures"), "no XCTest run in:\n\(test.output)")
    }

    @Test func referenceTreesHaveNoSwiftFormatFindings() throws {
        let result = try Self.lint(Self.packageRoot.appending(path: "Tests/ViperGenKitTests/Fixtures/Expected").path)
        #expect(result.status == 0 && result.output.isEmpty, "swift format lint --strict:\n\(result.output)")
    }

    static func lint(_ paths: String...) throws -> (status: Int32, output: String) {
        try run(
            ["swift", "format", "lint", "--strict", "--recursive", "--configuration", packageRoot.appending(path: ".swift-format").path]
                + paths
        )
    }

    static func run(_ arguments: String...) throws -> (status: Int32, output: String) {
        try run(arguments)
    }

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
