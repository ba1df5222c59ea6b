import Foundation
import Testing

@testable import TemplateEngine
@testable import ViperGenKit

/// The compiled evaluator against Stencil: every built-in template of every set, rendered
/// for the sample specs in several flavours, must come out the same from both, and the
/// evaluator must be the one that renders it (a template that silently fell back to
/// Stencil would pass the reference tests but lose the speed).
struct TemplateEngineDifferentialTests {
    /// Built-in templates that use what only Stencil renders (`break`): none today.
    static let stencilOnly: Set<String> = []

    static let flavours: [(UIFlavor, TestFramework, AccessLevel)] = [
        (.uikit, .xctest, .internal),
        (.swiftui, .swiftTesting, .public),
        (.none, .none, .internal),
    ]

    @Test(arguments: try TemplateCatalog.builtin.allSets().map(\.name))
    func everyBuiltInTemplateRendersAsStencilRendersIt(_ setName: String) throws {
        let set = try TemplateSet.named(setName, location: nil)
        let compiler = TemplateCompiler(
            templates: set.templates, stringFilters: SwiftStringFilters.all)
        var compared = 0
        for name in set.templates.keys.sorted() {
            let key = "\(setName)/\(name)"
            #expect(compiler.hasProgram(template: name) != Self.stencilOnly.contains(key), "\(key)")
        }
        for spec in TemplateSamples.parsed() where !TemplateSamples.isLarge(spec) {
            for (ui, tests, access) in Self.flavours
            where set.manifest.ui.contains(ui) && set.manifest.tests.contains(tests) {
                let options = GenerationOptions(
                    target: "App",
                    ui: ui,
                    tests: tests,
                    access: access,
                    params: ["flag": .bool(true), "note": .string("a note"), "nothing": .null]
                )
                let module = try ModuleResolver.resolve(
                    spec, options: options, viewModelSuffix: set.manifest.viewModelSuffix)
                let context = TemplateContext(try RenderContext.make(for: module))
                let flavour = "\(spec.module.value) \(ui) \(tests) \(access)"
                for name in set.templates.keys.sorted() where compiler.hasProgram(template: name) {
                    let stencil = try compiler.renderWithStencil(
                        try compiler.nodes(for: name), context.stencilDictionary)
                    let program = try compiler.renderWithProgram(template: name, context)
                    #expect(program == stencil, "\(setName)/\(name), \(flavour)")
                    compared += 1
                }
                for file in set.manifest.files {
                    var snippets = [file.output]
                    if let condition = file.condition {
                        snippets.append("{% if \(condition) %}yes{% else %}no{% endif %}")
                    }
                    for snippet in snippets {
                        let stencil = try compiler.renderWithStencil(
                            try compiler.nodes(forSnippet: snippet), context.stencilDictionary)
                        #expect(
                            try compiler.render(snippet: snippet, context) == stencil,
                            "\(snippet), \(flavour)")
                    }
                }
            }
        }
        #expect(compared > 0)
    }
}
