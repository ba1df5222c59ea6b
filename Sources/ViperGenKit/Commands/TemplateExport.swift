import Diagnostics
import Foundation

/// `templates export`: a set's manifest and templates, written into a folder to edit.
public enum TemplateExport {
    /// Writes `set` into `directory` and returns how many files it wrote. Refuses a folder
    /// that already holds files unless `force`.
    public static func write(
        _ set: TemplateSet, to directory: URL, displayPath: String, force: Bool
    ) throws(DiagnosticsError) -> Int {
        let manager = FileManager.default
        let place = SourceLocation(file: displayPath, line: 0, column: 0)
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw DiagnosticsError([.error("exists and is not a folder", at: place)])
            }
            let entries = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            if !force, entries.contains(where: { !$0.hasPrefix(".") }) {
                throw DiagnosticsError([
                    .error(
                        "the folder is not empty; choose another or pass --force to replace files of the same name",
                        at: place)
                ])
            }
        }
        let files =
            [("manifest.yml", set.manifestText)]
            + set.templates.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let folder = RootGuard.standardized(directory.standardizedFileURL.path)
        // Every file below the folder, with a name viper-gen writes, through no symbolic link
        // that leads out of it (a set's templates can be in subfolders), and over nothing but a
        // regular file, checked before any is written.
        var rootGuard = RootGuard()
        for (name, _) in files {
            let path = RootGuard.standardized(folder + "/" + name)
            let guardProblem = rootGuard.problem(
                with: path, status: FileStatus(of: path), inside: folder, rootDisplay: displayPath
            ).flatMap { [.linkLeadsOut, .linkInToolFolder, .name].contains($0.kind) ? $0 : nil }
            if let reason = FileWriting.replacementProblem(at: path) ?? guardProblem?.reason {
                throw DiagnosticsError([
                    .error(
                        "cannot write the exported file: \(reason)",
                        at: SourceLocation(
                            file: OutputLayout.displayPath(root: displayPath, name), line: 0,
                            column: 0))
                ])
            }
        }
        for (name, text) in files {
            let path = folder + "/" + name
            let display = OutputLayout.displayPath(root: displayPath, name)
            do throws(SystemCallFailure) {
                try StagedWriter.makeFolder(RootGuard.parent(of: path))
                if FileStatus(of: path) == .directory {
                    errno = EISDIR
                    throw SystemCallFailure(path: path)
                }
                try FileWriting.place(Data(text.utf8), at: path, replacing: true)
            } catch {
                throw DiagnosticsError([
                    .error(
                        "cannot write the exported file: \(error.reason)",
                        at: SourceLocation(file: display, line: 0, column: 0))
                ])
            }
        }
        return files.count
    }
}
