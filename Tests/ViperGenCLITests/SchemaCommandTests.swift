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

    /// The files `init` and `new` write start with the line that names their schema, and every
    /// command still reads them: `new` with the config, `generate`, `generate --check`, `lint`.
    @Test func initAndNewWriteTheSchemaLineAndEveryCommandReadsThem() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("init", "--project", "Shop").status == 0)
        let config = try sandbox.read(".viper-gen.yml")
        #expect(config.hasPrefix(SchemaFile.config.modeline + "\n"))
        #expect(
            SchemaFile.config.modeline.hasSuffix(
                "/\(ViperGenVersion.string)/Schemas/config.schema.json"))

        let new = try sandbox.run("new", "Cars")
        #expect(new.status == 0, "\(new.stderr)")
        let spec = try sandbox.read("Sources/Shop/Cars/Cars.yml")
        #expect(spec.hasPrefix(SchemaFile.spec.modeline + "\n"))
        #expect(SchemaFile.spec.modeline.hasSuffix("/Schemas/spec.schema.json"))

        let generate = try sandbox.run("generate")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(!generate.stdout.contains("updated"), "\(generate.stdout)")
        #expect(try sandbox.run("generate", "--check").status == 0)
        let lint = try sandbox.run("lint", "Sources/Shop/Cars/Cars.yml")
        #expect(lint.status == 0, "\(lint.stderr)")
    }
}
