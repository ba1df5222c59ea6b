import Diagnostics
import Foundation

/// `graph [<paths>...] [--format] [--output] [--entities]`: the app's modules and the routes
/// between them (`ModuleGraph`), from the specs named, else the config's `modules:`.
public enum GraphRun {
    /// The graph of the specs among `paths` (or the config's), which must be valid as for
    /// `generate`, and whose routes must open modules that the specs named or the config's
    /// other specs declare. `output`, the file the graph is for, must be none of the specs, of
    /// the run or of the config's `modules:`, nor the config.
    public static func graph(
        paths: [String], flags: RunFlags, entities: Bool, output: String? = nil,
        workspace: Workspace, report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> ModuleGraph {
        let settings = try RunSettings(flags: flags, workspace: workspace, report: report)
        // The config's other specs: the linting has checked the routes' destinations
        // against them too.
        let (files, specs, others) = try ModuleRun.linted(
            paths, settings: settings, workspace: workspace, hint: " (see 'viper-gen init')",
            codeWarnings: false, report: report)
        if let output {
            // A spec of the run, of the config, or the config, or a hard link to one (a
            // symbolic link is replaced, not followed); `write` refuses any other file that
            // is not a graph.
            let path = workspace.url(for: output).standardizedFileURL.path
            func identities(_ urls: [URL]) -> Set<Glob.FileIdentity> {
                Set(urls.compactMap { Glob.FileIdentity.of($0.path)?.identity })
            }
            var ignored: [Diagnostic] = []
            let configSpecs =
                (try? settings.config?.moduleSpecFiles(warnings: &ignored)) ?? []
            let refused: [(Set<Glob.FileIdentity>, String)] = [
                (identities(files.map(\.url)), "it is a spec the graph is drawn from"),
                (identities(configSpecs), "it is a spec of the config's 'modules:'"),
                (
                    identities(settings.config.map { [workspace.url(for: $0.path)] } ?? []),
                    "it is the project config"
                ),
            ]
            if FileStatus(of: path) == .regular,
                let identity = Glob.FileIdentity.of(path)?.identity,
                let reason = refused.first(where: { $0.0.contains(identity) })?.1
            {
                throw DiagnosticsError([
                    .error(
                        "cannot write '\(Diagnostic.oneLine(output))': \(reason); name another file",
                        at: nil)
                ])
            }
        }
        return ModuleGraph.of(
            specs, architecture: settings.options.architecture, others: others,
            entities: entities)
    }

    /// Writes `text` to `output` whole or not at all: only below the current folder, through
    /// no symbolic link that leads out of it, over nothing but a regular file or a symbolic
    /// link (which is replaced, not followed); missing folders are made. A regular file there
    /// must be empty or a graph (`isGraph(at:)`): a README, a spec or Swift code is refused.
    public static func write(_ text: String, to output: String, workspace: Workspace)
        throws(DiagnosticsError)
    {
        func failure(_ reason: String) -> DiagnosticsError {
            DiagnosticsError([
                .error("cannot write '\(Diagnostic.oneLine(output))': \(reason)", at: nil)
            ])
        }
        let root = RootGuard.standardized(workspace.directory.standardizedFileURL.path)
        let path = RootGuard.standardized(workspace.url(for: output).standardizedFileURL.path)
        guard path.hasPrefix(RootGuard.folderPrefix(root)) else {
            throw failure(
                "it is outside the current folder; graph writes only below the folder it runs in")
        }
        let status = FileStatus(of: path)
        if status == .directory || output.hasSuffix("/") {
            throw failure("it is a folder; name a file")
        }
        var rootGuard = RootGuard()
        let folder = RootGuard.parent(of: path)
        let problem =
            rootGuard.problem(withFolder: folder, inside: root, rootDisplay: ".")
            ?? rootGuard.problem(with: path, status: status, inside: root, rootDisplay: ".")
        if let problem, problem.kind != .symbolicLink {
            throw failure(
                problem.kind == .linkLeadsOut
                    ? "a symbolic link on its way leads outside the current folder"
                    : problem.reason)
        }
        if let reason = FileWriting.replacementProblem(at: path) { throw failure(reason) }
        if status == .regular, !isGraph(at: path) {
            throw failure(
                "it is there and is not a graph (it does not begin as the output of 'viper-gen graph' does); name a new file, or remove it first"
            )
        }
        do throws(SystemCallFailure) {
            try StagedWriter.makeFolder(folder)
            try FileWriting.place(Data(text.utf8), at: path, replacing: true)
        } catch {
            throw failure(error.reason)
        }
    }

    /// The beginnings of what `graph` writes in each format.
    static let graphBeginnings = ["flowchart LR\n", "digraph modules {\n", "{\n  \"edges\" : ["]

    /// Whether the file at `path` is empty or begins as a graph of some format: the only
    /// files `--output` replaces (a spec, a config, a README, Swift code… are refused).
    static func isGraph(at path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 64)) ?? Data()
        return start.isEmpty
            || graphBeginnings.contains { start.starts(with: Data($0.utf8)) }
    }
}
