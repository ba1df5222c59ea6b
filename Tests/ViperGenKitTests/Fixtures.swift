import Foundation

@testable import ViperGenKit

/// Paths and helpers for the test fixtures.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(
        path: "Fixtures")

    /// The names of the specs in Fixtures/Specs, sorted.
    static let specNames: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Specs").path))
        ?? [])
        .filter { $0.hasSuffix(".yml") }
        .map { String($0.dropLast(4)) }
        .sorted()

    static func spec(_ name: String) -> URL { root.appending(path: "Specs/\(name).yml") }
    static func expected(_ name: String) -> URL { root.appending(path: "Expected/\(name)") }

    /// Renders a fixture spec the way `generate` would, with `target` as the module under test.
    static func render(specNamed name: String, target: String) throws -> [RenderedFile] {
        let spec = try SpecParser.parse(fileAt: spec(name), displayPath: "\(name).yml")
        let set = try TemplateSet.named(spec.architecture?.value ?? "viper", location: nil)
        let options = GenerationOptions(target: target)
        // The spec is the app's one module: a route to its own module builds it.
        let module = try ModuleResolver.resolve(
            spec,
            options: options,
            viewModelSuffix: set.manifest.viewModelSuffix,
            modules: AppModules([spec], options: options)
        )
        return try Renderer(templateSet: set).render(module)
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
