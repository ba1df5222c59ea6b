import Diagnostics
import Foundation

/// `templates validate`'s type check: each rendered module is compiled by `swiftc` in Swift 6
/// mode against the UIKit and SwiftUI API surface (`APISurface`), so its screens are
/// type-checked with the rest, and so are the tests that sit behind `#if canImport(UIKit)` or
/// `#if canImport(SwiftUI)`. Each problem is reported at the template line that wrote it.
///
/// The surface declares what the built-in templates use, and a custom template may use more
/// of UIKit or SwiftUI. In a file that imports either, a problem that only a missing
/// declaration may explain (a name it cannot find, a member a type of theirs lacks, a call to
/// them it cannot match) is a warning, unless the name is a misspelling of one the module or
/// the surface declares; every other problem is an error.
enum ModuleTypeCheck {
    /// One rendered Swift file, as marked by `LineMarkers` and stripped.
    struct File: Sendable {
        var path: String
        var kind: FileKind
        var text: String
        var origins: [SourceLocation?]
    }

    /// A module rendered for one sample and flavour.
    struct Module: Sendable {
        var files: [File]
        /// "rendered for sample 'Sample', ui uikit, tests swift-testing"
        var flavour: String
    }

    struct Result: Sendable {
        var diagnostics: [Diagnostic] = []
        /// The distinct modules swiftc checked (sources, and tests with screens).
        var checkedModules = 0
    }

    /// The name the modules are compiled as; generated tests `@testable import` it.
    static let target = "App"

    static func run(_ modules: [Module], swiftc: URL) -> Result {
        ChildProcess.withScratchFolder("typecheck") { directory in
            run(modules, swiftc: swiftc, in: directory)
        }
    }

    private static func run(_ modules: [Module], swiftc: URL, in directory: URL) -> Result {
        var result = Result()
        do {
            let surface = directory.appending(path: "surface")
            try FileManager.default.createDirectory(at: surface, withIntermediateDirectories: true)
            if let problem = try compileSurface(into: surface, swiftc: swiftc) {
                result.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "screens not type-checked: \(swiftc.path) cannot compile viper-gen's UIKit and SwiftUI API surface (\(problem))",
                        at: nil
                    )
                )
                return result
            }
            let plan = Plan(modules)
            let sourceResults = concurrently(plan.sources.indices) { index in
                let output = directory.appending(path: "module\(index)")
                return check(
                    plan.sources[index].files,
                    flavour: plan.sources[index].flavour,
                    in: output,
                    // A module its tests import is emitted; the others are only type-checked.
                    arguments: plan.tests.contains { $0.source == index }
                        ? [
                            "-emit-module", "-emit-module-path",
                            output.appending(path: "\(target).swiftmodule").path, "-enable-testing",
                        ]
                        : ["-typecheck"],
                    includes: [surface],
                    swiftc: swiftc
                )
            }
            let testResults = concurrently(plan.tests.indices) { index in
                let job = plan.tests[index]
                guard sourceResults[job.source].compiled else { return Check() }
                return check(
                    job.files,
                    module: "\(target)Tests",
                    flavour: job.flavour,
                    in: directory.appending(path: "tests\(index)"),
                    arguments: ["-typecheck"],
                    includes: [surface, directory.appending(path: "module\(job.source)")],
                    context: plan.sources[job.source].files,
                    swiftc: swiftc
                )
            }
            for check in sourceResults + testResults {
                result.diagnostics += check.diagnostics
                if check.ran { result.checkedModules += 1 }
            }
        } catch {
            result.diagnostics.append(
                .error(
                    "cannot run '\(swiftc.path)' to type-check: \(error.localizedDescription)",
                    at: nil))
        }
        return result
    }

    /// What to compile: the sources of each module once (they are the same in every tests
    /// flavour), and the tests of those whose tests have screens, against their sources' module.
    private struct Plan: Sendable {
        var sources: [(files: [File], flavour: String)] = []
        var tests: [(source: Int, files: [File], flavour: String)] = []

        init(_ modules: [Module]) {
            var sourceIndex: [String: Int] = [:]
            var seenTests: Set<String> = []
            for module in modules {
                let files = module.files.filter { $0.kind == .source }
                let tests = module.files.filter { $0.kind == .test }
                let key = files.map(\.text).joined(separator: "\u{0}")
                let index = sourceIndex[key] ?? sources.count
                if index == sources.count {
                    sourceIndex[key] = index
                    sources.append((files, module.flavour))
                }
                let screens = tests.contains {
                    $0.text.contains("canImport(UIKit)") || $0.text.contains("canImport(SwiftUI)")
                }
                if screens,
                    seenTests.insert(key + "\u{1}" + tests.map(\.text).joined(separator: "\u{0}"))
                        .inserted
                {
                    self.tests.append((index, tests, module.flavour))
                }
            }
        }
    }

    /// Compiles the surface's modules into `directory`; the first error if they do not compile.
    private static func compileSurface(into directory: URL, swiftc: URL) throws -> String? {
        for (name, source) in APISurface.modules {
            let file = directory.appending(path: "\(name).swift")
            try Data(source.utf8).write(to: file)
            let output = try run(
                swiftc,
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name",
                    name,
                    "-emit-module-path", directory.appending(path: "\(name).swiftmodule").path,
                    "-I", directory.path, file.path,
                ]
            )
            if output.status != 0 {
                let firstError = output.text.split(separator: "\n").first { $0.contains("error:") }
                return firstError.map(String.init) ?? "exit code \(output.status)"
            }
        }
        return nil
    }

    /// What one swiftc run found.
    private struct Check: Sendable {
        var diagnostics: [Diagnostic] = []
        /// Whether swiftc ran and found no error (its module can be imported).
        var compiled = false
        /// Whether swiftc checked the files: false when it could not (no test framework).
        var ran = false
    }

    private static func check(
        _ files: [File],
        module name: String = target,
        flavour: String,
        in directory: URL,
        arguments: [String],
        includes: [URL],
        context: [File] = [],
        swiftc: URL
    ) -> Check {
        var check = Check()
        do {
            let paths = try writeSources(files.map(\.text), into: directory)
            let output = try run(
                swiftc,
                arguments + ["-module-name", name, "-parse-as-library", "-swift-version", "6"]
                    + includes.flatMap { ["-I", $0.path] } + paths
            )
            // A toolchain without XCTest or Swift Testing where swiftc looks (Xcode's keeps them
            // in the platform's folder) checks no tests: that is no problem of the templates.
            if output.text.contains("error: no such module 'XCTest'")
                || output.text.contains("error: no such module 'Testing'")
            {
                return check
            }
            check.ran = true
            check.compiled = output.status == 0
            let module = (context + files).map(\.text).joined(separator: "\n")
            let known = APISurface.declaredNames.union(APISurface.identifiers(in: module))
            check.diagnostics = problems(
                in: output.text,
                directory: directory.path,
                files: files,
                flavour: flavour,
                module: module,
                knownNames: known
            )
            if output.status != 0, check.diagnostics.isEmpty {
                let first =
                    output.text.split(separator: "\n").first.map(String.init)
                    ?? "exit code \(output.status)"
                check.diagnostics.append(
                    .error("swiftc -typecheck: \(first) (\(flavour))", at: nil))
            }
        } catch {
            check.diagnostics.append(
                .error(
                    "cannot run '\(swiftc.path)' to type-check: \(error.localizedDescription)",
                    at: nil))
        }
        return check
    }

    /// `file.swift:12:5: error: message` and `warning:` lines, each placed at the template line
    /// behind it and told apart as `ModuleTypeCheck` says.
    static func problems(
        in output: String,
        directory: String,
        files: [File],
        flavour: String,
        module: String,
        knownNames: Set<String>
    ) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for line in output.split(separator: "\n") {
            guard line.hasPrefix(directory + "/") else { continue }
            let parts = line.dropFirst(directory.count + 1).split(
                separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5,
                let severity = Diagnostic.Severity(
                    rawValue: parts[3].trimmingCharacters(in: .whitespaces)),
                let index = Int(parts[0].dropLast(".swift".count)), files.indices.contains(index),
                let lineNumber = Int(parts[1])
            else { continue }
            if severity == .note {
                // What a conformance lacks is the useful part of "does not conform".
                let note = parts[4].trimmingCharacters(in: .whitespaces)
                if note.hasPrefix("protocol requires "), var last = result.last,
                    last.message.contains(" does not conform to protocol "),
                    let place = last.message.range(of: " (in ")
                {
                    last.message.insert(contentsOf: "; \(note)", at: place.lowerBound)
                    result[result.count - 1] = last
                }
                continue
            }
            let file = files[index]
            let origin =
                file.origins.indices.contains(lineNumber - 1) ? file.origins[lineNumber - 1] : nil
            var message = parts[4].trimmingCharacters(in: .whitespaces)
            let place = "(in \(file.path), \(flavour))"
            guard severity == .error else {
                result.append(
                    Diagnostic(.warning, "swiftc -typecheck: \(message) \(place)", at: origin))
                continue
            }
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            let code = lines.indices.contains(lineNumber - 1) ? lines[lineNumber - 1] : ""
            switch classify(
                message, code: code, in: file.text, module: module, knownNames: knownNames)
            {
            case .misspelt(let suggestion):
                message += "; did you mean '\(suggestion)'?"
                result.append(.error("swiftc -typecheck: \(message) \(place)", at: origin))
            case .outsideTheSurface:
                result.append(
                    Diagnostic(
                        .warning,
                        "swiftc -typecheck: \(message) \(place); if that is UIKit or SwiftUI API, only Xcode can check it: viper-gen's API surface declares what the built-in templates use",
                        at: origin
                    )
                )
            case .error:
                result.append(.error("swiftc -typecheck: \(message) \(place)", at: origin))
            }
        }
        return result
    }

    enum Kind: Equatable {
        case error
        /// A name that is not declared, close to one that is.
        case misspelt(String)
        /// A problem that UIKit or SwiftUI API the surface leaves out may explain.
        case outsideTheSurface
    }

    /// What an error of swiftc's is, at `code` (its line's text) in a file of `text`, in a
    /// module of `module` (all its files' text), whose code names `knownNames`.
    static func classify(
        _ message: String, code: Substring, in text: String, module: String, knownNames: Set<String>
    ) -> Kind {
        let quoted = message.matches(of: /'([^']*)'/).map { String($0.output.1) }
        var missing: String?
        var base: String?
        if message.hasPrefix("cannot find "), message.hasSuffix(" in scope") {
            missing = quoted.first
        } else if let match = message.firstMatch(
            of: /(?:type|module) '([^']*)' has no member (?:named )?'([^']*)'/)
        {
            base = String(match.output.1)
            missing = String(match.output.2)
        }
        if let missing {
            // A name spelt like a known one but for its case is more likely something else, and
            // so is one whose first letter's case differs: a member is not a misspelt type.
            let others = knownNames.filter {
                $0.lowercased() != missing.lowercased()
                    && $0.first?.isUppercase == missing.first?.isUppercase
            }
            if let suggestion = didYouMean(missing, in: others) { return .misspelt(suggestion) }
        }
        guard text.contains("import UIKit") || text.contains("import SwiftUI") else {
            return .error
        }
        if missing != nil {
            // An unqualified name in a screen may be inherited from a UIKit class or a SwiftUI
            // type; a member may be missing from a type of theirs, or from one that extends one.
            guard let base else { return .outsideTheSurface }
            return touchesTheSurface(base, in: module) ? .outsideTheSurface : .error
        }
        let names = quoted.flatMap(APISurface.identifiers(in:))
        if names.contains(where: APISurface.declaredNames.contains) { return .outsideTheSurface }
        // A problem with the module's own types (a conformance, a conversion) is its own.
        if names.contains(where: { $0.first?.isUppercase == true && knownNames.contains($0) }) {
            return .error
        }
        // One that names no type (an argument label, say) is about the code it is in.
        return APISurface.identifiers(in: String(code)).contains(
            where: APISurface.declaredNames.contains) ? .outsideTheSurface : .error
    }

    /// Whether `type` is a type of the surface, or one `module` declares or extends as a
    /// subclass of one or a conformance to one.
    static func touchesTheSurface(_ type: String, in module: String) -> Bool {
        let names = APISurface.identifiers(in: type)
        if names.contains(where: APISurface.declaredNames.contains) { return true }
        for name in names where name.first?.isUppercase == true {
            for match in module.matches(
                of:
                    /\b(?:class|struct|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:([^{]*)\{/
            )
            where match.output.1 == name {
                if APISurface.identifiers(in: String(match.output.2)).contains(
                    where: APISurface.declaredNames.contains)
                {
                    return true
                }
            }
        }
        return false
    }

    /// Runs `body` for every index, as many at a time as there are processors, in order.
    private static func concurrently<T: Sendable>(
        _ indices: Range<Int>, _ body: @Sendable (Int) -> T
    ) -> [T] {
        let results = Results<T>(count: indices.count)
        DispatchQueue.concurrentPerform(iterations: indices.count) { offset in
            results.set(offset, body(indices.lowerBound + offset))
        }
        return results.values
    }

    private final class Results<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [T?]

        init(count: Int) {
            storage = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ value: T) {
            lock.withLock { storage[index] = value }
        }

        var values: [T] { lock.withLock { storage.compactMap { $0 } } }
    }

    private static func run(_ executable: URL, _ arguments: [String]) throws -> (
        status: Int32, text: String
    ) {
        let result = try ChildProcess.run(executable, arguments)
        guard !result.timedOut else {
            return (
                result.status,
                "error: swiftc took more than \(Int(ChildProcess.timeout)) seconds and was stopped: the templates write Swift the compiler is very slow to read (brackets or interpolations nested deep)"
            )
        }
        return (result.status, result.output)
    }
}

extension ModuleTypeCheck {
    /// Writes `texts` as `0.swift`, `1.swift`… in `directory` (made if missing), for the
    /// compiler, whose messages name them by number; returns their paths.
    static func writeSources(_ texts: [String], into directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try texts.enumerated().map { index, text in
            let url = directory.appending(path: "\(index).swift")
            try Data(text.utf8).write(to: url)
            return url.path
        }
    }
}
