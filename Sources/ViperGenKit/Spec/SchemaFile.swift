/// The JSON Schemas of specs and configs as files: `viper-gen schema spec|config` prints them,
/// the repository keeps copies in `Schemas/`, and once the repository is published the spec
/// `new` writes and the config `init` writes name theirs on their first line, for editors that
/// check YAML against a schema.
public enum SchemaFile: String, Sendable, CaseIterable {
    case spec
    case config

    /// Where the repository's files are served from on its default branch. `OWNER` stands for
    /// the repository's owner until it is published, as in the README: while it does, no
    /// schema is served there, so the files viper-gen writes name none (an editor would mark
    /// their first line "Unable to load schema"), and `Scripts/release.sh` refuses to make a
    /// release.
    public static let repositoryFiles = "https://raw.githubusercontent.com/OWNER/viper-gen/main"

    /// Whether `repository` is a real location, not the `OWNER` placeholder.
    public static func isPublished(_ repository: String = repositoryFiles) -> Bool {
        !repository.contains("/OWNER/")
    }

    /// The file's name in `Schemas/`.
    public var fileName: String { "\(rawValue).schema.json" }

    /// The committed copy on the default branch, not at a version's tag: a spec written by an
    /// older viper-gen is checked against the keys the latest one reads, and the schema only
    /// ever gains keys and values (docs/spec.md, Editors), so an upgrade marks nothing that was
    /// valid. Its `$id`.
    public func url(in repository: String = repositoryFiles) -> String {
        "\(repository)/Schemas/\(fileName)"
    }

    /// The comment that tells yaml-language-server (VS Code's YAML extension, and the editors
    /// that use the server) which schema a file follows, as the first line of the files `new`
    /// and `init` write; YAML and viper-gen ignore it. Nil while `repository` is the
    /// placeholder: there is no schema to load there.
    public func modeline(in repository: String = repositoryFiles) -> String? {
        guard Self.isPublished(repository) else { return nil }
        return "# yaml-language-server: $schema=\(url(in: repository))"
    }

    /// `modeline(in:)` and a line break, or nothing: what a written file starts with.
    func header(in repository: String) -> String {
        modeline(in: repository).map { $0 + "\n" } ?? ""
    }
}
