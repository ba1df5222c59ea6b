import Foundation
import Testing

/// `check-architecture` run as a user runs it: its report, exit codes and JSON, and the
/// config's opt-in that makes `generate --check` (what the GitHub Action runs) report its
/// findings where the problem matcher annotates them.
struct CheckArchitectureTests {
    /// A sandbox with the viper module Cars, written by `new`.
    static func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        let new = try sandbox.run("new", "Cars", "-o", "Sources", "--tests-output", "Tests")
        #expect(new.status == 0, "\(new.stderr)")
        return sandbox
    }

    /// Adds `line` at the end of the sandbox's file `path`; returns its line number.
    static func append(_ line: String, to path: String, in sandbox: Sandbox) throws -> Int {
        var text = try sandbox.read(path)
        if !text.hasSuffix("\n") { text += "\n" }
        try sandbox.write(path, text + line + "\n")
        return text.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    static let arguments = [
        "check-architecture", "Sources", "-o", "Sources", "--tests-output", "Tests",
    ]

    @Test func aCleanModuleExits0AndAFindingExits1AtItsLineAndColumn() throws {
        let sandbox = try Self.project()
        let clean = try sandbox.run(Self.arguments)
        #expect(clean.status == 0)
        #expect(clean.stdout == "1 module, 12 files: no architecture findings\n")
        #expect(clean.stderr == "")

        let line = try Self.append(
            "let injected = CarsInteractor()", to: "Sources/Cars/CarsViewController.swift",
            in: sandbox)
        let before = try sandbox.snapshot()
        let found = try sandbox.run(Self.arguments)
        #expect(found.status == 1)
        #expect(
            found.stderr
                == "Sources/Cars/CarsViewController.swift:\(line):16: error: CarsViewController references CarsInteractor: in viper a view talks only to its presenter\n"
        )
        #expect(found.stdout == "1 module, 12 files: 1 architecture finding\n")
        #expect(try sandbox.snapshot() == before)  // nothing written
    }

    @Test func theJSONReportListsEachFindingWithItsPlace() throws {
        let sandbox = try Self.project()
        let line = try Self.append(
            "let injected = CarsRouter()", to: "Sources/Cars/CarsInteractor.swift", in: sandbox)
        try sandbox.write("Sources/Cars/CarsHelper.swift", "struct CarsHelper {}\n")
        let result = try sandbox.run(Self.arguments + ["--json"])
        #expect(result.status == 1)
        #expect(result.stderr == "")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["command"] as? String == "check-architecture")
        #expect(report["exitCode"] as? Int == 1)
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["file"] as? String == "Sources/Cars/CarsInteractor.swift")
        #expect(diagnostics.first?["line"] as? Int == line)
        #expect(diagnostics.first?["column"] as? Int == 16)
        #expect(diagnostics.first?["severity"] as? String == "error")
        #expect(
            diagnostics.first?["message"] as? String
                == "CarsInteractor references CarsRouter: in viper an interactor never references its presenter, router or view"
        )
        // What the text summary counts: the modules, and each Swift file read with its owner.
        let modules = try #require(report["modules"] as? [[String: Any]])
        #expect(modules.map { $0["name"] as? String } == ["Cars"])
        #expect(modules.first?["architecture"] as? String == "viper")
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.count == 13)
        #expect(Set(files.map { $0["status"] as? String }) == ["checked"])
        let owners = Dictionary(
            uniqueKeysWithValues: files.map {
                ($0["path"] as? String ?? "", $0["owner"] as? String ?? "")
            })
        #expect(owners["Sources/Cars/CarsHelper.swift"] == "none")
        #expect(owners["Sources/Cars/CarsInteractor.swift"] == "user")
        #expect(owners["Sources/Cars/CarsView.swift"] == "generator")
    }

    /// `architectureRules: true`: `generate --check` fails on a finding, and the problem
    /// matcher takes it as an annotation at its file, line and column.
    @Test func theConfigOptInMakesGenerateCheckReportFindingsTheMatcherAnnotates() throws {
        let sandbox = try Self.project()
        let line = try Self.append(
            "import UIKit", to: "Sources/Cars/CarsPresenter.swift", in: sandbox)
        let config = "output: Sources\ntestsOutput: Tests\nmodules: ['Sources/**/*.yml']\n"
        try sandbox.write(".viper-gen.yml", config)
        #expect(try sandbox.run("generate", "--check").status == 0)

        try sandbox.write(".viper-gen.yml", config + "architectureRules: true\n")
        let check = try sandbox.run("generate", "--check")
        #expect(check.status == 1)
        let finding =
            "Sources/Cars/CarsPresenter.swift:\(line):8: error: CarsPresenter imports UIKit: in viper entities, view models, interactors, services and presenters import no UI framework"
        #expect(check.stderr == finding + "\n")
        let problems = try ProblemMatcherTests.problems(in: ProblemMatcherTests.lines(check.stderr))
        #expect(
            problems == [
                ProblemMatcherTests.Problem(
                    owner: "viper-gen", file: "Sources/Cars/CarsPresenter.swift", line: line,
                    column: 8, severity: "error",
                    message:
                        "CarsPresenter imports UIKit: in viper entities, view models, interactors, services and presenters import no UI framework"
                )
            ])

        // The config's modules are what check-architecture checks with no arguments, too.
        let bare = try sandbox.run("check-architecture")
        #expect(bare.status == 1)
        #expect(bare.stderr == finding + "\n")
    }

    @Test func aBadInputIsALocatedErrorAndExit2() throws {
        let sandbox = try Self.project()
        try sandbox.write("Sources/Cars/Notes.swift", "")
        try Data([0xFF, 0xFE]).write(to: sandbox.url.appending(path: "Sources/Cars/Notes.swift"))
        let result = try sandbox.run(Self.arguments)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "Sources/Cars/Notes.swift:1:1: error: cannot read this Swift file: it is not UTF-8 text\n"
        )
    }

    /// A module folder that is a link out of the project (its spec outside it): refused, as
    /// `generate` refuses it, and none of its files is read.
    @Test func aModuleFolderLinkedOutOfTheProjectIsRefused() throws {
        let sandbox = try Self.project()
        let outside = try Sandbox()
        let manager = FileManager.default
        try manager.moveItem(
            at: sandbox.url.appending(path: "Sources/Cars"),
            to: outside.url.appending(path: "Cars"))
        try manager.createSymbolicLink(
            at: sandbox.url.appending(path: "Sources/Cars"),
            withDestinationURL: outside.url.appending(path: "Cars"))
        try sandbox.write("Cars.yml", try outside.read("Cars/Cars.yml"))
        let result = try sandbox.run(
            "check-architecture", "Cars.yml", "-o", "Sources", "--tests-output", "Tests")
        #expect(result.status == 2)
        // The run's plan refuses the folder before any file is read, at the spec's `module:`.
        #expect(
            result.stderr
                == "Cars.yml:4:9: error: cannot check module 'Cars' where 'viper-gen generate' would write it: 'Sources/Cars/Car.swift': a symbolic link leads outside the output folder\n"
        )
        try? manager.removeItem(at: outside.url)
    }
}
