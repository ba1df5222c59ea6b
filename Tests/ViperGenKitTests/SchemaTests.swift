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
        python(["-m", "check_jsonschema"] + arguments)
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

    /// Writes `files` (name and text) to a scratch folder and runs `body` with their paths.
    static func withFiles<T>(
        _ files: [(name: String, text: String)], _ body: ([String]) throws -> T
    ) throws -> T {
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
        return try body(paths)
    }

    /// The indices of the `texts` a YAML 1.2 reader cannot read as written: ruamel.yaml, which
    /// check-jsonschema reads YAML with (and installs), as editors' YAML 1.2 readers do.
    static func unreadableByYAML12(_ texts: [String]) throws -> Set<Int> {
        let script = """
            import sys
            from ruamel.yaml import YAML
            reader = YAML(typ="safe", pure=True)
            for index, path in enumerate(sys.argv[1:]):
                try:
                    with open(path, encoding="utf-8") as file:
                        reader.load(file)
                except Exception:
                    print(index)
            """
        let result = try withFiles(texts.map { ("file.yml", $0) }) { paths in
            python(["-c", script] + paths)
        }
        #expect(result.status == 0, "\(result.output)")
        return Set(result.output.split(separator: "\n").compactMap { Int($0) })
    }

    static func python(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (127, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Checks `files` (name and text) against the committed schema of `schema`, in one run.
    static func check(_ schema: SchemaFile, _ files: [(name: String, text: String)]) throws -> (
        status: Int32, output: String
    ) {
        try withFiles(files) { paths in
            run(["--schemafile", SchemaTests.committed(schema).path, "--color", "never"] + paths)
        }
    }
}

struct SchemaTests {
    static let repository = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func committed(_ file: SchemaFile) -> URL {
        repository.appending(path: "Schemas/\(file.fileName)")
    }

    /// `text` with the signatures and types YAML cannot read quoted, as the spec reader quotes
    /// them for itself (`rename(_ car: Car, to name: String)` holds two `: `).
    static func quotingSignatures(_ text: String) -> String {
        SignatureQuoting.prepare(
            text, where: { !(SignatureQuoting.readsPlainly($0) ?? YAMLLoader.reads($0)) }
        ).text
    }

    /// The reference specs an editor's YAML 1.2 reader cannot read as written (viper-gen reads
    /// them): a signature or a type with two `: `, `[Stop]` after `_ stops:`, `[String]?`, an
    /// `@Sendable` or `@escaping` attribute, a tuple type with labels (docs/spec.md, Editors).
    /// A reference spec that changes which it is changes this list.
    static let referenceSpecsEditorsCannotRead: Set<String> = [
        "Catalog", "CleanCatalog", "CleanCorners", "CleanEdge", "CleanLongNames", "MVCCatalog",
        "MVCCorners", "MVCEdge", "MVCSettings", "MVPCatalog", "MVPCorners", "MVPEdge",
        "MVVMCCatalog", "MVVMCCorners", "MVVMCEdge", "MVVMCSettings", "MVVMCStep2Verification",
        "MVVMCatalog", "MVVMCorners", "MVVMEdge", "MVVMGarage", "Step2Verification", "Threads",
        "ViperCorners", "ViperEdge",
    ]

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

    /// What the spec reader says of `text`.
    static func specMessages(_ text: String) -> [String] {
        do {
            return try SpecParser.parse(Data(text.utf8), path: "Cars.yml").problems.map(\.message)
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    /// What the config reader says of `text`.
    static func configMessages(_ text: String) -> [String] {
        do {
            _ = try ProjectConfig.parse(
                Data(text.utf8), path: ".viper-gen.yml", directory: URL(fileURLWithPath: "/tmp"))
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    /// The places a key can be, as YAML text before it, and what a reader says of a mapping there.
    static let places:
        [(schema: SchemaFile, path: [String], prefix: String, read: @Sendable (String) -> [String])] =
            [
                (.spec, [], "module: Cars\n", specMessages),
                (.spec, ["entity"], "module: Cars\nentity:\n  ", specMessages),
                (.spec, ["viewModel"], "module: Cars\nviewModel:\n  ", specMessages),
                (.config, [], "", configMessages),
                (.config, ["xcode"], "xcode:\n  ", configMessages),
                (.config, ["generamba"], "generamba:\n  ", configMessages),
            ]

    /// The keys the schema `file` allows in the mapping at `path`.
    static func schemaKeys(_ file: SchemaFile, at path: [String]) throws -> Set<String> {
        func object(_ value: Any?) -> [String: Any] { value as? [String: Any] ?? [:] }
        var schema = object(
            try JSONSerialization.jsonObject(with: Data(JSONSchema.text(of: file).utf8)))
        for key in path {
            let value = object(object(schema["properties"])[key])
            // `entity:` is a name or a mapping: the mapping is its last choice.
            schema = (value["anyOf"] as? [Any])?.last.map(object) ?? value
        }
        #expect(schema["additionalProperties"] as? Bool == false, "\(path)")
        return Set(object(schema["properties"]).keys)
    }

    /// Each key the schemas allow, at each level, is one the readers accept (they do not call it
    /// unknown), and a key the schemas do not allow is one they call unknown: what the readers
    /// say, not the description both are made from.
    @Test func theSchemasHoldTheKeysTheReadersAccept() throws {
        for place in Self.places {
            let keys = try Self.schemaKeys(place.schema, at: place.path)
            #expect(!keys.isEmpty, "\(place.path)")
            for key in keys.sorted() + ["colour", "Module", "test_targets"] {
                let messages = place.read("\(place.prefix)\(key): [[1], {a: b}]\n")
                let unknown = messages.contains { $0.contains("unknown key '\(key)'") }
                #expect(
                    unknown == !keys.contains(key),
                    "\(place.path) '\(key)': the schema \(keys.contains(key) ? "allows" : "refuses") it, the reader says \(messages)"
                )
            }
        }
        for key in ProjectConfig.refusedKeys.keys {
            #expect(!(try Self.schemaKeys(.config, at: [])).contains(key))
        }
        func object(_ value: Any?) -> [String: Any] { value as? [String: Any] ?? [:] }
        let spec = object(
            try JSONSerialization.jsonObject(with: Data(JSONSchema.text(of: .spec).utf8)))
        #expect(spec["required"] as? [String] == ["module"])
        let properties = object(spec["properties"])
        for (name, value) in properties {
            #expect(object(value)["description"] is String, "\(name) has no description")
        }
        #expect(
            object(properties["ui"])["enum"] as? [String] == UIFlavor.allCases.map(\.rawValue))
    }

    /// Each key the schema describes is one the reader reads: a value of a wrong kind under it
    /// is reported at that key, not ignored, and no described key reaches a reader's default
    /// case (which reports it as a bug).
    @Test func everyDescribedKeyIsRead() {
        for place in Self.places {
            let described: [KeyDescription] =
                switch (place.schema, place.path) {
                case (.spec, []): SpecKeys.spec
                case (.spec, ["entity"]): SpecKeys.entity
                case (.spec, ["viewModel"]): SpecKeys.viewModel
                case (.config, []): ConfigKeys.config
                case (.config, ["xcode"]): ConfigKeys.xcode
                default: ConfigKeys.generamba
                }
            for key in described where key.name != "module" {
                let messages = place.read("\(place.prefix)\(key.name): [[1], {a: b}]\n")
                #expect(!messages.isEmpty, "'\(key.name)' with a nested list is not reported")
                #expect(
                    !messages.contains { $0.contains("does not read it") },
                    "\(place.path) '\(key.name)': \(messages)")
            }
        }
    }

    /// A key added to a mapping's description and to no case of its reader is reported as a bug,
    /// not read as another key (`entity:` read any key but `name` as `properties`, `generamba:`
    /// any key but three as `testTargets`).
    @Test func aDescribedKeyNoCaseReadsIsReported() throws {
        var reader = NodeReader(path: "x.yml")
        let entity = SpecParser.entity(
            try #require(
                try YAMLLoader.compose("name: Car\ncolour: {id: String}\n", path: "x.yml")),
            reader: &reader,
            keys: SpecKeys.entity.names + ["colour"])
        #expect(entity?.name?.value == "Car")
        #expect(entity?.properties == nil)
        #expect(
            reader.diagnostics.diagnostics.map(\.message) == [
                "viper-gen describes the key 'colour' of 'entity' but does not read it (a bug in viper-gen)"
            ])
        reader = NodeReader(path: "x.yml")
        _ = SpecParser.viewModel(
            try #require(
                try YAMLLoader.compose("name: CarViewModel\ncolour: [id]\n", path: "x.yml")),
            reader: &reader,
            keys: SpecKeys.viewModel.names + ["colour"])
        #expect(
            reader.diagnostics.diagnostics.map(\.message) == [
                "viper-gen describes the key 'colour' of 'viewModel' but does not read it (a bug in viper-gen)"
            ])
        reader = NodeReader(path: "x.yml")
        let settings = reader.generambaSettings(
            try #require(try YAMLLoader.compose("prefix: SH\nextra: [ShopTests]\n", path: "x.yml")),
            keys: GenerambaSettings.configKeys + ["extra"])
        #expect(settings.testTargets == nil)
        #expect(settings.prefix == "SH")
        #expect(
            reader.diagnostics.diagnostics.map(\.message) == [
                "viper-gen describes the key 'extra' of 'generamba' but does not read it (a bug in viper-gen)"
            ])
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

    static let placeholder = "https://raw.githubusercontent.com/OWNER/viper-gen/main"
    static let published = "https://raw.githubusercontent.com/acme/viper-gen/main"

    static let rambafile = """
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

    /// The spec `new` derives, the config `init` writes and the one `init --from Rambafile`
    /// writes, naming their schemas in `repository`.
    static func written(schemaRepository repository: String) throws -> [(SchemaFile, String)] {
        let rambafile = try Rambafile.parse(
            Data(Self.rambafile.utf8), path: "Rambafile", directory: URL(fileURLWithPath: "/tmp"))
        return [
            (
                .spec,
                DerivedSpec.yaml(
                    module: "Cars", options: GenerationOptions(),
                    regenerate: "viper-gen generate Cars.yml", schemaRepository: repository)
            ),
            (.config, ProjectConfig.template(project: "Shop", schemaRepository: repository)),
            (
                .config,
                Rambafile.configText(
                    from: rambafile, source: "Rambafile", path: { $0 },
                    schemaRepository: repository)
            ),
        ]
    }

    /// While the repository is not published no schema is served where the line would point,
    /// and an editor marks a line naming it: the files name none.
    @Test func unpublishedNoFileNamesASchema() throws {
        #expect(!SchemaFile.isPublished(Self.placeholder))
        #expect(SchemaFile.spec.modeline(in: Self.placeholder) == nil)
        for (_, text) in try Self.written(schemaRepository: Self.placeholder) {
            #expect(!text.contains("yaml-language-server"), "\(text)")
            #expect(!text.contains("$schema"), "\(text)")
        }
        // The repository as it is now is what the files are written with.
        let now = try Self.written(schemaRepository: SchemaFile.repositoryFiles)
        for (file, text) in now {
            #expect(text.hasPrefix("# yaml-language-server") == SchemaFile.isPublished())
            #expect(
                text.hasPrefix(SchemaFile.isPublished() ? file.modeline() ?? "" : "# "))
        }
        #expect(
            DerivedSpec.yaml(
                module: "Cars", options: GenerationOptions(),
                regenerate: "viper-gen generate Cars.yml")
                == now[0].1)
        #expect(ProjectConfig.template(project: "Shop") == now[1].1)
    }

    /// Once published, each names its schema on the default branch on its first line, and
    /// still reads.
    @Test func publishedEachFileNamesItsSchemaOnTheDefaultBranch() throws {
        #expect(SchemaFile.isPublished(Self.published))
        for (file, text) in try Self.written(schemaRepository: Self.published) {
            let first = text.prefix { $0 != "\n" }
            #expect(
                first
                    == "# yaml-language-server: $schema=https://raw.githubusercontent.com/acme/viper-gen/main/Schemas/\(file.fileName)"
            )
            #expect(text.dropFirst(first.count + 1).hasPrefix("# "))
            if file == .spec {
                #expect(try SpecParser.parse(Data(text.utf8), path: "Cars.yml").problems.isEmpty)
            } else {
                #expect(Self.configMessages(text).isEmpty, "\(text)")
            }
        }
    }

    /// The schemas' `$id` is their place on the default branch: no version in it.
    @Test func theSchemasIdIsTheirPlaceOnTheDefaultBranch() {
        for file in SchemaFile.allCases {
            #expect(JSONSchema.text(of: file).contains("\"$id\": \"\(file.url())\""))
            #expect(file.url() == "\(SchemaFile.repositoryFiles)/Schemas/\(file.fileName)")
            #expect(!file.url().contains(ViperGenVersion.string))
        }
        #expect(SchemaFile.repositoryFiles.hasSuffix("/viper-gen/main"))
    }

    // MARK: - The validator

    /// The specs `new` derives, in every set, ui flavour and view model suffix.
    static var derivedSpecs: [String] {
        RandomSpecs.architectures.flatMap { architecture in
            UIFlavor.allCases.flatMap { ui in
                ["ViewModel", "ItemViewModel"].map { suffix in
                    DerivedSpec.yaml(
                        module: "Cars",
                        options: GenerationOptions(architecture: architecture, ui: ui),
                        viewModelSuffix: suffix, regenerate: "viper-gen generate Cars/Cars.yml")
                }
            }
        }
    }

    /// A spec `new` writes is YAML 1.2 as editors read it, with every signature read as the text
    /// it is (not as a one-key mapping, which `showCarDetail(for viewModel: CarViewModel)`
    /// unquoted is).
    @Test func theSpecsNewDerivesAreYAMLEditorsRead() throws {
        guard SchemaValidator.available() else { return }
        let specs = Self.derivedSpecs
        let script = """
            import sys
            from ruamel.yaml import YAML
            reader = YAML(typ="safe", pure=True)
            for index, path in enumerate(sys.argv[1:]):
                with open(path, encoding="utf-8") as file:
                    spec = reader.load(file)
                items = spec["useCases"] + spec["routes"]
                if not items or not all(isinstance(item, str) for item in items):
                    print(index, items)
            """
        let result = try SchemaValidator.withFiles(specs.map { ("Cars.yml", $0) }) { paths in
            SchemaValidator.python(["-c", script] + paths)
        }
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    /// Every reference spec (each spec of a folder case too), every spec of Samples/, the specs `new` derives, the spec blocks of
    /// the docs and a batch of random specs validate. What an editor's YAML cannot read as
    /// written is known: the reference specs listed, and random specs, whose signatures are
    /// quoted as the reader quotes them before they are validated; every other file validates
    /// as written.
    @Test func everyValidSpecValidates() throws {
        guard SchemaValidator.available() else { return }
        var reference: [(name: String, text: String)] = []
        // Each spec of a folder case too, named by its path below Fixtures/Specs.
        for name in Fixtures.caseNames {
            for spec in Fixtures.specs(ofCase: name) {
                reference.append(
                    (spec.displayPath, try String(contentsOf: spec.url, encoding: .utf8)))
            }
        }
        var asWritten: [(name: String, text: String)] = []
        let samples = Self.repository.appending(path: "Samples")
        for case let url as URL in FileManager.default.enumerator(
            at: samples, includingPropertiesForKeys: nil) ?? .init()
        where url.pathExtension == "yml" && !url.path.contains("/.build/")
            && !url.path.contains("/Cases/") && !url.path.contains("/Random/")
        {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard (try? SpecParser.parse(Data(text.utf8), path: url.lastPathComponent)) != nil
            else { continue }
            asWritten.append((url.lastPathComponent, text))
        }
        for spec in Self.derivedSpecs { asWritten.append(("Derived.yml", spec)) }
        for page in ["README.md", "docs/spec.md"] {
            for block in try Self.yamlBlocks(of: page)
            where (try? SpecParser.parse(Data(block.utf8), path: "Doc.yml")) != nil {
                asWritten.append(("Doc of \(page).yml", block))
            }
        }
        var random = RandomSpecs(seed: 35)
        let randomSpecs = random.batch(count: 48).map { ("\($0.module).yml", $0.yaml) }

        let all = reference + asWritten + randomSpecs
        let unreadable = try SchemaValidator.unreadableByYAML12(all.map(\.text))
        let unreadableReference = Set(
            reference.indices.filter { unreadable.contains($0) }.map {
                String(reference[$0].name.dropLast(4))
            })
        #expect(
            unreadableReference == Self.referenceSpecsEditorsCannotRead,
            "reference specs an editor cannot read: \(unreadableReference.sorted())")
        let unreadableAsWritten = asWritten.indices.filter {
            unreadable.contains(reference.count + $0)
        }
        #expect(
            unreadableAsWritten.isEmpty,
            "an editor cannot read: \(unreadableAsWritten.map { asWritten[$0].text })")

        var files: [(name: String, text: String)] = []
        var quoted = 0
        for (index, file) in all.enumerated() {
            if unreadable.contains(index) {
                files.append((file.name, Self.quotingSignatures(file.text)))
                quoted += 1
            } else {
                files.append(file)
            }
        }
        #expect(files.count > 100)
        // check-jsonschema reads YAML with ruamel.yaml too: each quoted one now reads.
        let result = try SchemaValidator.check(.spec, files)
        #expect(result.status == 0, "\(result.output)")
        print("schema: \(files.count) specs valid, \(quoted) of them with signatures quoted")
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
        // What `init --from Rambafile` writes, and what both write once published.
        let fromRambafile = try Self.written(schemaRepository: Self.placeholder)[2].1
        #expect(fromRambafile.contains("xcode:"), "\(fromRambafile)")
        files.append((".viper-gen.yml", fromRambafile))
        for (file, text) in try Self.written(schemaRepository: Self.published) where file == .config
        {
            files.append((".viper-gen.yml", text))
        }
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
