import Diagnostics
import Foundation

/// `init`: writes a commented `.viper-gen.yml` in the workspace, for `project`, or the one a
/// Generamba project's Rambafile (`from`) says.
public enum ConfigInit {
    public static func write(
        project name: String, from: String?, force: Bool, workspace: Workspace,
        report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) {
        let url = workspace.directory.appending(path: ProjectConfig.fileName)
        if FileManager.default.fileExists(atPath: url.path), !force {
            throw DiagnosticsError([
                .error(
                    "\(ProjectConfig.fileName) already exists; edit it, or pass --force to replace it",
                    at: nil)
            ])
        }
        let text = try configText(project: name, from: from, workspace: workspace, report: report)
        // Checked before it is written, so `init` can never leave a config that does not load.
        _ = try ProjectConfig.parse(
            Data(text.utf8), path: ProjectConfig.fileName, directory: workspace.directory)
        // One file, written whole: `init` neither stages nor touches what other runs left.
        do throws(SystemCallFailure) {
            try FileWriting.place(
                Data(text.utf8), at: url.standardizedFileURL.path, replacing: force)
        } catch {
            throw DiagnosticsError([
                .error("cannot write \(ProjectConfig.fileName): \(error.reason)", at: nil)
            ])
        }
    }

    /// The config for `project`, with the target and folders of the app's target when the
    /// workspace holds a `Package.swift` (read as text, see `PackageTargets`).
    private static func packageTemplate(
        project: String, workspace: Workspace, report: ([Diagnostic]) -> Void
    ) -> String {
        let path = workspace.directory.appending(path: "Package.swift").path
        guard FileStatus(of: path) == .regular,
            case .success(let data) = BoundedFile.read(path, limit: 1 << 20),
            let text = String(validating: data, as: UTF8.self)
        else { return ProjectConfig.template(project: project) }
        let package = PackageTargets.read(text)
        func usable(_ target: PackageTargets.Target?) -> PackageTargets.Target? {
            guard let target, SwiftNames.isModuleName(target.name) else { return nil }
            var folder = target.path
            while folder.hasPrefix("./") { folder.removeFirst(2) }
            while folder.hasSuffix("/") { folder.removeLast() }
            let names = folder.split(separator: "/", omittingEmptySubsequences: false)
            guard !folder.isEmpty, !folder.hasPrefix("/"),
                !names.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }),
                !folder.unicodeScalars.contains(where: { $0.value < 0x20 })
            else { return nil }
            return PackageTargets.Target(kind: target.kind, name: target.name, path: folder)
        }
        guard let app = usable(package.appTarget(project: project)) else {
            report([
                Diagnostic(
                    .note,
                    "Package.swift names no app target viper-gen could take (an executable target, one named '\(project)', or a single target); the config names Sources/\(project): edit 'output', 'testsOutput' and 'target' to match the package",
                    at: nil)
            ])
            return ProjectConfig.template(project: project)
        }
        let tests = usable(package.testTarget(of: app))?.path ?? "Tests/\(app.name)Tests"
        report([
            Diagnostic(
                .note,
                "from Package.swift: modules go in target '\(app.name)' ('\(app.path)'), their tests in '\(tests)'",
                at: nil)
        ])
        return ProjectConfig.template(
            project: project, target: app.name, output: app.path, testsOutput: tests)
    }

    private static func configText(
        project name: String, from: String?, workspace: Workspace, report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> String {
        guard let from else {
            return packageTemplate(project: name, workspace: workspace, report: report)
        }
        let url = workspace.url(for: from)
        guard url.lastPathComponent == Rambafile.fileName else {
            throw DiagnosticsError([
                .error(
                    "--from takes a Generamba project's '\(Rambafile.fileName)', not '\(from)'",
                    at: nil)
            ])
        }
        // The config goes where `init` runs, and its paths start there: they are the
        // Rambafile's only when the two share a folder.
        let here = workspace.directory.resolvingSymlinksInPath().standardizedFileURL.path
        guard
            url.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL.path
                == here
        else {
            throw DiagnosticsError([
                .error(
                    "'\(from)' is not in this folder: run 'viper-gen init --from Rambafile' in the folder that holds it, where the .viper-gen.yml belongs",
                    at: nil
                )
            ])
        }
        let config = try ProjectConfig.load(fileAt: url, displayPath: from)
        report(config.generamba?.notFetched ?? [])
        for (folder, setName) in config.templateSetNames.sorted(by: { $0.key < $1.key })
        where URL(filePath: folder).lastPathComponent != setName {
            report([
                Diagnostic(
                    .warning,
                    "template '\(setName)' is in '\(folder)', a folder of another name: a .viper-gen.yml names a set by its folder, so rename the folder to '\(setName)'",
                    at: nil)
            ])
        }
        return Rambafile.configText(from: config, source: from) { path in
            workspace.displayPath(of: config.url(for: path))
        }
    }
}
