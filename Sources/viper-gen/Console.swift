import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// Printing for the commands: the report on stdout, diagnostics on stderr.
enum Console {
    /// The folder viper-gen runs in.
    static let workspace = Workspace.current
    static let workingDirectory = workspace.directory
    private static let useColor =
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    /// `path` as the user typed it: absolute, or relative to the current folder.
    static func url(for path: String) -> URL {
        workspace.url(for: path)
    }

    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        writeStandardError(diagnostics.map(\.description).joined(separator: "\n") + "\n")
    }

    /// Writes to stderr with plain system calls, ignoring failure: a closed or full stderr
    /// (`2>&-`, `2>/dev/full`) loses the message, never the run's exit code (FileHandle's
    /// `write` would stop the process).
    static func writeStandardError(_ text: String) {
        write(Data(text.utf8), to: STDERR_FILENO)
    }

    /// Writes `data` to `descriptor` with plain system calls; a failure loses the rest.
    private static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// What makes this run's paths unusable: the current folder's path, or an argument, that
    /// is not UTF-8 text. Swift reads such bytes as U+FFFD, so every path made from them
    /// would name another file (a folder `proj\xFF` would become a new folder `proj�`).
    static func pathsThatAreNotText() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        if getcwd(&buffer, buffer.count) != nil, !isText(buffer) {
            return
                "the current folder's path is not UTF-8 text ('\(escapedBytes(buffer))'); run viper-gen from a folder whose path is"
        }
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument) + 1))
            guard !isText(bytes) else { continue }
            return
                "argument \(index) is not UTF-8 text ('\(escapedBytes(bytes))'); viper-gen reads and writes only paths and names that are"
        }
        return nil
    }

    /// Whether the NUL-terminated `bytes` are UTF-8 text.
    private static func isText(_ bytes: [CChar]) -> Bool {
        String(validating: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            != nil
    }

    /// A NUL-terminated byte string with every byte from 0x80 up written as `\xNN`.
    private static func escapedBytes(_ bytes: [CChar]) -> String {
        var text = ""
        for byte in bytes.prefix(while: { $0 != 0 }).map({ UInt8(bitPattern: $0) }) {
            text +=
                byte < 0x80
                ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
        }
        return oneLine(text)
    }

    /// `text` on one line: control characters written as escapes, as diagnostics write them.
    static func oneLine(_ text: String) -> String {
        String(Diagnostic(.note, text, at: nil).description.dropFirst("note: ".count))
    }

    /// Makes the output channels safe before anything is printed. A standard descriptor that
    /// is closed (`2>&-`) gets /dev/null, or the first file this run opens would take its
    /// number and receive its messages; a reader that goes away (`| head`) makes writes fail
    /// instead of killing the process with SIGPIPE, so the exit code stays the run's; and so
    /// does a file size limit (`ulimit -f`), which fails the write (reported, nothing changed)
    /// instead of killing the process with SIGXFSZ.
    static func prepareStandardChannels() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Prints the diagnostics and exits with code 2.
    static func fail(_ error: DiagnosticsError) -> ExitCode {
        report(error.diagnostics)
        return ExitCode(2)
    }

    static func print(_ line: String, terminator: String = "\n") {
        Swift.print(line, terminator: terminator)
    }

    /// Writes `data` to stdout as it is (a diff of a file that is not UTF-8 must keep its
    /// bytes to apply), after what `print` has buffered.
    static func printBytes(_ data: Data) {
        fflush(nil)
        write(data, to: STDOUT_FILENO)
    }

    /// `url` as the user would write it from the current folder: relative when it is below
    /// it or near it, absolute otherwise.
    static func displayPath(of url: URL, from directory: URL = workingDirectory) -> String {
        ShellText.displayPath(of: url, from: directory)
    }

    /// Reports a run that stopped (with the JSON report, when its settings, or before they
    /// were read its `--json` flag, ask for one) and returns its exit code, 2.
    static func fail(_ failure: RunFailure, command: String, mode: String, json: Bool)
        -> ExitCode
    {
        if failure.json ?? json {
            printJSON(
                JSONReport(
                    command: command, mode: mode, plans: failure.plans, written: false,
                    exitCode: 2, diagnostics: failure.notes + failure.error.diagnostics)
            )
        }
        return fail(failure.error)
    }

    /// Prints what a `new` or `generate` run did: the JSON report, or the files and a summary
    /// (for `--check`, the diffs); then the conflicts or drift it found, on stderr.
    static func printOutcome(_ outcome: RunOutcome, command: String) {
        let settings = outcome.settings
        if let check = outcome.check {
            if let message = check.nothingToCheck {
                if settings.json {
                    printJSON(
                        JSONReport(
                            command: command, mode: "check", plans: outcome.plans, written: false,
                            exitCode: 0, diagnostics: outcome.notes + check.diagnostics))
                } else {
                    print(message)
                }
                return
            }
            if settings.json {
                printJSON(
                    JSONReport(
                        command: command, mode: "check", plans: outcome.plans, written: false,
                        exitCode: outcome.exitCode, diagnostics: outcome.notes + check.diagnostics
                    ).with(outcome.xcode)
                )
            } else if settings.verbosity != .quiet {
                for case (_, let diff?) in check.drift { printBytes(diff) }
            }
            report(check.diagnostics)
            return
        }
        let dryRun = !outcome.written
        if settings.json {
            printJSON(
                JSONReport(
                    command: command, mode: dryRun ? "dry-run" : "write", plans: outcome.plans,
                    written: outcome.written, exitCode: outcome.exitCode,
                    diagnostics: outcome.notes + outcome.conflicts
                ).with(outcome.xcode)
            )
        } else {
            printPlans(outcome.plans, dryRun: dryRun, verbosity: settings.verbosity)
            if dryRun && settings.verbosity != .quiet { printMergeDiffs(outcome.plans) }
            printXcode(outcome.xcode, dryRun: dryRun, verbosity: settings.verbosity)
        }
        report(outcome.conflicts)
    }

    /// The report of a run: a line per file that changed (or would: a dry run lists every
    /// file, as it is a preview; `--verbose` does too), grouped by module, with why for a
    /// skip or an overwritten user file; the user files `--force` overwrote; the merge bases
    /// recorded; and a one-line summary.
    static func printPlans(_ plans: [ModulePlan], dryRun: Bool, verbosity: Verbosity) {
        guard verbosity != .quiet else { return }
        let everyFile = dryRun || verbosity == .verbose
        for module in plans {
            let files = module.plan.files.filter { !$0.isMergeBase && (everyFile || isChange($0)) }
            guard everyFile || !files.isEmpty else { continue }
            print("\(module.module) (\(module.architecture))")
            for file in files {
                let label = label(file, dryRun: dryRun)
                var line =
                    "  "
                    + paint(
                        label + String(repeating: " ", count: max(0, 10 - label.count)), file.action
                    )
                // A root named with a line break must not forge a line of the report.
                line += oneLine(file.displayPath)
                if let reason = reason(file, dryRun: dryRun) { line += "  (\(reason))" }
                print(line)
            }
        }
        let overwritten = plans.flatMap(\.plan.files).filter(\.overwritesUserFile)
        if !overwritten.isEmpty {
            let count =
                overwritten.count == 1
                ? "1 user-owned file" : "\(overwritten.count) user-owned files"
            print(
                "\(dryRun ? "--force would overwrite" : "--force overwrote") \(count): "
                    + overwritten.map { oneLine($0.displayPath) }.joined(separator: ", "))
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
                    + folders.sorted().map(oneLine).joined(separator: ", "))
        }
        print(summary(plans, dryRun: dryRun))
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
    static func summary(_ plans: [ModulePlan], dryRun: Bool) -> String {
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
        return "\(oneLine(subject))\(dryRun ? ", dry run" : ""): \(text)"
    }

    /// For `--merge --dry-run`: the change the merge would make to each user-owned file, as a
    /// unified diff.
    static func printMergeDiffs(_ plans: [ModulePlan]) {
        for case let diff? in plans.flatMap(\.plan.files).map(\.mergeDiff) { printBytes(diff) }
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

    /// Prints `report` as the only thing on stdout.
    static func printJSON(_ report: JSONReport) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        print(String(decoding: data, as: UTF8.self))
    }

    private static func paint(_ text: String, _ action: FileAction) -> String {
        guard useColor else { return text }
        let code: String
        switch action {
        case .create: code = "32"
        case .update: code = "33"
        case .unchanged: code = "2"
        case .skip: code = "36"
        case .remove: code = "31"
        case .merge: code = "33"
        case .conflict: code = "31"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
