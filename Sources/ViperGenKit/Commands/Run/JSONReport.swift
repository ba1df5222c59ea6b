import Diagnostics
import Foundation

/// What `--json` prints: one document per run, for CI annotations. Its schema is in
/// docs/commands.md ("The JSON report"); `version` changes when a field changes meaning or
/// goes away.
public struct JSONReport: Encodable {
    struct Module: Encodable {
        var name: String
        var architecture: String
        var spec: String
    }

    struct File: Encodable {
        var path: String
        var module: String
        var owner: String
        /// created, updated, unchanged, skipped, removed, merged or conflict (merged with
        /// conflict markers): what the run did, or would do when `written` is false.
        var status: String
        var reason: String?
        var overwroteUserFile: Bool
        /// A generator-owned file that is missing or out of date (what `--check` fails on).
        var stale: Bool
        /// With `--check`, the unified diff that would bring a stale file up to date (none for a
        /// file too large to show); with `--merge --dry-run`, the change the merge would make.
        var diff: String?
    }

    struct Message: Encodable {
        var severity: String
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
    }

    var version = 1
    var command: String
    /// write, dry-run or check.
    var mode: String
    /// Whether files were written.
    var written: Bool
    /// The process's exit code: 0 success, 1 drift (`--check`), 2 invalid input or I/O.
    var exitCode: Int32
    var modules: [Module] = []
    var files: [File] = []
    var diagnostics: [Message] = []
    /// The Xcode project the run edits (`xcode:`, `--xcodeproj`), if any.
    var xcode: Xcode?

    public init(
        command: String, mode: String, plans: [ModulePlan], written: Bool, exitCode: Int32,
        diagnostics: [Diagnostic] = []
    ) {
        self.command = command
        self.mode = mode
        self.written = written
        self.exitCode = exitCode
        let withDiffs = mode == "check"
        for plan in plans {
            modules.append(
                Module(name: plan.module, architecture: plan.architecture, spec: plan.specPath))
            let drift = Dictionary(
                plan.plan.drift.map {
                    ($0.file.displayPath, $0.diff.map { String(decoding: $0, as: UTF8.self) })
                }
            ) { first, _ in
                first
            }
            for file in plan.plan.files where !file.isMergeBase {
                var reason: String?
                if case .skip(let why) = file.action { reason = why }
                files.append(
                    File(
                        path: file.displayPath,
                        module: plan.module,
                        owner: file.owner.rawValue,
                        status: Self.status(file.action),
                        reason: reason,
                        overwroteUserFile: file.overwritesUserFile,
                        stale: drift[file.displayPath] != nil,
                        diff: withDiffs
                            ? drift[file.displayPath] ?? nil
                            : mode == "dry-run"
                                ? file.mergeDiff.map { String(decoding: $0, as: UTF8.self) } : nil
                    )
                )
            }
        }
        self.diagnostics = diagnostics.map { diagnostic in
            Message(
                severity: diagnostic.severity.rawValue,
                message: diagnostic.message,
                file: diagnostic.location?.file,
                line: diagnostic.location.flatMap { $0.line == 0 ? nil : $0.line },
                column: diagnostic.location.flatMap { $0.line == 0 ? nil : $0.column }
            )
        }
    }

    /// The report of `check-architecture`: each module checked, and each Swift file it read
    /// (status `checked`), with the findings and notes.
    public init(architecture outcome: ArchitectureOutcome) {
        self.init(
            command: "check-architecture", mode: "check", plans: [], written: false,
            exitCode: outcome.exitCode, diagnostics: outcome.notes + outcome.findings)
        for module in outcome.checked {
            modules.append(
                Module(name: module.name, architecture: module.architecture, spec: module.spec))
            for file in module.files {
                files.append(
                    File(
                        path: file.path, module: module.name, owner: file.owner,
                        status: "checked", reason: nil, overwroteUserFile: false, stale: false,
                        diff: nil))
            }
        }
    }

    private static func status(_ action: FileAction) -> String {
        switch action {
        case .create: "created"
        case .update: "updated"
        case .unchanged: "unchanged"
        case .skip: "skipped"
        case .remove: "removed"
        case .merge: "merged"
        case .conflict: "conflict"
        }
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
    public func with(_ run: XcodeProjectRun?) -> JSONReport {
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
