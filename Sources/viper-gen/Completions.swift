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
        setNames(words: words)
    }

    /// The set names for the command line `words` (as the shell has them, quotes included).
    static func setNames(words: [String]) -> [String] {
        var configPath: String?
        var folders: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            for (option, store) in [("--config", 0), ("--templates", 1)] {
                var value: String?
                if word == option, index + 1 < words.endIndex {
                    value = words[index + 1]
                } else if word.hasPrefix(option + "=") {
                    value = String(word.dropFirst(option.count + 1))
                }
                guard let value = value.map(unquoted), !value.isEmpty else { continue }
                if store == 0 { configPath = value } else { folders.append(value) }
            }
            index += 1
        }
        var names = Set(TemplateSet.builtinNames)
        var references = folders.map {
            TemplateFolder.Reference(url: Console.url(for: $0), displayPath: $0)
        }
        if references.isEmpty, let config = quietConfig(configPath) {
            references = config.templates.map { folder in
                let url = config.url(for: folder.value)
                return TemplateFolder.Reference(url: url, displayPath: url.path)
            }
        }
        // Each folder on its own: one that is broken hides no other's set.
        for reference in references {
            guard let catalog = try? TemplateCatalog(folders: [reference]) else { continue }
            names.formUnion(catalog.names)
        }
        return names.sorted()
    }

    /// The project config, or nil when there is none or it cannot be read or trusted; says
    /// nothing either way.
    private static func quietConfig(_ path: String?) -> ProjectConfig? {
        if let path {
            return try? ProjectConfig.load(fileAt: Console.url(for: path), displayPath: path)
        }
        guard let url = ProjectConfig.search(from: Console.workingDirectory).url else { return nil }
        return try? ProjectConfig.load(fileAt: url, displayPath: url.path)
    }

    /// A shell word without the quotes around it (`'My Templates'`, `"x"`) and with a
    /// backslash-escaped character unescaped, as far as a path needs.
    private static func unquoted(_ word: String) -> String {
        if word.count >= 2, let first = word.first, first == "'" || first == "\"",
            word.last == first
        {
            return String(word.dropFirst().dropLast())
        }
        var result = ""
        var escaped = false
        for character in word {
            if !escaped, character == "\\" {
                escaped = true
                continue
            }
            escaped = false
            result.append(character)
        }
        return result
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
