import Diagnostics
import Foundation
import Yams

extension ProjectConfig {
    /// The config's `version` requirement, read before its other keys: a config written for a
    /// later viper-gen may use keys this one does not know, and then the version it asks for
    /// is the one thing to say. A requirement `toolVersion` does not satisfy is thrown, alone;
    /// a malformed one is reported with the config's other problems.
    static func requiredVersion(
        in root: Node,
        reader: inout NodeReader,
        toolVersion: SemanticVersion
    ) throws(DiagnosticsError) -> Located<VersionRequirement>? {
        // A repeated key is reported as such by the main pass; the first one counts here.
        guard let value = root.mapping?.first(where: { $0.key.scalar?.string == "version" })?.value,
            let text = reader.string(value, what: "'version'")
        else { return nil }
        switch VersionRequirement.parse(text.value) {
        case .failure(let problem):
            reader.diagnostics.error(
                "invalid 'version' requirement: \(problem.message)",
                at: reader.location(ofScalar: problem.offset, in: value)
            )
            return nil
        case .success(let requirement):
            guard requirement.isSatisfied(by: toolVersion) else {
                throw DiagnosticsError([
                    .error(
                        "this project needs viper-gen \(requirement); this is \(toolVersion): install a viper-gen that satisfies it (as viper-gen's README says under Install)",
                        at: reader.location(of: value)
                    )
                ])
            }
            return Located(requirement, at: text.location)
        }
    }

    /// `error`, YAML's, with its message on a line `version: >= 0.3` said plainly: YAML takes
    /// an unquoted value that starts with '>' for folded text, and its own message ("did not
    /// find expected comment or line break") does not say so.
    static func unquotedRequirement(_ error: DiagnosticsError, in text: String) -> DiagnosticsError
    {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let index = lines.firstIndex(where: { line in
                line.hasPrefix("version:")
                    && line.dropFirst(8).drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(">")
            })
        else { return error }
        let written = String(
            lines[index].dropFirst(8).trimmingCharacters(in: .whitespacesAndNewlines).prefix(40))
        var diagnostics = error.diagnostics
        for place in diagnostics.indices where diagnostics[place].location?.line == index + 1 {
            diagnostics[place].message =
                "quote the 'version' requirement (version: \"\(written)\"): YAML reads a value that starts with '>' as folded text"
        }
        return DiagnosticsError(diagnostics)
    }
}
