import Diagnostics
import Liquid
import TemplateEngine
import Testing

/// The two template languages of viper-gen, Liquid (Generamba's templates) and the
/// Stencil-based TemplateEngine (viper-gen's own sets), are separate engines; this suite
/// fails when they disagree on what both promise: the same text for templates both languages
/// write alike, and the same limits on a render (both read `RenderLimits`).
@Suite struct EngineAgreementTests {
    static let values: [String: any Sendable] = [
        "name": "Cars", "flag": true, "off": false, "n": 3, "a": "x",
        "items": ["one", "two", "three"], "empty": [String](),
    ]

    static var liquidScope: [String: LiquidValue] {
        [
            "name": "Cars", "flag": true, "off": false, "n": 3, "a": "x",
            "items": ["one", "two", "three"], "empty": [],
        ]
    }

    static func stencil(
        _ template: String, partials: [String: String] = [:], context: [String: Any] = values
    ) throws -> String {
        let compiler = TemplateCompiler(templates: partials.merging(["t": template]) { $1 })
        return try compiler.render(template: "t", TemplateContext(context))
    }

    static func liquid(
        _ template: String, partials: [String: String] = [:],
        scope: [String: LiquidValue] = liquidScope
    ) throws -> String {
        try LiquidTemplate(source: template, path: "t").render(scope) { name in
            partials[name].map { ($0, name) }
        }
    }

    @Test(arguments: [
        "Hello {{ name }}!\n",
        "{% if flag %}yes{% else %}no{% endif %}|{% if off %}yes{% else %}no{% endif %}",
        "{% for x in items %}{{ x }},{% endfor %}",
        "{% for x in items %}{% if forloop.first %}[{% endif %}{{ x }}{% if forloop.last %}]{% endif %}{% endfor %}",
        "{% if a == \"x\" %}A{% endif %}{% if n > 2 %}B{% endif %}{% if n < 2 %}C{% endif %}{% if a != \"y\" %}D{% endif %}",
        "{% if flag and off %}1{% endif %}{% if flag or off %}2{% endif %}",
        "{% for x in items %}{% for y in items %}{{ x }}{{ y }} {% endfor %}\n{% endfor %}",
        "{% for x in empty %}x{% endfor %}.",
        // Not here: a line holding only a tag, which viper-gen's Stencil drops whole (its
        // line statements) and Liquid keeps (its newline stays unless `-` trims it).
        "  {{ name }}\n\n{% if flag %}    indented {{ n }}{% endif %}\n",
        "{% include \"part\" %}/{% include \"part\" %}",
    ])
    func sameTextForTemplatesBothWriteAlike(_ template: String) throws {
        let partials = ["part": "[{{ name }}]"]
        #expect(
            try Self.liquid(template, partials: partials)
                == Self.stencil(template, partials: partials))
    }

    /// Three nested loops over a list: within the step limit for 20 items (8,000 turns), past
    /// it for 200 (8,000,000): both engines render the first and refuse the second.
    @Test func sameStepLimit() throws {
        let template =
            "{% for a in xs %}{% for b in xs %}{% for c in xs %}x{% endfor %}{% endfor %}{% endfor %}"
        for (count, withinLimits) in [(20, true), (200, false)] {
            let items = (0..<count).map { String($0) }
            let stencilResult = Result { try Self.stencil(template, context: ["xs": items]) }
            let liquidResult = Result {
                try Self.liquid(template, scope: ["xs": .array(items.map { .string($0) })])
            }
            #expect(((try? stencilResult.get()) != nil) == withinLimits, "Stencil, \(count) items")
            #expect(((try? liquidResult.get()) != nil) == withinLimits, "Liquid, \(count) items")
            if withinLimits { #expect(try stencilResult.get() == liquidResult.get()) }
        }
    }

    @Test func limitsComeFromOnePlace() {
        // The evaluator's budget reads these too (RenderBudget); a change there without a
        // change here cannot compile.
        #expect(RenderLimits.maximumSteps == 2_000_000)
        #expect(RenderLimits.maximumBytes == 16 << 20)
        #expect(RenderLimits.maximumValueBytes == RenderLimits.maximumBytes)
    }
}
