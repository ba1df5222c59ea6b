import Foundation

/// The app's modules and the routes between them, as `viper-gen graph` draws them: a node for
/// each module (its name and architecture), an edge for each route that names the module it
/// opens (`showCarDetail(for car: Car) -> CarDetail`), labelled with the route's name. Every
/// list is sorted, so that the same specs always give the same text.
public struct ModuleGraph: Sendable, Equatable {
    public struct Node: Sendable, Equatable {
        public var name: String
        /// The spec's `architecture:`, else the run's default (the config's, else viper).
        public var architecture: String
        /// The spec, as diagnostics name it.
        public var spec: String
        /// The routes that name no module (no `->`), by name: not edges.
        public var routesWithoutDestination: [String]
        /// A module of the config's other specs that a route of the graph opens, or whose
        /// spec declares a shared entity drawn (`--entities`): drawn, but its own routes are
        /// not edges (those without a destination are still listed).
        public var external: Bool

        public init(
            name: String, architecture: String, spec: String,
            routesWithoutDestination: [String] = [], external: Bool = false
        ) {
            self.name = name
            self.architecture = architecture
            self.spec = spec
            self.routesWithoutDestination = routesWithoutDestination
            self.external = external
        }
    }

    public struct Edge: Sendable, Equatable, Comparable {
        public var from: String
        public var to: String
        public var route: String

        public init(from: String, to: String, route: String) {
            self.from = from
            self.to = to
            self.route = route
        }

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to, lhs.route) < (rhs.from, rhs.to, rhs.route)
        }
    }

    /// An entity that modules share (`entity: Car` naming another spec's entity).
    public struct SharedEntity: Sendable, Equatable {
        public var name: String
        /// The module whose spec declares it; nil when no spec read declares it.
        public var declaredBy: String?
        public var sharedBy: [String]

        public init(name: String, declaredBy: String?, sharedBy: [String]) {
            self.name = name
            self.declaredBy = declaredBy
            self.sharedBy = sharedBy
        }
    }

    public var nodes: [Node]
    public var edges: [Edge]
    /// Empty unless asked for (`--entities`).
    public var entities: [SharedEntity]
    /// The modules that a route of a spec not drawn opens (the config's other specs, and
    /// external modules, whose routes are not edges): never entry modules.
    public var openedOutside: Set<String>

    public init(
        nodes: [Node], edges: [Edge], entities: [SharedEntity] = [],
        openedOutside: Set<String> = []
    ) {
        self.nodes = nodes.sorted { $0.name < $1.name }
        self.edges = edges.sorted()
        self.entities = entities.sorted { $0.name < $1.name }
        self.openedOutside = openedOutside
    }

    /// Whether no route of another module opens `module`, among the specs drawn and the
    /// config's other specs: where the app starts, or a module nothing leads to yet. A route
    /// of a module to itself does not count; any other does, a route back included (`back()
    /// -> Cars` in CarDetail, which Cars opens, leaves neither an entry).
    public func isEntry(_ module: String) -> Bool {
        !openedOutside.contains(module) && !edges.contains { $0.to == module && $0.from != module }
    }

    /// The graph of `specs` (valid, with distinct modules). `architecture` is the run's
    /// default; `others`, the config's other specs, give the modules routes open outside
    /// `specs` and the entities declared there; with `entities`, the shared entities.
    public static func of(
        _ specs: [ModuleSpec], architecture: String, others: [ModuleSpec] = [],
        entities: Bool = false
    ) -> ModuleGraph {
        let names = Set(specs.map(\.module.value))
        func node(_ spec: ModuleSpec, external: Bool) -> Node {
            Node(
                name: spec.module.value,
                architecture: spec.architecture?.value ?? architecture, spec: spec.path,
                routesWithoutDestination: (spec.routes ?? []).filter { $0.value.destination == nil }
                    .map(\.value.name).sorted(),
                external: external)
        }
        var nodes = specs.map { node($0, external: false) }
        var edges: [Edge] = []
        var reached: Set<String> = []
        for spec in specs {
            for route in spec.routes ?? [] {
                guard let destination = route.value.destination?.value else { continue }
                edges.append(
                    Edge(from: spec.module.value, to: destination, route: route.value.name))
                if !names.contains(destination) { reached.insert(destination) }
            }
        }
        var openedOutside: Set<String> = []
        for other in others {
            for route in other.routes ?? [] {
                guard let destination = route.value.destination?.value,
                    destination != other.module.value
                else { continue }
                openedOutside.insert(destination)
            }
        }
        var shared: [SharedEntity] = []
        if entities {
            for name in SharedModels.sharedNames(in: specs) {
                let declaring = (specs + others).first {
                    SharedModels.declaredEntityName(of: $0)?.value == name
                }
                let users = specs.filter {
                    $0.entity?.isShared == true && $0.entity?.name?.value == name
                }
                if let declaring, !names.contains(declaring.module.value) {
                    reached.insert(declaring.module.value)
                }
                shared.append(
                    SharedEntity(
                        name: name, declaredBy: declaring?.module.value,
                        sharedBy: users.map(\.module.value).sorted()))
            }
        }
        for other in others where reached.contains(other.module.value) {
            reached.remove(other.module.value)
            nodes.append(node(other, external: true))
        }
        return ModuleGraph(
            nodes: nodes, edges: edges, entities: shared, openedOutside: openedOutside)
    }
}

/// The formats `viper-gen graph` writes.
public enum GraphFormat: String, Sendable, CaseIterable {
    /// A Mermaid flowchart, which GitHub and most documentation sites draw in Markdown.
    case mermaid
    /// Graphviz's DOT language.
    case dot
    /// JSON for tools, in the shape `ModuleGraph.json` documents.
    case json
}

extension ModuleGraph {
    /// The version of the JSON shape; raised when a field changes meaning or goes away (a new
    /// field does not raise it).
    public static let jsonVersion = 1

    /// The graph in `format`, ending with a line break.
    public func text(_ format: GraphFormat) -> String {
        switch format {
        case .mermaid: mermaid
        case .dot: dot
        case .json: json
        }
    }

    // MARK: Mermaid

    /// Mermaid's default `maxEdges` and `maxTextSize` (in UTF-16 code units): past either,
    /// Mermaid, and so GitHub, draws an error instead of the flowchart.
    public static let mermaidMaxEdges = 500
    public static let mermaidMaxTextSize = 50_000

    /// Why Mermaid would not draw `text` (a `mermaid`) with its default limits, or nil.
    public static func mermaidLimitProblem(_ text: String) -> String? {
        let edges = text.split(separator: "\n").count {
            $0.contains(" -->|") || $0.contains(" -.->|")
        }
        let size = text.utf16.count
        var over: [String] = []
        if edges > mermaidMaxEdges {
            over.append("\(edges) edges (Mermaid draws at most \(mermaidMaxEdges) by default)")
        }
        if size > mermaidMaxTextSize {
            over.append(
                "\(size) characters (Mermaid reads at most \(mermaidMaxTextSize) by default)")
        }
        guard !over.isEmpty else { return nil }
        return "the Mermaid graph has \(over.joined(separator: " and ")): GitHub and most "
            + "Markdown sites will not draw it; use --format dot, or name fewer specs"
    }

    /// A `flowchart LR`. Node ids are made of the names' ASCII letters and digits, with a
    /// number where two would be one; labels are quoted with every other character written
    /// as Mermaid's `#<code>;`, so any module name shows as it is. Entry modules have the
    /// class `entry` (a thick border), external ones the class `external` (a dashed border);
    /// shared entities are hexagons with dashed edges.
    public var mermaid: String {
        var ids = IdentifierPool()
        var text = "flowchart LR\n"
        var moduleIDs: [String: String] = [:]
        var external: [String] = []
        for node in nodes {
            let id = ids.take("m_" + node.name)
            moduleIDs[node.name] = id
            let label =
                Self.mermaidLabel(node.name) + "<br/>" + Self.mermaidLabel(node.architecture)
            text += "    \(id)[\"\(label)\"]"
            if isEntry(node.name) { text += ":::entry" }
            text += "\n"
            if node.external { external.append(id) }
        }
        for edge in edges {
            guard let from = moduleIDs[edge.from], let to = moduleIDs[edge.to] else { continue }
            text += "    \(from) -->|\"\(Self.mermaidLabel(edge.route))\"| \(to)\n"
        }
        for entity in entities {
            let id = ids.take("e_" + entity.name)
            text += "    \(id){{\"\(Self.mermaidLabel(entity.name))\"}}\n"
            if let declaring = entity.declaredBy.flatMap({ moduleIDs[$0] }) {
                text += "    \(declaring) -.->|\"declares\"| \(id)\n"
            }
            for module in entity.sharedBy {
                guard let user = moduleIDs[module] else { continue }
                text += "    \(user) -.->|\"shares\"| \(id)\n"
            }
        }
        if !external.isEmpty {
            text += "    class \(external.joined(separator: ",")) external\n"
        }
        text += "    classDef entry stroke-width:3px\n"
        if !external.isEmpty { text += "    classDef external stroke-dasharray:5 5\n" }
        return text
    }

    /// `text` for a quoted Mermaid label: ASCII letters, digits, space and `_-.,:()/` as they
    /// are, every other character as `#<decimal code>;`.
    static func mermaidLabel(_ text: String) -> String {
        var label = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || " _-.,:()/".unicodeScalars.contains(scalar)
            {
                label.unicodeScalars.append(scalar)
            } else {
                label += "#\(scalar.value);"
            }
        }
        return label
    }

    // MARK: DOT

    /// A `digraph`: modules by their names, quoted; shared entities by `entity:<name>` (with
    /// as many `_` before it as keep it from any module's name). Entry modules have a double
    /// border; modules outside the specs drawn, a dashed one.
    public var dot: String {
        var entityPrefix = "entity:"
        while nodes.contains(where: { $0.name.hasPrefix(entityPrefix) }) {
            entityPrefix = "_" + entityPrefix
        }
        var text = "digraph modules {\n    rankdir=LR;\n    node [shape=box];\n"
        for node in nodes {
            text +=
                "    \(Self.dotQuoted(node.name)) [label=\(Self.dotQuoted(node.name + "\n" + node.architecture))"
            if isEntry(node.name) { text += ", peripheries=2" }
            if node.external { text += ", style=dashed" }
            text += "];\n"
        }
        for edge in edges {
            text +=
                "    \(Self.dotQuoted(edge.from)) -> \(Self.dotQuoted(edge.to)) [label=\(Self.dotQuoted(edge.route))];\n"
        }
        for entity in entities {
            let id = Self.dotQuoted(entityPrefix + entity.name)
            text += "    \(id) [label=\(Self.dotQuoted(entity.name)), shape=hexagon];\n"
            if let declaring = entity.declaredBy {
                text +=
                    "    \(Self.dotQuoted(declaring)) -> \(id) [label=\"declares\", style=dashed];\n"
            }
            for module in entity.sharedBy {
                text += "    \(Self.dotQuoted(module)) -> \(id) [label=\"shares\", style=dashed];\n"
            }
        }
        text += "}\n"
        return text
    }

    /// `text` as a DOT double-quoted string: backslashes and quotes escaped, a line break as
    /// `\n` (a line break in a label), other control characters dropped.
    static func dotQuoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    // MARK: JSON

    /// The graph for tools (docs/commands.md, graph): `version` (`jsonVersion`), `modules`
    /// (name, architecture, spec, entry, external, routesWithoutDestination), `edges` (from,
    /// to, route) and `entities` (name, declaredBy or null, sharedBy); keys sorted.
    public var json: String {
        let object = JSONGraph(
            version: Self.jsonVersion,
            modules: nodes.map {
                JSONGraph.Module(
                    name: $0.name, architecture: $0.architecture, spec: $0.spec,
                    entry: isEntry($0.name), external: $0.external,
                    routesWithoutDestination: $0.routesWithoutDestination)
            },
            edges: edges.map { JSONGraph.Edge(from: $0.from, to: $0.to, route: $0.route) },
            entities: entities.map {
                JSONGraph.Entity(name: $0.name, declaredBy: $0.declaredBy, sharedBy: $0.sharedBy)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(object)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct JSONGraph: Encodable {
        struct Module: Encodable {
            var name: String
            var architecture: String
            var spec: String
            var entry: Bool
            var external: Bool
            var routesWithoutDestination: [String]
        }

        struct Edge: Encodable {
            var from: String
            var to: String
            var route: String
        }

        struct Entity: Encodable {
            var name: String
            var declaredBy: String?
            var sharedBy: [String]

            enum CodingKeys: String, CodingKey {
                case name, declaredBy, sharedBy
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                // null, not missing, when no spec declares it.
                try container.encode(declaredBy, forKey: .declaredBy)
                try container.encode(sharedBy, forKey: .sharedBy)
            }
        }

        var version: Int
        var modules: [Module]
        var edges: [Edge]
        var entities: [Entity]
    }
}

/// Mermaid node ids from names: the ASCII letters, digits and underscores of each, the others
/// as `_`, with `_2`, `_3`… after one already taken.
private struct IdentifierPool {
    private var taken: Set<String> = []

    mutating func take(_ name: String) -> String {
        let base = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
                        ? $0 : "_"
                }))
        var id = base
        var number = 2
        while !taken.insert(id).inserted {
            id = "\(base)_\(number)"
            number += 1
        }
        return id
    }
}
