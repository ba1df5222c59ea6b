import Diagnostics
import Foundation

/// A module `check-architecture` checked: its spec and the Swift files it read, each with
/// its owner (`generator`, `user`, or `none` for a file the spec does not make).
public struct CheckedModule: Sendable {
    public var name: String
    public var architecture: String
    public var spec: String
    public var files: [(path: String, owner: String)]
}

/// What `check-architecture` found.
public struct ArchitectureOutcome {
    public var settings: RunSettings
    /// One error per reference or import a set's rules forbid.
    public var findings: [Diagnostic]
    /// What the run reported on its way (modules of a set with no rules).
    public var notes: [Diagnostic]
    /// How many modules and Swift files were checked.
    public var modules: Int
    public var files: Int
    /// The modules checked, each with the Swift files read (for `--json`).
    public var checked: [CheckedModule] = []

    /// 1 when there are findings, 0 otherwise.
    public var exitCode: Int32 { findings.isEmpty ? 0 : 1 }
}

extension ModuleRun {
    /// Swift files larger than this are refused: no module's file comes near it.
    static let maximumSwiftFileSize = 1 << 20

    /// `check-architecture [<paths>...]`: the specs named (files or folders), else the
    /// config's `modules:`; each module's Swift code checked against its set's
    /// `architecture:` rules. Writes nothing.
    public static func checkArchitecture(
        paths: [String],
        flags: RunFlags,
        workspace: Workspace,
        report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> ArchitectureOutcome {
        var current = try RunSettings(flags: flags, workspace: workspace, report: report)
        var notes: [Diagnostic] = []
        let arguments = try specArguments(
            paths, config: current.config, workspace: workspace, warnings: &notes,
            hint: " (see 'viper-gen init')")
        report(notes)
        var unread: [Diagnostic] = []
        let files = try SpecDiscovery.specFiles(
            for: arguments, workingDirectory: workspace.directory, warnings: &unread)
        report(unread)
        notes += unread
        if current.config == nil, flags.output == nil {
            current.layout = try ModuleHome.layout(
                current.layout, specs: files, testsGiven: flags.testsOutput != nil,
                workingDirectory: workspace.directory)
        }
        let (output, settled) = try current.openOutput(readOnly: true, report: report)
        defer { output.close() }
        notes += settled
        let plans: [ModulePlan]
        do throws(DiagnosticsError) {
            plans = try SpecRun.plans(for: files, settings: current)
        } catch {
            throw locatingWriteProblems(error, specFiles: files, settings: current)
        }
        let checked = try architectureFindings(plans, specFiles: files, settings: current)
        report(checked.notes)
        return ArchitectureOutcome(
            settings: current, findings: checked.findings, notes: notes + checked.notes,
            modules: checked.modules, files: checked.files, checked: checked.checked)
    }

    /// `error` with each unlocated problem of where a module would be written (`refusing to
    /// write 'Sources/Cars/…': 'Sources/Cars' is a file, not a folder`), which a command that
    /// writes nothing should not word so, said in check-architecture's words at the `module:`
    /// of the spec whose files it is about (found by planning each spec alone).
    private static func locatingWriteProblems(
        _ error: DiagnosticsError, specFiles: [(url: URL, display: String)],
        settings: RunSettings
    ) -> DiagnosticsError {
        func problem(_ diagnostic: Diagnostic) -> (path: Substring, reason: Substring)? {
            guard diagnostic.location == nil,
                let match = diagnostic.message.wholeMatch(
                    of: /(?:refusing to write|cannot write) '([^']*)': (.*)/)
            else { return nil }
            return (match.output.1, match.output.2)
        }
        guard error.diagnostics.contains(where: { problem($0) != nil }) else { return error }
        var located: [String: Diagnostic] = [:]
        for case .success(let spec) in SpecParser.parseEach(specFiles) {
            guard let file = specFiles.first(where: { $0.display == spec.module.location?.file })
            else { continue }
            do throws(DiagnosticsError) {
                _ = try SpecRun.plans(for: [file], settings: settings)
            } catch {
                for diagnostic in error.diagnostics {
                    guard let (path, reason) = problem(diagnostic) else { continue }
                    located[diagnostic.message] = .error(
                        "cannot check module '\(spec.module.value)' where 'viper-gen generate' would write it: '\(path)': \(reason)",
                        at: spec.module.location)
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        for diagnostic in error.diagnostics {
            // What only writing needs to say (that nothing was written) goes with it.
            if diagnostic.location == nil, !located.isEmpty,
                diagnostic.message.hasPrefix("cannot tell which files module")
                    || diagnostic.message.hasPrefix("cannot write module")
            {
                continue
            }
            diagnostics.append(located[diagnostic.message] ?? diagnostic)
        }
        return DiagnosticsError(diagnostics)
    }

    /// What the architecture rules of each module's set find in the Swift files of the
    /// folders `plans` write sources to (the user-owned files and any other Swift file there
    /// included); a note for each module whose set has no rules. A file that cannot be read,
    /// is too large or is a link out of the project stops the run, and so does a module with
    /// no Swift file unless `missingIsDrift` (`generate --check` reports the missing files as
    /// drift).
    static func architectureFindings(
        _ plans: [ModulePlan], specFiles: [(url: URL, display: String)], settings: RunSettings,
        missingIsDrift: Bool = false
    ) throws(DiagnosticsError) -> (
        findings: [Diagnostic], notes: [Diagnostic], modules: Int, files: Int,
        checked: [CheckedModule]
    ) {
        var specs: [String: ModuleSpec] = [:]
        for case .success(let spec) in SpecParser.parseEach(specFiles) {
            specs[spec.module.value] = spec
        }
        var generator = settings.makeGenerator()
        var diagnostics = DiagnosticCollector()
        var notes: [Diagnostic] = []
        var modules: [(roles: ModuleRoles, files: [ArchitectureFile])] = []
        var checked: [CheckedModule] = []
        var seen: Set<String> = []
        let workspace = settings.workspace
        let inside = [
            settings.config?.directory ?? workspace.directory,
            settings.layout.roots(relativeTo: workspace.directory).sources,
        ].compactMap { RootGuard.realPath($0.path) }
        // Every module's folders: a subfolder that is one is that module's (or its tests').
        var moduleFolders: Set<String> = []
        for plan in plans {
            for file in plan.plan.files {
                moduleFolders.insert(
                    RootGuard.standardized(file.destination.deletingLastPathComponent().path))
            }
        }
        for plan in plans {
            guard let spec = specs[plan.module] else { continue }
            let roles: ModuleRoles
            do throws(DiagnosticsError) {
                guard let found = try generator.roles(of: spec) else {
                    notes.append(
                        Diagnostic(
                            .note,
                            "the set '\(plan.architecture)' has no 'architecture:' rules; module '\(plan.module)' not checked",
                            at: nil))
                    continue
                }
                roles = found
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
                continue
            }
            var folders: [URL] = []
            for file in plan.plan.files
            where file.kind == .source && !file.isRemoved && !file.isLeftover {
                let folder = file.destination.deletingLastPathComponent()
                if !folders.contains(folder) { folders.append(folder) }
            }
            var files: [ArchitectureFile] = []
            var unread = false
            var owners: [String: String] = [:]
            for file in plan.plan.files {
                owners[RootGuard.standardized(file.destination.path)] = file.owner.rawValue
            }
            // The folders and, below them, every subfolder that is not hidden, a link, another
            // module's folder or a folder that holds a spec (another module's).
            var pending = folders
            var next = 0
            while next < pending.count {
                let folder = pending[next]
                next += 1
                let names =
                    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for name in names.sorted() where !name.hasPrefix(".") {
                    let url = folder.appending(path: name)
                    if !name.hasSuffix(".swift"), FileStatus(of: url.path) == .directory {
                        let path = RootGuard.standardized(url.path)
                        if !moduleFolders.contains(path), !holdsSpec(url), pending.count < 10_000 {
                            pending.append(url)
                        }
                        continue
                    }
                    guard name.hasSuffix(".swift"), seen.insert(url.path).inserted else {
                        continue
                    }
                    let display = workspace.displayPath(of: url)
                    do throws(DiagnosticsError) {
                        switch try readSwiftFile(url, display: display, inside: inside) {
                        case .text(let text):
                            files.append(
                                ArchitectureFile(
                                    display: display, text: text,
                                    path: RootGuard.standardized(url.path)))
                        case .tooLarge(let warning):
                            unread = true
                            notes.append(warning)
                        case .none:
                            break
                        }
                    } catch {
                        unread = true
                        diagnostics.append(contentsOf: error.diagnostics)
                    }
                }
            }
            if files.isEmpty, !unread, !missingIsDrift {
                let places = folders.map { "'\(workspace.displayPath(of: $0))'" }
                    .joined(separator: ", ")
                diagnostics.error(
                    "module '\(plan.module)' has no Swift file in \(places); run 'viper-gen generate' first",
                    at: spec.module.location)
            }
            modules.append((roles, files))
            checked.append(
                CheckedModule(
                    name: plan.module, architecture: plan.architecture, spec: plan.specPath,
                    files: files.map { ($0.display, owners[$0.path] ?? "none") }))
        }
        if diagnostics.hasErrors {
            // The files skipped for their size are said with the errors that stop the run.
            diagnostics.append(contentsOf: notes.filter { $0.severity == .warning })
            try diagnostics.throwIfErrors()
        }
        // A name counts as a module's only where its files declare it, and a module's own
        // declarations are never another's.
        let declared = modules.map { module in
            module.files.reduce(into: Set<String>()) {
                $0.formUnion(ArchitectureCheck.declaredNames(in: $1.text))
            }
        }
        let types = ArchitectureCheck.typesByName(modules.map(\.roles), declared: declared)
        var findings: [Diagnostic] = []
        for (index, module) in modules.enumerated() {
            for file in module.files {
                findings += ArchitectureCheck.findings(
                    in: file, of: module.roles, others: types, own: declared[index])
            }
        }
        return (
            findings, notes, modules.count, modules.map(\.files.count).reduce(0, +), checked
        )
    }

    /// Whether the folder holds a spec (a `.yml` or `.yaml` file): another module's folder.
    private static func holdsSpec(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }
    }

    /// What reading a module's Swift file gave.
    private enum SwiftFileRead {
        case text(String)
        /// A file larger than `maximumSwiftFileSize` (generated code: SwiftGen's, Apollo's)
        /// is skipped, and says so.
        case tooLarge(Diagnostic)
    }

    /// The text of the Swift file at `url`, or the warning that skips it for its size; nil
    /// for what is not a file (a folder named `.swift`). A file not UTF-8, unreadable or a
    /// link to a place outside the folders `inside` (real paths) is an error.
    private static func readSwiftFile(_ url: URL, display: String, inside: [String])
        throws(DiagnosticsError) -> SwiftFileRead?
    {
        let start = SourceLocation(file: display, line: 1, column: 1)
        let status = FileStatus(of: url.path)
        guard status == .regular || status == .symbolicLink else { return nil }
        // The file itself or a folder on its way may be a link out of the project.
        guard let real = RootGuard.realPath(url.path),
            inside.contains(where: { real.hasPrefix(RootGuard.folderPrefix($0)) })
        else {
            throw DiagnosticsError([
                .error(
                    "this file is reached through a symbolic link that leads out of the project (or nowhere); check-architecture reads only the project's files",
                    at: start)
            ])
        }
        guard FileStatus(of: real) == .regular else { return nil }
        switch BoundedFile.read(url.path, limit: maximumSwiftFileSize) {
        case .success(let data):
            guard let text = String(validating: data, as: UTF8.self) else {
                throw DiagnosticsError([
                    .error("cannot read this Swift file: it is not UTF-8 text", at: start)
                ])
            }
            return .text(text)
        case .failure(.tooLarge(let stated)):
            return .tooLarge(
                Diagnostic(
                    .warning,
                    "this Swift file is \(stated.map { "\($0) bytes" } ?? "larger than the limit"); check-architecture reads files of at most \(maximumSwiftFileSize) bytes and skipped it",
                    at: start))
        case .failure(let failure):
            throw DiagnosticsError([
                .error("cannot read this Swift file: \(failure.reason)", at: start)
            ])
        }
    }
}
