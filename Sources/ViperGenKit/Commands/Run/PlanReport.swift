import Diagnostics
import Foundation

/// The report a `new` or `generate` run prints on stdout, as lines.
public enum PlanReport {
    /// One line: its text, after the status of a file, which a terminal shows in the colour
    /// of the file's action.
    public struct Line {
        public var status: (text: String, action: FileAction)?
        public var text: String

        init(status: (text: String, action: FileAction)? = nil, text: String) {
            self.status = status
            self.text = text
        }
    }

    /// The report of a run: a line per file that changed (or would: a dry run lists every
    /// file, as it is a preview; `--verbose` does too), grouped by module, with why for a
    /// skip or an overwritten user file; the user files `--force` overwrote; the merge bases
    /// recorded; and a one-line summary.
    public static func lines(_ plans: [ModulePlan], dryRun: Bool, verbosity: Verbosity)
        -> [Line]
    {
        guard verbosity != .quiet else { return [] }
        var lines: [Line] = []
        func print(_ text: String) { lines.append(Line(text: text)) }
        let everyFile = dryRun || verbosity == .verbose
        for module in plans {
            let files = module.plan.files.filter { !$0.isMergeBase && (everyFile || isChange($0)) }
            guard everyFile || !files.isEmpty else { continue }
            print("\(module.module) (\(module.architecture))")
            for file in files {
                let label = label(file, dryRun: dryRun)
                // A root named with a line break must not forge a line of the report.
                var line = Diagnostic.oneLine(file.displayPath)
                if let reason = reason(file, dryRun: dryRun) { line += "  (\(reason))" }
                lines.append(
                    Line(
                        status: (
                            "  " + label + String(repeating: " ", count: max(0, 10 - label.count)),
                            file.action
                        ),
                        text: line))
            }
        }
        let overwritten = plans.flatMap(\.plan.files).filter(\.overwritesUserFile)
        if !overwritten.isEmpty {
            let count =
                overwritten.count == 1
                ? "1 user-owned file" : "\(overwritten.count) user-owned files"
            print(
                "\(dryRun ? "--force would overwrite" : "--force overwrote") \(count): "
                    + overwritten.map { Diagnostic.oneLine($0.displayPath) }.joined(separator: ", ")
            )
        }
        let bases = plans.flatMap(\.plan.files).filter { $0.isMergeBase && $0.needsWrite }
        if !bases.isEmpty {
            let folders = Set(
                bases.map { base in
                    base.displayPath.range(of: MergeBase.folder + "/").map {
                        String(base.displayPath[..<$0.upperBound].dropLast())
                    } ?? base.displayPath
                })
            let count = bases.count == 1 ? "1 merge base" : "\(bases.count) merge bases"
            print(
                "\(dryRun ? "would record" : "recorded") \(count) in "
                    + folders.sorted().map(Diagnostic.oneLine).joined(separator: ", "))
        }
        print(summary(plans, dryRun: dryRun))
        return lines
    }

    /// Whether a run that is not `--verbose` lists the file: it changed on disk (or would),
    /// or it needs the user (a user-owned file the module no longer has, kept for them to
    /// delete or move; one that `--merge` was asked to merge and could not). Unchanged files
    /// and user-owned files left alone, as every run leaves them, are only counted.
    private static func isChange(_ file: PlannedFile) -> Bool {
        switch file.action {
        case .create, .update, .remove, .merge, .conflict: true
        case .unchanged: false
        case .skip(let reason): file.isLeftover || reason != OutputPlan.userFileExistsReason
        }
    }

    /// One line that sums a run up: `Cars (viper): 23 created`, `3 modules: 4 updated,
    /// 1 merged, 61 unchanged, 27 skipped`, `Cars (viper): no changes (19 unchanged, 9 skipped)`;
    /// a dry run says so, and what it would do (`Cars (viper), dry run: 23 to create`).
    public static func summary(_ plans: [ModulePlan], dryRun: Bool) -> String {
        let subject =
            plans.count == 1
            ? "\(plans[0].module) (\(plans[0].architecture))"
            : plans.isEmpty ? "no modules" : "\(plans.count) modules"
        // In the order of the report's labels: changes first, then what was left as it is.
        let kinds: [(done: String, planned: String, isChange: Bool)] = [
            ("created", "to create", true), ("updated", "to update", true),
            ("overwritten", "to overwrite", true),
            ("removed", "to remove", true), ("merged", "to merge", true),
            ("in conflict", "in conflict", true),
            ("kept", "to keep", false), ("not merged", "not merged", false),
            ("unchanged", "unchanged", false),
            ("skipped", "to skip", false),
        ]
        var counts = Array(repeating: 0, count: kinds.count)
        for file in plans.flatMap(\.plan.files) where !file.isMergeBase {
            let index: Int
            switch file.action {
            case .create: index = 0
            case .update where file.overwritesUserFile: index = 2
            case .update: index = 1
            case .remove: index = 3
            case .merge: index = 4
            case .conflict: index = 5
            case .skip where file.isLeftover: index = 6
            case .skip(let reason) where reason != OutputPlan.userFileExistsReason: index = 7
            case .unchanged: index = 8
            case .skip: index = 9
            }
            counts[index] += 1
        }
        let parts = kinds.indices.filter { counts[$0] > 0 }.map {
            "\(counts[$0]) \(dryRun ? kinds[$0].planned : kinds[$0].done)"
        }
        let changed = kinds.indices.contains { kinds[$0].isChange && counts[$0] > 0 }
        let text: String
        if changed {
            text = parts.joined(separator: ", ")
        } else {
            text =
                (dryRun ? "nothing to change" : "no changes")
                + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
        }
        return "\(Diagnostic.oneLine(subject))\(dryRun ? ", dry run" : ""): \(text)"
    }

    /// Why a file gets its action: always in a dry run, else only for the surprising ones.
    private static func reason(_ file: PlannedFile, dryRun: Bool) -> String? {
        switch file.action {
        case .skip(let reason):
            dryRun && reason == MergeBase.adoptionReason ? MergeBase.adoptionReasonInDryRun : reason
        case .update where file.replacesHandWrittenFile: "written by hand; --force"
        case .update where file.overwritesUserFile: "user-owned; --force"
        case .create where dryRun: "does not exist"
        case .update where dryRun: "out of date with the spec"
        case .unchanged where dryRun: "up to date"
        case .remove: "no longer made from the spec"
        case .merge where dryRun: "spec or template changes merged into yours"
        case .conflict(let lines): lines.count == 1 ? "1 conflict" : "\(lines.count) conflicts"
        default: nil
        }
    }

    private static func label(_ file: PlannedFile, dryRun: Bool) -> String {
        switch file.action {
        case .create: dryRun ? "create" : "created"
        case .update where file.overwritesUserFile: dryRun ? "overwrite" : "overwrote"
        case .update: dryRun ? "update" : "updated"
        case .unchanged: "unchanged"
        case .skip where file.isLeftover: dryRun ? "keep" : "kept"
        case .skip: dryRun ? "skip" : "skipped"
        case .remove: dryRun ? "remove" : "removed"
        case .merge: dryRun ? "merge" : "merged"
        case .conflict: "conflict"
        }
    }
}
