import Foundation

/// Specs that `templates validate` renders a set against, chosen to reach every branch a
/// template can take: many types and effects, the spec `new` derives, and a bare module.
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
            routes:
              - showItem(_ item: ItemRow, animated: Bool)
              - showFilters()
              - dismiss(completion: @escaping @Sendable () -> Void)
            params: { sample: true }
            """
        ),
        (
            "Derived",
            DerivedSpec.yaml(module: "Categories", options: GenerationOptions(), regenerate: "viper-gen generate Categories.yml")
        ),
        ("Bare", "module: Settings\n"),
    ]

    /// The sample specs, parsed; they are part of the executable, so a failure is a bug.
    static func parsed() -> [ModuleSpec] {
        specs.compactMap { sample in try? SpecParser.parse(Data(sample.yaml.utf8), path: "\(sample.name).yml") }
    }

    /// The shape of everything a template can name, from the first sample's context.
    static let contextShape: [String: ContextShape] = {
        guard let spec = parsed().first,
            let module = try? ModuleResolver.resolve(spec, options: GenerationOptions(target: "App")),
            let context = try? RenderContext.make(for: module),
            case .object(let members) = ContextShape(of: context)
        else { return [:] }
        return members
    }()
}
