import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// Semantic versions, the config's `version:` requirement, and how a config that asks for
/// another viper-gen is refused.
struct VersionRequirementTests {
    @Test func theVersionConstantIsACompleteSemanticVersion() throws {
        let version = try #require(SemanticVersion(parsing: ViperGenVersion.string))
        #expect(version.description == ViperGenVersion.string)
        #expect(ViperGenVersion.current == version)
    }

    @Test func versionsOrderAsSemanticVersioningSays() throws {
        // semver.org, item 11, in order.
        let ordered = [
            "0.9.9", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
            "1.0.0-beta.2", "1.0.0-beta.11",
            "1.0.0-rc.1", "1.0.0", "1.0.1", "1.2.0", "1.10.0", "2.0.0",
        ]
        let versions = try ordered.map { try #require(SemanticVersion(parsing: $0), "\($0)") }
        for (lower, higher) in zip(versions, versions.dropFirst()) {
            #expect(lower < higher, "\(lower) < \(higher)")
            #expect(!(higher < lower), "not \(higher) < \(lower)")
        }
        // Build metadata takes no part.
        #expect(SemanticVersion(parsing: "1.0.0+abc") == SemanticVersion(parsing: "1.0.0"))
        for text in ["1.0", "1", "01.0.0", "1.0.0-", "1.0.0-01", "1.0.0.0", "v1.0.0", "1.0.0 ", ""]
        {
            #expect(SemanticVersion(parsing: text) == nil, "'\(text)' is no complete version")
        }
    }

    @Test(arguments: [
        (">= 0.1", "0.1.0", true), (">= 0.1", "0.0.9", false), (">= 0.1", "0.1.0-beta", false),
        (">= 0.1", "3.0.0", true),
        ("> 0.1", "0.1.0", false), ("> 0.1", "0.1.1", true),
        ("<= 0.2.1", "0.2.1", true), ("<= 0.2.1", "0.2.2", false),
        ("< 0.3", "0.2.99", true), ("< 0.3", "0.3.0", false), ("< 0.3", "0.3.0-rc.1", true),
        ("== 0.1", "0.1.0", true), ("== 0.1", "0.1.1", false),
        ("==0.1.0-beta.1", "0.1.0-beta.1", true),
        ("~> 0.1.2", "0.1.2", true), ("~> 0.1.2", "0.1.9", true), ("~> 0.1.2", "0.2.0", false),
        ("~> 0.1.2", "0.1.1", false),
        ("~> 0.1", "0.9.0", true), ("~> 0.1", "1.0.0", false), ("~> 0", "0.5.0", true),
        ("~> 0", "1.0.0", false),
        ("~> 1.2", "1.9.3", true), ("~> 1.2", "2.0.0", false), ("~> 1.2", "1.1.0", false),
        (">= 0.1, < 0.3", "0.2.5", true), (">= 0.1, < 0.3", "0.3.0", false),
        (">= 0.1, < 0.3", "0.0.1", false),
        ("  >=0.1 ,<0.3  ", "0.1.0", true), (">= 0.1.0+build.5", "0.1.0", true),
    ])
    func requirementsAcceptTheVersionsTheySay(requirement: String, version: String, satisfied: Bool)
        throws
    {
        let parsed = try VersionRequirement.parse(requirement).get()
        let candidate = try #require(SemanticVersion(parsing: version))
        #expect(parsed.isSatisfied(by: candidate) == satisfied, "'\(requirement)' and \(version)")
    }

    @Test func aRequirementPrintsAsWritten() throws {
        #expect(
            try VersionRequirement.parse(">=0.1 ,  <  0.3").get().description == ">= 0.1, < 0.3")
        #expect(
            try VersionRequirement.parse("~> 1.2.3-beta.1").get().description == "~> 1.2.3-beta.1")
    }

    @Test(arguments: [
        (
            "",
            "the version requirement is empty; write one such as '>= \(ViperGenVersion.string)'", 0
        ),
        (
            "   ",
            "the version requirement is empty; write one such as '>= \(ViperGenVersion.string)'", 3
        ),
        (
            "0.3",
            "'0.3' needs an operator: '>= 0.3' for this version or later, '== 0.3' for exactly this one (or >, <=, <, ~>)",
            0
        ),
        (
            "v0.3",
            "'v0.3' needs an operator: '>= 0.3' for this version or later, '== 0.3' for exactly this one (or >, <=, <, ~>)",
            0
        ),
        ("= 0.3", "'=' is not an operator here; use one of >=, >, <=, <, ==, ~>", 0),
        (">= 0.1, != 0.2", "'!=' is not an operator here; use one of >=, >, <=, <, ==, ~>", 8),
        ("^0.3", "'^' is not an operator here; use one of >=, >, <=, <, ==, ~>", 0),
        (
            "at least 0.3", "expected an operator (>=, >, <=, <, ==, ~>) and a version, found 'at'",
            0
        ),
        (">= v0.3", "write the version without the 'v' (>= 0.3)", 3),
        (">=", "expected a number of the version, found the end", 2),
        (">= 0.", "expected a number of the version, found the end", 5),
        (">= 0.x", "expected a number of the version, found 'x'", 5),
        (">= 01.2", "'01' has a leading zero, which a version's numbers do not", 3),
        (">= 1.2.3.4", "a version has at most three numbers (major.minor.patch)", 8),
        (">= 1.0.0-", "expected a pre-release identifier (letters, digits, '-')", 9),
        (
            ">= 1.0.0-beta.01",
            "'01' has a leading zero, which a numeric pre-release identifier does not", 14
        ),
        (">= 1234567890", "'1234567890' is too large for a version number", 3),
        (
            ">= 0.1 < 0.3",
            "unexpected '<' after the version; join requirements with ',' (>= 0.1, < 0.3)", 7
        ),
        (">= 0.1,", "expected a requirement such as '>= 0.1' after this ','", 7),
        (", >= 0.1", "expected a requirement such as '>= 0.1' before this ','", 0),
        (">= 0.1,, < 0.3", "expected a requirement such as '>= 0.1' after this ','", 7),
        (">= 0.3, < 0.2", "no version satisfies '>= 0.3, < 0.2'", 0),
        ("> 0.3, <= 0.3", "no version satisfies '> 0.3, <= 0.3'", 0),
        ("~> 0.1.2, >= 0.2", "no version satisfies '~> 0.1.2, >= 0.2'", 0),
        ("== 0.1, == 0.2", "no version satisfies '== 0.1, == 0.2'", 0),
    ])
    func malformedRequirementsSayWhatAndWhere(text: String, message: String, offset: Int) {
        #expect(
            VersionRequirement.parse(text)
                == .failure(VersionRequirement.ParseError(message: message, offset: offset)))
    }

    /// A long word is quoted in full up to 40 characters, and cut visibly beyond, never
    /// silently: its digits were cut at 20 without a sign.
    @Test func longWordsAreQuotedInFullOrCutVisibly() {
        let forty = String(repeating: "9", count: 40)
        let long = String(repeating: "9", count: 400)
        let shown = String(repeating: "9", count: 39) + "…"
        for (text, message) in [
            (
                forty,
                "'\(forty)' needs an operator: '>= \(forty)' for this version or later, '== \(forty)' for exactly this one (or >, <=, <, ~>)"
            ),
            (
                long,
                "'\(shown)' (400 characters) needs an operator: '>=' for this version or later, '==' for exactly this one (or >, <=, <, ~>)"
            ),
            (">= \(forty)", "'\(forty)' is too large for a version number"),
            (">= \(long)", "'\(shown)' (400 digits) is too large for a version number"),
            (
                ">= 0\(long)",
                "'0\(String(repeating: "9", count: 38))…' has a leading zero, which a version's numbers do not"
            ),
            (
                String(repeating: "!", count: 100) + " 1",
                "'\(String(repeating: "!", count: 39))…' is not an operator here; use one of >=, >, <=, <, ==, ~>"
            ),
        ] {
            let offset = text.hasPrefix(">= ") ? 3 : 0
            #expect(
                VersionRequirement.parse(text)
                    == .failure(VersionRequirement.ParseError(message: message, offset: offset)))
        }
    }

    @Test func rangesThatMeetAtOnePointAreNotEmpty() throws {
        let point = try VersionRequirement.parse(">= 0.3, <= 0.3").get()
        #expect(point.isSatisfied(by: SemanticVersion(major: 0, minor: 3, patch: 0)))
    }

    // MARK: - The config's `version:`

    static let directory = URL(fileURLWithPath: "/nonexistent")

    func parse(_ text: String, as version: String = "0.1.0") throws(DiagnosticsError)
        -> ProjectConfig
    {
        try ProjectConfig.parse(
            Data(text.utf8),
            path: ".viper-gen.yml",
            directory: Self.directory,
            toolVersion: SemanticVersion(parsing: version)!
        )
    }

    func messages(_ text: String, as version: String = "0.1.0") -> [String] {
        do {
            _ = try parse(text, as: version)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aSatisfiedRequirementIsKept() throws {
        let config = try parse("target: Shop\nversion: '~> 0.1'\n")
        #expect(config.version?.value.description == "~> 0.1")
        #expect(
            config.version?.location == SourceLocation(file: ".viper-gen.yml", line: 2, column: 11))
        #expect(try parse("version: '>= 0.1, < 0.3'\n", as: "0.2.7").target == nil)
    }

    /// The one thing said to an older (or newer) viper-gen is the version the project needs:
    /// the keys it does not know are likely the newer version's.
    @Test func anUnsatisfiedRequirementIsTheOnlyError() {
        let expected =
            "error: this project needs viper-gen >= 0.3; this is 0.1.0: install a viper-gen that satisfies it (as viper-gen's README says under Install)"
        #expect(
            messages("version: \">= 0.3\"\ncontracts: build\nui: compose\n") == [
                ".viper-gen.yml:1:10: " + expected
            ])
        // Wherever the key is, and however the value is written.
        #expect(
            messages("target: Shop\nnewKey: 1\nversion:   '>= 0.3'\n")
                .first?.hasPrefix(
                    ".viper-gen.yml:3:12: error: this project needs viper-gen >= 0.3; this is 0.1.0"
                ) == true
        )
        // A binary newer than the project allows is refused too.
        #expect(
            messages("version: '>= 0.1, < 0.3'\n", as: "0.3.0")
                == [
                    ".viper-gen.yml:1:10: error: this project needs viper-gen >= 0.1, < 0.3; this is 0.3.0: install a viper-gen that satisfies it (as viper-gen's README says under Install)"
                ]
        )
        #expect(messages("version: '~> 0.1.2'\n", as: "0.2.0").count == 1)
        #expect(messages("version: '== 0.1.0'\n", as: "0.1.0-beta.1").count == 1)
    }

    @Test func aMalformedRequirementIsReportedWithTheConfigsOtherProblems() {
        #expect(
            messages("version: \">= 0.3 < 0.4\"\nui: compose\n") == [
                ".viper-gen.yml:1:18: error: invalid 'version' requirement: unexpected '<' after the version; join requirements with ',' (>= 0.1, < 0.3)",
                ".viper-gen.yml:2:5: error: 'compose' is not a valid 'ui' flavour; expected one of: uikit, swiftui, none",
            ]
        )
        #expect(
            messages("version: 0.3\n") == [
                ".viper-gen.yml:1:10: error: invalid 'version' requirement: '0.3' needs an operator: '>= 0.3' for this version or later, '== 0.3' for exactly this one (or >, <=, <, ~>)"
            ]
        )
        #expect(
            messages("version: [0.1]\n") == [
                ".viper-gen.yml:1:10: error: 'version' must be a single value, not a list"
            ])
        #expect(
            messages("version:\n") == [
                ".viper-gen.yml:1:9: error: 'version' must be a single value, not an empty value"
            ])
        #expect(
            messages("version: '~> 0.1'\nversion: '~> 9.0'\n") == [
                ".viper-gen.yml:2:1: error: duplicate key 'version'; each key may appear only once"
            ]
        )
    }

    @Test func anUnquotedRequirementThatYAMLCannotReadIsExplained() throws {
        #expect(
            messages("target: Shop\nversion: >= 0.3\n") == [
                ".viper-gen.yml:2:11: error: quote the 'version' requirement (version: \">= 0.3\"): YAML reads a value that starts with '>' as folded text"
            ]
        )
        // Other YAML errors keep their message; unquoted '<', '~>' and '==' need no quotes.
        #expect(messages("target: [Shop\n").first?.contains("invalid YAML") == true)
        #expect(try parse("version: <= 0.2\n").version?.value.description == "<= 0.2")
        #expect(try parse("version: ~> 0.1\n").version?.value.description == "~> 0.1")
        #expect(try parse("version: == 0.1\n").version?.value.description == "== 0.1")
    }

    @Test func aMisspeltVersionKeyIsSuggested() {
        #expect(
            messages("versoin: '>= 0.1'\n") == [
                ".viper-gen.yml:1:1: error: unknown key 'versoin' in the config; did you mean 'version'?"
            ])
        #expect(
            messages("versions: '>= 0.1'\n") == [
                ".viper-gen.yml:1:1: error: unknown key 'versions' in the config; did you mean 'version'?"
            ])
    }

    @Test func theInitTemplateNamesThisVersionAndLoadsUncommented() throws {
        let template = ProjectConfig.template(project: "Shop")
        let line = "# version: \">= \(ViperGenVersion.string)\"\n"
        #expect(template.contains(line))
        let config = try ProjectConfig.parse(
            Data(template.replacingOccurrences(of: line, with: String(line.dropFirst(2))).utf8),
            path: ".viper-gen.yml",
            directory: Self.directory
        )
        #expect(config.version?.value.description == ">= \(ViperGenVersion.string)")
    }
}
