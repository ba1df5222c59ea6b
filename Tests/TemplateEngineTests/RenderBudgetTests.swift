import Foundation
import Stencil
import Testing

@testable import TemplateEngine
@testable import ViperGenKit

/// The render limits (`RenderBudget`): both engines count the same steps and bytes, stop at
/// the first turn past a limit, and say where; and the `for` that counts for Stencil loops
/// as Stencil's own does.
struct RenderBudgetTests {
    /// A loop whose turn costs 1,001 steps: itself and 500 `if`/`endif` pairs that render nothing.
    static let costlyLoop =
        "{% for item in items %}" + String(repeating: "{% if flag %}{% endif %}", count: 500)
        + "{% endfor %}"
    /// A loop whose turns write 8 KiB each.
    static let wordyLoop =
        "{% for item in items %}" + String(repeating: "x", count: 8192) + "{% endfor %}"

    static func context(items count: Int) -> TemplateContext {
        TemplateContext(["module": "Cars", "items": (0..<count).map { "item\($0)" }, "flag": false])
    }

    /// The template as written, rendered by the evaluator, or with whitespace control, which
    /// only Stencil renders.
    static func compiler(_ template: String, stencil: Bool) -> TemplateCompiler {
        let text = stencil ? template.replacingOccurrences(of: "{% for", with: "{%- for") : template
        let compiler = TemplateCompiler(
            templates: ["t": text], stringFilters: SwiftStringFilters.all)
        #expect(compiler.hasProgram(template: "t") == !stencil)
        return compiler
    }

    @Test func aTurnCostsItselfAndTheTokensOfItsBodyOutsideInnerLoops() {
        let tokens = Template(
            templateString:
                "a{% for x in y %}b{{ x }}{% for z in x %}c{% endfor %}{% empty %}d{% endfor %}e"
        ).tokens
        let costs = RenderBudget.costs(of: tokens)
        let loops = tokens.filter { $0.contents.hasPrefix("for ") }
        #expect(costs.template == 5, "a, the outer for, its empty part (d, endfor), e")
        #expect(costs.loops[ObjectIdentifier(loops[0])] == 4, "the turn, b, {{ x }}, the inner for")
        #expect(costs.loops[ObjectIdentifier(loops[1])] == 2, "the turn, c")
    }

    /// 1 + 1,998 turns of 1,001 steps is 1,999,999 steps; one turn more crosses 2,000,000.
    @Test(arguments: [false, true])
    func bothEnginesStopAtTheSameStep(stencil: Bool) throws {
        #expect(RenderBudget.maximumSteps == 2_000_000)
        let compiler = Self.compiler(Self.costlyLoop, stencil: stencil)
        _ = try compiler.render(template: "t", Self.context(items: 1998))
        let error = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "t", Self.context(items: 1999))
        }
        #expect(error.reason == RenderBudget.reason(.steps, module: "Cars"))
        let token = try #require(error.token)
        if stencil {
            #expect(token.contents == "for item in items")
        } else {
            #expect(
                compiler.place(of: token).map { "\($0.template):\($0.line):\($0.column)" }
                    == "t:1:1")
        }
    }

    /// 2,048 turns of 8 KiB are 16 MiB; one turn more crosses the limit.
    @Test(arguments: [false, true])
    func bothEnginesStopAtTheSameByte(stencil: Bool) throws {
        #expect(RenderBudget.maximumBytes == 16 << 20)
        let compiler = Self.compiler(Self.wordyLoop, stencil: stencil)
        #expect(
            try compiler.render(template: "t", Self.context(items: 2048)).utf8.count == 16 << 20)
        let error = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "t", Self.context(items: 2049))
        }
        #expect(error.reason == RenderBudget.reason(.bytes, module: "Cars"))
    }

    /// The finding: five nested loops over 100 use cases would take 10^10 turns. The
    /// evaluator stops at the outermost loop, in a fraction of the time (Stencil's run is in
    /// the bad-input corpus, and takes a few seconds).
    @Test(arguments: [false])
    func nestedLoopsStopAtTheOutermost(stencil: Bool) throws {
        let template =
            "// head\n" + String(repeating: "{% for x in items %}", count: 5) + "x"
            + String(repeating: "{% endfor %}", count: 5)
        let compiler = Self.compiler(template, stencil: stencil)
        let error = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "t", Self.context(items: 100))
        }
        #expect(
            error.reason.hasPrefix(
                "rendering this template for 'Cars' takes more than 2000000 steps"))
        let token = try #require(error.token)
        if stencil {
            #expect(token.sourceMap.location.lineNumber == 2)
        } else {
            #expect(
                compiler.place(of: token).map { "\($0.template):\($0.line):\($0.column)" }
                    == "t:2:1")
        }
    }

    /// Includes multiply too, with no loop at all: ten includes of ten includes of … .
    @Test func includesThatFanOutStopAtTheOutermostInclude() throws {
        var templates = ["t": "// head\n{% include \"p1\" %}\n"]
        for level in 1...9 {
            templates["p\(level)"] = String(repeating: "{% include \"p\(level + 1)\" %}", count: 10)
        }
        templates["p10"] = "x"
        let compiler = TemplateCompiler(templates: templates, stringFilters: SwiftStringFilters.all)
        let error = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "t", Self.context(items: 0))
        }
        #expect(error.reason == RenderBudget.reason(.steps, module: "Cars"))
        #expect(
            compiler.place(of: try #require(error.token)).map {
                "\($0.template):\($0.line):\($0.column)"
            } == "t:2:1")
    }

    /// 1 MiB of text.
    static let long = String(repeating: "ab", count: 1 << 19)

    /// `items` and `flag` as above, `long` and `other` (1 MiB each), `needle` (2 KB),
    /// `copies` (20 of `long`), `many` (1,000 of it: a gigabyte to print).
    static func textContext(items count: Int) -> TemplateContext {
        TemplateContext([
            "module": "Cars", "items": (0..<count).map { "item\($0)" }, "flag": false, "long": long,
            "other": long,
            "needle": String(repeating: "ab", count: 1000) + "c",
            "copies": Array(repeating: long, count: 20),
            "many": Array(repeating: long, count: 1000),
        ])
    }

    /// The error `template` gives for `items` items, from the evaluator or from Stencil,
    /// with where it is; `nil` if it renders.
    static func error(_ template: String, stencil: Bool, items: Int) throws -> TemplateSyntaxError?
    {
        try located(template, stencil: stencil, items: items)?.error
    }

    static func located(_ template: String, stencil: Bool, items: Int) throws -> (
        error: TemplateSyntaxError, place: String?
    )? {
        let compiler = Self.compiler(template, stencil: stencil)
        do {
            _ = try compiler.render(template: "t", Self.textContext(items: items))
            return nil
        } catch let error as TemplateSyntaxError {
            let place = error.token.flatMap(compiler.place(of:)).map {
                "\($0.template):\($0.line):\($0.column)"
            }
            return (error, place ?? error.token?.contents)
        }
    }

    /// A comparison reads its texts: 64 turns comparing 1 MiB are 64 MiB, one turn more is past
    /// the limit, reported at the loop.
    @Test(arguments: [false, true])
    func bothEnginesStopAtTheSameProcessedByteOfAComparison(stencil: Bool) throws {
        #expect(RenderBudget.maximumProcessedBytes == 64 << 20)
        let template = "{% for item in items %}{% if long == other %}{% endif %}{% endfor %}"
        #expect(try Self.error(template, stencil: stencil, items: 64) == nil)
        let located = try #require(try Self.located(template, stencil: stencil, items: 65))
        #expect(located.error.reason == RenderBudget.reason(.processedBytes, module: "Cars"))
        #expect(located.place == (stencil ? "for item in items" : "t:1:1"))
    }

    /// A filter reads its input and makes its result: 2 MiB a turn here.
    @Test(arguments: [false, true])
    func bothEnginesStopAtTheSameProcessedByteOfAFilter(stencil: Bool) throws {
        let template = "{% for item in items %}{% if long|lowercase %}{% endif %}{% endfor %}"
        #expect(try Self.error(template, stencil: stencil, items: 32) == nil)
        let error = try #require(try Self.error(template, stencil: stencil, items: 33))
        #expect(error.reason == RenderBudget.reason(.processedBytes, module: "Cars"))
    }

    /// The finding: hundreds of filters over a long value in a loop took a minute and
    /// gigabytes, in a few thousand steps. Both engines stop within the first turn.
    @Test(arguments: [false, true])
    func aChainOfFiltersOverALongValueStopsAtOnce(stencil: Bool) throws {
        // The evaluator has no `split`: it renders the first, Stencil the second.
        let template =
            stencil
            ? "{% for item in items %}{{ long"
                + String(repeating: "|split:\"a\"|join:\"a\"", count: 450) + " }}{% endfor %}"
            : "{% for item in items %}{{ long" + String(repeating: "|lowercase", count: 900)
                + " }}{% endfor %}"
        // Each filter reads the long value and makes another as long (or half a million
        // pieces of it): the count passes 64 MiB a few dozen filters into the first turn.
        let error = try #require(try Self.error(template, stencil: stencil, items: 2))
        #expect(error.reason == RenderBudget.reason(.processedBytes, module: "Cars"))
    }

    /// A value is measured before it is built: 20 items joined by 1 MiB are 19 MiB.
    @Test(arguments: [false, true])
    func aValueLargerThanAFileCouldHoldIsRefusedBeforeItIsBuilt(stencil: Bool) throws {
        let error = try #require(
            try Self.error(
                "{% for item in items %}{{ copies|join:long }}{% endfor %}", stencil: stencil,
                items: 1))
        #expect(error.reason == RenderBudget.reason(.valueBytes, module: "Cars"))
        // A list that prints as a gigabyte (the same text many times, as YAML aliases make it).
        let printed = try #require(
            try Self.error(
                "{% for item in items %}{{ many }}{% endfor %}", stencil: stencil, items: 1))
        #expect(printed.reason == RenderBudget.reason(.valueBytes, module: "Cars"))
    }

    /// What a template prints is counted as it is printed, not when the loop turn ends: 17
    /// prints of 1 MiB cross 16 MiB in the first turn, outside any loop too, where the print
    /// that crosses it is named.
    @Test(arguments: [false, true])
    func printsAreCountedAsTheyAreWritten(stencil: Bool) throws {
        let looped =
            "{% for item in items %}" + String(repeating: "{{ long }}", count: 17) + "{% endfor %}"
        let error = try #require(try Self.error(looped, stencil: stencil, items: 1))
        #expect(error.reason == RenderBudget.reason(.bytes, module: "Cars"))
        let unlooped =
            (stencil ? "x{%- if long %}{% endif %}" : "x{% if long %}{% endif %}")
            + String(repeating: "\n{{ long }}", count: 17)
        let located = try #require(try Self.located(unlooped, stencil: stencil, items: 1))
        #expect(located.error.reason == RenderBudget.reason(.bytes, module: "Cars"))
        // Stencil's own lexer (for whitespace control) places a repeated line at its first
        // occurrence; the compiler's tokens know their lines.
        #expect(located.place == (stencil ? "long" : "t:18:1"))
    }

    /// `in` searches a text as a naive search would, which Foundation may take seconds for (a
    /// 2 KB needle in 900 KB, 16 s): counted before it searches, so refused at once.
    @Test(arguments: [false, true])
    func aSearchIsCountedBeforeItSearches(stencil: Bool) throws {
        // 2,001 bytes compared at each of a million places: 2 GB, past 64 MiB in one search.
        #expect(
            RenderBudget.searchCost(text: Self.long.utf8.count, needle: 2_001)
                > RenderBudget.maximumProcessedBytes)
        let error = try #require(
            try Self.error(
                "{% for item in items %}{% if needle in long %}{% endif %}{% endfor %}",
                stencil: stencil, items: 1))
        #expect(error.reason == RenderBudget.reason(.processedBytes, module: "Cars"))
        // Looking in a list goes through its elements, which cost 16 bytes each however short:
        // 2,000 turns over 2,000 are 64,000,000 bytes, 2,100 over 2,100 are past 64 MiB.
        let list = "{% for item in items %}{% if 1 in items %}{% endif %}{% endfor %}"
        #expect(try Self.error(list, stencil: stencil, items: 2000) == nil)
        #expect(
            try Self.error(list, stencil: stencil, items: 2100)?.reason
                == RenderBudget.reason(.processedBytes, module: "Cars"))
    }

    /// `default` tells a list from a value that prints as "nil" without printing it, which
    /// for `many` would build a gigabyte.
    @Test func defaultDoesNotPrintAList() throws {
        let compiler = Self.compiler(
            "{% for item in items %}{% if many|default:\"none\" %}yes{% endif %}{% endfor %}",
            stencil: true)
        #expect(
            try compiler.render(template: "t", Self.textContext(items: 20))
                == String(repeating: "yes", count: 20))
        // The filter as Stencil calls it, on a list as Stencil holds it, whose elements count
        // how often they are printed: never.
        let prints = PrintCount()
        let list = TemplateObject.wrapping([
            "many": (0..<3).map { _ in Printed(prints) } as [Any]
        ])["many"]
        #expect(TemplateFilters.defaultValue(list, ["none"]) as? [Any] != nil)
        #expect(prints.count == 0)
    }

    /// How often the `Printed` values that share it were printed.
    final class PrintCount {
        var count = 0
    }

    /// A value that counts its descriptions.
    struct Printed: CustomStringConvertible, CustomDebugStringConvertible {
        let prints: PrintCount
        init(_ prints: PrintCount) { self.prints = prints }
        var description: String {
            prints.count += 1
            return "printed"
        }
        var debugDescription: String { description }
    }

    /// `BudgetedForNode` and the `indent` filter take the place of Stencil's own, so they
    /// must work as those do.
    @Test func theCountingForAndIndentWorkAsStencilsOwn() throws {
        let context: [String: Any] = [
            "items": ["a", "b", "c"],
            "dictionary": ["x": 1, "y": 2],
            "nothing": [String](),
            "word": "abc",
            "flag": true,
            "lines": "a\nb\n\nc",
        ]
        let templates = [
            "{% for x in items %}{{ forloop.counter }}{{ forloop.counter0 }}{{ x }}{% if forloop.first %}^{% endif %}{% if forloop.last %}.{% endif %}{{ forloop.length }}{% endfor %}",
            "{% for key, value in dictionary %}{{ key }}={{ value }};{% endfor %}",
            "{% for key in dictionary %}{{ key }};{% endfor %}",
            "{% for x in items where x != \"b\" %}{{ x }}{{ forloop.length }}{% empty %}none{% endfor %}",
            "{% for x in nothing %}{{ x }}{% empty %}none{% endfor %}",
            "{% for x in missing %}{{ x }}{% empty %}none{% endfor %}",
            "{% for x in items %}{% if x == \"b\" %}{% break %}{% endif %}{{ x }}{% endfor %}",
            "{% for x in items %}{% if x == \"b\" %}{% continue %}{% endif %}{{ x }}{% endfor %}",
            "{% outer: for x in items %}{% for y in items %}{% if y == \"b\" %}{% continue outer %}{% endif %}{{ x }}{{ y }} {% endfor %}{% endfor %}",
            "{% outer: for x in items %}{% for y in items %}{% if y == \"c\" %}{% break outer %}{% endif %}{{ forloop.outer.counter }}{{ forloop.counter }} {% endfor %}{% endfor %}",
            "{% for i in 1...3 %}{{ i }}{% endfor %}{% for i in 3...1 %}{{ i }}{% endfor %}",
            "{% for c in word %}{{ c }}{% endfor %}",
            "{% for x in flag %}{{ x }}{% endfor %}",
            "{% for _, value in dictionary %}{{ value }}{% endfor %}",
            "{% for i in 0...2 %}{% for j in i...2 %}{{ i }}{{ j }} {% endfor %}{% endfor %}",
            "[{{ lines|indent }}][{{ lines|indent:2,\"-\" }}][{{ lines|indent:1,\"\\t\",true }}][{{ lines|indent:0 }}]",
            "{% filter indent:3 %}{% for x in items %}{{ x }}\n{% endfor %}{% endfilter %}",
        ]
        for template in templates {
            let compiler = TemplateCompiler(
                templates: ["t": template], stringFilters: SwiftStringFilters.all)
            let nodes = try compiler.nodes(for: "t")
            #expect(
                nodes.contains { $0 is BudgetedForNode } || template.contains("indent"),
                "\(template)")
            let counted = try compiler.renderWithStencil(nodes, context)
            let stencil = try Template(templateString: template, environment: Environment()).render(
                context)
            #expect(counted == stencil, "\(template)")
        }
    }

    /// `BudgetedIfNode`, `BudgetedVariableNode`, `BudgetedExpression` and the filters that
    /// count what they go through take the place of Stencil's own, so they must work as those
    /// do, errors included.
    @Test func theCountingIfVariablesAndFiltersWorkAsStencilsOwn() throws {
        let context: [String: Any] = [
            "items": ["a", "b", "c"], "numbers": [1, 2, 3], "dictionary": ["x": 1],
            "empty": [String](), "word": "abc",
            "nilWord": "nil", "zero": 0, "one": 1, "half": 0.5, "yes": true, "no": false,
            "nothing": Optional<Any>.none as Any,
            "object": TemplateObject(["name": "Car"]), "nested": [["a", "b"], ["c"]],
            "lines": "a b  c",
        ]
        let templates = [
            "{% if word %}1{% elif yes %}2{% else %}3{% endif %}{% if empty %}1{% elif no %}2{% else %}3{% endif %}",
            "{% ifnot no %}1{% else %}2{% endif %}{% ifnot yes %}1{% endif %}",
            "{% if not word or yes and no %}1{% endif %}{% if (not word or yes) and no %}2{% endif %}{% if not (word == \"abc\") %}3{% endif %}",
            "{% if \"b\" in items %}1{% endif %}{% if \"z\" in items %}2{% endif %}{% if \"bc\" in word %}3{% endif %}{% if 2 in numbers %}4{% endif %}{% if missing in absent %}5{% endif %}",
            "{% if word == \"abc\" %}1{% endif %}{% if one == 1.0 %}2{% endif %}{% if yes == true %}3{% endif %}{% if missing == absent %}4{% endif %}{% if word != 1 %}5{% endif %}",
            "{% if one > zero %}1{% endif %}{% if half >= 1 %}2{% endif %}{% if zero < half %}3{% endif %}{% if word <= 1 %}4{% endif %}",
            "{% if zero %}1{% endif %}{% if half %}2{% endif %}{% if dictionary %}3{% endif %}{% if nothing %}4{% endif %}{% if object %}5{% endif %}",
            "{% if (word == \"abc\") == yes %}1{% endif %}{% if word == not no %}2{% endif %}{% if word != not no %}3{% endif %}",
            "{{ word if yes }}|{{ word if no }}|{{ word if no else one }}|{{ word if no else missing }}|{{ word == \"abc\" }}|{{ \"b\" in items }}",
            "{{ items }}|{{ numbers }}|{{ nested }}|{{ dictionary }}|{{ nothing }}|{{ object.name }}|{{ half }}|{{ missing }}",
            "{{ missing|default:\"d\" }}|{{ nilWord|default:\"d\" }}|{{ nothing|default:\"d\" }}|{{ items|default:\"d\" }}|{{ zero|default:1 }}",
            "{{ items|join:\", \" }}|{{ numbers|join }}|{{ word|join }}|{{ lines|split }}|{{ lines|split:\"  \" }}|{{ items|split }}",
            "{{ word|capitalize }}|{{ items|uppercase }}|{{ numbers|lowercase }}|{{ nested|uppercase }}|{{ dictionary|capitalize }}",
            "{{ word|filter:\"uppercase\" }}|{% filter uppercase %}{{ word }}{% endfilter %}",
            "{% for x in items where x != \"b\" and not no %}{{ x }}{% endfor %}",
        ]
        for template in templates {
            let compiler = TemplateCompiler(
                templates: ["t": template], stringFilters: SwiftStringFilters.all)
            let nodes = try compiler.nodes(for: "t")
            #expect(
                nodes.contains {
                    $0 is BudgetedIfNode || $0 is BudgetedVariableNode || $0 is BudgetedForNode
                }, "\(template)")
            let counted = try compiler.renderWithStencil(nodes, context)
            let stencil = try Template(templateString: template, environment: Environment()).render(
                context)
            #expect(counted == stencil, "\(template)")
        }
        for broken in [
            "{% if ( word %}{% endif %}", "{% if word ) %}{% endif %}",
            "{% if word yes %}{% endif %}", "{% if %}{% endif %}",
            "{% if and word %}{% endif %}", "{% if word not %}{% endif %}", "{% if word %}",
            "{% ifnot a b %}{% endif %}",
            "{{ }}", "{{ word|join:a,b }}", "{% for x in items where ( x %}{% endfor %}",
        ] {
            let ours = #expect(throws: TemplateSyntaxError.self, "\(broken)") {
                let compiler = TemplateCompiler(
                    templates: ["t": broken], stringFilters: SwiftStringFilters.all)
                _ = try compiler.renderWithStencil(try compiler.nodes(for: "t"), context)
            }
            let theirs = #expect(throws: TemplateSyntaxError.self, "\(broken)") {
                _ = try Template(templateString: broken, environment: Environment()).render(context)
            }
            #expect(ours?.reason == theirs?.reason, "\(broken)")
        }
    }

    /// `BudgetedExtendsNode` and `BudgetedBlockNode` take the place of Stencil's `extends` and
    /// `block`, so they must work as those do.
    @Test func theCountingExtendsAndBlockWorkAsStencilsOwn() throws {
        let context: [String: Any] = ["items": ["a", "b", "c"], "word": "abc", "parent": "base"]
        let templates = [
            "base":
                "<{% block head %}H{% endblock %}|{% block body %}B{{ word }}{% endblock %}|{% block tail %}T{% endblock %}>",
            "middle":
                "{% extends \"base\" %}{% block body %}M[{{ block.super }}]{% endblock %}{% block tail %}{% for x in items %}{{ x }}{% endfor %}{% endblock %}",
            "child":
                "{% extends \"middle\" %}{% block body %}C({{ block.super }}){% endblock %}{% block head %}{{ block.super }}{{ block.super }}{% endblock %}",
            "before":
                "text before {% extends \"base\" %}ignored{% block tail %}{% if word %}t{% endif %}{% endblock %} ignored",
            "named": "{% extends parent %}{% block head %}h{% endblock %}",
            "looped": "{% for x in items %}{% block b %}[{{ x }}]{% endblock %}{% endfor %}",
            "overLoop": "{% extends \"looped\" %}{% block b %}<{{ block.super }}>{% endblock %}",
            "nested": "{% block outer %}o{% block inner %}i{% endblock %}{% endblock %}",
            "overNested":
                "{% extends \"nested\" %}{% block inner %}I{{ block.super }}{% endblock %}",
            "included": "{% include \"child\" %}/{% include \"middle\" %}",
        ]
        let compiler = TemplateCompiler(templates: templates, stringFilters: SwiftStringFilters.all)
        let environment = Environment(loader: DictionaryLoader(templates: templates))
        for name in templates.keys.sorted() where name != "base" {
            let counted = try compiler.renderWithStencil(try compiler.nodes(for: name), context)
            let stencil = try environment.loadTemplate(name: name).render(context)
            #expect(counted == stencil, "\(name)")
        }
        let broken = [
            "{% extends %}", "{% extends \"base\" %}{% extends \"base\" %}",
            "{% block %}{% endblock %}", "{% block a b %}{% endblock %}",
        ]
        for text in broken {
            let ours = #expect(throws: TemplateSyntaxError.self, "\(text)") {
                let compiler = TemplateCompiler(
                    templates: ["t": text, "base": "x"], stringFilters: SwiftStringFilters.all)
                _ = try compiler.renderWithStencil(try compiler.nodes(for: "t"), context)
            }
            let theirs = #expect(throws: TemplateSyntaxError.self, "\(text)") {
                _ = try Environment(loader: DictionaryLoader(templates: ["t": text, "base": "x"]))
                    .loadTemplate(name: "t").render(context)
            }
            #expect(ours?.reason == theirs?.reason, "\(text)")
        }
    }

    /// Forty templates that each print the block they extend twice would build 2^40 copies of
    /// it: `block.super` is counted where it is printed, and the render stops at the byte
    /// limit, at the outermost `extends`.
    @Test func blockSuperIsCountedWhereItIsPrinted() throws {
        var templates = [
            "t": "// head\n{% extends \"p40\" %}", "p0": "{% block b %}abcdefgh{% endblock %}",
        ]
        for level in 1...40 {
            templates["p\(level)"] =
                "{% extends \"p\(level - 1)\" %}{% block b %}{{ block.super }}{{ block.super }}{% endblock %}"
        }
        let compiler = TemplateCompiler(templates: templates, stringFilters: SwiftStringFilters.all)
        let error = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "t", Self.context(items: 0))
        }
        #expect(error.reason == RenderBudget.reason(.bytes, module: "Cars"))
        #expect(
            compiler.place(of: try #require(error.token)).map {
                "\($0.template):\($0.line):\($0.column)"
            } == "t:2:1")

        // 2^20 copies of 8 bytes are 8 MiB: within the limit, although building them prints twice as much.
        templates["t"] = "{% extends \"p20\" %}"
        let output = try TemplateCompiler(
            templates: templates, stringFilters: SwiftStringFilters.all
        ).render(template: "t", Self.context(items: 0))
        #expect(output.utf8.count == 8 << 20)
    }

    /// A template that extends itself through a name the variable check cannot read stops at
    /// the limit on depth, where it extends.
    @Test func extendsNestAtMost64Deep() throws {
        let compiler = TemplateCompiler(
            templates: ["t": "// head\n{% extends module %}", "Cars": "{% extends \"t\" %}"],
            stringFilters: SwiftStringFilters.all)
        let error = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "t", Self.context(items: 0))
        }
        #expect(
            error.reason
                == "templates extend each other deeper than 64 levels; does 'Cars' extend itself?")
        #expect(
            compiler.place(of: try #require(error.token)).map {
                "\($0.template):\($0.line):\($0.column)"
            } == "t:2:1")
    }

    /// Ranges are built whole: a `for` counts one before it builds it, anywhere else one is refused.
    @Test func aRangeIsCountedBeforeItIsBuilt() throws {
        let compiler = TemplateCompiler(
            templates: [
                "t": "{% for i in 0...300000000 %}{% endfor %}",
                "u": "{% if 0...300000000 %}{% endif %}",
            ], stringFilters: SwiftStringFilters.all)
        let error = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "t", Self.context(items: 0))
        }
        #expect(error.reason == RenderBudget.reason(.steps, module: "Cars"))
        let refused = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "u", Self.context(items: 0))
        }
        #expect(
            refused.reason.hasPrefix(
                "a range ('0...300000000') may only be the sequence of a 'for' tag"))
    }

    /// `indent:1000000000` would build a gigabyte per line.
    @Test func anIndentPastTheSizeLimitIsRefusedBeforeItIsBuilt() throws {
        let compiler = TemplateCompiler(
            templates: [
                "t": "{{ module|indent:1000000000,\" \",true }}", "u": "{{ module|indent:-1 }}",
            ], stringFilters: SwiftStringFilters.all)
        let error = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "t", Self.context(items: 0))
        }
        #expect(error.reason == RenderBudget.reason(.bytes, module: "Cars"))
        let negative = try #require(throws: TemplateSyntaxError.self) {
            try compiler.render(template: "u", Self.context(items: 0))
        }
        #expect(negative.reason == "'indent' filter width argument must not be negative (-1)")
    }
}
