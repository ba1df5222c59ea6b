import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

/// `viper-gen graph`: the app's modules and the routes between them, for Mermaid, Graphviz or
/// tools.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the app's modules and the routes between them (Mermaid, DOT or JSON).",
        discussion: """
            A node for each module (its name and architecture), an edge for each route that names \
            the module it opens ('showCarDetail(for car: Car) -> CarDetail'), labelled with the \
            route; modules that no other module's route opens (the config's other specs' \
            routes count) are entry modules. With no \
            arguments, the specs that the config's 'modules:' patterns match. The specs must be \
            valid as for generate (exit 2 otherwise). Prints to stdout, or writes --output, a \
            file below the current folder that is new or a graph (any other file is refused).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid
        case dot
        case json

        var graphFormat: GraphFormat {
            switch self {
            case .mermaid: .mermaid
            case .dot: .dot
            case .json: .json
            }
        }
    }

    @Argument(
        help: "Spec files or directories (default: the config's 'modules:').",
        completion: Completions.specFiles)
    var paths: [String] = []

    @Option(help: "mermaid (a flowchart for Markdown), dot (Graphviz) or json (default: mermaid).")
    var format: Format = .mermaid

    @Option(
        name: [.short, .long],
        help:
            "Write the graph to this file instead of stdout: a new file below the current folder, or a graph written before.",
        completion: .file())
    var output: String?

    @Flag(help: "Also show the entities modules share ('entity: Car' naming another spec's).")
    var entities = false

    @Option(
        help: "Project config (default: the nearest .viper-gen.yml in this folder or above).",
        completion: Completions.specFiles)
    var config: String?

    func validate() throws {
        try PathArguments.requireNonEmpty(
            paths.map { ("a spec path", $0) } + [("--output", output), ("--config", config)])
    }

    func run() throws {
        var flags = RunFlags()
        flags.config = config
        do throws(DiagnosticsError) {
            let graph = try GraphRun.graph(
                paths: paths, flags: flags, entities: entities, output: output,
                workspace: Console.workspace, report: Console.report)
            let text = graph.text(format.graphFormat)
            if format == .mermaid, let problem = ModuleGraph.mermaidLimitProblem(text) {
                Console.report([Diagnostic(.warning, problem, at: nil)])
            }
            if let output {
                try GraphRun.write(text, to: output, workspace: Console.workspace)
            } else {
                Console.print(text, terminator: "")
            }
        } catch {
            throw Console.fail(error)
        }
    }
}
