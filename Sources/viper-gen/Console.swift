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
        Diagnostic.oneLine(text)
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

    /// The report of a run (see `PlanReport`), its statuses in colour on a terminal.
    static func printPlans(_ plans: [ModulePlan], dryRun: Bool, verbosity: Verbosity) {
        for line in PlanReport.lines(plans, dryRun: dryRun, verbosity: verbosity) {
            print((line.status.map { paint($0.text, $0.action) } ?? "") + line.text)
        }
    }

    /// For `--merge --dry-run`: the change the merge would make to each user-owned file, as a
    /// unified diff.
    static func printMergeDiffs(_ plans: [ModulePlan]) {
        for case let diff? in plans.flatMap(\.plan.files).map(\.mergeDiff) { printBytes(diff) }
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
