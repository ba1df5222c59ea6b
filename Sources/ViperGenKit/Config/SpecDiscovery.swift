import Diagnostics
import Foundation

/// Finds spec files: files as given, and every `*.yml` / `*.yaml` below a directory. A file
/// named twice (`Specs` and `Specs/Cars.yml`) is one spec, taken where it is first named. A
/// folder below a directory that cannot be read is a warning (added to `warnings`, and to the
/// errors if there are any): the specs in it are left out.
public enum SpecDiscovery {
    public static func specFiles(
        for arguments: [String],
        workingDirectory: URL,
        warnings: inout [Diagnostic]
    ) throws(DiagnosticsError) -> [(url: URL, display: String)] {
        var result: [(URL, String)] = []
        var diagnostics = DiagnosticCollector()
        var taken: Set<Glob.FileIdentity> = []
        for argument in arguments {
            let url =
                argument.hasPrefix("/")
                ? URL(fileURLWithPath: argument) : workingDirectory.appending(path: argument)
            guard let (identity, isFolder) = Glob.FileIdentity.of(url.path) else {
                // Say why: a folder it cannot search and a link loop are not a missing file.
                let reason =
                    errno == ENOENT
                    ? "no such file or directory" : String(cString: strerror(errno)).lowercased()
                diagnostics.error(reason, at: SourceLocation(file: argument, line: 0, column: 0))
                continue
            }
            guard isFolder else {
                if taken.insert(identity).inserted { result.append((url, argument)) }
                continue
            }
            // Every spec below the folder, found as a `modules` pattern finds them: links
            // that lead out of it are not followed, and each real file is taken once.
            let matches: Glob.Matches
            do {
                var budget = Glob.maximumFolders
                matches = try Glob.specFiles(matching: "**/*", in: url, budget: &budget)
            } catch {
                diagnostics.error(
                    "more than \(Glob.maximumFolders) folders below this directory; name the folders that hold the specs",
                    at: SourceLocation(file: argument, line: 0, column: 0)
                )
                continue
            }
            for folder in matches.unreadableFolders {
                let display =
                    folder.path == "."
                    ? argument : (argument.hasSuffix("/") ? argument : argument + "/") + folder.path
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "folder '\(display)' cannot be read (\(folder.reason)), so specs in it are left out; make it readable, or name the folders that hold the specs",
                        at: SourceLocation(file: argument, line: 0, column: 0)
                    )
                )
            }
            if matches.files.isEmpty {
                var message = "no *.yml spec files in this directory"
                if let link = matches.linksLeadingOut.first {
                    message +=
                        "; symbolic links that lead out of it, such as '\(link)', are not followed"
                }
                diagnostics.error(message, at: SourceLocation(file: argument, line: 0, column: 0))
            }
            let base = argument.hasSuffix("/") ? argument : argument + "/"
            for (file, identity) in zip(matches.files, matches.identities)
            where taken.insert(identity).inserted {
                let relative = String(
                    file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))
                result.append((file, base + relative))
            }
        }
        try diagnostics.throwIfErrors()
        warnings += diagnostics.sorted
        return result
    }
}
