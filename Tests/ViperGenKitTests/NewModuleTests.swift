import Foundation
import Testing

@testable import Diagnostics
@testable import ViperGenKit

/// What `new` decides, without a process: the derived spec and the command in its header,
/// a given spec, and the refusal to touch a module that exists.
@Suite struct NewModuleTests {
    let folder = FileManager.default.temporaryDirectory.appending(
        path: "viper-gen-new-\(UUID().uuidString)")

    func generator(sources: String = "Sources", tests: String = "Tests", force: Bool = false)
        -> Generator
    {
        Generator(
            options: GenerationOptions(target: "App"),
            layout: OutputLayout(sources: sources, tests: tests),
            workingDirectory: folder,
            force: force
        )
    }

    func plan(_ module: NewModule, generator: Generator? = nil, config: ProjectConfig? = nil)
        throws(DiagnosticsError) -> ModulePlan
    {
        var generator = generator ?? self.generator()
        return try module.plan(generator: &generator, config: config) {
            ShellText.displayPath(of: $0, from: folder)
        }
    }

    @Test func aDerivedSpecIsWrittenBesideTheModuleAndNamesTheCommandThatRegeneratesIt() throws {
        let plan = try plan(
            NewModule(
                name: "Cars", spec: nil, regenerate: RegenerateCommand(workingDirectory: folder)))
        let spec = try #require(plan.plan.files.first { $0.displayPath == "Sources/Cars/Cars.yml" })
        let text = spec.contents
        #expect(
            text.contains(
                "#   viper-gen generate Sources/Cars/Cars.yml --output Sources --tests-output Tests --target App\n"
            ))
        #expect(text.contains("module: Cars\n"))
        #expect(plan.plan.files.contains { $0.displayPath == "Sources/Cars/CarsPresenter.swift" })
        #expect(
            plan.plan.files.contains { $0.displayPath == "Tests/Cars/CarsPresenterTests.swift" })
    }

    @Test func theCommandQuotesWhatAShellWouldSplitAndNamesTemplatesAndParams() {
        let command = RegenerateCommand(
            workingDirectory: folder,
            templateFolders: [folder.appending(path: "My Templates")],
            params: ["company=Acme & Co"]
        )
        let text = command.text(
            specAt: "Cars/Cars.yml", layout: OutputLayout(sources: "App Sources", tests: "Tests"),
            target: "App", config: nil)
        #expect(
            text
                == "viper-gen generate 'App Sources/Cars/Cars.yml' --output 'App Sources' --tests-output Tests --target App --templates 'My Templates' --param 'company=Acme & Co'"
        )
        #expect(ShellText.quoted("it's") == #"'it'\''s'"#)
        #expect(ShellText.quoted("a\nb") == #"$'a\nb'"#)
    }

    @Test func withAConfigTheCommandNamesOnlyWhatTheCommandLineChanged() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: ".viper-gen.yml")
        try Data("output: Sources\ntestsOutput: Tests\ntarget: App\n".utf8).write(to: file)
        let config = try ProjectConfig.load(fileAt: file, displayPath: ".viper-gen.yml")
        let command = RegenerateCommand(workingDirectory: folder)
        #expect(
            command.text(
                specAt: "Cars/Cars.yml", layout: OutputLayout(sources: "Sources", tests: "Tests"),
                target: "App", config: config) == "viper-gen generate Sources/Cars/Cars.yml")
        #expect(
            command.text(
                specAt: "Cars/Cars.yml", layout: OutputLayout(sources: "Sources", tests: "Tests"),
                target: "Shop", config: config)
                == "viper-gen generate Sources/Cars/Cars.yml --target Shop"
        )
    }

    @Test func anExistingModuleIsRefusedUnlessForced() throws {
        let existing = folder.appending(path: "Sources/Cars")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("// mine\n".utf8).write(to: existing.appending(path: "CarsPresenter.swift"))
        let module = NewModule(
            name: "Cars", spec: nil, regenerate: RegenerateCommand(workingDirectory: folder))
        #expect {
            try plan(module)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.first?.message.hasPrefix(
                "module 'Cars' already exists ('Sources/Cars/") == true
        }
        #expect(throws: Never.self) { try plan(module, generator: generator(force: true)) }
    }

    @Test func aGivenSpecMustBeForTheNamedModule() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appending(path: "Garage.yml")
        try Data("module: Garage\nuseCases:\n  - load() async\n".utf8).write(to: spec)
        let module = NewModule(
            name: "Cars", spec: (spec, "Garage.yml"),
            regenerate: RegenerateCommand(workingDirectory: folder))
        #expect {
            try plan(module)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.description) == [
                "Garage.yml:1:9: error: the spec is for module 'Garage', not 'Cars'"
            ]
        }
    }

    @Test func aBadNameIsRefusedBeforeASpecIsDerived() {
        #expect {
            try plan(
                NewModule(
                    name: "cars-list", spec: nil,
                    regenerate: RegenerateCommand(workingDirectory: folder)))
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.first?.severity == .error
        }
    }
}
