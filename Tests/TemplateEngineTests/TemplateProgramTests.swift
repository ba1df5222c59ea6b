import Foundation
import Stencil
import Testing

@testable import Diagnostics
@testable import TemplateEngine
@testable import ViperGenKit

/// The compiled evaluator's semantics, each case checked against Stencil itself: what is
/// true, how values compare, loops, `{{ … if … else … }}`, filters, and which templates
/// are left to Stencil.
struct TemplateProgramTests {
    /// Made fresh for each use: `[String: Any]` is not `Sendable`.
    static var context: [String: Any] {
        [
            "name": "Item",
            "blank": "",
            "nilText": "nil",
            "zero": 0,
            "one": 1,
            "negative": -1,
            "half": 0.5,
            "yes": true,
            "no": false,
            "letters": ["a", "b", "c"],
            "none": [Any](),
            "numbers": [1, 2, 3],
            "mixed": [1, "x", true, 2.5] as [Any],
            "entity": [
                "name": "Item", "flag": true, "properties": [["name": "id"], ["name": "title"]],
            ] as [String: Any],
            "rows": [
                ["name": "x", "on": true], ["name": "y", "on": false], ["name": "z", "on": true],
            ] as [[String: Any]],
            "params": [
                "flag": true,
                "text": "hello world",
                "nothing": Optional<Any>.none as Any,
                "pairs": ["b": 2, "a": 1] as [String: Any],
                "empty": [String: Any](),
                "holes": [1, Optional<Any>.none as Any] as [Any],
                "number": 2.5,
            ] as [String: Any],
        ]
    }

    /// What the evaluator and Stencil render for `template` (the evaluator's `nil` when it
    /// leaves the template to Stencil). The program is also written with `ProgramCodec` and
    /// read back, which must give the same text and render the same.
    static func render(_ template: String, partials: [String: String] = [:]) throws -> (
        program: String?, stencil: String
    ) {
        let compiler = TemplateCompiler(
            templates: partials.merging(["t": template]) { $1 },
            stringFilters: SwiftStringFilters.all)
        let context = TemplateContext(Self.context)
        let stencil = try compiler.renderWithStencil(
            try compiler.nodes(for: "t"), context.stencilDictionary)
        let output = try compiler.renderWithProgram(template: "t", context)
        if let program = compiler.compiledProgram(template: "t"), var scope = context.makeScope() {
            let encoded = ProgramCodec.encode(program)
            #expect(encoded != nil, "\(template)")
            let filters = Dictionary(SwiftStringFilters.all.map { ($0.name, $0.transform) }) {
                first, _ in first
            }
            let decoded = encoded.flatMap {
                ProgramCodec.decode($0, template: "t", stringFilters: filters)
            }
            #expect(decoded.flatMap(ProgramCodec.encode) == encoded, "\(template)")
            let rendered = try? decoded?.render(in: &scope, library: compiler)
            #expect(rendered == output, "\(template)")
        }
        return (output, stencil)
    }

    /// A cut-off or altered program is refused, never read as some other program.
    @Test func damagedProgramTextIsRefused() throws {
        let filters = Dictionary(SwiftStringFilters.all.map { ($0.name, $0.transform) }) {
            first, _ in first
        }
        let shipped = try #require(builtinPrograms["viper"]?["Presenter.swift.stencil"]).program
        for length in stride(from: 0, to: shipped.utf8.count, by: 7) {
            let cut = String(decoding: Array(shipped.utf8.prefix(length)), as: UTF8.self)
            #expect(
                ProgramCodec.decode(cut, template: "t", stringFilters: filters) == nil,
                "\(length) bytes")
        }
        #expect(
            ProgramCodec.decode(shipped + "t1;x", template: "t", stringFilters: filters) == nil,
            "trailing bytes")
        #expect(
            ProgramCodec.decode("1;1;q", template: "t", stringFilters: filters) == nil,
            "unknown node")
        #expect(
            ProgramCodec.decode("1;1;ovp1;x0;1;s6;nosuch0;", template: "t", stringFilters: filters)
                == nil, "unknown filter")
        #expect(
            ProgramCodec.decode("1;1;t99999999999999999999;", template: "t", stringFilters: filters)
                == nil, "overlong number")
        #expect(
            ProgramCodec.decode("1;1;t-1;", template: "t", stringFilters: filters) == nil,
            "negative length")
        #expect(
            ProgramCodec.decode(
                "1;1;ovI9223372036854775808;0;", template: "t", stringFilters: filters) == nil,
            "past Int.max")
        #expect(
            ProgramCodec.decode(
                "1;1;ovI-9223372036854775809;0;", template: "t", stringFilters: filters) == nil,
            "past Int.min")
        #expect(
            ProgramCodec.decode(
                "1;1;ovp1;x0;1;s10;upperFirst0;", template: "t", stringFilters: filters) != nil,
            "a known filter reads")
    }

    /// Renders with both engines, expects the same text from both, and returns it.
    static func same(
        _ template: String, partials: [String: String] = [:],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> String {
        let (program, stencil) = try render(template, partials: partials)
        #expect(program == stencil, "\(template)", sourceLocation: sourceLocation)
        return stencil
    }

    /// `StencilSyntax.smartSplit` has a shortcut for plain words; with and without it, a
    /// tag splits into the words Stencil's own tokens hold.
    @Test(arguments: [
        "name", "  module.name  ", "for item in items", "if a and not b", "x == 1",
        "for a,b in pairs",
        "name|lowerFirst", "value|default:\"x y\"", "'a b' in list", "f(x)", "(a or b) and c",
        "a , b",
        "for x in xs where x.on", "x|join:\", \"", "é in word", "a\u{301} b", "label: for x in y",
        "",
    ])
    func tagWordsMatchStencil(contents: String) throws {
        let token = try #require(Template(templateString: "{% \(contents) %}").tokens.first)
        #expect(StencilSyntax.smartSplit(token.contents) == token.components)
    }

    /// A line of block tags alone leaves nothing behind; anything else on it keeps it.
    @Test func tagOnlyLines() {
        for line in [
            "{% if x %}", "  {% endif %}  ", "\t{% if a %}{% if b %}\r", "{%}", "{% a %} {% b %}",
        ] {
            #expect(LineStatements.isTagOnly(line[...]), "\(line.debugDescription)")
        }
        for line in [
            "", "   ", "x {% if a %}", "{% if a %} x", "{{ name }}", "{% if a", "{ % if a %}",
            "{% a %}{",
        ] {
            #expect(!LineStatements.isTagOnly(line[...]), "\(line.debugDescription)")
        }
    }

    @Test func truthinessOfEmptyListsStringsZeroAndMissingValues() throws {
        let cases: [(String, String)] = [
            ("letters", "T"), ("none", "F"), ("name", "T"), ("blank", "F"), ("zero", "F"),
            ("one", "T"),
            ("negative", "F"), ("half", "T"), ("yes", "T"), ("no", "F"), ("missing", "F"),
            ("entity", "T"),
            ("params.pairs", "T"), ("params.empty", "F"), ("params.nothing", "T"), ("params", "T"),
            ("\"\"", "F"), ("\"x\"", "T"), ("0", "F"), ("0.5", "T"), ("true", "T"), ("false", "F"),
        ]
        for (value, expected) in cases {
            #expect(
                try Self.same("{% if \(value) %}T{% else %}F{% endif %}") == expected, "\(value)")
            #expect(
                try Self.same("{% ifnot \(value) %}F{% else %}T{% endif %}") == expected,
                "ifnot \(value)")
        }
    }

    @Test func comparisonsBetweenNumbersStringsAndBooleans() throws {
        let cases: [(String, String)] = [
            ("one == 1", "T"), ("one == 1.0", "T"), ("one == \"1\"", "F"),
            ("name == \"Item\"", "T"),
            ("yes == true", "T"), ("yes == 1", "F"), ("missing == other", "T"),
            ("missing == name", "F"),
            ("params.nothing == params.nothing", "F"), ("one != 1", "F"), ("name != \"x\"", "T"),
            ("half < one", "T"), ("one <= 1", "T"), ("one > zero", "T"), ("negative >= zero", "F"),
            ("name < \"Z\"", "F"), ("letters.count == 3", "T"), ("entity.count == 3", "T"),
            ("one == 1 == true", "F"), ("one != not yes", "T"), ("not one == 2", "T"),
        ]
        for (condition, expected) in cases {
            #expect(
                try Self.same("{% if \(condition) %}T{% else %}F{% endif %}") == expected,
                "\(condition)")
        }
    }

    @Test func inOnListsAndStrings() throws {
        let cases: [(String, String)] = [
            ("\"a\" in letters", "T"), ("\"d\" in letters", "F"), ("1 in numbers", "T"),
            ("1.0 in numbers", "T"),
            ("true in mixed", "T"), ("\"x\" in mixed", "T"), ("1 in params.holes", "F"),
            ("\"Ite\" in name", "T"),
            ("\"\" in name", "F"), ("name in \"An Item\"", "T"), ("missing in nothing", "T"),
            ("\"a\" in missing", "F"),
            ("letters in letters", "F"), ("\"name\" in entity", "F"),
        ]
        for (condition, expected) in cases {
            #expect(
                try Self.same("{% if \(condition) %}T{% else %}F{% endif %}") == expected,
                "\(condition)")
        }
    }

    @Test func precedenceAndParentheses() throws {
        let conditions = [
            "yes or no and no", "(yes or no) and no", "not yes or yes", "not (yes or yes)",
            "no and no or yes",
            "\"a\" in letters and no", "\"a\" in letters or no", "not \"d\" in letters",
            "one == 1 and not no",
            "( one == 1 ) or ( zero == 1 )",
        ]
        for condition in conditions {
            _ = try Self.same("{% if \(condition) %}T{% else %}F{% endif %}")
        }
    }

    @Test func forloopWhereAndEmpty() throws {
        #expect(
            try Self.same(
                "{% for l in letters %}{{ forloop.counter }}{{ l }}{% if forloop.first %}^{% endif %}{% if not forloop.last %},{% endif %}{% endfor %}"
            )
                == "1a^,2b,3c"
        )
        #expect(
            try Self.same(
                "{% for r in rows where r.on %}{{ r.name }}{{ forloop.counter0 }}/{{ forloop.length }} {% endfor %}"
            )
                == "x0/2 z1/2 ")
        #expect(try Self.same("{% for x in none %}x{% empty %}nothing{% endfor %}") == "nothing")
        #expect(try Self.same("{% for x in missing %}x{% empty %}missing{% endfor %}") == "missing")
        #expect(
            try Self.same("{% for r in rows where r.name == \"q\" %}x{% empty %}none{% endfor %}")
                == "none")
        #expect(
            try Self.same("{% for k, v in params.pairs %}{{ k }}={{ v }};{% endfor %}")
                == "a=1;b=2;")
        #expect(try Self.same("{% for k in params.pairs %}{{ k }}{% endfor %}") == "ab")
        #expect(try Self.same("{% for _, v in params.pairs %}{{ v }}{% endfor %}") == "12")
        #expect(try Self.same("{% for a, b in letters %}{{ a }}{{ b }}{% endfor %}") == "abc")
        #expect(try Self.same("{% for x in name %}x{% empty %}e{% endfor %}") == "e")
        #expect(try Self.same("{% for k, v in forloop %}{{ k }}{% endfor %}") == "")
        _ = try Self.same(
            "{% for l in letters %}{% for k, v in forloop %}{{ k }}={{ v }} {% endfor %}|{% endfor %}"
        )
        _ = try Self.same(
            "{% for r in rows %}{% for p in entity.properties %}{{ forloop.counter }}{{ r.name }}{{ p.name }}{% endfor %}{{ forloop.counter }} {% endfor %}"
        )
        _ = try Self.same(
            "{% for forloop in letters %}{{ forloop }}{% endfor %}{{ forloop.counter }}")
        _ = try Self.same(
            "{{ forloop }}{% for l in letters %}{% if forloop %}{{ forloop.count }}{% endif %}{% endfor %}"
        )
    }

    @Test func conditionalOutput() throws {
        #expect(try Self.same("{{ name if yes else \"no\" }}") == "Item")
        #expect(try Self.same("{{ name if no else \"other\" }}") == "other")
        #expect(try Self.same("[{{ name if no }}]") == "[]")
        #expect(try Self.same("{{ name|lowercase if one == 1 else blank }}") == "item")
        _ = try Self.same("{{ name if no else one == 1 }}")
        _ = try Self.same("{{ name if no else missing }}")
    }

    @Test func printedValues() throws {
        let values = [
            "name", "one", "half", "yes", "letters", "numbers", "mixed", "none", "missing",
            "params.nothing",
            "letters.first", "letters.last", "letters.1", "letters.7", "letters.-1",
            "numbers.count", "name.count",
            "entity.name", "entity.count", "entity.properties.0.name", "rows.last.name",
            "params.holes", "\"text\"",
            "'single'", "12", "1.5", "0.1", "true", "one == 1", "not yes", "(name)",
            "params.number", "yes.count",
            "params.pairs.a", "params.pairs.count", "inf", "Infinity", "nan", "snan", "SNaN",
            "sname", "trueish",
            "falsey", "_name", "9223372036854775807", "-9223372036854775808", "-12", "-1.5",
        ]
        for value in values {
            _ = try Self.same("<{{ \(value) }}>")
        }
    }

    @Test func filtersWithArguments() throws {
        #expect(try Self.same("{{ letters|join:\", \" }}") == "a, b, c")
        #expect(try Self.same("{{ letters|join }}") == "abc")
        #expect(try Self.same("{{ numbers|join:name }}") == "1Item2Item3")
        #expect(try Self.same("{{ name|join:\",\" }}") == "Item")
        #expect(
            try Self.same("{{ name|uppercase }}{{ name|lowercase }}{{ params.text|capitalize }}")
                == "ITEMitemHello World")
        #expect(try Self.same("{{ letters|uppercase }}") == "[\"A\", \"B\", \"C\"]")
        #expect(try Self.same("{{ letters|uppercase|join:\"-\" }}") == "A-B-C")
        #expect(
            try Self.same(
                "{{ name|lowerFirst }} {{ params.text|camelCase }} {{ params.text|pascalCase|swiftString }}"
            )
                == "item helloWorld \"HelloWorld\"")
        #expect(try Self.same("{{ entity.name|plural|snakeCase }}") == "items")
        #expect(try Self.same("{{ missing|lowerFirst }}|{{ missing|uppercase }}") == "|")
        #expect(try Self.same("{{ name | lowerFirst }}") == "item")
        #expect(try Self.same("{{ \"a|b\"|uppercase }}") == "A|B")
        #expect(try Self.same("{{ letters|join:\":\" }}") == "a:b:c")
    }

    @Test func defaultOnMissingAndNullValues() throws {
        #expect(try Self.same("{{ params.absent|default:\"fallback\" }}") == "fallback")
        #expect(try Self.same("{{ params.text|default:\"fallback\" }}") == "hello world")
        #expect(try Self.same("{{ params.nothing|default:\"fallback\" }}") == "fallback")
        #expect(try Self.same("{{ nilText|default:\"fallback\" }}") == "fallback")
        #expect(try Self.same("{{ blank|default:\"fallback\" }}") == "")
        #expect(try Self.same("{{ missing|default:other,name }}") == "Item")
        #expect(try Self.same("{{ missing|default:params.nothing,name }}") == "")
        #expect(try Self.same("{{ missing|default }}") == "")
        #expect(try Self.same("{% if params.absent|default:yes %}T{% endif %}") == "T")
    }

    @Test func includesWithAndWithoutContext() throws {
        let partials = [
            "_p": "[{{ name }}{{ text }}{{ forloop.counter }}{{ counter }}]",
            "_q": "{% include \"_p\" %}",
        ]
        #expect(try Self.same("{% include \"_p\" %}", partials: partials) == "[Item]")
        #expect(
            try Self.same(
                "{% for l in letters %}{% include \"_q\" %}{% endfor %}", partials: partials)
                == "[Item1][Item2][Item3]"
        )
        // The context is a name looked up as it stands, pushed only if it is a plain dictionary.
        #expect(
            try Self.same("{% include \"_p\" params %}", partials: partials) == "[Itemhello world]")
        #expect(
            try Self.same(
                "{% include \"_p\" params.pairs %}{% include \"_p\" entity %}", partials: partials)
                == "[Item][Item]")
        #expect(
            try Self.same(
                "{% for l in letters %}{% include \"_p\" forloop %}{% endfor %}", partials: partials
            )
                == "[Item11][Item22][Item33]")
        // A partial outside the subset leaves the whole render to Stencil, with the same text.
        let (program, stencil) = try Self.render(
            "<{% include \"_b\" %}>",
            partials: ["_b": "{% for l in letters %}{{ l }}{% break %}{% endfor %}"])
        #expect(program == nil)
        #expect(stencil == "<a>")
    }

    /// Columns are counted on from the previous tag of a line; they match counting from the
    /// line's start, in Characters, also after non-ASCII text and across lines.
    @Test func tagColumnsOnLongLines() throws {
        let line = String(repeating: "é{{ a }}x\u{301} {% if b %}", count: 300)
        let text = "{{ first }}\n" + line + "\n  {{ last\n }} {{ after }}"
        let tags = try TemplateTag.pieces(of: text).compactMap { piece -> TemplateTag? in
            if case .tag(let tag, _) = piece { return tag }
            return nil
        }
        // Each repetition is 20 Characters, with its tags at its 2nd and 11th.
        var expected: [(Int, Int)] = [(1, 1)]
        for repetition in 0..<300 {
            expected += [(2, 20 * repetition + 2), (2, 20 * repetition + 11)]
        }
        expected += [(3, 3), (4, 5)]
        #expect(tags.map { [$0.line, $0.column] } == expected.map { [$0.0, $0.1] })
    }

    /// Templates that would exhaust the stack or take minutes to parse are refused, with the
    /// tag where the limit is passed.
    @Test func templatesBeyondTheLimitsAreRefused() throws {
        let cases: [(template: String, reason: String)] = [
            (String(repeating: "{% if yes %}", count: 65), "tags are nested deeper than 64 levels"),
            (
                "{% if " + String(repeating: "not ", count: 100) + "yes %}{% endif %}",
                "this tag has 102 words; a tag may have at most 100"
            ),
            (
                "{{ name if " + String(repeating: "not ", count: 100) + "yes }}",
                "this tag has 103 words; a tag may have at most 100"
            ),
            (
                "{{ name if " + String(repeating: "yes or ", count: 50) + "yes }}",
                "this tag has 103 words; a tag may have at most 100"
            ),
            (
                String(repeating: "{{ name }}", count: 10_001),
                "this template has more than 10000 tags; split it into templates that include each other"
            ),
            (
                "{{ name" + String(repeating: "|lowerFirst", count: 1_001) + " }}",
                "this tag has 1001 '|' and '.' (filters and key-path names); a tag may have at most 1000"
            ),
            (
                "{% for x in entity" + String(repeating: ".name", count: 600) + "|join:"
                    + String(repeating: "|upperFirst", count: 400) + " %}{% endfor %}",
                "this tag has 1001 '|' and '.' (filters and key-path names); a tag may have at most 1000"
            ),
        ]
        for (template, reason) in cases {
            let compiler = TemplateCompiler(
                templates: ["t": template], stringFilters: SwiftStringFilters.all)
            #expect(throws: TemplateSyntaxError.self, "\(reason)") { try compiler.nodes(for: "t") }
            do {
                _ = try compiler.nodes(for: "t")
            } catch let error as TemplateSyntaxError {
                #expect(error.reason == reason)
            }
        }
        // At the limits, both engines still render.
        #expect(
            try Self.same(
                String(repeating: "{% if yes %}", count: 64) + "x"
                    + String(repeating: "{% endif %}", count: 64)) == "x")
        #expect(
            try Self.same(
                "{% if " + String(repeating: "not not ", count: 49) + "yes %}T{% endif %}") == "T")
        #expect(
            try Self.same("{{ name if " + String(repeating: "not not ", count: 48) + "yes }}")
                == "Item")
        #expect(
            try Self.same(
                "{{ name" + String(repeating: "|lowerFirst|upperFirst", count: 500) + " }}")
                == "Item")
        // A comment is not a tag that gets parsed: any number of words.
        #expect(try Self.same("{# " + String(repeating: "word ", count: 1_000) + "#}x") == "x")
    }

    /// A template that includes itself stops at 64 includes instead of exhausting the stack;
    /// 64 nested includes still render.
    @Test func includeCyclesAreRefused() throws {
        for partials in [
            ["_a": "{% include \"_a\" %}"],
            ["_a": "x{% include \"_b\" %}", "_b": "{% include \"_a\" %}"],
        ] {
            let compiler = TemplateCompiler(
                templates: partials.merging(["t": "{% include \"_a\" %}"]) { $1 },
                stringFilters: SwiftStringFilters.all)
            #expect(
                try compiler.renderWithProgram(template: "t", TemplateContext(Self.context)) == nil)
            do {
                _ = try compiler.render(template: "t", TemplateContext(Self.context))
                Issue.record("an include cycle rendered")
            } catch let error as TemplateSyntaxError {
                #expect(error.reason.hasPrefix("includes nest deeper than 64 levels; does '_"))
            }
        }
        var chain = ["t": "{% include \"_1\" %}"]
        for level in 1...64 {
            chain["_\(level)"] = level == 64 ? "end" : "{% include \"_\(level + 1)\" %}"
        }
        #expect(try Self.same("{% include \"_1\" %}", partials: chain) == "end")
    }

    @Test func commentsAndLineStatements() throws {
        #expect(try Self.same("a{# note #}b\n{% if yes %}\nc\n{% endif %}\nd") == "ab\nc\nd")
    }

    /// What the evaluator leaves to Stencil: whole templates outside the subset, and single
    /// renders where Stencil would hand out a value the evaluator does not model.
    @Test func unsupportedTemplatesRenderWithStencil() throws {
        let unsupported = [
            "{% for l in letters %}{{ l }}{% break %}{% endfor %}",
            "{% for l in letters %}{% continue %}{% endfor %}",
            "{% outer: for l in letters %}{{ l }}{% endfor %}",
            "{% filter uppercase %}x{% endfilter %}",
            "{% block b %}x{% endblock %}",
            "{{ name|split:\"t\" }}",
            "{{ letters|indent:2 }}",
            "{% for i in 1...3 %}{{ i }}{% endfor %}",
            "{{ letters[one] }}",
            "a {%- if yes %} b {% endif -%} c",
            "{{ name junk }}",
            "{{ name. }}",
            "{% for _internal_forloop_break in letters %}{{ name }}{% endfor %}",
        ]
        for template in unsupported {
            let (program, _) = try Self.render(template)
            #expect(program == nil, "\(template)")
        }
        // (Stencil crashes on `last` of an empty list, so that one is not rendered by it here.)
        for escaping in [
            "{{ name.first }}", "{{ none.last }}", "{% for x in entity %}{{ x }}{% endfor %}",
            "{{ one|lowerFirst }}",
            "{{ name|join:\",\",\";\" }}", "{{ name|uppercase:\"x\" }}",
        ] {
            let compiler = TemplateCompiler(
                templates: ["t": escaping], stringFilters: SwiftStringFilters.all)
            #expect(compiler.hasProgram(template: "t"), "\(escaping)")
            #expect(
                try compiler.renderWithProgram(template: "t", TemplateContext(Self.context)) == nil,
                "\(escaping)")
        }
        #expect(try Self.render("{% for x in entity %}{{ x }}{% endfor %}").stencil == "values")
        // The compiler renders them with Stencil, which reports its errors as before.
        let compiler = TemplateCompiler(
            templates: ["t": "{{ one|lowerFirst }}"], stringFilters: SwiftStringFilters.all)
        #expect(throws: (any Error).self) {
            try compiler.render(template: "t", TemplateContext(Self.context))
        }
        let fine = TemplateCompiler(
            templates: ["t": "{{ name|split:\"t\"|join:\"+\" }}"],
            stringFilters: SwiftStringFilters.all)
        #expect(try fine.render(template: "t", TemplateContext(Self.context)) == "I+em")
    }
}
