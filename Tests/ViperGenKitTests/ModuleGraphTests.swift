import Foundation
import Testing

@testable import ViperGenKit

/// The graph `viper-gen graph` draws, from parsed specs (the formats are read back in
/// ViperGenCLITests' GraphTests).
struct ModuleGraphTests {
    static func spec(_ yaml: String, _ path: String) throws -> ModuleSpec {
        try SpecParser.parse(Data(yaml.utf8), path: path)
    }

    @Test func routesWithADestinationAreEdgesAndTheRestStayOnTheNode() throws {
        let cars = try Self.spec(
            "module: Cars\nroutes:\n  - showHelp()\n  - showCarDetail(for car: Car) -> CarDetail\n  - about() -> About\n",
            "Cars.yml")
        let detail = try Self.spec(
            "module: CarDetail\narchitecture: mvvm\nroutes:\n  - back() -> Cars\n  - again() -> CarDetail\n",
            "CarDetail.yml")
        let lonely = try Self.spec("module: Lonely\n", "Lonely.yml")
        let about = try Self.spec("module: About\narchitecture: mvp\n", "Other/About.yml")

        let graph = ModuleGraph.of([lonely, detail, cars], architecture: "clean", others: [about])

        #expect(graph.nodes.map(\.name) == ["About", "CarDetail", "Cars", "Lonely"])
        #expect(graph.nodes.map(\.architecture) == ["mvp", "mvvm", "clean", "clean"])
        #expect(graph.nodes.map(\.external) == [true, false, false, false])
        #expect(
            graph.nodes.map(\.spec) == [
                "Other/About.yml", "CarDetail.yml", "Cars.yml", "Lonely.yml",
            ])
        #expect(graph.nodes.map(\.routesWithoutDestination) == [[], [], ["showHelp"], []])
        #expect(
            graph.edges == [
                .init(from: "CarDetail", to: "CarDetail", route: "again"),
                .init(from: "CarDetail", to: "Cars", route: "back"),
                .init(from: "Cars", to: "About", route: "about"),
                .init(from: "Cars", to: "CarDetail", route: "showCarDetail"),
            ])
        // A cycle leaves no entry; a module's route to itself does not make it reached.
        #expect(graph.nodes.map(\.name).filter(graph.isEntry) == ["Lonely"])
        #expect(graph.entities.isEmpty)
    }

    @Test func sharedEntitiesNameTheirDeclaringModuleAndTheirUsers() throws {
        let cars = try Self.spec(
            "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\n", "Cars.yml")
        let detail = try Self.spec("module: CarDetail\nentity: Car\n", "CarDetail.yml")
        let editor = try Self.spec("module: CarEditor\nentity: Car\n", "CarEditor.yml")
        let orphan = try Self.spec("module: Boats\nentity: Boat\n", "Boats.yml")

        let graph = ModuleGraph.of(
            [orphan, editor, detail], architecture: "viper", others: [cars], entities: true)

        #expect(
            graph.entities == [
                .init(name: "Boat", declaredBy: nil, sharedBy: ["Boats"]),
                .init(name: "Car", declaredBy: "Cars", sharedBy: ["CarDetail", "CarEditor"]),
            ])
        // The module that declares it, outside the specs drawn, is drawn external, so that
        // every format has its `declares` edge; without `--entities` it is not drawn.
        #expect(graph.nodes.map(\.name) == ["Boats", "CarDetail", "CarEditor", "Cars"])
        #expect(graph.nodes.map(\.external) == [false, false, false, true])
        #expect(graph.mermaid.contains("    m_Cars -.->|\"declares\"| e_Car\n"))
        #expect(graph.mermaid.contains("    class m_Cars external\n"))
        #expect(
            !ModuleGraph.of([orphan, editor, detail], architecture: "viper", others: [cars])
                .nodes.map(\.name).contains("Cars"))
        #expect(ModuleGraph.of([orphan], architecture: "viper").entities.isEmpty)
    }

    /// The routes of the config's other specs count for entries: a module they open is no
    /// entry, whichever specs are drawn; an external module's routes without `->` are listed.
    @Test func routesOfTheConfigsOtherSpecsCountForEntries() throws {
        let cars = try Self.spec(
            "module: Cars\nroutes:\n  - showCarDetail() -> CarDetail\n  - showHelp()\n  - again() -> Cars\n",
            "Cars.yml")
        let detail = try Self.spec(
            "module: CarDetail\nroutes:\n  - back() -> Cars\n", "CarDetail.yml")
        let settings = try Self.spec("module: Settings\n", "Settings.yml")

        let graph = ModuleGraph.of([detail], architecture: "viper", others: [cars, settings])
        #expect(graph.nodes.map(\.name) == ["CarDetail", "Cars"])
        #expect(graph.nodes.map(\.routesWithoutDestination) == [[], ["showHelp"]])
        #expect(graph.nodes.map(\.name).filter(graph.isEntry).isEmpty)
        // Cars's route to itself does not keep it from being an entry.
        let alone = ModuleGraph.of([settings], architecture: "viper", others: [cars])
        #expect(alone.nodes.map(\.name).filter(alone.isEntry) == ["Settings"])
    }

    /// Mermaid's default limits: 500 edges, 50,000 characters.
    @Test func mermaidTextPastMermaidsLimitsIsAProblem() {
        let small = ModuleGraph(
            nodes: [.init(name: "Cars", architecture: "viper", spec: "Cars.yml")],
            edges: (0..<500).map { .init(from: "Cars", to: "Cars", route: "r\($0)") })
        #expect(ModuleGraph.mermaidLimitProblem(small.mermaid) == nil)
        let long = ModuleGraph(
            nodes: [
                .init(
                    name: String(repeating: "Long", count: 12_600), architecture: "viper",
                    spec: "Long.yml")
            ], edges: [])
        #expect(
            ModuleGraph.mermaidLimitProblem(long.mermaid)
                == "the Mermaid graph has \(long.mermaid.utf16.count) characters (Mermaid reads at most 50000 by default): GitHub and most Markdown sites will not draw it; use --format dot, or name fewer specs"
        )
    }

    @Test func labelsAreEscapedForEachFormat() {
        #expect(ModuleGraph.mermaidLabel("car list-2_x.y") == "car list-2_x.y")
        #expect(ModuleGraph.mermaidLabel("a\"b#c<br/>é") == "a#34;b#35;c#60;br/#62;#233;")
        #expect(ModuleGraph.dotQuoted("a\"b\\c\nd\u{7}") == "\"a\\\"b\\\\c\\nd\"")
    }

    /// A shared entity's DOT node is never a module's, whatever the modules are named.
    @Test func dotEntityNodesAreNotModuleNodes() {
        let graph = ModuleGraph(
            nodes: ["entity:Car", "_entity:Car", "Cars"].map {
                .init(name: $0, architecture: "viper", spec: "s.yml")
            },
            edges: [], entities: [.init(name: "Car", declaredBy: "Cars", sharedBy: ["entity:Car"])])
        #expect(graph.dot.contains("    \"__entity:Car\" [label=\"Car\", shape=hexagon];\n"))
        #expect(
            graph.dot.contains(
                "    \"entity:Car\" -> \"__entity:Car\" [label=\"shares\", style=dashed];\n"))
    }

    /// Mermaid ids: letters, digits and `_` only, distinct for names that would make one.
    @Test func mermaidIdsAreSafeAndDistinct() {
        let names = ["car-list", "car list", "car_list", "end", "2Cars", "üñí"]
        let graph = ModuleGraph(
            nodes: names.map { .init(name: $0, architecture: "viper", spec: "s.yml") }, edges: [])
        let ids = graph.mermaid.split(separator: "\n").dropFirst().compactMap { line in
            line.split(separator: "[").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }.filter { !$0.hasPrefix("classDef") }
        #expect(ids.count == names.count)
        #expect(Set(ids).count == names.count)
        #expect(
            ids.allSatisfy {
                $0.hasPrefix("m_")
                    && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            })
    }

    @Test func theJSONShapeHasAVersion() throws {
        let graph = ModuleGraph(
            nodes: [.init(name: "Cars", architecture: "viper", spec: "Cars.yml")], edges: [])
        #expect(
            graph.json == """
                {
                  "edges" : [

                  ],
                  "entities" : [

                  ],
                  "modules" : [
                    {
                      "architecture" : "viper",
                      "entry" : true,
                      "external" : false,
                      "name" : "Cars",
                      "routesWithoutDestination" : [

                      ],
                      "spec" : "Cars.yml"
                    }
                  ],
                  "version" : 1
                }

                """)
    }
}
