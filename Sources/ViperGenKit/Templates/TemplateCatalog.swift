import Diagnostics
import Foundation

/// Every template set a run can use: the sets built into the executable, plus the folders a
/// project names. A folder with a manifest is a set of its own (a set named like a built-in
/// one takes its place); a folder without one replaces built-in files by name. The first
/// folder named wins.
public struct TemplateCatalog: Sendable {
    /// Only the built-in sets.
    public static let builtin = TemplateCatalog(customSets: [:], overrides: [])

    /// Sets with a manifest of their own, by name.
    private var customSets: [String: TemplateSet]
    /// Folders without a manifest, in the order they were named.
    private var overrides: [TemplateFolder]
    /// Generamba template folders (`<name>/<name>.rambaspec`), by name.
    private var generambaTemplates: [String: GenerambaTemplate] = [:]

    private init(customSets: [String: TemplateSet], overrides: [TemplateFolder]) {
        self.customSets = customSets
        self.overrides = overrides
    }

    /// Reads every folder and checks each: its manifest, that every file it lists exists
    /// (in the folder or its base set), and that every override replaces some template. A
    /// folder named again is read once; the folders hold `TemplateFolder.maximumEntryCount`
    /// files and folders at most, together.
    public init(folders references: [TemplateFolder.Reference]) throws(DiagnosticsError) {
        try self.init(folders: references, budget: TemplateFolder.EntryBudget())
    }

    /// The set names of each folder of `references` read on its own, as a shell completes
    /// them: the names `templates list` shows (built-in, custom and Generamba). A folder that
    /// cannot be read adds no name and hides no other's; together they are read within one
    /// budget, and a folder named again is read once.
    public static func names(eachOf references: [TemplateFolder.Reference]) -> [String] {
        var names = Set(TemplateSet.builtinNames)
        let budget = TemplateFolder.EntryBudget()
        for reference in references {
            guard let catalog = try? TemplateCatalog(folders: [reference], budget: budget) else {
                continue
            }
            names.formUnion(catalog.names)
            names.formUnion(catalog.generambaNames)
        }
        return names.sorted()
    }

    init(folders references: [TemplateFolder.Reference], budget: TemplateFolder.EntryBudget)
        throws(DiagnosticsError)
    {
        var customSets: [String: TemplateSet] = [:]
        var overrides: [TemplateFolder] = []
        var generamba: [String: GenerambaTemplate] = [:]
        var diagnostics = DiagnosticCollector()
        for reference in references where budget.isFirstVisit(reference) {
            // Past the budget, what is left is not counted: one error says so.
            guard budget.remaining >= 0 else { break }
            do {
                // Counted before anything of it is listed or read.
                try TemplateFolder.checkEntryCount(of: reference, budget: budget)
                // A Generamba template, or a folder of them (`Templates/`, as Generamba fills it).
                let generambaFolders =
                    GenerambaTemplate.isTemplate(reference)
                    ? [reference] : TemplateFolder.holdsOnlyGenerambaTemplates(reference)
                if !generambaFolders.isEmpty {
                    for folder in generambaFolders {
                        let template = try GenerambaTemplate.read(folder)
                        if let other = generamba[template.name] {
                            diagnostics.error(
                                "two template folders define the set '\(template.name)': '\(other.origin)' and '\(template.origin)'",
                                at: folder.location
                            )
                        } else {
                            generamba[template.name] = template
                        }
                    }
                    continue
                }
                let folder = try TemplateFolder.read(reference, counted: true)
                if folder.manifest != nil {
                    let set = try Self.customSet(from: folder)
                    if let other = customSets[set.name] {
                        diagnostics.error(
                            "two template folders define the set '\(set.name)': '\(other.origin)' and '\(folder.displayPath)'",
                            at: reference.location
                        )
                    } else {
                        customSets[set.name] = set
                    }
                } else {
                    if folder.files.isEmpty {
                        diagnostics.error(
                            "templates folder '\(folder.displayPath)' has neither a manifest.yml nor any *.stencil file",
                            at: reference.location
                        )
                    }
                    overrides.append(folder)
                }
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        // A Generamba template named like a built-in set takes its place (Generamba catalogs
        // have an `mvvm` and an `mvc`); one named like a set of a folder is a conflict.
        for (name, template) in generamba.sorted(by: { $0.key < $1.key }) {
            if let other = customSets[name] {
                diagnostics.error(
                    "two template folders define the set '\(name)': '\(other.origin)' and '\(template.origin)'",
                    at: nil)
            }
        }
        try diagnostics.throwIfErrors()
        self.init(customSets: customSets, overrides: overrides)
        generambaTemplates = generamba
        try checkOverrides()
    }

    /// The names of the Generamba templates, sorted.
    public var generambaNames: [String] { generambaTemplates.keys.sorted() }

    /// The Generamba template called `name`, if there is one.
    public func generambaTemplate(named name: String) -> GenerambaTemplate? {
        generambaTemplates[name]
    }

    /// The names of every set, built-in and custom, sorted; not those of Generamba templates,
    /// nor of the built-in sets one of them replaces.
    public var names: [String] {
        Set(TemplateSet.builtinNames).union(customSets.keys).subtracting(generambaTemplates.keys)
            .sorted()
    }

    /// Whether `name` is a set of a project's folder rather than a built-in one.
    public func isCustom(_ name: String) -> Bool { customSets[name] != nil }

    /// The set called `name`, with the override folders applied; a did-you-mean when the
    /// name is misspelt.
    public func set(named name: String, location: SourceLocation?) throws(DiagnosticsError)
        -> TemplateSet
    {
        guard let set = try unmodifiedSet(named: name) else {
            if generambaTemplates[name] != nil {
                throw DiagnosticsError([
                    .error(
                        "'\(name)' is a Generamba template, which makes a module from its name alone: run 'viper-gen new <Name> -a \(name)'",
                        at: location)
                ])
            }
            let every = names + generambaNames
            var message = "unknown architecture '\(name)'"
            if let suggestion = didYouMean(name, in: every) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; available: \(every.joined(separator: ", "))"
            }
            throw DiagnosticsError([.error(message, at: location)])
        }
        return applyingOverrides(to: set)
    }

    /// Every set, sorted by name.
    public func allSets() throws(DiagnosticsError) -> [TemplateSet] {
        var sets: [TemplateSet] = []
        for name in names { sets.append(try set(named: name, location: nil)) }
        return sets
    }

    /// The custom set called `name`, else the built-in one, without overrides.
    private func unmodifiedSet(named name: String) throws(DiagnosticsError) -> TemplateSet? {
        if let custom = customSets[name] { return custom }
        if generambaTemplates[name] != nil { return nil }
        return try TemplateSet.builtin(named: name)
    }

    private func applyingOverrides(to set: TemplateSet) -> TemplateSet {
        var result = set
        // The first folder named wins, so apply them last to first.
        for folder in overrides.reversed() {
            var files: [String: String] = [:]
            for name in set.templates.keys {
                if let text = folder.files["\(set.name)/\(name)"] ?? folder.files[name] {
                    files[name] = text
                }
            }
            result = result.overriding(with: files, from: folder.displayPath)
            for (name, _) in files where folder.files["\(set.name)/\(name)"] != nil {
                result.templateOrigins[name] = "\(folder.displayPath)/\(set.name)"
            }
        }
        return result
    }

    /// A file in an override folder that replaces nothing is a typo; say so with the
    /// nearest template name.
    private func checkOverrides() throws(DiagnosticsError) {
        guard !overrides.isEmpty else { return }
        var known: Set<String> = []
        var diagnostics = DiagnosticCollector()
        for name in names {
            guard let set = try unmodifiedSet(named: name) else { continue }
            for template in set.templates.keys {
                known.insert(template)
                known.insert("\(set.name)/\(template)")
            }
        }
        for folder in overrides {
            for file in folder.files.keys.sorted() where !known.contains(file) {
                var message = "'\(file)' replaces no template of any set"
                if let suggestion = didYouMean(file, in: known) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.error(
                    message,
                    at: SourceLocation(file: "\(folder.displayPath)/\(file)", line: 0, column: 0))
            }
        }
        try diagnostics.throwIfErrors()
    }

    /// The set a folder with a manifest defines: its own files over those of its base set.
    private static func customSet(from folder: TemplateFolder) throws(DiagnosticsError)
        -> TemplateSet
    {
        let manifestPath = "\(folder.displayPath)/manifest.yml"
        var manifest = try TemplateManifest.parse(folder.manifest ?? Data(), path: manifestPath)
        let namedByFolder = manifest.name.isEmpty
        if namedByFolder { manifest.name = folder.folderName }
        if !SetName.isValid(manifest.name) {
            // A name taken from the folder has no place in the manifest: the manifest as a whole.
            throw DiagnosticsError([
                .error(
                    "'\(manifest.name)' cannot name a template set: use lowercase letters, digits and '-'"
                        + (namedByFolder
                            ? " (the set is named after its folder; give it a 'name:' in the manifest)"
                            : ""),
                    at: manifest.nameLocation
                        ?? SourceLocation(file: manifestPath, line: 0, column: 0)
                )
            ])
        }
        var set = TemplateSet(
            manifest: manifest,
            manifestText: String(decoding: folder.manifest ?? Data(), as: UTF8.self),
            templates: [:],
            origin: folder.displayPath
        )
        let baseName =
            manifest.base?.value
            ?? (TemplateSet.builtinNames.contains(manifest.name) ? manifest.name : nil)
        if let baseName {
            guard let base = try TemplateSet.builtin(named: baseName) else {
                var message = "unknown base set '\(baseName)'"
                if let suggestion = didYouMean(baseName, in: TemplateSet.builtinNames) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message +=
                        "; built-in sets: \(TemplateSet.builtinNames.joined(separator: ", "))"
                }
                throw DiagnosticsError([.error(message, at: manifest.base?.location)])
            }
            set.templates = base.templates
            set.templateOrigins = base.templates.mapValues { _ in base.origin }
            // A set that states no rules of its own keeps its base's.
            if set.manifest.architecture == nil {
                set.manifest.architecture = base.manifest.architecture
            }
        }
        set = set.overriding(with: folder.files, from: folder.displayPath)
        for name in folder.files.keys { set.templateOrigins[name] = nil }
        let missing = set.missingTemplates
        guard missing.isEmpty else {
            let absence =
                baseName.map {
                    "is in neither '\(folder.displayPath)' nor the built-in set '\($0)'"
                }
                ?? "is not in '\(folder.displayPath)'"
            throw DiagnosticsError(
                missing.map { .error("template '\($0.template)' \(absence)", at: $0.location) })
        }
        return set
    }
}

/// Names of template sets: what `--architecture` and a spec's `architecture:` take.
enum SetName {
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.first?.isLetter == true
            && name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
    }
}
