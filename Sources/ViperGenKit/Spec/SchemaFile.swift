/// The JSON Schemas of specs and configs as files: `viper-gen schema spec|config` prints them,
/// the repository keeps copies in `Schemas/`, and the spec `new` writes and the config `init`
/// writes name theirs on their first line, for editors that check YAML against a schema.
public enum SchemaFile: String, Sendable, CaseIterable {
    case spec
    case config

    /// Where the released files of viper-gen are served from: the repository's files at a tag.
    /// `OWNER` stands for the repository's owner until it is published, as in the README.
    public static let repositoryFiles = "https://raw.githubusercontent.com/OWNER/viper-gen"

    /// The file's name in `Schemas/`.
    public var fileName: String { "\(rawValue).schema.json" }

    /// The committed copy at the tag of this version (releases are tags named after their
    /// version): a spec written by this viper-gen is checked against this viper-gen's schema,
    /// not a later one that may know other keys.
    public var url: String {
        "\(Self.repositoryFiles)/\(ViperGenVersion.string)/Schemas/\(fileName)"
    }

    /// The comment that tells yaml-language-server (VS Code's YAML extension, and the editors
    /// that use the server) which schema a file follows; YAML and viper-gen ignore it.
    public var modeline: String { "# yaml-language-server: $schema=\(url)" }
}
