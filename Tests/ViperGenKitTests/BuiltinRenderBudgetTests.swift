import Diagnostics
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
        // Breaking long lines goes through each a few dozen times, at each of at most 8 depths:
        // the lines it is given, all depths together, stay a small multiple of the text.
        print(
            "\(setName): laid out \(renderer.layoutBytes) bytes, going through \(renderer.layoutWork) characters"
        )
        #expect(
            renderer.layoutWork <= 4 * renderer.layoutBytes,
            "\(setName): \(renderer.layoutWork) characters for \(renderer.layoutBytes) bytes")
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

    /// A spec whose names make a line that cannot be broken is refused at the first such
    /// line: laying out stops there, and the module's other files are not laid out. Breaking
    /// every line of 200 use cases of 20 parameters named with 60 characters, to report one,
    /// took minutes (`lint` of 293 KB: 193 s). Now only the lines before the first unbreakable
    /// one are laid out: with 1 use case 17,658 characters (136,822 before), with 50 466,961
    /// (some 6.8 million before: every file's every line).
    @Test func anUnbreakableLineStopsTheLayoutThere() throws {
        func spec(useCases: Int) -> String {
            let name = String(repeating: "a", count: 60)
            let parameters = (0..<20).map { "\(name)\($0): String" }.joined(separator: ", ")
            return "module: Bigh\nentity: {name: Ent, properties: {id: String}}\nuseCases:\n"
                + (0..<useCases).map { "  - useCase\($0)(\(parameters)) async throws -> String\n" }
                .joined()
        }
        func layoutWork(useCases: Int) throws -> Int {
            let set = try TemplateSet.named("viper", location: nil)
            let renderer = Renderer(templateSet: set)
            let parsed = try SpecParser.parse(
                Data(spec(useCases: useCases).utf8), path: "Bigh.yml")
            let module = try ModuleResolver.resolve(
                parsed, options: GenerationOptions(target: "App"),
                viewModelSuffix: set.manifest.viewModelSuffix)
            do {
                _ = try renderer.render(module)
                Issue.record("the spec of \(useCases) use cases was not refused")
            } catch {
                #expect(
                    error.description.contains(
                        "the spec makes a line of 137 characters in 'Bigh/BighInteractor.swift' that cannot be broken within 100"
                    ), "\(error.description)")
            }
            return renderer.layoutWork
        }
        let one = try layoutWork(useCases: 1)
        let fifty = try layoutWork(useCases: 50)
        print(
            "laying out until the unbreakable line: \(one) characters (1 use case), \(fifty) (50)")
        #expect(one > 0)
        #expect(one <= 40_000, "\(one) characters for 1 use case")
        #expect(fifty <= 1_000_000, "\(fifty) characters for 50 use cases")
    }
}
