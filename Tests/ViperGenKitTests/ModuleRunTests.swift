import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// The run as the command line runs it, without a process: settings precedence, and `new`,
/// `generate --check` and `lint` from flags to files.
@Suite struct ModuleRunTests {
    /// A folder of its own for each test, removed after it.
    private final class Folder: TestFolder {
        init() throws { try super.init(suite: "ModuleRunTests") }
    }

    @Test func aFlagWinsOverTheConfigAndTheConfigOverTheDefaults() throws {
        let folder = try Folder()
        try folder.write(
            ".viper-gen.yml",
            "target: Shop\nui: swiftui\noutput: Sources/Shop\nparams: { a: config, b: config }\n")
        var flags = RunFlags()
        flags.ui = .uikit
        flags.params = ["b": .string("flag")]
        var reported: [Diagnostic] = []
        let settings = try RunSettings(
            flags: flags, workspace: folder.workspace, report: { reported += $0 })

        #expect(settings.options.ui == .uikit)  // the flag, over the config's swiftui
        #expect(settings.options.target == "Shop")  // the config
        #expect(settings.options.tests == .swiftTesting)  // the default
        #expect(settings.options.architecture == "viper")  // the default
        #expect(settings.layout.sources == "Sources/Shop")  // the config, shown from the folder
        #expect(settings.layout.tests == "Tests")  // the default
        #expect(settings.options.params == ["a": .string("config"), "b": .string("flag")])
        #expect(settings.config != nil)
        #expect(reported.isEmpty)
    }

    @Test func withoutSearchingOnlyANamedConfigIsRead() throws {
        let folder = try Folder()
        try folder.write(".viper-gen.yml", "target: Shop\n")
        let settings = try RunSettings(
            flags: RunFlags(), workspace: folder.workspace, searchConfig: false, report: { _ in })
        #expect(settings.config == nil)
        #expect(settings.options.target == "App")
    }

    @Test func newWritesAModuleThatGenerateCheckFindsUpToDate() throws {
        let folder = try Folder()
        var flags = RunFlags()
        flags.output = "Sources"
        let new = try ModuleRun.new(
            name: "Cars", spec: nil, flags: flags, workspace: folder.workspace, report: { _ in })

        #expect(new.written)
        #expect(new.exitCode == 0)
        #expect(new.plans.map(\.module) == ["Cars"])
        #expect(folder.exists("Sources/Cars/Cars.yml"))
        #expect(folder.exists("Sources/Cars/CarsPresenter.swift"))
        #expect(folder.exists("Tests/Cars/CarsPresenterTests.swift"))

        let check = try ModuleRun.generate(
            paths: ["Sources/Cars/Cars.yml"], check: true, flags: flags,
            workspace: folder.workspace, report: { _ in })
        #expect(check.check?.drifted == false)
        #expect(check.exitCode == 0)
        #expect(!check.written)
    }

    @Test func generateCheckFindsAStaleGeneratedFileAndWritesNothing() throws {
        let folder = try Folder()
        var flags = RunFlags()
        flags.output = "Sources"
        _ = try ModuleRun.new(
            name: "Cars", spec: nil, flags: flags, workspace: folder.workspace, report: { _ in })
        let stale = folder.url.appending(path: "Sources/Cars/CarsPresenterProtocol.swift")
        let before = try String(contentsOf: stale, encoding: .utf8) + "// edited\n"
        try Data(before.utf8).write(to: stale)

        let check = try ModuleRun.generate(
            paths: ["Sources/Cars"], check: true, flags: flags, workspace: folder.workspace,
            report: { _ in })

        #expect(check.exitCode == 1)
        #expect(
            check.check?.drift.map(\.file.displayPath) == [
                "Sources/Cars/CarsPresenterProtocol.swift"
            ])
        #expect(
            check.check?.diagnostics.map(\.message) == [
                "1 generated file is out of date; run 'viper-gen generate'"
            ])
        #expect(try String(contentsOf: stale, encoding: .utf8) == before)
    }

    /// Every module of a run is planned knowing the run's modules: a route that opens one
    /// (here the spec's own) builds it, so its module gets the dependencies the route needs.
    @Test func generateBuildsWhatARouteOpens() throws {
        let folder = try Folder()
        try folder.write(
            "Specs/CarDetail.yml",
            """
            module: CarDetail
            architecture: clean-swift
            inputs:
              title: String
            routes:
              - showRelated(title: String) -> CarDetail

            """)
        var flags = RunFlags()
        flags.output = "Sources"
        flags.testsOutput = "Tests"

        let run = try ModuleRun.generate(
            paths: ["Specs/CarDetail.yml"], check: false, flags: flags,
            workspace: folder.workspace, report: { _ in })

        #expect(run.exitCode == 0)
        let router = try String(
            contentsOf: folder.url.appending(path: "Sources/CarDetail/CarDetailRouter.swift"),
            encoding: .utf8)
        #expect(router.contains("CarDetailConfigurator.makeViewController("))
        #expect(
            FileManager.default.fileExists(
                atPath: folder.url.appending(path: "Sources/CarDetail/CarDetailDependencies.swift")
                    .path))
    }

    @Test func aBadSpecStopsTheRunWithItsPlaceAndWritesNothing() throws {
        let folder = try Folder()
        try folder.write("Cars.yml", "module: Cars\nuseCases:\n  - 'fetch(: Int)'\n")
        var flags = RunFlags()
        flags.output = "Sources"
        flags.json = true
        do {
            _ = try ModuleRun.generate(
                paths: ["Cars.yml"], check: false, flags: flags, workspace: folder.workspace,
                report: { _ in })
            Issue.record("the run did not stop")
        } catch {
            #expect(error.json == true)
            #expect(error.plans.isEmpty)
            let diagnostic = try #require(error.error.diagnostics.first)
            #expect(diagnostic.location?.file == "Cars.yml")
            #expect(diagnostic.location?.line == 3)
        }
        #expect(!folder.exists("Sources"))
    }

    @Test func lintCountsTheSpecsOfTheConfigsModules() throws {
        let folder = try Folder()
        try folder.write(".viper-gen.yml", "modules: ['Specs/*.yml']\n")
        try folder.write("Specs/Cars.yml", "module: Cars\n")
        try folder.write("Specs/Vans.yml", "module: Vans\n")
        #expect(
            try ModuleRun.lint(
                paths: [], flags: RunFlags(), workspace: folder.workspace, report: { _ in }) == 2)
        try folder.write("Specs/Bad.yml", "module: bad name\n")
        #expect(throws: DiagnosticsError.self) {
            try ModuleRun.lint(
                paths: [], flags: RunFlags(), workspace: folder.workspace, report: { _ in })
        }
    }
}
