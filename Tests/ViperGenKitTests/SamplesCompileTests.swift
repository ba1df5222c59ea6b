import Foundation
import Testing

/// The reference trees are real code: Samples/ builds them in Swift 6 language mode with
/// warnings as errors and runs their generated tests, and swift-format finds nothing in them.
/// One `swift build` covers every case.
@Suite(.serialized)
struct SamplesCompileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func samplesBuildWithWarningsAsErrorsAndTheirTestsPass() throws {
        let samples = Self.packageRoot.appending(path: "Samples").path
        let build = try Self.run("swift", "build", "--build-tests", "--package-path", samples)
        #expect(build.status == 0, "swift build of Samples failed:\n\(build.output)")
        guard build.status == 0 else { return }

        let test = try Self.run("swift", "test", "--skip-build", "--package-path", samples)
        #expect(test.status == 0, "the generated tests failed:\n\(test.output)")
        #expect(test.output.contains(" passed after "), "no Swift Testing run in:\n\(test.output)")
        #expect(test.output.contains("with 0 failures"), "no XCTest run in:\n\(test.output)")
    }

    @Test func referenceTreesHaveNoSwiftFormatFindings() throws {
        let result = try Self.run(
            "swift", "format", "lint", "--strict", "--recursive",
            "--configuration", Self.packageRoot.appending(path: ".swift-format").path,
            Self.packageRoot.appending(path: "Tests/ViperGenKitTests/Fixtures/Expected").path
        )
        #expect(result.status == 0 && result.output.isEmpty, "swift format lint --strict:\n\(result.output)")
    }

    static func run(_ arguments: String...) throws -> (status: Int32, output: String) {
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
