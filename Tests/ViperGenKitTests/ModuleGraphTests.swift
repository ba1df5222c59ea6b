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
        // A module that only declares an entity is not drawn for it.
        #expect(!graph.nodes.map(\.name).contains("Cars"))
        #expect(ModuleGraph.of([orphan], architecture: "viper").entities.isEmpty)
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
