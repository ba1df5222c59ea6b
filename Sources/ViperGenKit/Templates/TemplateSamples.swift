import Foundation
import TemplateEngine

/// Specs that `templates validate` renders a set against, chosen to reach every branch a
/// template can take: many types and effects, inputs and a route that builds a module (its
/// own), the spec `new` derives, and a bare module;
/// and one as large as the spec limits allow, so that a template whose work grows with a
/// power of the spec's size is reported before a user's spec makes it cross a render limit.
/// The first also gives the shape of the render context for the strict-variable check.
public enum TemplateSamples {
    public static let specs: [(name: String, yaml: String)] = [
        (
            "Sample",
            """
            module: Sample
            entity:
              name: Item
              properties:
                id: UUID
                title: String
                price: Double
                note: String?
                tags: [String]
                counts: [String: Int]
                createdAt: Date
                link: URL?
                isPinned: Bool
            viewModel:
              name: ItemRow
              properties:
                - title
                - isPinned
                - priceText: String
            useCases:
              - loadItems(page: Int = 1, pageSize: Int = 20) async throws -> [Item]
              - item(with id: UUID) async throws -> Item?
              - search(_ query: String, in tags: [String]) async -> [Item]
              - pin(_ item: Item) async throws
              - counts() async throws -> [String: Int]
              - filterTags(tags: [String]) -> [String]
              - range() throws -> (min: Double, max: Double)
              - refresh()
            inputs:
              itemID: UUID
            routes:
              - showItem(_ item: ItemRow, animated: Bool)
              - showFilters()
              - dismiss(completion: @escaping @Sendable () -> Void)
              - showRelated(to itemID: UUID) -> Sample
            params: { sample: true }
            """
        ),
        (
            "Derived",
            DerivedSpec.yaml(
                module: "Categories", options: GenerationOptions(),
                regenerate: "viper-gen generate Categories.yml")
        ),
        ("Bare", "module: Settings\n"),
        ("Large", large(parameters: SpecParser.maximumParameters)),
    ]

    /// A spec with as many use cases, routes, entity and view-model properties as a spec may
    /// have (`SpecParser.maximumItems`), each signature with `parameters` parameters of
    /// assorted types and effects; with `SpecParser.maximumParameters`, the largest spec the
    /// limits allow.
    public static func large(parameters: Int) -> String {
        let count = SpecParser.maximumItems
        let types = [
            "String", "Int", "Double", "Bool", "UUID", "Date", "URL?", "[String]", "[String: Int]",
            "String?",
        ]
        let results = [
            " async throws -> [Item]", " async throws -> Item?", " async -> Int", " throws", "",
            " -> Bool",
        ]
        func arguments(_ index: Int) -> String {
            (0..<parameters).map { "a\($0): \(types[($0 + index) % types.count])" }.joined(
                separator: ", ")
        }
        var lines = ["module: Large", "entity:", "  name: Item", "  properties:"]
        lines += (0..<count).map { "    p\($0): \(types[$0 % types.count])" }
        lines += ["viewModel:", "  name: ItemRow", "  properties:"]
        lines += (0..<count).map { "    - p\($0)" }
        lines += ["useCases:"]
        lines += (0..<count).map { "  - u\($0)(\(arguments($0)))\(results[$0 % results.count])" }
        lines += ["routes:"]
        lines += (0..<count).map { "  - r\($0)(\(arguments($0)))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sample specs, parsed; they are part of the executable, so a failure is a bug.
    static func parsed() -> [ModuleSpec] {
        specs.compactMap { sample in
            try? SpecParser.parse(Data(sample.yaml.utf8), path: "\(sample.name).yml")
        }
    }

    /// Whether `spec` is the sample as large as the spec limits allow, which is there for the
    /// render limits, not for the code it renders.
    static func isLarge(_ spec: ModuleSpec) -> Bool {
        spec.path == "Large.yml"
    }

    /// The shape of everything a template can name, from the first sample's context: its
    /// route to its own module builds it, so routes have a `destination`.
    static let contextShape: [String: ContextShape] = {
        let options = GenerationOptions(target: "App")
        guard let spec = parsed().first,
            let module = try? ModuleResolver.resolve(
                spec, options: options, modules: AppModules([spec], options: options)),
            let context = try? RenderContext.make(for: module),
            case .object(let members) = ContextShape(of: context)
        else { return [:] }
        return members
    }()
}
