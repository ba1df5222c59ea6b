import ArgumentParser
import Foundation
import ViperGenKit

/// Options shared by `new` and `generate`.
struct ModuleOptions: ParsableArguments {
    @Option(name: [.short, .long], help: "Template set: \(TemplateSet.builtinNames.joined(separator: ", ")).")
    var architecture: String = "viper"

    @Option(name: [.short, .long], help: "Sources root; a module goes in <output>/<Module>/.")
    var output: String = "."

    @Option(help: "Tests root; a module's tests go in <tests-output>/<Module>/.")
    var testsOutput: String = "Tests"

    @Option(help: "The Swift module the sources compile into; generated tests @testable import it.")
    var target: String = "App"

    @Option(help: "View layer: uikit, swiftui or none (a spec's 'ui' wins).")
    var ui: String = UIFlavor.uikit.rawValue

    @Option(help: "Test framework: swift-testing, xctest or none (a spec's 'tests' wins).")
    var tests: String = TestFramework.swiftTesting.rawValue

    @Option(help: "Access level of the module's API: internal or public (a spec's 'access' wins).")
    var access: String = AccessLevel.internal.rawValue

    @Option(name: .customLong("param"), help: "Extra value for templates, as key=value (repeatable).")
    var params: [String] = []

    @Flag(help: "Print what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Allow overwriting user-owned files.")
    var force = false

    func validate() throws {
        _ = try generationOptions()
        if !SwiftNames.isIdentifier(target) {
            throw ValidationError("--target '\(target)' is not a Swift module name")
        }
    }

    func generationOptions() throws -> GenerationOptions {
        var values: [String: TemplateValue] = [:]
        for param in params {
            guard let equals = param.firstIndex(of: "="), equals != param.startIndex else {
                throw ValidationError("--param '\(param)' must be written key=value")
            }
            let key = String(param[..<equals])
            guard SwiftNames.isIdentifier(key) else {
                throw ValidationError("--param key '\(key)' must be an identifier (letters, digits, '_')")
            }
            values[key] = .string(String(param[param.index(after: equals)...]))
        }
        return GenerationOptions(
            architecture: architecture,
            target: target,
            ui: try choice(ui, option: "--ui"),
            tests: try choice(tests, option: "--tests"),
            access: try choice(access, option: "--access"),
            params: values
        )
    }

    var layout: OutputLayout { OutputLayout(sources: output, tests: testsOutput) }

    /// The pipeline for these options, run from the current directory.
    func makeGenerator() throws(DiagnosticsError) -> Generator {
        let generationOptions: GenerationOptions
        do {
            generationOptions = try self.generationOptions()
        } catch {
            throw DiagnosticsError([.error("\(error)", at: nil)])
        }
        return Generator(
            options: generationOptions,
            layout: layout,
            workingDirectory: Console.workingDirectory,
            force: force
        )
    }

    /// Writes every file of `plans` that needs it, all or nothing.
    func write(_ plans: [ModulePlan]) throws(DiagnosticsError) {
        try StagedWriter.write(
            OutputPlan(files: plans.flatMap(\.plan.files)),
            roots: layout.roots(relativeTo: Console.workingDirectory)
        )
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(_ value: String, option: String) throws -> Choice
    where Choice.RawValue == String {
        if let choice = Choice(rawValue: value) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        var message = "\(option) '\(value)' is not valid; expected one of: \(names.joined(separator: ", "))"
        if let suggestion = didYouMean(value, in: names) { message += " (did you mean '\(suggestion)'?)" }
        throw ValidationError(message)
    }
}
