import Diagnostics
import Foundation
import TemplateEngine

/// `templates validate`: reads a folder of templates as a run would, checks every template
/// (syntax, filters, strict variables), renders the set for every sample spec and every
/// flavour its manifest supports, and, when a Swift compiler is at hand, has it parse every
/// rendered Swift file and type-check every rendered module, screens included, against the
/// UIKit and SwiftUI API surface (`ModuleTypeCheck`), reporting its errors at the template
/// line that wrote the code.
public enum TemplateValidator {
    public struct Report: Sendable {
        /// The sets the folder defines or changes.
        public var sets: [String] = []
        /// Distinct files rendered across samples and flavours.
        public var renderedFiles = 0
        /// Of those, the Swift files the compiler parsed (0 without a compiler).
        public var parsedFiles = 0
        /// The distinct modules the compiler type-checked: sources, and tests with screens.
        public var typeCheckedModules = 0
        public var diagnostics: [Diagnostic] = []
    }

    public static func validate(
        _ reference: TemplateFolder.Reference,
        params: [String: TemplateValue] = [:],
        swiftc: URL?
    ) -> Report {
        var report = Report()
        let catalog: TemplateCatalog
        let sets: [TemplateSet]
        do {
            let folder = try TemplateFolder.read(reference)
            catalog = try TemplateCatalog(folders: [reference])
            if folder.manifest != nil {
                sets = try catalog.names.filter(catalog.isCustom).map {
                    name throws(DiagnosticsError) in
                    try catalog.set(named: name, location: nil)
                }
            } else {
                sets = try catalog.allSets().filter { set in
                    set.templateOrigins.values.contains {
                        $0 == folder.displayPath || $0.hasPrefix(folder.displayPath + "/")
                    }
                }
            }
        } catch {
            report.diagnostics = error.diagnostics
            return report
        }
        report.sets = sets.map(\.name)
        var diagnostics = DiagnosticCollector()
        var sources: [(text: String, origins: [SourceLocation?], note: String)] = []
        var modules: [ModuleTypeCheck.Module] = []
        var seenText: Set<String> = []
        for set in sets {
            let renderer = Renderer(templateSet: set)
            // A template the check reported a problem in is not rendered (though a partial of
            // it is, where a template without problems includes it): its renders would say
            // the same again, and a template of undefined names can make each step of one
            // slow. No module is type-checked once anything is reported.
            var refused: Set<String> = []
            do {
                try renderer.check()
            } catch {
                // Report, then render what renders: a broken template hides no other problem.
                diagnostics.append(contentsOf: error.diagnostics)
                let places = Set(error.diagnostics.compactMap { $0.location?.file })
                refused = Set(
                    set.templates.keys.filter { places.contains(set.displayPath(ofTemplate: $0)) })
            }
            let (markedSet, markers) = set.withLineMarkers()
            let tracer = Renderer(templateSet: markedSet, tidiesLayout: false)
            // The large sample looks for templates whose work crosses the render limits: the
            // layout of what it renders and its syntax are the small samples' to check.
            let untidied = Renderer(templateSet: set, tidiesLayout: false)
            var largeProblems: Set<String> = []
            // A template that crossed a render limit for one sample is reported there and not
            // rendered again: each such render is slow, and says nothing new.
            var overLimits = refused
            for var spec in TemplateSamples.parsed() {
                let isLarge = TemplateSamples.isLarge(spec)
                // Each sample in each flavour the set has, whatever flavour the sample names
                // (the derived spec names `new`'s defaults, which a set may not have).
                spec.ui = nil
                spec.tests = nil
                for ui in set.manifest.ui {
                    for tests in set.manifest.tests {
                        let options = GenerationOptions(
                            target: "App", ui: ui, tests: tests, params: params)
                        let flavour =
                            "sample '\(spec.module.value)', ui \(ui.rawValue), tests \(tests.rawValue)"
                        do {
                            let module = try ModuleResolver.resolve(
                                spec,
                                options: options,
                                viewModelSuffix: set.manifest.viewModelSuffix,
                                modules: AppModules([spec], options: options)
                            )
                            // One report is enough, and each render is slow.
                            if isLarge, !largeProblems.isEmpty { continue }
                            let used = isLarge ? untidied : renderer
                            let (files, problems) = try used.renderEachFile(
                                module, skipping: overLimits)
                            overLimits.formUnion(used.templatesOverLimits)
                            // Unknown filters are reported by the check, with a did-you-mean.
                            for problem in problems
                            where !problem.message.hasPrefix("Unknown filter") {
                                var located = problem
                                located.message += " (\(flavour))"
                                diagnostics.append(located)
                                if isLarge { largeProblems.insert(problem.message) }
                            }
                            for file in files where seenText.insert(file.contents).inserted {
                                report.renderedFiles += 1
                            }
                            guard swiftc != nil, !isLarge else { continue }
                            var traced: [ModuleTypeCheck.File] = []
                            for file in try tracer.renderEachFile(module, skipping: overLimits).0
                            where file.path.hasSuffix(".swift") {
                                let stripped = LineMarkers.strip(file.contents, table: markers)
                                traced.append(
                                    .init(
                                        path: file.path, kind: file.kind, text: stripped.text,
                                        origins: stripped.origins))
                                guard seenText.insert("traced:" + stripped.text).inserted else {
                                    continue
                                }
                                sources.append(
                                    (
                                        stripped.text, stripped.origins,
                                        "in \(file.path), rendered for \(flavour)"
                                    ))
                            }
                            // A module that did not render whole is not type-checked: what is
                            // missing would only hide the problem already reported.
                            if problems.isEmpty {
                                modules.append(
                                    .init(files: traced, flavour: "rendered for \(flavour)"))
                            }
                        } catch {
                            for diagnostic in error.diagnostics {
                                var located = diagnostic
                                located.message += " (\(flavour))"
                                diagnostics.append(located)
                            }
                        }
                    }
                }
            }
        }
        if let swiftc, !sources.isEmpty {
            report.parsedFiles = sources.count
            let parsed = parse(sources, swiftc: swiftc)
            diagnostics.append(contentsOf: parsed.diagnostics)
            // A module with a file that does not parse is not type-checked: its errors are reported.
            let unparsed = Set(parsed.failed.map { sources[$0].text })
            let whole = modules.filter { !$0.files.contains { unparsed.contains($0.text) } }
            if !whole.isEmpty, !diagnostics.hasErrors {
                let checked = ModuleTypeCheck.run(whole, swiftc: swiftc)
                report.typeCheckedModules = checked.checkedModules
                diagnostics.append(contentsOf: checked.diagnostics)
            }
        }
        report.diagnostics = deduplicated(diagnostics.diagnostics)
        return report
    }

    /// The first `swiftc` on the `PATH`, if any.
    public static func findSwiftCompiler(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: "swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `swiftc -parse` over the files and maps each error to its template line; and the
    /// indices of the files with errors.
    private static func parse(
        _ sources: [(text: String, origins: [SourceLocation?], note: String)],
        swiftc: URL
    ) -> (diagnostics: [Diagnostic], failed: Set<Int>) {
        ChildProcess.withScratchFolder("validate") { directory in
            parse(sources, swiftc: swiftc, in: directory)
        }
    }

    private static func parse(
        _ sources: [(text: String, origins: [SourceLocation?], note: String)],
        swiftc: URL,
        in directory: URL
    ) -> (diagnostics: [Diagnostic], failed: Set<Int>) {
        var diagnostics: [Diagnostic] = []
        var failed: Set<Int> = []
        do {
            let paths = try ModuleTypeCheck.writeSources(sources.map(\.text), into: directory)
            // Each file on its own, as `-parse` stops at the first file with errors.
            for batch in stride(from: 0, to: paths.count, by: 200) {
                let result = try ChildProcess.run(
                    swiftc, ["-parse"] + paths[batch..<min(batch + 200, paths.count)])
                if result.timedOut {
                    diagnostics.append(
                        .error(
                            "'\(swiftc.path) -parse' took more than \(Int(ChildProcess.timeout)) seconds over the rendered samples and was stopped: the templates write Swift the compiler is very slow to read (brackets or interpolations nested deep)",
                            at: nil
                        )
                    )
                    failed.formUnion(batch..<min(batch + 200, paths.count))
                    continue
                }
                let errors = compilerErrors(
                    in: result.output, directory: directory.path, sources: sources)
                diagnostics.append(contentsOf: errors.map(\.diagnostic))
                failed.formUnion(errors.map(\.source))
            }
        } catch {
            diagnostics.append(
                .error("cannot run '\(swiftc.path) -parse': \(error.localizedDescription)", at: nil)
            )
        }
        return (diagnostics, failed)
    }

    /// `file.swift:12:5: error: message` lines, each placed at the template line behind it.
    private static func compilerErrors(
        in output: String,
        directory: String,
        sources: [(text: String, origins: [SourceLocation?], note: String)]
    ) -> [(diagnostic: Diagnostic, source: Int)] {
        var result: [(diagnostic: Diagnostic, source: Int)] = []
        for line in output.split(separator: "\n") {
            guard line.hasPrefix(directory + "/") else { continue }
            let rest = line.dropFirst(directory.count + 1)
            let parts = rest.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3].trimmingCharacters(in: .whitespaces) == "error",
                let index = Int(parts[0].dropLast(".swift".count)), sources.indices.contains(index),
                let lineNumber = Int(parts[1])
            else { continue }
            let source = sources[index]
            let origin =
                source.origins.indices.contains(lineNumber - 1)
                ? source.origins[lineNumber - 1] : nil
            let message = parts[4].trimmingCharacters(in: .whitespaces)
            result.append((.error("swiftc -parse: \(message) (\(source.note))", at: origin), index))
        }
        return result
    }

    /// The module names of the sample specs.
    private static let sampleModules = TemplateSamples.parsed().map(\.module.value)

    /// One diagnostic per place and problem.
    private static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            // The same mistake shows in many samples, flavours and files: one report a place.
            var problem = diagnostic.message
            for note in [" (in ", " (sample '"] {
                if let range = problem.range(of: note) {
                    problem = String(problem[..<range.lowerBound])
                }
            }
            // swiftc names the sample's types ('any SamplePresenterProtocol'): one for all samples.
            for name in sampleModules {
                problem = problem.replacingOccurrences(of: name, with: "{{ module }}")
            }
            let key = "\(diagnostic.location.map { "\($0.file):\($0.line)" } ?? ""): \(problem)"
            if seen.insert(key).inserted { result.append(diagnostic) }
        }
        return result.sorted {
            ($0.location ?? SourceLocation(file: "", line: 0, column: 0))
                < ($1.location ?? SourceLocation(file: "", line: 0, column: 0))
        }
    }
}

/// Invisible marks at the start of template lines, so that rendered text can be traced
/// back to the template line that wrote it.
enum LineMarkers {
    static let open: Character = "\u{F8FF}"
    static let close: Character = "\u{F8FE}"

    /// `text` with a mark before each line that is neither inside a tag nor a line of tags
    /// only (those must stay as they are for the line-statement folding).
    static func mark(_ text: String, template: String, table: inout [SourceLocation]) -> String {
        var output: [String] = []
        var closer: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let startsInTag = closer != nil
            var rest = Substring(line)
            while !rest.isEmpty {
                if let current = closer {
                    guard let end = rest.range(of: current) else { break }
                    rest = rest[end.upperBound...]
                    closer = nil
                } else {
                    guard let start = rest.firstIndex(of: "{") else { break }
                    let next = rest.index(after: start)
                    guard next < rest.endIndex else { break }
                    switch rest[next] {
                    case "{": closer = "}}"
                    case "%": closer = "%}"
                    case "#": closer = "#}"
                    default:
                        rest = rest[next...]
                        continue
                    }
                    rest = rest[rest.index(after: next)...]
                }
            }
            if startsInTag || LineStatements.isTagOnly(line) {
                output.append(String(line))
            } else {
                table.append(SourceLocation(file: template, line: index + 1, column: 1))
                output.append("\(open)\(table.count - 1)\(close)" + line)
            }
        }
        return output.joined(separator: "\n")
    }

    /// The text without marks, and for each of its lines the template line behind it.
    static func strip(_ text: String, table: [SourceLocation]) -> (
        text: String, origins: [SourceLocation?]
    ) {
        var lines: [String] = []
        var origins: [SourceLocation?] = []
        var current: SourceLocation?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var plain = ""
            var first: SourceLocation?
            var rest = Substring(line)
            while let start = rest.firstIndex(of: open) {
                plain += rest[..<start]
                guard let end = rest[start...].firstIndex(of: close) else {
                    rest = rest[rest.index(after: start)...]
                    continue
                }
                if first == nil, let index = Int(rest[rest.index(after: start)..<end]),
                    table.indices.contains(index)
                {
                    first = table[index]
                }
                rest = rest[rest.index(after: end)...]
            }
            plain += rest
            current = first ?? current
            lines.append(plain)
            origins.append(current)
        }
        return (lines.joined(separator: "\n"), origins)
    }
}

extension TemplateSet {
    /// The set with every template marked by `LineMarkers`, and the table the marks index.
    func withLineMarkers() -> (TemplateSet, [SourceLocation]) {
        var table: [SourceLocation] = []
        var set = self
        for name in templates.keys.sorted() {
            set.templates[name] = LineMarkers.mark(
                templates[name] ?? "", template: displayPath(ofTemplate: name), table: &table)
        }
        return (set, table)
    }
}
