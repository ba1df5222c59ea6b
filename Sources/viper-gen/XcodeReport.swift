import Diagnostics
import Foundation
import ViperGenKit

extension Console {
    /// What the run did to the Xcode project: the files added and removed (`--verbose` and a
    /// dry run: every file, with where it stands), and with `--dry-run`, the project's diff.
    static func printXcode(_ run: XcodeProjectRun?, dryRun: Bool, verbosity: Verbosity) {
        guard let run, verbosity != .quiet else { return }
        let everyFile = dryRun || verbosity == .verbose
        let entries = run.entries.filter { everyFile || $0.isChange }
        if !entries.isEmpty {
            print(oneLine(run.projectDisplay))
            for entry in entries {
                let outcome = dryRun && entry.isChange ? "would be " + entry.outcome : entry.outcome
                print("  \(oneLine(entry.path)): \(oneLine(outcome))")
            }
        }
        if dryRun, let diff = run.diff { printBytes(diff) }
    }
}

extension JSONReport {
    /// The Xcode project's part of the report.
    struct Xcode: Encodable {
        struct File: Encodable {
            var path: String
            var target: String?
            /// added, added-to-target, removed, already-in-target, in-synchronized-folder,
            /// excluded, not-added, not-in-target, missing (`--check`).
            var status: String
            var outcome: String
        }

        var project: String
        /// Whether project.pbxproj changes (or would, when the report's `written` is false).
        var changed: Bool
        var files: [File]
        /// With `--dry-run`, the change to project.pbxproj as a unified diff.
        var diff: String?
    }

    /// The report with `run` as its `xcode` part.
    func with(_ run: XcodeProjectRun?) -> JSONReport {
        guard let run else { return self }
        var report = self
        report.xcode = Xcode(
            project: run.projectDisplay,
            changed: run.file != nil,
            files: run.entries.map {
                Xcode.File(
                    path: $0.path, target: $0.target, status: $0.status.rawValue,
                    outcome: $0.outcome)
            },
            diff: mode == "dry-run" ? run.diff.map { String(decoding: $0, as: UTF8.self) } : nil
        )
        return report
    }
}
