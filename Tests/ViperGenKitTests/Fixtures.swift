import Diagnostics
import Foundation

@testable import ViperGenKit

/// Paths and helpers for the test fixtures.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(
        path: "Fixtures")

    /// The names of the single-spec cases, the `*.yml` files of Fixtures/Specs, sorted: the
    /// cases a suite that needs one spec per case (adopt's round trip) takes.
    static let specNames: [String] = contents(of: root.appending(path: "Specs"))
        .filter { $0.hasSuffix(".yml") }
        .map { String($0.dropLast(4)) }
        .sorted()

    /// The names of the folder cases, the folders of Fixtures/Specs, sorted: each holds the
    /// specs of one run, several modules generated into one app target.
    static let folderCaseNames: [String] = contents(of: root.appending(path: "Specs"))
        .filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: root.appending(path: "Specs/\(name)").path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        .sorted()

    /// Every reference case, single-spec and folder, sorted: each has its tree in
    /// Fixtures/Expected.
    static let caseNames: [String] = (specNames + folderCaseNames).sorted()

    static func spec(_ name: String) -> URL { root.appending(path: "Specs/\(name).yml") }
    static func expected(_ name: String) -> URL { root.appending(path: "Expected/\(name)") }

    /// The spec files of the case `name`, with the paths diagnostics name them by: its one
    /// spec (`Cars.yml`), or the `*.yml` files of its folder, sorted
    /// (`SharedGarage/CarDetail.yml`, `SharedGarage/Garage.yml`).
    static func specs(ofCase name: String) -> [(url: URL, displayPath: String)] {
        guard folderCaseNames.contains(name) else { return [(spec(name), "\(name).yml")] }
        let folder = root.appending(path: "Specs/\(name)")
        return contents(of: folder).filter { $0.hasSuffix(".yml") }.sorted().map {
            (folder.appending(path: $0), "\(name)/\($0)")
        }
    }

    /// Renders the case `name` the way one `generate` run renders its specs, with the case's
    /// name as the target: its specs are checked together first (`Generator.declare`: the
    /// entities they share, the app's type names, what their routes open), then each is
    /// resolved and rendered. A problem of any spec, or of the specs together (a warning too),
    /// is thrown.
    static func render(caseNamed name: String) throws -> [RenderedFile] {
        let files = specs(ofCase: name)
        guard !files.isEmpty else { throw NoSpecs(caseName: name) }
        return try render(specsAt: files, target: name)
    }

    /// Renders the spec files `files` as one `generate` run with `target` as the app target
    /// (see `render(caseNamed:)`).
    static func render(specsAt files: [(url: URL, displayPath: String)], target: String) throws
        -> [RenderedFile]
    {
        let specs = try files.map {
            try SpecParser.parse(fileAt: $0.url, displayPath: $0.displayPath)
        }
        var generator = Generator(
            options: GenerationOptions(target: target),
            layout: OutputLayout(sources: "Sources", tests: "Tests"),
            workingDirectory: FileManager.default.temporaryDirectory,
            force: false
        )
        // A reference case is clean: a warning fails it as an error does.
        let problems = generator.declare(run: specs, others: [])
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
        var rendered: [RenderedFile] = []
        for spec in specs { rendered += try generator.render(spec) }
        return rendered
    }

    struct NoSpecs: Error, CustomStringConvertible {
        var caseName: String
        var description: String { "Fixtures/Specs/\(caseName)/ holds no *.yml spec" }
    }

    /// The names in `directory`, without hidden ones.
    private static func contents(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { !$0.hasPrefix(".") }
    }

    /// Every regular file below `directory`, keyed by relative path.
    static func files(below directory: URL) -> [(String, String)] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil)
        else {
            return []
        }
        var result: [(String, String)] = []
        let base = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            result.append((String(url.standardizedFileURL.path.dropFirst(base.count)), text))
        }
        return result
    }

    /// Replaces the tree at `directory` with `files`.
    static func record(_ files: [String: String], into directory: URL) throws {
        try? FileManager.default.removeItem(at: directory)
        for (path, text) in files {
            let url = directory.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
