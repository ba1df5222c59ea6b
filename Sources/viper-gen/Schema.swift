import ArgumentParser
import ViperGenKit

/// `viper-gen schema spec|config`: the JSON Schema editors check a spec or a config with.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a spec or of .viper-gen.yml, for editors.",
        discussion: """
            Made from the keys viper-gen reads, with their descriptions, the values ui, tests, \
            access and contracts take, and the patterns of names. Redirect the output to a \
            file and point an editor at it (docs/spec.md, Editors).
            """
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case spec
        case config

        var file: SchemaFile {
            switch self {
            case .spec: .spec
            case .config: .config
            }
        }
    }

    @Argument(help: "Which schema: spec or config.")
    var kind: Kind

    func run() {
        Console.print(JSONSchema.text(of: kind.file), terminator: "")
    }
}
