/// The version of this viper-gen, in one place: `viper-gen --version` prints it, a config's
/// `version:` requirement is checked against it, `Scripts/release.sh` names the release and
/// its artifact bundle after it, and the latest release heading of `CHANGELOG.md` must be it
/// (a test checks). Bump it with a new CHANGELOG section when releasing.
public enum ViperGenVersion {
    /// The version as `--version` prints it. `Scripts/release.sh` reads this line.
    public static let string = "0.1.0"

    /// The version, parsed.
    public static var current: SemanticVersion {
        // The constant is a valid version; a test checks it.
        SemanticVersion(parsing: string) ?? SemanticVersion(major: 0, minor: 0, patch: 0)
    }
}
