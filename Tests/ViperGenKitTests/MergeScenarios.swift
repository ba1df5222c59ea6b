import Diagnostics
import Foundation

@testable import ViperGenKit

/// What `--merge` is for, played through the real pipeline: a module is made from a spec,
/// its user edits the user-owned files (fills in the placeholders, and in the scenarios per
/// set documents the first method), the spec gains use cases and routes, and `generate --merge` carries the change
/// in. The merge must be clean, keep the user's edits, and leave a module that builds and
/// whose tests pass; `SamplesCompileTests` builds and tests the results with the random batch.
enum MergeScenarios {
    struct Scenario {
        var module: String
        /// The spec the module is made from, and the one it is merged to.
        var before: String
        var after: String
    }

    /// What a scenario's merge did.
    struct Outcome {
        var merged: [String] = []
        var conflicts: [String] = []
        /// Lines the user wrote that the merged file no longer has, by file.
        var lost: [String] = []
        var userEdits = 0
        /// The user-owned files, as merged, by path.
        var userFiles: [(path: String, kind: FileKind, text: String)] = []
    }

    /// One scenario per built-in set, in varied flavours: a use case with a result, one without,
    /// a push route and a route that closes the screen are added at once.
    static let perSet: [Scenario] = [
        ("viper", "uikit", "swift-testing"), ("mvp", "swiftui", "xctest"),
        ("mvvm", "uikit", "xctest"),
        ("mvvm-c", "swiftui", "swift-testing"), ("clean-swift", "uikit", "swift-testing"),
        ("mvc", "swiftui", "swift-testing"),
    ].map { set, ui, tests in
        let name =
            "Merged"
            + set.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let before = """
            module: \(name)Garage
            architecture: \(set)
            entity:
              name: \(name)Car
              properties: { id: String, make: String, price: Double }
            viewModel:
              properties: [make, { priceText: String }]
            useCases:
              - fetchCars() async throws -> [\(name)Car]
            routes:
              - showCarDetail(for car: \(name)Car)
            ui: \(ui)
            tests: \(tests)

            """
        let after =
            before
            .replacingOccurrences(
                of: "  - fetchCars() async throws -> [\(name)Car]\n",
                with:
                    "  - fetchCars() async throws -> [\(name)Car]\n  - deleteCar(id: String) async throws\n  - countCars() async -> Int\n"
            )
            .replacingOccurrences(
                of: "  - showCarDetail(for car: \(name)Car)\n",
                with:
                    "  - showCarDetail(for car: \(name)Car)\n  - showFilters()\n  - dismissGarage()\n"
            )
        return Scenario(module: name + "Garage", before: before, after: after)
    }

    /// A random spec's scenario: the module is first made without the spec's last two use
    /// cases and its last route, which the merge then adds.
    static func scenario(from spec: RandomSpecs.Spec) -> Scenario {
        var lines = spec.yaml.components(separatedBy: "\n")
        func removeLast(_ count: Int, under key: String) {
            guard let start = lines.firstIndex(of: key) else { return }
            var end = start + 1
            while end < lines.count, lines[end].hasPrefix("  - ") { end += 1 }
            let items = end - start - 1
            let removed = min(count, items)
            lines.removeSubrange((end - removed)..<end)
            if removed == items { lines.remove(at: start) }
        }
        removeLast(2, under: "useCases:")
        removeLast(1, under: "routes:")
        return Scenario(
            module: spec.module, before: lines.joined(separator: "\n"), after: spec.yaml)
    }

    /// Plays `scenario` in `folder` (sources in `Sources/<target>`, tests in `Tests/<target>Tests`),
    /// with `generator`'s shared entities: makes the module, edits it as a user would, then
    /// merges the grown spec into it.
    /// With `documenting`, the user also puts a comment on the first function of each file
    /// (the scenarios per set, whose shape is known); without it, only the placeholders are
    /// filled in (random specs: a comment put anywhere may sit next to a line the change
    /// rewrites, as a preview model's property a new use case makes unneeded, and then the
    /// conflict is the right outcome).
    /// `appTypeNames` are the types the app's specs declare, as `generate` finds them
    /// (`Generator.declare`).
    static func play(
        _ scenario: Scenario, target: String, in folder: URL, shared: SharedModels,
        appTypeNames: Set<String> = [], modules: AppModules = .none, documenting: Bool
    ) throws -> Outcome {
        let layout = OutputLayout(sources: "Sources/\(target)", tests: "Tests/\(target)Tests")
        var generator = Generator(
            options: GenerationOptions(target: target), layout: layout, workingDirectory: folder,
            force: false)
        generator.shared = shared
        generator.appTypeNames = appTypeNames
        generator.modules = modules
        let session = try OutputSession(layout: layout, relativeTo: folder, access: .write)
        defer { session.close() }

        let made = try generator.plan(
            try SpecParser.parse(Data(scenario.before.utf8), path: "\(scenario.module).yml"))
        try session.write(made.plan)
        var outcome = Outcome()
        // The lines each file gained from the user.
        var userLines: [String: [String]] = [:]
        for file in made.plan.files where file.owner == .user && !file.isMergeBase {
            let edited =
                documenting ? userEdit(file.contents) : PlaceholderFiller.fill(file.contents)
            outcome.userEdits += edited.count
            let rendered = Set(file.contents.components(separatedBy: "\n"))
            userLines[file.destination.path] = edited.text.components(separatedBy: "\n").filter {
                !rendered.contains($0)
            }
            try edited.text.write(to: file.destination, atomically: false, encoding: .utf8)
        }

        generator.merge = true
        let merged = try generator.plan(
            try SpecParser.parse(Data(scenario.after.utf8), path: "\(scenario.module).yml"))
        try session.write(merged.plan)
        for file in merged.plan.files where file.owner == .user && !file.isMergeBase {
            switch file.action {
            case .merge: outcome.merged.append(file.displayPath)
            case .conflict: outcome.conflicts.append("\(file.displayPath):\n\(file.contents)")
            default: break
            }
            let text = try String(contentsOf: file.destination, encoding: .utf8)
            let kept = Set(text.components(separatedBy: "\n"))
            for line in userLines[file.destination.path] ?? [] where !kept.contains(line) {
                outcome.lost.append("\(file.displayPath): \(line)")
            }
            outcome.userFiles.append(
                (
                    file.displayPath, file.destination.path.contains("/Tests/") ? .test : .source,
                    text
                ))
        }
        return outcome
    }

    /// What a user does to a user-owned file: fills in its `// TODO:` placeholders
    /// (`PlaceholderFiller`) and documents the first function that follows a blank line.
    static func userEdit(_ text: String) -> (text: String, count: Int) {
        var (text, count) = PlaceholderFiller.fill(text)
        var lines = text.components(separatedBy: "\n")
        if let index = lines.indices.dropFirst().first(where: {
            lines[$0 - 1].isEmpty && lines[$0].contains("func ")
        }) {
            let indentation = lines[index].prefix { $0 == " " }
            lines.insert(indentation + "// Reviewed by the team.", at: index)
            text = lines.joined(separator: "\n")
            count += 1
        }
        return (text, count)
    }
}
