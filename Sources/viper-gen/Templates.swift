import ArgumentParser
import ViperGenKit

struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Work with template sets.",
        subcommands: [List.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the built-in template sets, one line each.")

        func run() throws {
            do {
                var sets: [TemplateSet] = []
                for name in TemplateSet.builtinNames {
                    if let set = try TemplateSet.builtin(named: name) { sets.append(set) }
                }
                let width = sets.map(\.name.count).max() ?? 0
                for set in sets {
                    Console.print(set.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + set.manifest.summary)
                }
            } catch {
                throw Console.fail(error)
            }
        }
    }
}
