import Foundation
import Testing
import ViperGenKit

/// `--version`, the config's `version:` requirement through the executable, and the files
/// that must name the same version (CHANGELOG.md, the Homebrew formula).
struct VersionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func versionPrintsTheConstant() throws {
        let result = try Sandbox().run("--version")
        #expect(result.status == 0)
        #expect(result.stdout == ViperGenVersion.string + "\n")
    }

    /// A requirement this viper-gen does not meet: the version after this one.
    var later: String {
        let current = ViperGenVersion.current
        return "\(current.major).\(current.minor + 1)"
    }

    @Test func everyCommandThatReadsTheConfigRefusesAnotherVersion() throws {
        let sandbox = try Sandbox()
        // Keys this version does not know come with a config for a later one; they go unsaid.
        try sandbox.write(
            ".viper-gen.yml", "version: \">= \(later)\"\nfutureKey: true\noutput: Sources\n")
        try sandbox.write("Specs/Cars.yml", "module: Cars\n")
        try sandbox.write("ci.yml", "output: Sources\nversion: '~> \(later)'\n")
        let before = try sandbox.snapshot()
        let expected =
            ".viper-gen.yml:1:10: error: this project needs viper-gen >= \(later); this is \(ViperGenVersion.string): install a viper-gen that satisfies it (as viper-gen's README says under Install)\n"
        for arguments in [
            ["new", "Bikes"], ["generate"], ["generate", "--check", "Specs"],
            ["generate", "--merge", "Specs/Cars.yml"],
            ["lint", "Specs"], ["templates", "list"],
        ] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == expected, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        // From a folder below, and named with --config.
        let named = try sandbox.run(in: "Specs", "generate", "--config", "../ci.yml", "Cars.yml")
        #expect(named.status == 2)
        #expect(
            named.stderr.hasPrefix(
                "../ci.yml:2:10: error: this project needs viper-gen ~> \(later); this is \(ViperGenVersion.string): "
            ))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aSatisfiedRequirementLetsTheRunGoOn() throws {
        let sandbox = try Sandbox()
        let current = ViperGenVersion.current
        try sandbox.write(
            ".viper-gen.yml",
            "version: '>= \(current.major).\(current.minor), < \(current.major + 1)'\noutput: Sources\ntestsOutput: Tests\n"
        )
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("Sources/Cars/CarsPresenter.swift"))
    }

    @Test func aMalformedRequirementIsALocatedError() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml", "output: Sources\nversion: \">= 0.1 <0.3\"\nui: compose\n")
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                .viper-gen.yml:2:18: error: invalid 'version' requirement: unexpected '<0.3' after the version; join requirements with ',' (>= 0.1, < 0.3)
                .viper-gen.yml:3:5: error: 'compose' is not a valid 'ui' flavour; expected one of: uikit, swiftui, none

                """
        )
        #expect(!sandbox.exists("Sources"))

        try sandbox.write(".viper-gen.yml", "version: 0.1\n")
        let bare = try sandbox.run("lint", ".")
        #expect(bare.status == 2)
        #expect(
            bare.stderr
                == ".viper-gen.yml:1:10: error: invalid 'version' requirement: '0.1' needs an operator: '>= 0.1' for this version or later, '== 0.1' for exactly this one (or >, <=, <, ~>)\n"
        )

        try sandbox.write(".viper-gen.yml", "versoin: '>= 0.1'\n")
        let misspelt = try sandbox.run("lint", ".")
        #expect(misspelt.status == 2)
        #expect(
            misspelt.stderr
                == ".viper-gen.yml:1:1: error: unknown key 'versoin' in the config; did you mean 'version'?\n"
        )
    }

    @Test func initWritesTheRequirementCommentedOut() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("init", "--project", "Shop").status == 0)
        let config = try sandbox.read(".viper-gen.yml")
        let line = "# version: \">= \(ViperGenVersion.string)\"\n"
        #expect(config.contains(line))
        try sandbox.write(
            ".viper-gen.yml", config.replacingOccurrences(of: line, with: String(line.dropFirst(2)))
        )
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Keep a Changelog: the first section after [Unreleased] is the latest release, and it is
    /// the version this viper-gen says it is; dated once released, `unreleased` until its tag
    /// exists (which `Scripts/release.sh` refuses to build as a release). Older sections have
    /// dates.
    @Test func theChangelogsLatestReleaseIsThisVersion() throws {
        let changelog = try String(
            contentsOf: Self.repository.appending(path: "CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.first == "## [Unreleased]")
        let release = String(try #require(headings.dropFirst().first))
        let pattern = try NSRegularExpression(
            pattern: #"^## \[([^\]]+)\] - (\d{4}-\d{2}-\d{2}|unreleased)$"#)
        let match = try #require(
            pattern.firstMatch(in: release, range: NSRange(release.startIndex..., in: release)),
            "\(release)")
        let version = String(release[try #require(Range(match.range(at: 1), in: release))])
        #expect(
            version == ViperGenVersion.string,
            "CHANGELOG.md's latest release is \(version), --version says \(ViperGenVersion.string)")
        #expect(
            headings.dropFirst(2).allSatisfy {
                $0.range(of: #" - \d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil
            }, "only the latest release may be unreleased")
        // Every release heading is a version, newest first.
        let versions = try headings.dropFirst().map { heading in
            let inside = heading.dropFirst(4).prefix { $0 != "]" }
            return try #require(SemanticVersion(parsing: String(inside)), "\(heading)")
        }
        #expect(versions == versions.sorted(by: >))
    }

    @Test func theHomebrewFormulaBuildsThisVersion() throws {
        let formula = try String(
            contentsOf: Self.repository.appending(path: "Formula/viper-gen.rb"), encoding: .utf8)
        #expect(formula.contains("/archive/refs/tags/\(ViperGenVersion.string).tar.gz\"\n"))
        #expect(formula.contains("depends_on xcode: [\"16.0\", :build]"))
        #expect(formula.contains("--version"))
    }
}
