import Diagnostics
import Foundation
import ViperGenKit

extension Console {
    /// What the run did to the Xcode project: the files added and removed, and those left out of
    /// a target they should be in (`--verbose` and a dry run: every file, with where it
    /// stands), and with `--dry-run`, the project's diff.
    static func printXcode(_ run: XcodeProjectRun?, dryRun: Bool, verbosity: Verbosity) {
        guard let run, verbosity != .quiet else { return }
        let everyFile = dryRun || verbosity == .verbose
        let entries = run.entries.filter { everyFile || $0.isChange || $0.isLeftOut }
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
