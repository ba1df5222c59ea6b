import Diagnostics
import Foundation
import Liquid
import Testing

/// What each tag and filter renders, as Ruby's Liquid 5.4 renders it (the expected texts
/// were checked with `ruby -rliquid`).
@Suite struct LiquidTagTests {
    static let scope: [String: LiquidValue] = [
        "name": "Cars", "n": 7, "f": 2.5, "t": true, "no": false, "nothing": .nil, "empty": "",
        "list": ["b", "a", "c"], "numbers": [3, 1, 2], "h": ["k": "v"],
        "items": [["k": "x", "n": 2], ["k": "y", "n": 1]],
    ]

    static func render(
        _ source: String, _ scope: [String: LiquidValue] = scope, snippets: [String: String] = [:]
    ) throws -> String {
        try LiquidTemplate(source: source, path: "t.liquid").render(scope) { name in
            snippets[name].map { ($0, "snippets/\(name).liquid") }
        }
    }

    /// `uniq` keeps the first of equal items (an integer and a float of one value are two, as
    /// Ruby's `eql?` has them) and stays linear: 200,000 items are a moment's work, which
    /// took minutes while it searched what it had kept.
    @Test func uniqKeepsTheFirstOfEachAndScales() throws {
        #expect(
            try Self.render(
                "{{ a | uniq | join: ',' }}", ["a": [1, 1.0, 1, "1", 2.5, 2.5, ["k": 1], ["k": 1]]])
                == "1,1.0,1,2.5,{\"k\"=>1}")
        let many = LiquidValue.array((0..<200_000).map { .integer($0 % 1_000) })
        #expect(try Self.render("{{ a | uniq | size }}", ["a": many]) == "1000")
        let keyed = LiquidValue.array((0..<200_000).map { .hash(["k": .integer($0 % 7)]) })
        #expect(try Self.render("{{ a | uniq: 'k' | size }}", ["a": keyed]) == "7")
    }

    @Test(arguments: [
        ("{{ name }}", "Cars"),
        ("{{ n }}|{{ f }}|{{ t }}|{{ no }}|{{ nothing }}|", "7|2.5|true|false||"),
        ("{{ list }}", "bac"), ("{{ h }}", "{\"k\"=>\"v\"}"), ("{{ missing.deep }}", ""),
        ("{{ list.size }}{{ list.first }}{{ list.last }}", "3bc"),
        ("{{ name.size }}{{ name.first }}", "4"),
        ("{{ items[1].k }}{{ list[-1] }}{{ h['k'] }}", "ycv"), ("{{ 1.0 }} {{ 3.10 }}", "1.0 3.1"),
    ])
    func output(_ source: String, _ expected: String) throws {
        #expect(try Self.render(source) == expected)
    }

    @Test(arguments: [
        (
            "{% if t %}a{% endif %}{% if no %}b{% endif %}{% if nothing %}c{% endif %}{% if empty %}d{% endif %}{% if 0 %}e{% endif %}",
            "ade"
        ),
        ("{% if no %}a{% elsif n > 5 %}b{% else %}c{% endif %}", "b"),
        ("{% unless t %}a{% else %}b{% endunless %}", "b"),
        ("{% if t and no or t %}A{% else %}B{% endif %}", "A"),  // t and (no or t)
        ("{% if no and t or t %}A{% else %}B{% endif %}", "B"),  // no and (t or t)
        (
            "{% if list contains 'a' %}1{% endif %}{% if name contains 'ar' %}2{% endif %}{% if h contains 'k' %}3{% endif %}",
            "123"
        ),
        (
            "{% if n == 7.0 %}1{% endif %}{% if 'a' < 'b' %}2{% endif %}{% if n <> 7 %}3{% endif %}{% if empty == empty %}4{% endif %}",
            "12"
        ),
    ])
    func conditions(_ source: String, _ expected: String) throws {
        #expect(try Self.render(source) == expected)
    }

    @Test(arguments: [
        (
            "{% for x in list %}{{ forloop.index }}{{ x }}{% if forloop.last %}.{% endif %}{% endfor %}",
            "1b2a3c."
        ),
        ("{% for x in numbers limit: 2 offset: 1 %}{{ x }}{% endfor %}", "12"),
        ("{% for x in numbers reversed %}{{ x }}{% endfor %}", "213"),
        (
            "{% for i in (1..n) %}{% if i == 2 %}{% continue %}{% endif %}{% if i == 5 %}{% break %}{% endif %}{{ i }}{% endfor %}",
            "134"
        ),
        ("{% for x in nothing %}x{% else %}none{% endfor %}", "none"),
        (
            "{% for a in (1..2) %}{% for b in (1..2) %}{{ forloop.parentloop.index }}{{ b }} {% endfor %}{% endfor %}",
            "11 12 21 22 "
        ),
        (
            "{% for x in numbers limit: 1 %}{{ x }}{% endfor %}{% for x in numbers offset: continue %}{{ x }}{% endfor %}",
            "312"
        ),
        (
            "{% for x in list %}{{ forloop.rindex }}{{ forloop.index0 }}{{ forloop.rindex0 }}{{ forloop.length }}{{ forloop.first }} {% endfor %}",
            "3023true 2113false 1203false "
        ),
    ])
    func loops(_ source: String, _ expected: String) throws {
        #expect(try Self.render(source) == expected)
    }

    @Test(arguments: [
        ("{% case n %}{% when 1 %}one{% when 7, 8 %}seven{% else %}other{% endcase %}", "seven"),
        ("{% case name %}{% when 'Bikes' or 'Cars' %}vehicle{% endcase %}", "vehicle"),
        ("{% case n %}{% when 1 %}one{% else %}other{% endcase %}", "other"),
        ("{% assign x = name | downcase %}{{ x }}", "cars"),
        ("{% capture c %}[{{ name }}]{% endcapture %}{{ c }}{{ c.size }}", "[Cars]6"),
        ("a{% comment %}{{ hidden }}{% endcomment %}b", "ab"),
        ("{% raw %}{{ name }}{% if %}{% endraw %}", "{{ name }}{% if %}"),
        ("{% for i in (1..4) %}{% cycle 'a', 'b', 'c' %}{% endfor %}", "abca"),
        ("{% increment c %}{% increment c %}{% decrement d %}{{ c }}", "01-12"),
        (
            "{% for i in (1..3) %}{% ifchanged %}{{ i | divided_by: 2 }}{% endifchanged %}{% endfor %}",
            "01"
        ),
    ])
    func tags(_ source: String, _ expected: String) throws {
        #expect(try Self.render(source) == expected)
    }

    @Test(arguments: [
        ("a  {%- if t -%}  b  {%- endif -%}  c", "abc"),
        ("a\n{{- name -}}\nb", "aCarsb"),
        // A blank block drops its whitespace.
        ("x\n{% if t %}\n  {% assign y = 1 %}\n{% endif %}\ny", "x\n\ny"),
        ("{% for i in (1..2) %}\n  {{ i }}\n{% endfor %}", "\n  1\n\n  2\n"),
    ])
    func whitespaceControl(_ source: String, _ expected: String) throws {
        #expect(try Self.render(source) == expected)
    }

    @Test(arguments: [
        (
            "{{ 'Hello' | downcase }}{{ 'Hello' | upcase }}{{ 'hELLO wORLD' | capitalize }}",
            "helloHELLOHello world"
        ),
        ("{{ 'a' | append: 'b' | prepend: 'c' }}", "cab"),
        (
            "{{ 'a.b.c' | replace: '.', '/' }}|{{ 'a.b.c' | replace_first: '.', '/' }}",
            "a/b/c|a/b.c"
        ),
        ("{{ 'a.b.c' | remove: '.' }}|{{ 'a.b.c' | remove_first: '.' }}", "abc|ab.c"),
        ("{{ ' x ' | strip }}|{{ ' x ' | lstrip }}|{{ ' x ' | rstrip }}", "x|x | x"),
        (
            "{{ 'a,b' | split: ',' | join: '+' }}|{{ list | sort | join }}|{{ list | reverse | join: '' }}",
            "a+b|a b c|cab"
        ),
        ("{{ list | first }}{{ list | last }}{{ list | size }}{{ 'abc' | size }}", "bc33"),
        (
            "{{ nothing | default: 'd' }}{{ no | default: 'd' }}{{ no | default: 'd', allow_false: true }}{{ empty | default: 'e' }}",
            "ddfalsee"
        ),
        (
            "{{ 4 | plus: 2 }} {{ 4 | minus: 6 }} {{ 3 | times: 1.5 }} {{ 7 | divided_by: 2 }} {{ -7 | divided_by: 2 }} {{ 7 | modulo: 3 }}",
            "6 -2 4.5 3 -4 1"
        ),
        (
            "{{ 1234.5678 | round: -2 }}|{{ '1234.5678' | round: 0.5 }}|{{ 15 | round: -1 }}|{{ '2026-01-02T03:04:05Z' | date: '%Z' }}",
            "1200|1235|20|UTC"
        ),
        (
            "{{ f | round }} {{ 3.14159 | round: 2 }} {{ f | ceil }} {{ f | floor }} {{ -3 | abs }} {{ 0.1 | plus: 0.2 }}",
            "3 3.14 3 2 3 0.3"
        ),
        ("{{ n | at_least: 10 }} {{ n | at_most: 5 }}", "10 5"),
        (
            "{{ '<a href=\"x\">&</a>' | escape }}|{{ '&amp; <' | escape_once }}|{{ '<p>x</p>' | strip_html }}",
            "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;|&amp; &lt;|x"
        ),
        ("{{ 'a b/é' | url_encode }}|{{ 'a+b%2F' | url_decode }}", "a+b%2F%C3%A9|a b/"),
        (
            "{{ 'one two three' | truncate: 9 }}|{{ 'one two three' | truncatewords: 2 }}|{{ 'hello' | slice: 1, 3 }}",
            "one tw...|one two...|ell"
        ),
        (
            "{{ items | map: 'k' | join }}|{{ items | where: 'k', 'y' | map: 'n' | join }}|{{ items | sort: 'n' | map: 'k' | join }}",
            "x y|1|y x"
        ),
        (
            "{{ numbers | concat: list | join: ',' }}|{{ 'a,a,b' | split: ',' | uniq | join }}|{{ list | sort_natural | join }}",
            "3,1,2,b,a,c|a b|a b c"
        ),
        ("{{ 'a\nb' | newline_to_br }}|{{ 'a\nb' | strip_newlines }}", "a<br />\nb|ab"),
        (
            "{{ '2024-03-05 14:07:09' | date: '%Y-%m-%d %H:%M %b %A %j' }}|{{ '26/11/2026' | date: '%Y' }}",
            "2024-03-05 14:07 Mar Tuesday 065|2026"
        ),
        ("{{ name | no_such_filter: 1 }}", "Cars"),
    ])
    func filters(_ source: String, _ expected: String) throws {
        #expect(try Self.render(source) == expected)
    }

    @Test func includesReadSnippets() throws {
        let snippets = ["header": "// {{ name }} by {{ who }}\n", "item": "<{{ item }}>"]
        #expect(
            try Self.render("{% include 'header', who: 'me' %}x", snippets: snippets)
                == "// Cars by me\nx")
        #expect(try Self.render("{% include 'item' for list %}", snippets: snippets) == "<b><a><c>")
        #expect(try Self.render("{% include 'item' with name %}", snippets: snippets) == "<Cars>")
    }

    @Test func generambaSnippetsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "liquid-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "H {{ name }}".write(
            to: folder.appendingPathComponent("header.liquid"), atomically: true, encoding: .utf8)
        try "S".write(
            to: folder.appendingPathComponent("sub/part.liquid"), atomically: true, encoding: .utf8)
        let template = try LiquidTemplate(
            source: "{% include 'header' %}{% include 'sub/part' %}", path: "t.liquid")
        #expect(
            try template.render(Self.scope, includes: LiquidTemplate.snippetsFolder(folder.path))
                == "H CarsS")
        #expect(!LiquidTemplate.isLocalFileSystemName("a"))
        #expect(!LiquidTemplate.isLocalFileSystemName("../x"))
        #expect(!LiquidTemplate.isLocalFileSystemName("a-b"))
        #expect(LiquidTemplate.isLocalFileSystemName("header"))
    }
}
