import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the shell completion scripts (`--generate-completion-script bash|zsh|fish`) offer for
/// the values of options and arguments.
enum Completions {
    /// Files a spec or a config can be in.
    static let specFiles = CompletionKind.file(extensions: ["yml", "yaml"])

    static let ui = CompletionKind.list(UIFlavor.allCases.map(\.rawValue))
    static let tests = CompletionKind.list(TestFramework.allCases.map(\.rawValue))
    static let access = CompletionKind.list(AccessLevel.allCases.map(\.rawValue))

    /// The template sets: the built-in ones and those of the template folders the command
    /// line (`--templates`) or the project config (`--config`, else the nearest
    /// `.viper-gen.yml`) names. Run by the shell at every completion, so it never fails and
    /// never prints: a config or a folder that cannot be read adds no set.
    static let templateSets = CompletionKind.custom { words, _, _ in
        TemplatesRun.setNames(completing: words, workspace: Console.workspace)
    }

    /// Whether this process was started by a completion script to complete a word
    /// (`viper-gen ---completion …`).
    static var isCompletionRequest: Bool {
        CommandLine.arguments.dropFirst().first == "---completion"
    }

    /// Answers a completion request: the candidates on stdout and exit 0, or, for a request
    /// that names no option or argument of viper-gen, nothing and exit 64. Nothing ever goes
    /// to stderr: the shell would show it in the middle of the command line being typed.
    static func answer() -> Never {
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 {
            dup2(null, STDERR_FILENO)
            close(null)
        }
        do {
            _ = try ViperGen.parseAsRoot(Array(CommandLine.arguments.dropFirst()))
        } catch {
            let succeeded = ViperGen.exitCode(for: error).isSuccess
            if succeeded {
                let text = ViperGen.fullMessage(for: error)
                if !text.isEmpty { Console.print(text) }
            }
            fflush(nil)
            exit(succeeded ? 0 : ExitCode.validationFailure.rawValue)
        }
        exit(ExitCode.validationFailure.rawValue)
    }
}
