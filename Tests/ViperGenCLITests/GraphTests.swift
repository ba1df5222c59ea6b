import Foundation
import Testing
import ViperGenKit

/// `viper-gen graph`: the same modules and edges in Mermaid, DOT and JSON, each checked by
/// reading the output back (JSON with JSONSerialization, DOT with Graphviz's own `dot`,
/// Mermaid with the small reader below).
@Suite(.serialized)
struct GraphTests {
    /// Three modules routing to each other (a cycle Cars → CarDetail → Cars), a route of a
    /// module to itself, routes without a destination, and a module no route leads to or from.
    static let specs: [String: String] = [
        "Specs/Cars.yml": """
        module: Cars
        routes:
          - showCarDetail(for car: Car) -> CarDetail
          - showSettings() -> Settings
          - showHelp()

        """,
        "Specs/CarDetail.yml": """
        module: CarDetail
        architecture: mvvm
        routes:
          - backToCars() -> Cars
          - showSimilar(to car: Car) -> CarDetail

        """,
        "Specs/Settings.yml": """
        module: Settings
        routes:
          - close()

        """,
        "Specs/About.yml": "module: About\narchitecture: mvp\n",
    ]

    static let expectedEdges: Set<GraphEdge> = [
        GraphEdge(from: "Cars", to: "CarDetail", label: "showCarDetail"),
        GraphEdge(from: "Cars", to: "Settings", label: "showSettings"),
        GraphEdge(from: "CarDetail", to: "Cars", label: "backToCars"),
        GraphEdge(from: "CarDetail", to: "CarDetail", label: "showSimilar"),
    ]

    static let expectedModules: [String: String] = [
        "About": "mvp", "CarDetail": "mvvm", "Cars": "viper", "Settings": "viper",
    ]

    static func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        for (path, text) in specs { try sandbox.write(path, text) }
        return sandbox
    }

    @Test func jsonListsTheModulesEdgesAndEntries() throws {
        let sandbox = try Self.project()
        let result = try sandbox.run("graph", "Specs", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let graph = try JSONGraph(result.stdout)
        #expect(graph.version == 1)
        #expect(graph.architectures == Self.expectedModules)
        #expect(Set(graph.edges) == Self.expectedEdges)
        #expect(graph.edges.count == Self.expectedEdges.count)
        // Cars is opened by CarDetail; CarDetail only by Cars (its own route does not count).
        #expect(graph.entries == ["About"])
        #expect(
            graph.routesWithoutDestination == [
                "About": [], "CarDetail": [], "Cars": ["showHelp"], "Settings": ["close"],
            ])
        #expect(graph.specs["Cars"] == "Specs/Cars.yml")
    }

    @Test func mermaidIsTheDefaultAndHasTheSameEdges() throws {
        let sandbox = try Self.project()
        let result = try sandbox.run("graph", "Specs")
        #expect(result.status == 0, "\(result.stderr)")
        let graph = try MermaidGraph(result.stdout)
        #expect(graph.architectures == Self.expectedModules)
        #expect(Set(graph.edges) == Self.expectedEdges)
        #expect(graph.edges.count == Self.expectedEdges.count)
        #expect(graph.entries == ["About"])
    }

    @Test func dotHasTheSameEdgesAsGraphvizReadsThem() throws {
        let sandbox = try Self.project()
        let result = try sandbox.run("graph", "Specs", "--format", "dot")
        #expect(result.status == 0, "\(result.stderr)")
        guard let graph = try Graphviz.read(result.stdout) else { return }
        #expect(graph.architectures == Self.expectedModules)
        #expect(Set(graph.edges) == Self.expectedEdges)
        #expect(graph.edges.count == Self.expectedEdges.count)
        #expect(graph.entries == ["About"])
    }

    /// The README's example is what graph prints for its four specs.
    @Test func theREADMEsExampleIsWhatGraphPrints() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appending(
                    path: "README.md"),
            encoding: .utf8)
        let start = try #require(readme.range(of: "```mermaid\n"))
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let example = String(readme[start.upperBound..<end.lowerBound])
        let sandbox = try Sandbox()
        try sandbox.write(
            "Cars.yml",
            "module: Cars\nroutes:\n  - showCarDetail(for car: Car) -> CarDetail\n  - showSettings() -> Settings\n"
        )
        try sandbox.write(
            "CarDetail.yml",
            "module: CarDetail\narchitecture: mvvm\nroutes:\n  - editCar(_ car: Car) -> CarEditor\n"
        )
        try sandbox.write("CarEditor.yml", "module: CarEditor\narchitecture: mvvm\n")
        try sandbox.write("Settings.yml", "module: Settings\n")
        let result = try sandbox.run("graph", ".")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == example)
    }

    /// The same specs give the same text, whatever order they are named in.
    @Test func theOutputIsTheSameWhateverTheOrderOfTheSpecs() throws {
        let sandbox = try Self.project()
        for format in ["mermaid", "dot", "json"] {
            let forward = try sandbox.run(
                "graph", "Specs/About.yml", "Specs/CarDetail.yml", "Specs/Cars.yml",
                "Specs/Settings.yml", "--format", format)
            let backward = try sandbox.run(
                "graph", "Specs/Settings.yml", "Specs/Cars.yml", "Specs/CarDetail.yml",
                "Specs/About.yml", "--format", format)
            #expect(forward.status == 0, "\(forward.stderr)")
            #expect(forward.stdout == backward.stdout, "\(format)")
        }
    }

    /// Without arguments, the config's `modules:` patterns, and its default architecture.
    @Test func withoutArgumentsTheConfigsModulesAreDrawn() throws {
        let sandbox = try Self.project()
        try sandbox.write(".viper-gen.yml", "architecture: mvc\nmodules:\n  - Specs/*.yml\n")
        let result = try sandbox.run("graph", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let graph = try JSONGraph(result.stdout)
        #expect(
            graph.architectures == [
                "About": "mvp", "CarDetail": "mvvm", "Cars": "mvc", "Settings": "mvc",
            ])
        #expect(Set(graph.edges) == Self.expectedEdges)
    }

    /// A spec named alone may route to a module of the config's other specs: that module is
    /// drawn, marked external in JSON, without its own routes.
    @Test func aModuleOfTheConfigsOtherSpecsThatARouteOpensIsDrawn() throws {
        let sandbox = try Self.project()
        try sandbox.write(".viper-gen.yml", "modules:\n  - Specs/*.yml\n")
        let result = try sandbox.run("graph", "Specs/Cars.yml", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let graph = try JSONGraph(result.stdout)
        #expect(graph.architectures == ["CarDetail": "mvvm", "Cars": "viper", "Settings": "viper"])
        #expect(graph.external == ["CarDetail", "Settings"])
        #expect(
            Set(graph.edges) == [
                GraphEdge(from: "Cars", to: "CarDetail", label: "showCarDetail"),
                GraphEdge(from: "Cars", to: "Settings", label: "showSettings"),
            ])
    }

    @Test func sharedEntitiesAreShownWhenAskedFor() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Cars.yml",
            "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\nroutes:\n  - showCar() -> CarDetail\n"
        )
        try sandbox.write("CarDetail.yml", "module: CarDetail\nentity: Car\n")
        try sandbox.write("CarEditor.yml", "module: CarEditor\nentity: Car\n")
        let plain = try JSONGraph(try sandbox.run("graph", ".", "--format", "json").stdout)
        #expect(plain.entities.isEmpty)

        let json = try sandbox.run("graph", ".", "--format", "json", "--entities")
        #expect(json.status == 0, "\(json.stderr)")
        let graph = try JSONGraph(json.stdout)
        #expect(
            graph.entities == ["Car": ["declaredBy": "Cars", "sharedBy": "CarDetail,CarEditor"]])
        let entityEdges: Set<GraphEdge> = [
            GraphEdge(from: "Cars", to: "Car", label: "declares"),
            GraphEdge(from: "CarDetail", to: "Car", label: "shares"),
            GraphEdge(from: "CarEditor", to: "Car", label: "shares"),
        ]
        let routeEdges: Set<GraphEdge> = [
            GraphEdge(from: "Cars", to: "CarDetail", label: "showCar")
        ]

        let mermaid = try MermaidGraph(try sandbox.run("graph", ".", "--entities").stdout)
        #expect(Set(mermaid.edges) == routeEdges.union(entityEdges))
        #expect(mermaid.entities == ["Car"])

        let dot = try sandbox.run("graph", ".", "--entities", "--format", "dot").stdout
        if let graph = try Graphviz.read(dot) {
            #expect(
                Set(graph.edges)
                    == routeEdges.union(
                        entityEdges.map {
                            GraphEdge(from: $0.from, to: "entity:" + $0.to, label: $0.label)
                        }))
        }
    }

    /// Names no Swift type could have (Generamba's `car-list`, `car list`, `2Cars`, which
    /// have no spec today), quotes, `#`, `<br/>`, `-->`, `end` and names that make one Mermaid
    /// id: every format keeps each name and each edge as it is.
    @Test func hostileNamesSurviveEveryFormat() throws {
        let names = [
            "car-list", "car list", "2Cars", "car_list", "end", "a\"b", "x#35;y", "<br/>",
            "a-->b", "üñí", "a;b", "subgraph", "{{x}}", "a|b", "1", "car_list_2",
        ]
        let nodes = names.map {
            ModuleGraph.Node(name: $0, architecture: "viper_swift", spec: "s.yml")
        }
        var edges: [ModuleGraph.Edge] = []
        for (index, name) in names.enumerated() {
            let next = names[(index + 1) % names.count]
            edges.append(ModuleGraph.Edge(from: name, to: next, route: "show\(index)"))
        }
        edges.append(ModuleGraph.Edge(from: "end", to: "end", route: "again"))
        let model = ModuleGraph(nodes: nodes, edges: edges)
        let expected = Set(edges.map { GraphEdge(from: $0.from, to: $0.to, label: $0.route) })
        let architectures = Dictionary(uniqueKeysWithValues: names.map { ($0, "viper_swift") })

        let mermaid = try MermaidGraph(model.mermaid)
        #expect(Set(mermaid.edges) == expected)
        #expect(mermaid.architectures == architectures)

        let json = try JSONGraph(model.json)
        #expect(Set(json.edges) == expected)
        #expect(json.architectures == architectures)

        if let dot = try Graphviz.read(model.dot) {
            #expect(Set(dot.edges) == expected)
            #expect(dot.architectures == architectures)
        }
    }

    @Test func outputWritesTheFileAndNothingElse() throws {
        let sandbox = try Self.project()
        let result = try sandbox.run(
            "graph", "Specs", "--format", "dot", "--output", "docs/modules.dot")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let printed = try sandbox.run("graph", "Specs", "--format", "dot")
        #expect(try sandbox.read("docs/modules.dot") == printed.stdout)
        // Run again over the file it wrote: replaced.
        let again = try sandbox.run("graph", "Specs", "--output", "docs/modules.dot")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try sandbox.read("docs/modules.dot").hasPrefix("flowchart LR\n"))
    }

    @Test func outputRefusesAFolderAPlaceOutsideAndALinkThatLeadsOut() throws {
        let sandbox = try Self.project()
        let outside = try Sandbox()
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url.appending(path: "out").path, withDestinationPath: outside.url.path)
        let before = try sandbox.snapshot()
        for (output, message) in [
            ("Specs", "error: cannot write 'Specs': it is a folder; name a file\n"),
            (
                "../graph.mmd",
                "error: cannot write '../graph.mmd': it is outside the current folder; graph writes only below the folder it runs in\n"
            ),
            (
                "out/graph.mmd",
                "error: cannot write 'out/graph.mmd': a symbolic link on its way leads outside the current folder\n"
            ),
            (
                "Specs/Cars.yml",
                "error: cannot write 'Specs/Cars.yml': it is a spec the graph is drawn from; name another file\n"
            ),
            (
                "Specs/Cars.yml/graph.mmd",
                "error: cannot write 'Specs/Cars.yml/graph.mmd': 'Specs/Cars.yml' is there and is not a folder\n"
            ),
        ] {
            let result = try sandbox.run("graph", "Specs", "--output", output)
            #expect(result.status == 2, "\(output)")
            #expect(result.stderr == message)
            #expect(try sandbox.snapshot() == before)
        }
        #expect(try outside.contents().isEmpty)
    }

    @Test func anUnknownDestinationIsALocatedErrorAndWritesNothing() throws {
        let sandbox = try Self.project()
        try sandbox.write(
            "Specs/Cars.yml",
            "module: Cars\nroutes:\n  - showCarDetail(for car: Car) -> CarDetial\n")
        let result = try sandbox.run("graph", "Specs", "--output", "graph.mmd")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "Specs/Cars.yml:3:36: error: route 'showCarDetail' opens 'CarDetial', which no spec declares; did you mean 'CarDetail'?\n"
        )
        #expect(result.stdout.isEmpty)
        #expect(!sandbox.exists("graph.mmd"))
    }

    /// A spec graph cannot use gets the diagnostics generate gives it.
    @Test func aBadSpecGetsTheDiagnosticsOfGenerate() throws {
        let sandbox = try Self.project()
        try sandbox.write(
            "Specs/Settings.yml", "module: Settings\nroutes:\n  - close() async\nentity: 3\n")
        let graph = try sandbox.run("graph", "Specs")
        let generate = try sandbox.run("generate", "Specs", "--dry-run")
        #expect(graph.status == 2)
        #expect(generate.status == 2)
        #expect(graph.stderr == generate.stderr)
        #expect(graph.stderr.hasPrefix("Specs/Settings.yml:"))
        #expect(graph.stdout.isEmpty)
    }

    /// A spec that cannot be read: a FIFO named as a spec (never opened: it would wait for a
    /// writer).
    @Test func aFIFONamedAsASpecIsAnErrorExit2() throws {
        let sandbox = try Self.project()
        #expect(mkfifo(sandbox.url.appending(path: "Specs/Pipe.yml").path, 0o600) == 0)
        let fifo = try sandbox.run("graph", "Specs/About.yml", "Specs/Pipe.yml")
        #expect(fifo.status == 2)
        #expect(
            fifo.stderr
                == "Specs/Pipe.yml: error: cannot read spec: it is a FIFO, not a regular file\n")
        #expect(fifo.stdout.isEmpty)
    }

    /// A spec without read permission; only where this user cannot read every file (root
    /// can, so the test is skipped there, not passed).
    @Test(.enabled(if: geteuid() != 0, "root reads files without read permission"))
    func aSpecWithoutReadPermissionIsAnErrorExit2() throws {
        let sandbox = try Self.project()
        let spec = sandbox.url.appending(path: "Specs/About.yml").path
        #expect(chmod(spec, 0) == 0)
        defer { chmod(spec, 0o644) }
        let result = try sandbox.run("graph", "Specs/About.yml")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Specs/About.yml"), "\(result.stderr)")
        #expect(result.stderr.contains("error: "))
        #expect(result.stdout.isEmpty)
    }

    /// The project with a config whose `modules:` are its specs, and a README.
    static func configuredProject() throws -> Sandbox {
        let sandbox = try Self.project()
        try sandbox.write(".viper-gen.yml", "modules:\n  - Specs/*.yml\n")
        try sandbox.write("README.md", "# Cars\n")
        try sandbox.write("Sources/App.swift", "import UIKit\n")
        return sandbox
    }

    /// `--output` replaces no spec of the config (not only the run's), nor the config, nor
    /// any other file that is not a graph: exit 2 and nothing written.
    @Test func outputRefusesTheConfigsSpecsTheConfigAndFilesThatAreNotGraphs() throws {
        let sandbox = try Self.configuredProject()
        let before = try sandbox.snapshot()
        for (output, reason) in [
            ("Specs/CarDetail.yml", "it is a spec of the config's 'modules:'; name another file"),
            (".viper-gen.yml", "it is the project config; name another file"),
            (
                "README.md",
                "it is there and is not a graph (it does not begin as the output of 'viper-gen graph' does); name a new file, or remove it first"
            ),
            (
                "Sources/App.swift",
                "it is there and is not a graph (it does not begin as the output of 'viper-gen graph' does); name a new file, or remove it first"
            ),
        ] {
            for format in ["mermaid", "json"] {
                let result = try sandbox.run(
                    "graph", "Specs/Cars.yml", "--output", output, "--format", format)
                #expect(result.status == 2, "\(output)")
                #expect(result.stderr == "error: cannot write '\(output)': \(reason)\n")
                #expect(try sandbox.snapshot() == before)
            }
        }
    }

    /// An empty file, or a graph of any format, is replaced.
    @Test func outputReplacesAnEmptyFileAndAGraphOfAnyFormat() throws {
        let sandbox = try Self.configuredProject()
        try sandbox.write("modules.txt", "")
        var previous = "modules.txt"
        for format in ["json", "dot", "mermaid", "json"] {
            let result = try sandbox.run(
                "graph", "Specs/Cars.yml", "--output", previous, "--format", format)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            let printed = try sandbox.run("graph", "Specs/Cars.yml", "--format", format)
            #expect(try sandbox.read(previous) == printed.stdout)
            try FileManager.default.moveItem(
                at: sandbox.url.appending(path: previous),
                to: sandbox.url.appending(path: "modules-\(format).out"))
            previous = "modules-\(format).out"
        }
    }

    /// With `--entities`, a spec named alone sharing an entity that another spec of the config
    /// declares: every format draws the declaring module (external) and the same edges.
    @Test func everyFormatDrawsTheSameEdgesInAPartialRunWithEntities() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "modules:\n  - Specs/*.yml\n")
        try sandbox.write(
            "Specs/Cars.yml",
            "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\nroutes:\n  - showHelp()\n  - edit() -> CarEditor\n"
        )
        try sandbox.write(
            "Specs/CarEditor.yml", "module: CarEditor\nentity: Car\nroutes:\n  - close()\n")
        let run = ["graph", "Specs/CarEditor.yml", "--entities", "--format"]
        let json = try JSONGraph(try sandbox.run(run + ["json"]).stdout)
        let mermaid = try MermaidGraph(try sandbox.run(run + ["mermaid"]).stdout)
        let expected: Set<GraphEdge> = [
            GraphEdge(from: "Cars", to: "Car", label: "declares"),
            GraphEdge(from: "CarEditor", to: "Car", label: "shares"),
        ]
        #expect(json.entities == ["Car": ["declaredBy": "Cars", "sharedBy": "CarEditor"]])
        #expect(json.external == ["Cars"])
        #expect(json.routesWithoutDestination["Cars"] == ["showHelp"])
        #expect(json.architectures.keys.sorted() == ["CarEditor", "Cars"])
        #expect(Set(mermaid.edges) == expected)
        #expect(mermaid.external == ["Cars"])
        #expect(mermaid.architectures.keys.sorted() == ["CarEditor", "Cars"])
        // Cars opens CarEditor: no entry but Cars, whichever format.
        #expect(json.entries == ["Cars"])
        #expect(mermaid.entries == ["Cars"])
        let dot = try sandbox.run(run + ["dot"])
        #expect(dot.status == 0, "\(dot.stderr)")
        if let graph = try Graphviz.read(dot.stdout) {
            #expect(
                Set(graph.edges)
                    == Set(
                        expected.map {
                            GraphEdge(from: $0.from, to: "entity:" + $0.to, label: $0.label)
                        }))
            #expect(graph.external == ["Cars"])
            #expect(graph.entries == ["Cars"])
            #expect(graph.architectures.keys.sorted() == ["CarEditor", "Cars"])
        }
    }

    /// Whether a module is an entry does not depend on which specs are named: the routes of
    /// the config's other specs count. External modules are marked in every format.
    @Test func entryAndExternalModulesAreTheSameInAPartialRun() throws {
        let sandbox = try Self.configuredProject()
        // Cars opens Settings; Settings routes nowhere.
        let json = try JSONGraph(
            try sandbox.run("graph", "Specs/Settings.yml", "--format", "json").stdout)
        #expect(json.entries.isEmpty)
        let mermaid = try MermaidGraph(try sandbox.run("graph", "Specs/Settings.yml").stdout)
        #expect(mermaid.entries.isEmpty)
        // CarDetail, named alone, opens Cars: drawn external, with its routes without `->`.
        let detail = try JSONGraph(
            try sandbox.run("graph", "Specs/CarDetail.yml", "--format", "json").stdout)
        #expect(detail.entries.isEmpty)
        #expect(detail.external == ["Cars"])
        #expect(detail.routesWithoutDestination["Cars"] == ["showHelp"])
        let detailMermaid = try MermaidGraph(try sandbox.run("graph", "Specs/CarDetail.yml").stdout)
        #expect(detailMermaid.external == ["Cars"])
        #expect(detailMermaid.entries.isEmpty)
        let dot = try sandbox.run("graph", "Specs/CarDetail.yml", "--format", "dot")
        if let graph = try Graphviz.read(dot.stdout) {
            #expect(graph.external == ["Cars"])
            #expect(graph.entries.isEmpty)
        }
    }

    /// Past Mermaid's default limits (500 edges), a warning on stderr, not an error; DOT and
    /// JSON have none.
    @Test func aMermaidGraphPastMermaidsLimitsGetsAWarning() throws {
        let sandbox = try Sandbox()
        // A spec has at most 200 routes: three of 167.
        for loop in 1...3 {
            let routes = (0..<167).map { "  - again\($0)() -> Loop\(loop)\n" }.joined()
            try sandbox.write("Loops/Loop\(loop).yml", "module: Loop\(loop)\nroutes:\n" + routes)
        }
        let result = try sandbox.run("graph", "Loops")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try MermaidGraph(result.stdout).edges.count == 501)
        #expect(
            result.stderr
                == "warning: the Mermaid graph has 501 edges (Mermaid draws at most 500 by default): GitHub and most Markdown sites will not draw it; use --format dot, or name fewer specs\n"
        )
        let written = try sandbox.run("graph", "Loops", "--output", "loop.mmd")
        #expect(written.status == 0)
        #expect(written.stderr == result.stderr)
        for format in ["dot", "json"] {
            let other = try sandbox.run("graph", "Loops", "--format", format)
            #expect(other.status == 0)
            #expect(other.stderr.isEmpty, "\(format)")
        }
    }

    /// docs/commands.md's JSON example is what graph prints for its specs.
    @Test func theDocsJSONExampleIsWhatGraphPrints() throws {
        let docs = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appending(
                    path: "docs/commands.md"),
            encoding: .utf8)
        let section = try #require(docs.range(of: "## `viper-gen graph`"))
        let start = try #require(
            docs.range(of: "  ```json\n", range: section.upperBound..<docs.endIndex))
        let end = try #require(docs.range(of: "  ```\n", range: start.upperBound..<docs.endIndex))
        let example = docs[start.upperBound..<end.lowerBound].split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }.joined(separator: "\n")
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "modules:\n  - Specs/*.yml\n")
        try sandbox.write(
            "Specs/Cars.yml",
            "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\nroutes:\n  - showCarDetail(for car: Car) -> CarDetail\n"
        )
        try sandbox.write(
            "Specs/CarDetail.yml",
            "module: CarDetail\narchitecture: mvvm\nentity: Car\nroutes:\n  - close()\n  - editCar(_ car: Car) -> CarEditor\n"
        )
        try sandbox.write(
            "Specs/CarEditor.yml", "module: CarEditor\narchitecture: mvvm\nentity: Car\n")
        let result = try sandbox.run(
            "graph", "Specs/CarDetail.yml", "--entities", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == example)
    }
}

// MARK: - Reading the formats back

struct GraphEdge: Hashable, CustomStringConvertible {
    var from: String
    var to: String
    var label: String

    var description: String { "\(from) -[\(label)]-> \(to)" }
}

struct GraphError: Error, CustomStringConvertible {
    var description: String
}

/// `graph --format json`, read with JSONSerialization.
struct JSONGraph {
    var version: Int
    var architectures: [String: String] = [:]
    var specs: [String: String] = [:]
    var routesWithoutDestination: [String: [String]] = [:]
    var entries: [String] = []
    var external: [String] = []
    var edges: [GraphEdge] = []
    /// Each shared entity's `declaredBy` and its `sharedBy` joined with commas.
    var entities: [String: [String: String]] = [:]

    init(_ text: String) throws {
        guard
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let version = object["version"] as? Int,
            let modules = object["modules"] as? [[String: Any]],
            let edges = object["edges"] as? [[String: Any]],
            let entities = object["entities"] as? [[String: Any]]
        else { throw GraphError(description: "not the graph's shape: \(text)") }
        #expect(Set(object.keys) == ["version", "modules", "edges", "entities"])
        self.version = version
        for module in modules {
            #expect(
                Set(module.keys) == [
                    "name", "architecture", "spec", "entry", "external", "routesWithoutDestination",
                ])
            guard let name = module["name"] as? String,
                let architecture = module["architecture"] as? String,
                let spec = module["spec"] as? String,
                let entry = module["entry"] as? Bool,
                let external = module["external"] as? Bool,
                let routes = module["routesWithoutDestination"] as? [String]
            else { throw GraphError(description: "a module of another shape: \(module)") }
            architectures[name] = architecture
            specs[name] = spec
            routesWithoutDestination[name] = routes
            if entry { entries.append(name) }
            if external { self.external.append(name) }
        }
        for edge in edges {
            guard let from = edge["from"] as? String, let to = edge["to"] as? String,
                let route = edge["route"] as? String
            else { throw GraphError(description: "an edge of another shape: \(edge)") }
            self.edges.append(GraphEdge(from: from, to: to, label: route))
        }
        for entity in entities {
            guard let name = entity["name"] as? String,
                let sharedBy = entity["sharedBy"] as? [String],
                entity.keys.contains("declaredBy")
            else { throw GraphError(description: "an entity of another shape: \(entity)") }
            self.entities[name] = [
                "declaredBy": entity["declaredBy"] as? String ?? "null",
                "sharedBy": sharedBy.joined(separator: ","),
            ]
        }
    }
}

/// A reader of the Mermaid `graph` writes, strict enough to fail on anything else: a
/// `flowchart LR` line; nodes `id["label"]` (optionally `:::entry`) and `id{{"label"}}`;
/// edges `id -->|"label"| id` and `id -.->|"label"| id`; `classDef` lines. Ids are ASCII
/// letters, digits and `_`; labels hold no `"` and decode `#<code>;` and `<br/>`.
struct MermaidGraph {
    var architectures: [String: String] = [:]
    var entries: [String] = []
    /// The modules of the `class <ids> external` line.
    var external: [String] = []
    var entities: [String] = []
    var edges: [GraphEdge] = []

    init(_ text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "flowchart LR", lines.last == "" else {
            throw GraphError(description: "not a flowchart LR ending with a line break: \(text)")
        }
        lines.removeFirst()
        lines.removeLast()
        var names: [String: String] = [:]
        let id = #"([A-Za-z0-9_]+)"#
        let label = #""([^"]*)""#
        let node = try Regex("^    \(id)\\[\(label)\\](:::entry)?$")
        let entity = try Regex("^    \(id)\\{\\{\(label)\\}\\}$")
        let edge = try Regex("^    \(id) (-->|-\\.->)\\|\(label)\\| \(id)$")
        var pending: [(String, String, String)] = []
        var externalIDs: [String] = []
        let classLine = try Regex("^    class ([A-Za-z0-9_,]+) external$")
        for line in lines {
            if let match = try node.wholeMatch(in: line) {
                let nodeID = String(match.output[1].substring ?? "")
                let parts = String(match.output[2].substring ?? "").components(separatedBy: "<br/>")
                guard parts.count == 2, names[nodeID] == nil else {
                    throw GraphError(description: "a node label of another shape: \(line)")
                }
                let name = try Self.decode(parts[0])
                names[nodeID] = name
                architectures[name] = try Self.decode(parts[1])
                if match.output[3].substring != nil { entries.append(name) }
            } else if let match = try entity.wholeMatch(in: line) {
                let nodeID = String(match.output[1].substring ?? "")
                guard names[nodeID] == nil else {
                    throw GraphError(description: "id twice: \(line)")
                }
                let name = try Self.decode(String(match.output[2].substring ?? ""))
                names[nodeID] = name
                entities.append(name)
            } else if let match = try edge.wholeMatch(in: line) {
                pending.append(
                    (
                        String(match.output[1].substring ?? ""),
                        try Self.decode(String(match.output[3].substring ?? "")),
                        String(match.output[4].substring ?? "")
                    ))
            } else if line.hasPrefix("    classDef ") {
                continue
            } else if let match = try classLine.wholeMatch(in: line) {
                externalIDs += String(match.output[1].substring ?? "").split(separator: ",").map(
                    String.init)
            } else {
                throw GraphError(description: "a line the reader does not know: '\(line)'")
            }
        }
        for (from, edgeLabel, to) in pending {
            guard let fromName = names[from], let toName = names[to] else {
                throw GraphError(description: "an edge between unknown ids \(from), \(to)")
            }
            edges.append(GraphEdge(from: fromName, to: toName, label: edgeLabel))
        }
        for id in externalIDs {
            guard let name = names[id] else {
                throw GraphError(description: "class of an unknown id \(id)")
            }
            external.append(name)
        }
        entries.sort()
        external.sort()
    }

    /// A label's text: `#<decimal>;` is that character; every other character must be one
    /// Mermaid shows as it is.
    static func decode(_ label: String) throws -> String {
        var text = ""
        var rest = Substring(label)
        while let first = rest.first {
            if first == "#" {
                guard let end = rest.firstIndex(of: ";"),
                    let code = UInt32(rest[rest.index(after: rest.startIndex)..<end]),
                    let scalar = Unicode.Scalar(code)
                else { throw GraphError(description: "a bare # in '\(label)'") }
                text.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: end)...]
            } else {
                guard first.isASCII, !"<>&;|{}[]\"".contains(first) else {
                    throw GraphError(description: "'\(first)' unescaped in '\(label)'")
                }
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        return text
    }
}

/// Graphviz's own reading of a DOT text (`dot -Tjson`): nil, with a note, where `dot` is not
/// installed (CI installs Debian's graphviz, and with VIPER_GEN_REQUIRE_ORACLES=1 its absence
/// fails the test).
struct Graphviz {
    var architectures: [String: String] = [:]
    var entries: [String] = []
    /// The modules drawn dashed.
    var external: [String] = []
    var edges: [GraphEdge] = []

    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/dot" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static func read(_ dot: String) throws -> Graphviz? {
        guard let executable else {
            if ProcessInfo.processInfo.environment["VIPER_GEN_REQUIRE_ORACLES"] == "1" {
                Issue.record("Graphviz's dot is required (VIPER_GEN_REQUIRE_ORACLES=1)")
            } else {
                print("note: Graphviz's dot is not installed; the DOT output is not read back")
            }
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tjson"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problems = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, problems.isEmpty else {
            throw GraphError(
                description:
                    "dot refused the text: \(String(decoding: problems, as: UTF8.self))\n\(dot)")
        }
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw GraphError(description: "dot wrote no JSON object")
        }
        var graph = Graphviz()
        var names: [Int: String] = [:]
        for node in object["objects"] as? [[String: Any]] ?? [] {
            guard let index = node["_gvid"] as? Int, let name = node["name"] as? String else {
                continue
            }
            names[index] = name
            if node["shape"] as? String == "hexagon" { continue }
            let label = try unescape(node["label"] as? String ?? "")
            let lines = label.components(separatedBy: "\n")
            guard lines.count == 2, lines[0] == name else {
                throw GraphError(description: "node \(name) has the label '\(label)'")
            }
            graph.architectures[name] = lines[1]
            if node["peripheries"] as? String == "2" { graph.entries.append(name) }
            if node["style"] as? String == "dashed" { graph.external.append(name) }
        }
        for edge in object["edges"] as? [[String: Any]] ?? [] {
            guard let tail = (edge["tail"] as? Int).flatMap({ names[$0] }),
                let head = (edge["head"] as? Int).flatMap({ names[$0] })
            else { throw GraphError(description: "an edge between unknown nodes: \(edge)") }
            graph.edges.append(
                GraphEdge(from: tail, to: head, label: try unescape(edge["label"] as? String ?? ""))
            )
        }
        graph.entries.sort()
        graph.external.sort()
        return graph
    }

    /// A label as Graphviz shows it: `\n` a line break, `\"` and `\\` the character.
    static func unescape(_ label: String) throws -> String {
        var text = ""
        var escaped = false
        for character in label {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "\"", "\\": text.append(character)
                default: throw GraphError(description: "'\\\(character)' in '\(label)'")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                text.append(character)
            }
        }
        return text
    }
}
