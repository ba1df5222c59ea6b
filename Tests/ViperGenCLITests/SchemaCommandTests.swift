import Foundation
import Testing
import ViperGenKit

/// `viper-gen schema`, and the schema line of the files `new` and `init` write.
struct SchemaCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["spec", "config"])
    func schemaPrintsTheCommittedCopy(kind: String) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("schema", kind)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let committed = try String(
            contentsOf: Self.repository.appending(path: "Schemas/\(kind).schema.json"),
            encoding: .utf8)
        #expect(result.stdout == committed)
    }

    @Test func anUnknownKindIsAUsageError() throws {
        let result = try Sandbox().run("schema", "manifest")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("'spec' and 'config'"), "\(result.stderr)")
    }

    /// The files `init`, `init --from Rambafile` and `new` write name their schema on their
    /// first line once the repository is published, and none before (an editor would mark the
    /// line "Unable to load schema"); every command reads them: `new` with the config,
    /// `generate`, `generate --check`, `lint`.
    @Test func initAndNewNameTheirSchemaOnlyOncePublishedAndEveryCommandReadsThem() throws {
        func expectFirstLine(_ text: String, _ file: SchemaFile) {
            if let modeline = file.modeline() {
                #expect(text.hasPrefix(modeline + "\n"))
            } else {
                #expect(!text.contains("yaml-language-server"), "\(text)")
                #expect(text.hasPrefix("# viper-gen") || text.hasPrefix("# The "), "\(text)")
            }
        }
        let sandbox = try Sandbox()
        #expect(try sandbox.run("init", "--project", "Shop").status == 0)
        expectFirstLine(try sandbox.read(".viper-gen.yml"), .config)

        let new = try sandbox.run("new", "Cars")
        #expect(new.status == 0, "\(new.stderr)")
        expectFirstLine(try sandbox.read("Sources/Shop/Cars/Cars.yml"), .spec)

        let generate = try sandbox.run("generate")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(!generate.stdout.contains("updated"), "\(generate.stdout)")
        #expect(try sandbox.run("generate", "--check").status == 0)
        let lint = try sandbox.run("lint", "Sources/Shop/Cars/Cars.yml")
        #expect(lint.status == 0, "\(lint.stderr)")

        let generamba = try Sandbox()
        try generamba.write("Rambafile", "project_name: Shop\nproject_file_path: Shop/Modules\n")
        let initialized = try generamba.run("init", "--from", "Rambafile")
        #expect(initialized.status == 0, "\(initialized.stderr)")
        expectFirstLine(try generamba.read(".viper-gen.yml"), .config)
    }

    /// While `SchemaFile.repositoryFiles` names the `OWNER` placeholder, `Scripts/release.sh`
    /// refuses to make a release, before it builds anything; `--binary` (the plugin tests' and
    /// trying the plugins out) packages as before.
    @Test(.enabled(if: !SchemaFile.isPublished()))
    func theReleaseScriptRefusesWhileTheSchemasAreNotPublished() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(
            executable: URL(fileURLWithPath: "/bin/bash"),
            Self.repository.appending(path: "Scripts/release.sh").path,
            sandbox.url.appending(path: "dist").path)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "release.sh: error: SchemaFile.repositoryFiles names the OWNER placeholder"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appending(path: "dist").path))
    }
}
