import Foundation
import Testing

@testable import ViperGenKit

/// check-jsonschema (PyPI), the validator the schema tests hold the schemas to, run as
/// python3's module wherever pip put its script.
enum SchemaValidator {
    /// Whether CI requires the oracles (`.ci/run` sets it): then a missing validator fails.
    static var required: Bool {
        ProcessInfo.processInfo.environment["VIPER_GEN_REQUIRE_ORACLES"] == "1"
    }

    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "check_jsonschema"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (127, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether check-jsonschema is here; prints why not, and fails when CI requires it.
    static func available(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let probe = run(["--version"])
        if probe.status == 0 { return true }
        if required {
            Issue.record(
                "check-jsonschema is required (VIPER_GEN_REQUIRE_ORACLES=1): pip install check-jsonschema (\(probe.output.prefix(200)))",
                sourceLocation: sourceLocation)
        } else {
            print(
                "skipped: the schema tests need check-jsonschema: pip install check-jsonschema (\(probe.output.prefix(200)))"
            )
        }
        return false
    }

    /// Checks `files` (name and text) against the committed schema of `schema`, in one run.
    static func check(_ schema: SchemaFile, _ files: [(name: String, text: String)]) throws -> (
        status: Int32, output: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "schema-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, file) in files.enumerated() {
            let url = folder.appending(path: "\(index)/\(file.name)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        return run(
            ["--schemafile", SchemaTests.committed(schema).path, "--color", "never"] + paths)
    }
}

struct SchemaTests {
    static let repository = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func committed(_ file: SchemaFile) -> URL {
        repository.appending(path: "Schemas/\(file.fileName)")
    }

    /// The text YAML reads: as written, or with the signatures YAML cannot read quoted, as
    /// the spec reader does (`rename(_ car: Car, to name: String)` holds two `: `). An editor
    /// reports those lines as YAML errors: they need the quotes there.
    static func yamlReadable(_ text: String) -> (text: String, quoted: Bool) {
        if (try? YAMLLoader.compose(text, path: "spec.yml")) != nil { return (text, false) }
        let prepared = SignatureQuoting.prepare(
            text, where: { !(SignatureQuoting.readsPlainly($0) ?? YAMLLoader.reads($0)) })
        return (prepared.text, true)
    }

    /// The ```yaml blocks of a page of the docs.
    static func yamlBlocks(of page: String) throws -> [String] {
        let text = try String(contentsOf: repository.appending(path: page), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```yaml" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    // MARK: - The schemas and the readers

    @Test(arguments: SchemaFile.allCases)
    func theCommittedCopyIsWhatTheToolPrints(file: SchemaFile) throws {
        let committed = try String(contentsOf: Self.committed(file), encoding: .utf8)
        #expect(
            committed == JSONSchema.text(of: file),
            "Schemas/\(file.fileName) is stale: run 'viper-gen schema \(file.rawValue) > Schemas/\(file.fileName)'"
        )
    }

    @Test func theSchemasHoldTheKeysTheReadersAccept() throws {
        func object(_ value: Any?) -> [String: Any] { value as? [String: Any] ?? [:] }
        func keys(_ schema: [String: Any]) -> Set<String> {
            Set(object(schema["properties"]).keys)
        }
        let spec = object(
            try JSONSerialization.jsonObject(with: Data(JSONSchema.text(of: .spec).utf8)))
        #expect(keys(spec) == Set(SpecParser.keys))
        #expect(spec["additionalProperties"] as? Bool == false)
        #expect(spec["required"] as? [String] == ["module"])
        let properties = object(spec["properties"])
        let entity = (object(properties["entity"])["anyOf"] as? [Any])?.last.map(object) ?? [:]
        #expect(keys(entity) == ["name", "properties"])
        #expect(keys(object(properties["viewModel"])) == ["name", "properties"])
        for (name, value) in properties {
            #expect(object(value)["description"] is String, "\(name) has no description")
        }
        #expect(
            object(properties["ui"])["enum"] as? [String] == UIFlavor.allCases.map(\.rawValue))

        let config = object(
            try JSONSerialization.jsonObject(with: Data(JSONSchema.text(of: .config).utf8)))
        #expect(keys(config) == Set(ProjectConfig.keys))
        let configProperties = object(config["properties"])
        #expect(keys(object(configProperties["xcode"])) == Set(XcodeSettings.keys))
        #expect(
            keys(object(configProperties["generamba"])) == Set(GenerambaSettings.configKeys))
        #expect(ProjectConfig.refusedKeys.keys.allSatisfy { !keys(config).contains($0) })
    }

    /// Each key the schema describes is one the reader reads: a value of a wrong kind under it
    /// is reported at that key, not ignored.
    @Test func everyDescribedSpecKeyIsRead() {
        for key in SpecKeys.spec where key.name != "module" {
            let text = "module: Cars\n\(key.name): [[1], {a: b}]\n"
            let problems: [String]
            do {
                problems = try SpecParser.parse(Data(text.utf8), path: "Cars.yml").problems.map(
                    \.message)
            } catch {
                problems = error.diagnostics.map(\.message)
            }
            #expect(!problems.isEmpty, "'\(key.name)' with a nested list is not reported")
        }
    }

    @Test func everyDescribedConfigKeyIsRead() {
        let described =
            ConfigKeys.config.map { ($0.name, "") }
            + ConfigKeys.xcode.map { ($0.name, "xcode:\n  ") }
            + ConfigKeys.generamba.map { ($0.name, "generamba:\n  ") }
        for (key, prefix) in described {
            let text = "\(prefix)\(key): [[1], {a: b}]\n"
            let read = try? ProjectConfig.parse(
                Data(text.utf8), path: ".viper-gen.yml", directory: URL(fileURLWithPath: "/tmp"))
            #expect(read == nil, "'\(key)' with a nested list is not reported")
        }
    }

    @Test func namePatternsSayWhatTheNameRulesSay() throws {
        let samples = [
            "Cars", "cars", "Car_List", "CarList2", "2Cars", "_x", "x", "ÄB", "a-b", "",
            "Ca\u{202e}rs",
            "default", "ID", "URLShortener", "../Evil", "App\nfunc", "x1_", "Z",
        ]
        func matches(_ pattern: String, _ text: String) throws -> Bool {
            let regex = try NSRegularExpression(pattern: pattern)
            return regex.firstMatch(
                in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        for sample in samples {
            #expect(
                try matches(SwiftNames.typeNamePattern, sample) == SwiftNames.isTypeName(sample),
                "\(sample)")
            #expect(
                try matches(SwiftNames.identifierPattern, sample)
                    == SwiftNames.isIdentifier(sample), "\(sample)")
            #expect(
                try matches(SwiftNames.memberNamePattern, sample)
                    == (SwiftNames.isIdentifier(sample) && !SpecRule.startsUppercase(sample)),
                "\(sample)")
            #expect(
                try matches(SwiftNames.displayNounPattern, sample)
                    == (SwiftNames.isIdentifier(sample) && SpecRule.startsUppercase(sample)),
                "\(sample)")
        }
        for word in JSONSchema.booleanWords { #expect(PlainScalar.bool(word) != nil, "\(word)") }
    }

    // MARK: - What new and init write

    @Test func theSpecNewDerivesAndTheConfigInitWritesNameTheirSchemas() throws {
        let derived = DerivedSpec.yaml(
            module: "Cars", options: GenerationOptions(), regenerate: "viper-gen generate Cars.yml")
        #expect(derived.hasPrefix(SchemaFile.spec.modeline + "\n"))
        #expect(try SpecParser.parse(Data(derived.utf8), path: "Cars.yml").problems.isEmpty)
        let config = ProjectConfig.template(project: "Shop")
        #expect(config.hasPrefix(SchemaFile.config.modeline + "\n"))
        #expect(
            SchemaFile.spec.modeline
                == "# yaml-language-server: $schema=https://raw.githubusercontent.com/OWNER/viper-gen/\(ViperGenVersion.string)/Schemas/spec.schema.json"
        )
    }

    // MARK: - The validator

    /// Every reference spec, every spec of Samples/, the specs `new` derives, the spec blocks of
    /// the docs and a batch of random specs validate.
    @Test func everyValidSpecValidates() throws {
        guard SchemaValidator.available() else { return }
        var files: [(name: String, text: String)] = []
        var quoted: [String] = []
        func add(_ name: String, _ text: String) {
            let readable = Self.yamlReadable(text)
            if readable.quoted { quoted.append(name) }
            files.append((name, readable.text))
        }
        for name in Fixtures.specNames {
            add("\(name).yml", try String(contentsOf: Fixtures.spec(name), encoding: .utf8))
        }
        let samples = Self.repository.appending(path: "Samples")
        for case let url as URL in FileManager.default.enumerator(
            at: samples, includingPropertiesForKeys: nil) ?? .init()
        where url.pathExtension == "yml" && !url.path.contains("/.build/")
            && !url.path.contains("/Cases/") && !url.path.contains("/Random/")
        {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard (try? SpecParser.parse(Data(text.utf8), path: url.lastPathComponent)) != nil
            else { continue }
            add(url.lastPathComponent, text)
        }
        for architecture in RandomSpecs.architectures {
            for ui in UIFlavor.allCases {
                add(
                    "Derived.yml",
                    DerivedSpec.yaml(
                        module: "Cars",
                        options: GenerationOptions(architecture: architecture, ui: ui),
                        regenerate: "viper-gen generate Cars.yml"))
            }
        }
        for page in ["README.md", "docs/spec.md"] {
            for block in try Self.yamlBlocks(of: page)
            where (try? SpecParser.parse(Data(block.utf8), path: "Doc.yml")) != nil {
                add("Doc.yml", block)
            }
        }
        var random = RandomSpecs(seed: 35)
        for spec in random.batch(count: 48) { add("\(spec.module).yml", spec.yaml) }
        #expect(files.count > 100)

        let result = try SchemaValidator.check(.spec, files)
        #expect(result.status == 0, "\(result.output)")
        // Signatures with two `: ` (two parameters, or `query:` before one) need quotes for
        // an editor's YAML (docs/spec.md, Editors).
        print("schema: \(files.count) specs valid, \(quoted.count) of them with signatures quoted")
    }

    @Test func everyValidConfigValidates() throws {
        guard SchemaValidator.available() else { return }
        var files: [(name: String, text: String)] = [
            (".viper-gen.yml", ProjectConfig.template(project: "Shop"))
        ]
        let folder = URL(fileURLWithPath: "/tmp")
        for page in ["docs/configuration.md", "docs/xcode.md", "docs/generamba.md", "README.md"] {
            for block in try Self.yamlBlocks(of: page)
            where (try? ProjectConfig.parse(Data(block.utf8), path: "c.yml", directory: folder))
                != nil
                && !block.contains("module:")
            {
                files.append((".viper-gen.yml", block))
            }
        }
        let samples = Self.repository.appending(path: "Samples")
        for case let url as URL in FileManager.default.enumerator(
            at: samples, includingPropertiesForKeys: nil) ?? .init()
        where url.lastPathComponent == ".viper-gen.yml" && !url.path.contains("/.build/") {
            files.append((".viper-gen.yml", try String(contentsOf: url, encoding: .utf8)))
        }
        // What `init --from Rambafile` writes.
        let rambafile = """
            project_name: Shop
            company: Acme
            author: Jane Appleseed
            prefix: SH
            xcodeproj_path: Shop.xcodeproj
            project_targets: [Shop, ShopWidget]
            project_file_path: Shop/Modules
            project_group_path: Shop/Modules
            test_target: ShopTests
            test_file_path: ShopTests/Modules
            test_group_path: ShopTests/Modules

            """
        let fromRambafile = Rambafile.configText(
            from: try Rambafile.parse(Data(rambafile.utf8), path: "Rambafile", directory: folder),
            source: "Rambafile", path: { $0 })
        #expect(fromRambafile.hasPrefix(SchemaFile.config.modeline + "\n"))
        #expect(fromRambafile.contains("xcode:"), "\(fromRambafile)")
        files.append((".viper-gen.yml", fromRambafile))
        #expect(files.count >= 4)
        let result = try SchemaValidator.check(.config, files)
        #expect(result.status == 0, "\(result.output)")
        print("schema: \(files.count) configs valid")
    }

    /// The structurally wrong files of the bad-input corpus (unknown keys, wrong types, bad
    /// values, names no module can have) are refused by the schema too, and so are a few more.
    static let corpusEntries = [
        "unknown key", "unknown nested key", "module as a list", "properties as a list",
        "use cases as a mapping", "lowercase module name", "path traversal in the module name",
        "path traversal in the entity name", "misspelt ui value", "an empty entity",
        "module name with an underscore", "displayNames: a list, not a mapping",
        "bidirectional controls in a name, a signature and a property name, escaped in messages",
        "config: unknown key", "config: wrong type", "config: invalid ui value",
        "config: code injection in the target",
    ]

    static let moreWrongFiles: [(name: String, text: String)] = [
        ("Cars.yml", "module: Cars\ntests: jest\n"),
        ("Cars.yml", "module: Cars\naccess: open\n"),
        ("Cars.yml", "entity: Car\n"),
        ("Cars.yml", "module: Cars\nentity:\n  name: car\n"),
        ("Cars.yml", "module: Cars\nentity:\n  properties:\n    Make: String\n"),
        ("Cars.yml", "module: Cars\nviewModel: [make]\n"),
        ("Cars.yml", "module: Cars\ndisplayNames:\n  fetchCars: cars\n"),
        ("Cars.yml", "module: Cars\nparams: 3\n"),
        ("Cars.yml", "module: Cars\nroutes: showCarDetail()\n"),
        (".viper-gen.yml", "force: true\n"),
        (".viper-gen.yml", "contracts: biuld\n"),
        (".viper-gen.yml", "version: 0.3\n"),
        (".viper-gen.yml", "xcode:\n  project: Shop\n"),
        (".viper-gen.yml", "xcode:\n  target: []\n"),
        (".viper-gen.yml", "modules: {a: b}\n"),
    ]

    /// Whether viper-gen refuses the config or spec `text`.
    static func refused(_ name: String, _ text: String) -> Bool {
        if name == ".viper-gen.yml" {
            return
                (try? ProjectConfig.parse(
                    Data(text.utf8), path: name, directory: URL(fileURLWithPath: "/tmp"))) == nil
        }
        guard let spec = try? SpecParser.parse(Data(text.utf8), path: name) else { return true }
        return
            (try? ModuleResolver.resolve(
                spec, options: GenerationOptions(), viewModelSuffix: "ViewModel")) == nil
    }

    @Test func structurallyWrongFilesAreRejected() throws {
        let url = Self.repository.appending(
            path: "Tests/ViperGenCLITests/Corpus/bad-inputs.json")
        let corpus =
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]] ?? []
        var wrong: [(name: String, text: String)] = []
        for name in Self.corpusEntries {
            let entry = try #require(
                corpus.first { $0["name"] as? String == name }, "no corpus entry '\(name)'")
            let stderr = try #require(entry["stderr"] as? String)
            // The file the first error is in.
            let file = String(stderr.prefix { $0 != ":" })
            let files = entry["files"] as? [String: [String: Any]] ?? [:]
            let text = try #require(files[file]?["text"] as? String, "\(name): \(file)")
            wrong.append((file, text))
        }
        wrong += Self.moreWrongFiles
        // viper-gen refuses each of them.
        for (name, text) in Self.moreWrongFiles {
            #expect(Self.refused(name, text), "viper-gen takes \(text)")
        }
        guard SchemaValidator.available() else { return }
        for (name, text) in wrong {
            let schema: SchemaFile = name == ".viper-gen.yml" ? .config : .spec
            // The YAML reads, so it is the schema that refuses it.
            #expect((try? YAMLLoader.compose(text, path: name)) != nil, "\(text)")
            let result = try SchemaValidator.check(schema, [(name, text)])
            #expect(result.status == 1, "\(text)\n\(result.output)")
            #expect(result.output.contains("Schema validation errors"), "\(text)\n\(result.output)")
        }
    }
}
