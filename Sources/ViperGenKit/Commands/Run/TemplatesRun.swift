import Diagnostics
import Foundation

/// `templates list` and `templates validate`, and the set names a shell completes.
public enum TemplatesRun {
    /// One line per template set of `catalog` (built-in, custom, Generamba), by name.
    public static func list(_ catalog: TemplateCatalog) throws(DiagnosticsError) -> [String] {
        let sets = try catalog.allSets()
        let generamba = catalog.generambaNames.compactMap(catalog.generambaTemplate(named:))
        let width = (sets.map(\.name.count) + generamba.map(\.name.count)).max() ?? 0
        var lines: [(name: String, line: String)] = []
        for set in sets {
            var line =
                set.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + set.manifest.summary
            if catalog.isCustom(set.name) { line += "  (\(set.origin))" }
            lines.append((set.name, line))
        }
        for template in generamba {
            let summary =
                template.summary.map { "Generamba template: \($0)" } ?? "Generamba template"
            lines.append(
                (
                    template.name,
                    template.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                        + summary + "  (\(template.origin))"
                ))
        }
        return lines.sorted(by: { $0.name < $1.name }).map(\.line)
    }

    /// Checks the template folder `directory` (a set, files replacing built-in ones, a
    /// Generamba template or a folder of them) with `params`, running `swiftc` on what it
    /// renders when asked and found. Reports each problem, and returns the summary lines and
    /// whether there was an error.
    public static func validate(
        _ directory: String, params values: [String: TemplateValue], swiftc runsSwiftc: Bool,
        workspace: Workspace, report: ([Diagnostic]) -> Void
    ) -> (lines: [String], failed: Bool) {
        let url = workspace.url(for: directory)
        let reference = TemplateFolder.Reference(url: url, displayPath: directory)
        // A Generamba template, or a folder of them (`Templates/`).
        let generamba =
            GenerambaTemplate.isTemplate(reference)
            ? [reference] : TemplateFolder.holdsOnlyGenerambaTemplates(reference)
        if !generamba.isEmpty {
            var lines: [String] = []
            var failed = false
            for folder in generamba {
                let template: GenerambaTemplate
                do {
                    template = try GenerambaTemplate.read(folder)
                } catch {
                    report(error.diagnostics)
                    failed = true
                    continue
                }
                let (rendered, diagnostics) = template.validate(
                    params: values.filter { $0.key != "sample" })
                report(diagnostics)
                let errors = diagnostics.filter { $0.severity == .error }.count
                let summary = "Generamba template '\(template.name)': \(rendered) files rendered"
                lines.append(line(summary, errors: errors))
                failed = failed || errors > 0
            }
            return (lines, failed)
        }
        let swiftc = runsSwiftc ? TemplateValidator.findSwiftCompiler() : nil
        let result = TemplateValidator.validate(reference, params: values, swiftc: swiftc)
        report(result.diagnostics)
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let parsed =
            swiftc == nil
            ? "swiftc not run"
            : "\(result.parsedFiles) Swift files parsed by swiftc, \(result.typeCheckedModules) modules type-checked"
        let sets =
            result.sets.isEmpty
            ? "no set" : result.sets.map { "'\($0)'" }.joined(separator: ", ")
        let summary = "\(sets): \(result.renderedFiles) distinct files rendered, \(parsed)"
        return ([line(summary, errors: errors)], errors > 0)
    }

    /// A validation's summary line: what it checked, and its errors or none.
    private static func line(_ summary: String, errors: Int) -> String {
        errors > 0
            ? "\(summary); \(errors == 1 ? "1 error" : "\(errors) errors")"
            : "\(summary); no problems"
    }

    /// The set names for the command line `words` (as the shell has them, quotes included).
    public static func setNames(completing words: [String], workspace: Workspace) -> [String] {
        var configPath: String?
        var folders: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            for (option, store) in [("--config", 0), ("--templates", 1)] {
                var value: String?
                if word == option, index + 1 < words.endIndex {
                    value = words[index + 1]
                } else if word.hasPrefix(option + "=") {
                    value = String(word.dropFirst(option.count + 1))
                }
                guard let value = value.map(unquoted), !value.isEmpty else { continue }
                if store == 0 { configPath = value } else { folders.append(value) }
            }
            index += 1
        }
        var references = folders.map {
            TemplateFolder.Reference(url: workspace.url(for: $0), displayPath: $0)
        }
        if references.isEmpty, let config = quietConfig(configPath, workspace: workspace) {
            references = config.templates.map { folder in
                let url = config.url(for: folder.value)
                return TemplateFolder.Reference(
                    url: url, displayPath: url.path,
                    setName: config.templateSetNames[folder.value])
            }
        }
        // Each folder on its own: one that is broken hides no other's set.
        return TemplateCatalog.names(eachOf: references)
    }

    /// The project config, or nil when there is none or it cannot be read or trusted; says
    /// nothing either way.
    private static func quietConfig(_ path: String?, workspace: Workspace) -> ProjectConfig? {
        if let path {
            return try? ProjectConfig.load(fileAt: workspace.url(for: path), displayPath: path)
        }
        guard let url = ProjectConfig.search(from: workspace.directory).url else { return nil }
        return try? ProjectConfig.load(fileAt: url, displayPath: url.path)
    }

    /// A shell word without the quotes around it (`'My Templates'`, `"x"`) and with a
    /// backslash-escaped character unescaped, as far as a path needs.
    private static func unquoted(_ word: String) -> String {
        if word.count >= 2, let first = word.first, first == "'" || first == "\"",
            word.last == first
        {
            return String(word.dropFirst().dropLast())
        }
        var result = ""
        var escaped = false
        for character in word {
            if !escaped, character == "\\" {
                escaped = true
                continue
            }
            escaped = false
            result.append(character)
        }
        return result
    }
}
