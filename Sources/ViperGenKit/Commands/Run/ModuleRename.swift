import Diagnostics
import Foundation

/// What `rename <Old> <New>` did, or in a dry run would do.
public struct RenameOutcome {
    /// One line of the report: what became of a file.
    public struct Entry: Sendable {
        public var label: String
        public var text: String
    }

    public var old: String
    public var new: String
    public var architecture: String
    public var entries: [Entry]
    public var xcode: XcodeProjectRun?
    /// Where code still names the module's old types: `path:line:column` warnings.
    public var warnings: [Diagnostic]
    /// Files kept because they changed while the run wrote them.
    public var kept: [Diagnostic]
    public var dryRun: Bool
    public var written: Bool
}

/// `rename <Old> <New>`: the module's spec gets the new name (and, when it is named after the
/// module, the new file name and folder); the files `generate` would write for the old spec
/// give way to the ones it writes for the new one; the user-owned files move to their new
/// names, and in those whose merge base says what viper-gen wrote, the type names derived
/// from the module's name are renamed too. Everything else that names the old types is
/// listed for the user to change.
public enum ModuleRename {
    /// Scanned for names of the old module, at most, outside the module's files.
    static let maximumScannedFiles = 20_000

    public static func rename(
        old: String,
        new: String,
        spec: String?,
        flags: RunFlags,
        workspace: Workspace,
        report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> RenameOutcome {
        var diagnostics = DiagnosticCollector()
        SpecRule.checkModuleName(Located(old, at: nil), diagnostics: &diagnostics)
        SpecRule.checkModuleName(Located(new, at: nil), diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        guard old != new else {
            throw DiagnosticsError([.error("the module is named '\(new)' already", at: nil)])
        }
        var settings = try RunSettings(flags: flags, workspace: workspace, report: report)
        let (specFile, _) = try ModuleSpecLookup.find(
            old, spec: spec, settings: settings, flags: flags, workspace: workspace,
            report: report)
        if let existing = try? ModuleSpecLookup.find(
            new, spec: nil, settings: settings, flags: flags, workspace: workspace,
            report: { _ in })
        {
            throw DiagnosticsError([
                .error(
                    "module '\(new)' exists already ('\(existing.file.display)'); remove it first, or choose another name",
                    at: nil)
            ])
        }
        if settings.config == nil, flags.output == nil {
            settings.layout = try ModuleHome.layout(
                settings.layout, specs: [specFile], testsGiven: flags.testsOutput != nil,
                workingDirectory: workspace.directory)
        }
        // The spec's new place: named after the module, it is renamed; in the module's folder,
        // it moves with it.
        let oldSpecURL = specFile.url.standardizedFileURL
        var specFolder = oldSpecURL.deletingLastPathComponent()
        var specName = oldSpecURL.lastPathComponent
        if oldSpecURL.deletingPathExtension().lastPathComponent == old {
            specName = new + "." + oldSpecURL.pathExtension
        }
        var holder = specFolder
        if specFolder.lastPathComponent == old {
            holder = specFolder.deletingLastPathComponent()
            specFolder = holder.appending(path: new)
        }
        let newSpecURL = specFolder.appending(path: specName)
        let newSpecDisplay = workspace.displayPath(of: newSpecURL)
        // The spec is renamed only where a run may write (a root, or where the config's
        // `modules:` finds it in the project); elsewhere it is not the run's to change.
        guard
            ModuleSpecLookup.mayWrite(
                in: holder, spec: specFile.url, settings: settings, workspace: workspace)
        else {
            throw DiagnosticsError([
                .error(
                    "cannot rename the spec '\(specFile.display)': it is outside the output and tests roots, where viper-gen writes nothing, and is not found by the config's 'modules:'; move it to the module's folder or a folder 'modules:' names, then run 'viper-gen rename' again; nothing was changed",
                    at: nil)
            ])
        }
        settings.layout.addRoot(holder, relativeTo: workspace.directory)
        settings.merge = false
        let (output, _) = try settings.openOutput(readOnly: settings.dryRun, report: report)
        defer { output.close() }
        // The spec as it is now that the run holds the roots, so that an edit made while it
        // waited is kept: its rewrite is made from this text, and the write replaces (or
        // removes) only the file read here.
        let oldSpecPath = RootGuard.standardized(oldSpecURL.path)
        guard
            let specRead = ModuleRemoval.existingFile(
                at: oldSpecPath, display: specFile.display, owner: .user),
            let specData = specRead.existingData,
            let specText = String(validating: specData, as: UTF8.self)
        else {
            throw DiagnosticsError([.error("cannot read '\(specFile.display)'", at: nil)])
        }
        let oldSpec = try SpecParser.parse(specData, path: specFile.display)
        guard oldSpec.module.value == old else {
            throw DiagnosticsError([
                SpecRule.specOfAnotherModule(module: oldSpec.module.value, named: old)
                    .diagnostic(at: oldSpec.module.location)
            ])
        }
        let newSpecText = try renamedSpecText(
            specText, display: specFile.display, spec: oldSpec, old: old, new: new)
        let newSpec = try SpecParser.parse(Data(newSpecText.utf8), path: newSpecDisplay)
        let roots = output.roots
        let sources = RootGuard.standardized(roots.sources.path)
        let tests = RootGuard.standardized(roots.tests.path)

        var oldSettings = settings
        oldSettings.force = true
        let oldPlan = try ModuleSpecLookup.plan(specFile, module: old, settings: oldSettings)
        var generator = settings.makeGenerator()
        generator.force = false
        let others =
            settings.config?.otherSpecsRead(
                excluding: [specFile], displayPath: { workspace.displayPath(of: $0) }) ?? (
                specs: [], unreadModules: []
            )
        try DiagnosticsError.throwIfAny(
            generator.declare(run: [newSpec], others: others.specs, unread: others.unreadModules))
        let newPlan: ModulePlan
        do {
            newPlan = try generator.plan(newSpec)
        } catch {
            throw DiagnosticsError(
                error.diagnostics + [
                    .error(
                        "cannot write module '\(new)' where 'viper-gen generate' would write it; nothing was changed",
                        at: nil)
                ])
        }

        func isModuleFile(_ file: PlannedFile) -> Bool {
            !file.isMergeBase && !file.isRemoved && !file.isLeftover
        }
        let oldFiles = oldPlan.plan.files.filter(isModuleFile)
        let newFiles = newPlan.plan.files.filter(isModuleFile)
        let oldPaths = Set(oldFiles.map { RootGuard.standardized($0.destination.path) })
        var problems: [Diagnostic] = []
        for file in newFiles
        where file.exists && !oldPaths.contains(RootGuard.standardized(file.destination.path)) {
            problems.append(
                .error(
                    "'\(file.displayPath)' is there already; renaming '\(old)' to '\(new)' would replace it",
                    at: nil))
        }
        if FileStatus(of: RootGuard.standardized(newSpecURL.path)) != .missing,
            newSpecURL.standardizedFileURL.path != oldSpecURL.path
        {
            problems.append(
                .error(
                    "'\(newSpecDisplay)' is there already; renaming '\(old)' to '\(new)' would replace it",
                    at: nil))
        }
        for file in oldFiles where file.replacesHandWrittenFile {
            problems.append(
                .error(
                    "'\(file.displayPath)' is where viper-gen writes a generated file, but was written by hand; move it out of the module first",
                    at: nil))
        }
        guard oldFiles.count == newFiles.count else {
            throw DiagnosticsError([
                .error(
                    "the templates give module '\(new)' other files than '\(old)' (\(newFiles.count), not \(oldFiles.count)); rename the module by hand",
                    at: nil)
            ])
        }
        if !problems.isEmpty {
            throw DiagnosticsError(problems + [.error("nothing was changed", at: nil)])
        }

        // The names viper-gen derives from the module's name, old to new: each a name in the
        // code of the old rendering that is longer than the module's name and holds it, that
        // the new rendering no longer has, and whose renamed form only the new rendering has.
        // Never the module's bare name, nor the entity's or view model's (the spec keeps them:
        // a module `Profile` has an entity `Profile` still after `rename Profile Account`).
        var oldNames: Set<Substring> = []
        var newNames: Set<Substring> = []
        for file in oldFiles {
            oldNames.formUnion(SwiftIdentifiers.scan(file.contents).map(\.name))
        }
        for file in newFiles {
            newNames.formUnion(SwiftIdentifiers.scan(file.contents).map(\.name))
        }
        var names: [Substring: String] = [:]
        let lowerOld = SwiftNames.lowerFirst(old)
        let lowerNew = SwiftNames.lowerFirst(new)
        let keptNames: Set<Substring> = Set(
            [old, lowerOld, oldSpec.entity?.name?.value, oldSpec.viewModel?.name?.value]
                .compactMap { $0.map { Substring($0) } })
        for name in oldNames
        where (name.contains(old) || name.contains(lowerOld)) && !keptNames.contains(name)
            && !newNames.contains(name)
        {
            let renamed = String(name).replacingOccurrences(of: old, with: new)
                .replacingOccurrences(of: lowerOld, with: lowerNew)
            if renamed != String(name), newNames.contains(Substring(renamed)),
                !oldNames.contains(Substring(renamed))
            {
                names[name] = renamed
            }
        }

        var newBases: [String: PlannedFile] = [:]
        for file in newPlan.plan.files where file.isMergeBase {
            newBases[RootGuard.standardized(file.destination.path)] = file
        }
        var writes: [PlannedFile] = []
        var removals: [PlannedFile] = []
        var entries: [RenameOutcome.Entry] = []
        var warnings: [Diagnostic] = []
        // The project's other specs whose routes open the module: theirs to change.
        for other in others.specs {
            for route in other.routes ?? [] {
                guard let destination = route.value.destination, destination.value == old
                else { continue }
                warnings.append(
                    Diagnostic(
                        .warning,
                        "route '\(route.value.name)' opens '\(old)', which is renamed '\(new)'; write '-> \(new)' here",
                        at: destination.location ?? route.location))
            }
        }
        var named: Set<String> = oldPaths
        func base(of file: PlannedFile) -> MergeBase? {
            let path = RootGuard.standardized(file.destination.path)
            let isTest = XcodeProjectRun.isTest(file, sources: sources, tests: tests)
            let root = isTest ? tests : sources
            guard path.hasPrefix(RootGuard.folderPrefix(root)) else { return nil }
            return MergeBase(
                of: String(path.dropFirst(RootGuard.folderPrefix(root).count)), root: root,
                rootDisplay: isTest ? settings.layout.tests : settings.layout.sources)
        }
        func remove(_ file: PlannedFile) {
            var removal = file
            removal.action = .remove
            removal.contents = ""
            removal.isLeftover = false
            removal.isModuleFile = true
            removals.append(removal)
        }
        for (oldFile, newFile) in zip(oldFiles, newFiles) {
            let newBase = base(of: newFile).flatMap { newBases[$0.path] }
            let oldBase = base(of: oldFile)
            let oldBaseFile = oldBase.flatMap {
                ModuleRemoval.existingFile(at: $0.path, display: $0.display, owner: .user)
            }
            if let oldBase { named.insert(oldBase.path) }
            if RootGuard.standardized(oldFile.destination.path)
                == RootGuard.standardized(newFile.destination.path)
            {
                // A file whose path does not name the module: the new spec's, as generate writes it.
                if newFile.needsWrite { writes.append(newFile) }
                if let newBase { writes.append(newBase) }
                continue
            }
            let label = "\(oldFile.displayPath) -> \(newFile.displayPath)"
            if let oldBaseFile { removals.append(oldBaseFile) }
            guard oldFile.exists else {
                writes.append(newFile)
                if let newBase { writes.append(newBase) }
                entries.append(
                    .init(label: "create", text: "\(newFile.displayPath)  (was not there)"))
                continue
            }
            remove(oldFile)
            let data = oldFile.existingData
            if oldFile.owner == .generator || data == Data(oldFile.contents.utf8)
                || (data != nil && data == oldBaseFile?.existingData)
            {
                writes.append(newFile)
                if let newBase { writes.append(newBase) }
                let part = oldFile.owner == .generator ? "generated" : "as viper-gen wrote it"
                entries.append(.init(label: "rename", text: "\(label)  (\(part))"))
                continue
            }
            let text = data.flatMap { String(validating: $0, as: UTF8.self) }
            let baseText = oldBaseFile?.existingData.flatMap {
                String(validating: $0, as: UTF8.self)
            }
            var moved = newFile
            moved.action = .create
            if let text, let baseText, newFile.displayPath.hasSuffix(".swift") {
                moved.contents = SwiftIdentifiers.rename(names, in: text)
                writes.append(moved)
                if var newBase {
                    newBase.contents = SwiftIdentifiers.rename(names, in: baseText)
                    writes.append(newBase)
                }
                entries.append(.init(label: "rename", text: "\(label)  (yours; names updated)"))
                // What still carries the old name is the user's own: said, not changed.
                // Names in a string's interpolations are listed, never renamed.
                for found in SwiftIdentifiers.scan(moved.contents, interpolations: true)
                where (found.name.contains(old) || found.name.contains(lowerOld))
                    && !newNames.contains(found.name)
                {
                    warnings.append(
                        Diagnostic(
                            .warning,
                            "'\(found.name)' still has the module's old name '\(old)'; rename it if it should follow",
                            at: SourceLocation(
                                file: newFile.displayPath, line: found.line, column: found.column)))
                }
            } else {
                // No base to tell viper-gen's names from the user's (or not Swift text): moved
                // as it is, and every old name in it listed.
                guard let data else {
                    throw DiagnosticsError([
                        .error(
                            "'\(oldFile.displayPath)' is larger than \(ExistingFile.maximumShownSize >> 20) MiB; move it to '\(newFile.displayPath)' yourself, then rename the module",
                            at: nil)
                    ])
                }
                moved.contents = String(decoding: data, as: UTF8.self)
                guard text != nil else {
                    throw DiagnosticsError([
                        .error(
                            "'\(oldFile.displayPath)' is not UTF-8 text; move it to '\(newFile.displayPath)' yourself, then rename the module",
                            at: nil)
                    ])
                }
                writes.append(moved)
                entries.append(
                    .init(label: "rename", text: "\(label)  (yours, moved as it is; no merge base)")
                )
                warnings += mustChange(
                    names, in: moved.contents, display: newFile.displayPath)
            }
        }
        for file in oldPlan.plan.files where file.isRemoved {
            remove(file)
            entries.append(
                .init(
                    label: "remove",
                    text: "\(file.displayPath)  (generated, no longer made from the spec)"))
        }
        for file in oldPlan.plan.files where file.isLeftover {
            entries.append(
                .init(
                    label: "keep",
                    text: "\(file.displayPath)  (of a shape the module had before; not renamed)"))
        }
        // The spec.
        named.insert(oldSpecPath)
        var specWrite = PlannedFile(
            destination: newSpecURL.standardizedFileURL, displayPath: newSpecDisplay, owner: .user,
            contents: newSpecText, action: .create)
        specWrite.found = .nothing
        if newSpecURL.standardizedFileURL.path == oldSpecURL.path {
            specWrite.action = .update
            specWrite.existingData = specRead.existingData
            specWrite.existingSize = specRead.existingSize
            specWrite.found = specRead.found
            entries.append(.init(label: "update", text: "\(specFile.display)  (spec)"))
        } else {
            removals.append(specRead)
            entries.append(
                .init(label: "rename", text: "\(specFile.display) -> \(newSpecDisplay)  (spec)"))
        }
        writes.append(specWrite)
        // What else is in the module's folders stays where it is; its old names are listed.
        let moduleFolders = Set(oldFiles.map { RootGuard.parent(of: $0.destination.path) })
        for folder in moduleFolders.sorted() {
            guard let list = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                continue
            }
            for name in list.sorted()
            where !name.hasPrefix(ToolFolder.name) && name != ".DS_Store" {
                let path = RootGuard.standardized(folder + "/" + name)
                guard !named.contains(path), FileStatus(of: path) == .regular else { continue }
                named.insert(path)
                let display = output.display(path)
                entries.append(
                    .init(
                        label: "keep",
                        text: "\(display)  (not made from the spec; move it yourself)"))
                if name.hasSuffix(".swift"), let text = readText(path) {
                    warnings += mustChange(names, in: text, display: display)
                }
            }
        }
        // Code elsewhere in the roots that names the old types.
        warnings += scanRoots(
            [sources, tests], skipping: named.union(writes.map { $0.destination.path }),
            names: names, display: output.display)

        var xcode: XcodeProjectRun?
        if let xcodeSettings = settings.xcode {
            xcode = try XcodeProjectRun.plan(
                settings: xcodeSettings,
                files: removals.filter { !$0.isMergeBase } + writes.filter { !$0.isMergeBase },
                roots: roots)
        }
        var outcome = RenameOutcome(
            old: old, new: new, architecture: newPlan.architecture, entries: entries, xcode: xcode,
            warnings: warnings, kept: [], dryRun: settings.dryRun, written: false)
        guard !settings.dryRun else { return outcome }
        let kept = try output.write(
            OutputPlan(files: writes + removals + (xcode?.file.map { [$0] } ?? [])))
        outcome.written = true
        outcome.kept = kept.map(\.error)
        ModuleRemoval.removeEmptyFolders(of: removals, roots: roots)
        return outcome
    }

    /// The spec's text with `module:` set to `new`, and its routes that open the module
    /// (`-> Old`) too, and the path of a spec that is named
    /// after the module renamed in its comments (the command a derived spec's header names).
    static func renamedSpecText(
        _ text: String, display: String, spec: ModuleSpec, old: String, new: String
    ) throws(DiagnosticsError) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let location = spec.module.location, location.line >= 1, location.line <= lines.count
        else {
            throw DiagnosticsError([
                .error(
                    "cannot find 'module:' in '\(display)'; rename the module there by hand",
                    at: nil)
            ])
        }
        let line = Array(lines[location.line - 1].unicodeScalars)
        let start = location.column - 1
        let oldScalars = Array(old.unicodeScalars)
        var at = start
        if at < line.count, line[at] == "\"" || line[at] == "'" { at += 1 }
        guard at >= 0, at + oldScalars.count <= line.count,
            Array(line[at..<(at + oldScalars.count)]) == oldScalars
        else {
            throw DiagnosticsError([
                .error(
                    "cannot rewrite 'module: \(old)' here; set it to '\(new)' by hand",
                    at: location)
            ])
        }
        // The module's own routes that open it (`-> Cars` in Cars.yml) follow it. Every
        // place is checked in the text the parser read, then rewritten from the last to the
        // first, so that each is still where the parser saw it: `module:` and the routes may
        // share a line (`{module: Cars, routes: [back() -> Cars]}`).
        var places = [(line: location.line, scalar: at)]
        for destination in (spec.routes ?? []).compactMap(\.value.destination)
        where destination.value == old {
            guard let place = destination.location, place.line >= 1, place.line <= lines.count
            else { continue }
            let scalars = Array(lines[place.line - 1].unicodeScalars)
            let at = place.column - 1
            guard at >= 0, at + oldScalars.count <= scalars.count,
                Array(scalars[at..<(at + oldScalars.count)]) == oldScalars
            else {
                throw DiagnosticsError([
                    .error(
                        "cannot rewrite '-> \(old)' here; set it to '-> \(new)' by hand",
                        at: place)
                ])
            }
            places.append((place.line, at))
        }
        for place in places.sorted(by: { ($0.line, $0.scalar) > ($1.line, $1.scalar) }) {
            var scalars = Array(lines[place.line - 1].unicodeScalars)
            scalars.replaceSubrange(
                place.scalar..<(place.scalar + oldScalars.count), with: Array(new.unicodeScalars))
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            lines[place.line - 1] = text
        }
        let oldPath = "\(old)/\(old).yml"
        let newPath = "\(new)/\(new).yml"
        for index in lines.indices
        where lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("#") {
            lines[index] = lines[index].replacingOccurrences(of: oldPath, with: newPath)
                .replacingOccurrences(of: "The \(old) module", with: "The \(new) module")
        }
        return lines.joined(separator: "\n")
    }

    /// A warning at each name of `names` in `text`: what the user must change there.
    static func mustChange(_ names: [Substring: String], in text: String, display: String)
        -> [Diagnostic]
    {
        SwiftIdentifiers.scan(text, interpolations: true).compactMap { found in
            guard let renamed = names[found.name] else { return nil }
            return Diagnostic(
                .warning, "'\(found.name)' is now '\(renamed)'; change it here",
                at: SourceLocation(file: display, line: found.line, column: found.column))
        }
    }

    /// The Swift files below `roots` (not in hidden folders, not `skipping`) that name the
    /// module's old types, each place a warning.
    static func scanRoots(
        _ roots: [String], skipping: Set<String>, names: [Substring: String],
        display: (String) -> String
    ) -> [Diagnostic] {
        guard !names.isEmpty else { return [] }
        var warnings: [Diagnostic] = []
        var seen: Set<String> = []
        var count = 0
        for root in Set(roots).sorted() {
            guard
                let walker = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil,
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let path = RootGuard.standardized(url.standardizedFileURL.path)
                guard !skipping.contains(path), seen.insert(path).inserted,
                    FileStatus(of: path) == .regular
                else { continue }
                count += 1
                if count > maximumScannedFiles { return warnings }
                guard let text = readText(path) else { continue }
                warnings += mustChange(names, in: text, display: display(path))
            }
        }
        return warnings
    }

    static func readText(_ path: String) -> String? {
        guard
            case .success(let data) = BoundedFile.read(
                path, limit: ExistingFile.maximumShownSize, lookFirst: false)
        else { return nil }
        return String(validating: data, as: UTF8.self)
    }
}
