import Foundation
import Testing

@testable import TemplateEngine
@testable import ViperGenKit

/// The render limits (`RenderBudget`) never stop a built-in set: every set, in every
/// flavour it supports, renders the largest spec the spec limits allow well within them.
/// (How long that takes is measured by `Scripts/benchmark.py`, in docs/benchmark.md.)
struct BuiltinRenderBudgetTests {
    /// The largest spec: `SpecParser.maximumItems` use cases, routes and properties, each
    /// signature with `SpecParser.maximumParameters` parameters.
    static let largest: ModuleSpec = {
        let yaml = TemplateSamples.large(parameters: SpecParser.maximumParameters)
        return try! SpecParser.parse(Data(yaml.utf8), path: "Large.yml")
    }()

    /// Flavours that between them render every template of every set.
    static let flavours: [(UIFlavor, TestFramework)] = [
        (.uikit, .swiftTesting), (.swiftui, .xctest), (.none, .none),
    ]

    @Test func theLargestSpecIsWithinTheSpecLimitsAndOneMoreOfAnythingIsNot() throws {
        let yaml = TemplateSamples.large(parameters: SpecParser.maximumParameters)
        #expect(yaml.utf8.count <= YAMLLoader.maximumSize)
        #expect(Self.largest.problems.isEmpty)
        #expect(Self.largest.useCases?.count == SpecParser.maximumItems)
        #expect(Self.largest.routes?.count == SpecParser.maximumItems)
        #expect(Self.largest.entity?.properties?.count == SpecParser.maximumItems)
        #expect(
            Self.largest.useCases?.first?.value.parameters.count == SpecParser.maximumParameters)
        for (place, extra, message) in [
            ("routes:\n", "  - extra()\n", "more than \(SpecParser.maximumItems) routes;"),
            ("useCases:\n", "  - extra()\n", "more than \(SpecParser.maximumItems) use cases;"),
            (
                "  name: Item\n  properties:\n", "    extra: Int\n",
                "more than \(SpecParser.maximumItems) entity properties;"
            ),
            (
                "  properties:\n    - p0\n", "    - extra\n",
                "more than \(SpecParser.maximumItems) view model properties;"
            ),
            (
                "  - r0(", "extra: Int, ",
                "route 'r0' has \(SpecParser.maximumParameters + 1) parameters;"
            ),
        ] {
            let more = yaml.replacingOccurrences(of: place, with: place + extra)
            let refused = try SpecParser.parse(Data(more.utf8), path: "Large.yml")
            #expect(
                refused.problems.map(\.message).contains { $0.hasPrefix(message) }, "\(message)")
        }
    }

    @Test(arguments: try TemplateCatalog.builtin.allSets().map(\.name))
    func everyBuiltInSetRendersTheLargestSpecWellWithinTheLimits(_ setName: String) throws {
        let set = try TemplateSet.named(setName, location: nil)
        let renderer = Renderer(templateSet: set)
        for (ui, tests) in Self.flavours
        where set.manifest.ui.contains(ui) && set.manifest.tests.contains(tests) {
            do {
                let options = GenerationOptions(target: "App", ui: ui, tests: tests)
                let module = try ModuleResolver.resolve(
                    Self.largest, options: options, viewModelSuffix: set.manifest.viewModelSuffix)
                let files = try renderer.render(module)
                #expect(!files.isEmpty)
                print(
                    "\(setName) \(ui) \(tests): \(files.count) files, \(files.map(\.contents.utf8.count).max() ?? 0) bytes at most"
                )
            }
        }
        let heaviest = renderer.heaviestRender
        print(
            "\(setName): heaviest render \(heaviest.steps) steps, \(heaviest.bytes) bytes, \(heaviest.processedBytes) bytes processed"
        )
        #expect(
            heaviest.steps <= RenderBudget.maximumSteps / 4, "\(setName): \(heaviest.steps) steps")
        #expect(
            heaviest.bytes <= RenderBudget.maximumBytes / 4, "\(setName): \(heaviest.bytes) bytes")
        #expect(
            heaviest.processedBytes <= RenderBudget.maximumProcessedBytes / 4,
            "\(setName): \(heaviest.processedBytes) bytes processed")
    }
}
