import Stencil
import Testing

@testable import TemplateEngine
@testable import ViperGenKit

/// `in` (a substring, an element) beside `or`, `and` and `not`: the compiled evaluator reads
/// it as Stencil does, whatever precedence a reader might expect.
struct ContainmentOperatorTests {
    @Test(arguments: [
        "{% if \"a\" in word or flag %}yes{% else %}no{% endif %}",
        "{% if \"[\" in type %}yes{% else %}no{% endif %}",
        "{% if \"x\" in type %}yes{% else %}no{% endif %}",
        "{% if not \"a\" in word and flag %}yes{% else %}no{% endif %}",
        "{% if flag or \"a\" in word %}yes{% else %}no{% endif %}",
    ])
    func rendersAsStencilDoes(template: String) throws {
        let context: [String: Any] = ["word": "cat", "flag": false, "type": "[Car]"]
        let compiler = TemplateCompiler(
            templates: ["t": template], stringFilters: SwiftStringFilters.all)
        let compiled = try compiler.render(template: "t", TemplateContext(context))
        let stencil = try Template(templateString: template, environment: Environment()).render(
            context)
        #expect(
            compiled == stencil,
            "\(template): compiled \(compiled), stencil \(stencil), program \(compiler.hasProgram(template: "t"))"
        )
    }
}
