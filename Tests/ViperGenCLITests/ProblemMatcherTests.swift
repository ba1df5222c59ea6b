import Diagnostics
import Foundation
import Testing
import ViperGenKit

/// The GitHub problem matcher of the action (`.github/viper-gen-problem-matcher.json`),
/// applied as the runner applies it to what viper-gen really prints: each line is matched
/// by at most one of its matchers, and file, line, column, severity and message come out of
/// its groups. Its patterns keep to what every regex engine involved reads the same
/// (ECMAScript, .NET, ICU); where Node.js is installed, it applies them too, and must agree.
struct ProblemMatcherTests {
    struct MatcherFile: Decodable {
        struct Matcher: Decodable {
            var owner: String
            var severity: String?
            var pattern: [Pattern]
        }

        struct Pattern: Decodable {
            var regexp: String
            var file: Int?
            var line: Int?
            var column: Int?
            var severity: Int?
            var message: Int
            var code: Int?
            var loop: Bool?
        }

        var problemMatcher: [Matcher]
    }

    /// What the runner makes of a line: an annotation's fields.
    struct Problem: Equatable, Codable, CustomStringConvertible {
        var owner: String
        var file: String?
        var line: Int?
        var column: Int?
        var severity: String
        var message: String

        var description: String {
            "\(owner): \(file ?? "-"):\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-") \(severity) '\(message)'"
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    static let matcherURL = repository.appending(path: ".github/viper-gen-problem-matcher.json")

    static func matchers() throws -> [MatcherFile.Matcher] {
        try JSONDecoder().decode(MatcherFile.self, from: Data(contentsOf: matcherURL))
            .problemMatcher
    }

    /// The problem each line makes, if any; a line that two matchers take fails the test,
    /// since which of them the runner tries first is not promised.
    static func problems(in lines: [String]) throws -> [Problem?] {
        let compiled = try matchers().map { matcher in
            (matcher, try NSRegularExpression(pattern: matcher.pattern[0].regexp))
        }
        let problems = lines.map { line -> Problem? in
            var found: [Problem] = []
            for (matcher, regex) in compiled {
                let range = NSRange(line.startIndex..., in: line)
                guard let match = regex.firstMatch(in: line, range: range) else { continue }
                func group(_ index: Int?) -> String? {
                    guard let index, let range = Range(match.range(at: index), in: line) else {
                        return nil
                    }
                    return String(line[range])
                }
                let pattern = matcher.pattern[0]
                found.append(
                    Problem(
                        owner: matcher.owner,
                        file: group(pattern.file),
                        line: group(pattern.line).flatMap { Int($0) },
                        column: group(pattern.column).flatMap { Int($0) },
                        severity: (group(pattern.severity) ?? matcher.severity ?? "error")
                            .lowercased(),
                        message: group(pattern.message) ?? ""
                    )
                )
            }
            #expect(found.count <= 1, "'\(line)' is matched by \(found.map(\.owner))")
            return found.first
        }
        if let fromNode = try problemsFromNode(in: lines) {
            #expect(fromNode == problems, "Node.js (ECMAScript) reads the matcher differently")
        }
        return problems
    }

    /// The same, by JavaScript's regular expressions, or nil where there is no `node`.
    static func problemsFromNode(in lines: [String]) throws -> [Problem?]? {
        let script = """
            const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
            const out = input.lines.map(line => {
              for (const m of input.matchers) {
                const p = m.pattern[0];
                const g = new RegExp(p.regexp).exec(line);
                if (!g) continue;
                const at = i => (i === undefined || g[i] === undefined) ? null : g[i];
                const n = i => at(i) === null ? null : parseInt(at(i), 10);
                return { owner: m.owner, file: at(p.file), line: n(p.line), column: n(p.column),
                         severity: (at(p.severity) || m.severity || 'error').toLowerCase(), message: at(p.message) || '' };
              }
              return null;
            });
            process.stdout.write(JSON.stringify(out));
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let matchers =
            try JSONSerialization.jsonObject(with: Data(contentsOf: matcherURL)) as? [String: Any]
        let payload = try JSONSerialization.data(withJSONObject: [
            "matchers": matchers?["problemMatcher"] ?? [], "lines": lines,
        ])
        input.fileHandleForWriting.write(payload)
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // 127: `env` found no node.
        guard process.terminationStatus == 0 else { return nil }
        return try JSONDecoder().decode([Problem?].self, from: data)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    @Test func theMatcherKeepsToTheCommonRegexSubset() throws {
        let matchers = try Self.matchers()
        #expect(Set(matchers.map(\.owner)).count == matchers.count)
        for matcher in matchers {
            #expect(matcher.pattern.count == 1, "\(matcher.owner): one line, one diagnostic")
            let pattern = try #require(matcher.pattern.first)
            #expect(
                pattern.regexp.hasPrefix("^") && pattern.regexp.hasSuffix("$"),
                "\(matcher.owner): anchored")
            // Lookbehind, named groups, atomic groups, inline flags, possessive quantifiers,
            // \A \Z \z \h \R, Unicode properties and POSIX classes differ between the engines.
            for construct in [
                "(?<", "(?>", "(?i", "(?m", "(?s", "(?x", "(?#", "\\A", "\\Z", "\\z", "\\h", "\\R",
                "\\p{", "\\P{", "[[:", "*+", "++", "?+", "}+",
            ] {
                #expect(!pattern.regexp.contains(construct), "\(matcher.owner) uses '\(construct)'")
            }
            let groups = try NSRegularExpression(pattern: pattern.regexp).numberOfCaptureGroups
            for index in [
                pattern.file, pattern.line, pattern.column, pattern.severity, pattern.code,
                pattern.message,
            ].compactMap({ $0 }) {
                #expect(
                    (1...groups).contains(index), "\(matcher.owner): group \(index) of \(groups)")
            }
        }
        // Where Node.js is installed, the cross-check runs (and is not skipped by mistake).
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        if path.split(separator: ":").contains(where: {
            FileManager.default.isExecutableFile(atPath: "\($0)/node")
        }) {
            #expect(
                try Self.problemsFromNode(in: ["a b.yml:1:2: error: c"]) == [
                    Problem(
                        owner: "viper-gen", file: "a b.yml", line: 1, column: 2, severity: "error",
                        message: "c")
                ])
        }
    }

    /// The action's check step (Scripts/action-check.sh, as action.yml runs it): registers
    /// the matcher file, passes each line of `paths` as one argument and `config` as --config,
    /// removes every matcher the file holds, and ends with viper-gen's exit code.
    @Test func theActionsCheckStepRegistersRunsAndRemoves() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml",
            "output: App Sources\ntestsOutput: App Tests\nmodules: App Sources/**/*.yml\n")
        try sandbox.write("ci.yml", "output: App Sources\ntestsOutput: App Tests\n")
        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write("Bad Specs/Bikes.yml", "module: Bikes\nentty: x\n")
        let script = Self.repository.appending(path: "Scripts/action-check.sh")
        let path =
            Sandbox.executable.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let owners = try Self.matchers().map(\.owner)
        let expectedEnd = owners.map { "::remove-matcher owner=\($0)::\n" }.joined()

        func step(paths: String, config: String = "") throws -> Sandbox.Result {
            try sandbox.run(
                executable: script, [],
                environment: ["PATH": path, "PATHS": paths, "CONFIG": config])
        }
        let clean = try step(paths: "  App Sources/Cars/Cars.yml  \n\n")
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(
            clean.stdout.hasPrefix("::add-matcher::\(Self.matcherURL.standardizedFileURL.path)\n"))
        #expect(clean.stdout.contains("viper-gen generate --check App\\ Sources/Cars/Cars.yml\n"))
        #expect(clean.stdout.hasSuffix(expectedEnd))

        let bad = try step(
            paths: "App Sources/Cars/Cars.yml\nBad Specs/Bikes.yml", config: "ci.yml")
        #expect(bad.status == 2)
        #expect(
            bad.stdout.contains(
                "viper-gen generate --check --config ci.yml App\\ Sources/Cars/Cars.yml Bad\\ Specs/Bikes.yml\n"
            ))
        #expect(bad.stdout.hasSuffix(expectedEnd))
        #expect(
            bad.stderr
                == "Bad Specs/Bikes.yml:2:1: error: unknown key 'entty' in the spec; did you mean 'entity'?\n"
        )

        try sandbox.write(
            "App Sources/Cars/CarsView.swift",
            try sandbox.read("App Sources/Cars/CarsView.swift") + "// edited\n")
        let noModules = try step(paths: "", config: "ci.yml")
        #expect(noModules.status == 2, "no modules in ci.yml: \(noModules.stderr)")
        let stale = try step(paths: "")
        #expect(stale.status == 1, "\(stale.stderr)")
        #expect(stale.stdout.hasSuffix(expectedEnd))
    }

    @Test func locatedErrorsGiveFileLineColumnSeverityAndMessage() throws {
        let sandbox = try Sandbox()
        // A path with spaces, a misspelt key; a folder whose name holds ': ', a YAML error
        // whose message holds ': ' too; a config that asks for another version.
        try sandbox.write("My Specs/Cars.yml", "module: Cars\nentty:\n  name: Car\n")
        try sandbox.write(
            "Specs: v2/Bikes.yml", "module: Bikes\nentity:\n  name: Bike\n   make: String\n")
        let misspelt = try sandbox.run("lint", "My Specs/Cars.yml")
        let yaml = try sandbox.run("lint", "Specs: v2/Bikes.yml")
        try sandbox.write(
            ".viper-gen.yml", "output: Sources\nversion: \"> \(ViperGenVersion.string)\"\n")
        let version = try sandbox.run("lint", "My Specs")
        for result in [misspelt, yaml, version] { #expect(result.status == 2) }

        let problems = try Self.problems(
            in: Self.lines(misspelt.stderr + yaml.stderr + version.stderr))
        #expect(
            problems == [
                Problem(
                    owner: "viper-gen", file: "My Specs/Cars.yml", line: 2, column: 1,
                    severity: "error",
                    message: "unknown key 'entty' in the spec; did you mean 'entity'?"
                ),
                Problem(
                    owner: "viper-gen", file: "Specs: v2/Bikes.yml", line: 4, column: 8,
                    severity: "error",
                    message:
                        "invalid YAML: mapping values are not allowed in this context; check the indentation of this line and quote values that contain ': '"
                ),
                Problem(
                    owner: "viper-gen", file: ".viper-gen.yml", line: 2, column: 10,
                    severity: "error",
                    message:
                        "this project needs viper-gen > \(ViperGenVersion.string); this is \(ViperGenVersion.string): install a viper-gen that satisfies it (as viper-gen's README says under Install)"
                ),
            ]
        )
    }

    @Test func everyLineOfAFailedRunIsOneProblemAndTheReportIsNone() throws {
        let sandbox = try Sandbox()
        // Several problems in one spec; every stderr line is an annotation that reads back as
        // the line, and nothing on stdout is one.
        try sandbox.write(
            "Sources/App Module/Cars/Cars.yml",
            "module: Cars\nui: compose\ntests: junit\nuseCases:\n  - fetchCars( async throws -> [Car]\nviewModel:\n  properties: [nope]\n"
        )
        let bad = try sandbox.run(
            "generate", "Sources/App Module/Cars/Cars.yml", "--output", "Sources/App Module")
        #expect(bad.status == 2)
        let lines = Self.lines(bad.stderr)
        #expect(lines.count == 4, "\(bad.stderr)")
        for (line, problem) in zip(lines, try Self.problems(in: lines)) {
            let problem = try #require(problem, "'\(line)' makes no annotation")
            #expect(problem.file == "Sources/App Module/Cars/Cars.yml")
            #expect(
                "\(problem.file ?? ""):\(problem.line ?? 0):\(problem.column ?? 0): \(problem.severity): \(problem.message)"
                    == line)
        }

        // Drift: the diff on stdout makes no annotation, the summary on stderr makes one
        // without a file.
        _ = try sandbox.run(
            "new", "Bikes", "--output", "Sources/App Module", "--tests-output", "Tests")
        let spec = try sandbox.read("Sources/App Module/Bikes/Bikes.yml")
        try sandbox.write(
            "Sources/App Module/Bikes/Bikes.yml",
            spec.replacingOccurrences(
                of: "routes:", with: "  - deleteBike(id: String) async throws\nroutes:")
        )
        let drift = try sandbox.run(
            "generate", "--check", "Sources/App Module/Bikes/Bikes.yml", "--tests-output", "Tests")
        #expect(drift.status == 1, "\(drift.stderr)")
        let diff = Self.lines(drift.stdout)
        #expect(diff.contains { $0.hasPrefix("+++ b/Sources/App Module/Bikes/") })
        #expect(try Self.problems(in: diff).allSatisfy { $0 == nil })
        let summary = try Self.problems(in: Self.lines(drift.stderr))
        #expect(summary.count == 1)
        #expect(summary.first??.owner == "viper-gen-run")
        #expect(summary.first??.file == nil)
        #expect(summary.first??.severity == "error")
        #expect(
            summary.first??.message.hasSuffix(
                "generated files are out of date; run 'viper-gen generate'") == true)
    }

    @Test func diagnosticsWithoutALineOrAPlace() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: "Empty Folder"), withIntermediateDirectories: true)
        let empty = try sandbox.run("generate", "Empty Folder")
        let nothing = try sandbox.run("generate")
        #expect(empty.status == 2 && nothing.status == 2)
        let problems = try Self.problems(in: Self.lines(empty.stderr + nothing.stderr))
        #expect(
            problems == [
                Problem(
                    owner: "viper-gen-file", file: "Empty Folder", line: nil, column: nil,
                    severity: "error",
                    message: "no *.yml spec files in this directory"
                ),
                // No place: the message is not taken for a file name.
                Problem(
                    owner: "viper-gen-run", file: nil, line: nil, column: nil, severity: "error",
                    message:
                        "name spec files or directories, or list them under 'modules:' in .viper-gen.yml (see 'viper-gen init')"
                ),
            ]
        )
    }

    @Test func warningsAreWarnings() throws {
        let sandbox = try Sandbox()
        // A config above the folder that others could replace is ignored, with a warning
        // that has no place and quotes a path.
        try sandbox.write(".viper-gen.yml", "output: Sources\n")
        try sandbox.write("Project/Cars.yml", "module: Cars\n")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o777], ofItemAtPath: sandbox.url.path)
        let result = try sandbox.run(in: "Project", "lint", "Cars.yml")
        #expect(result.status == 0, "\(result.stderr)")
        let real = Self.lines(result.stderr)
        #expect(
            real.count == 1
                && real[0].hasPrefix("warning: ignored '../.viper-gen.yml' above this folder: "),
            "\(result.stderr)")

        // Located warnings, as viper-gen writes them (unreadable folders, swiftc's warnings).
        let located = [
            Diagnostic(
                .warning,
                "folder 'Old' cannot be read (permission denied), so specs in it are left out",
                at: SourceLocation(file: "Sources/My App/.viper-gen.yml", line: 7, column: 5)),
            Diagnostic(
                .warning,
                "folder 'Old' cannot be read (permission denied), so specs in it are left out",
                at: SourceLocation(file: "Specs Dir", line: 0, column: 0)),
            Diagnostic(
                .note, "a note is no annotation",
                at: SourceLocation(file: "Cars.yml", line: 1, column: 1)),
            Diagnostic(.note, "nor here", at: nil),
        ].map(\.description)
        let problems = try Self.problems(in: real + located)
        #expect(
            problems[0]
                == Problem(
                    owner: "viper-gen-run", file: nil, line: nil, column: nil, severity: "warning",
                    message: String(real[0].dropFirst("warning: ".count))))
        #expect(
            problems[1]
                == Problem(
                    owner: "viper-gen", file: "Sources/My App/.viper-gen.yml", line: 7, column: 5,
                    severity: "warning",
                    message:
                        "folder 'Old' cannot be read (permission denied), so specs in it are left out"
                )
        )
        #expect(
            problems[2]?.file == "Specs Dir" && problems[2]?.line == nil
                && problems[2]?.severity == "warning")
        #expect(problems[3] == nil && problems[4] == nil)
    }
}
