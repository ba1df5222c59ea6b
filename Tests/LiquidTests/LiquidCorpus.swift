import Liquid

/// Templates of this project's own making that cover Liquid's tags and filters, whitespace
/// control, nesting and Generamba-like headers, with the scope Generamba renders them with.
enum LiquidCorpus {
    static let scope: [String: LiquidValue] = [
        "module_info": .hash([
            "name": "Cars", "file_name": "CarsPresenter.swift",
            "description": "Lists the cars of a garage",
            "project_name": "Garage", "product_module_name": "Garage",
            "project_targets": .array(["Garage", "GarageWidget"]),
            "test_targets": .array(["GarageTests"]),
        ]),
        "developer": .hash(["name": "Ada Lovelace", "company": "Analytical Engines Ltd."]),
        "date": "26/11/2026", "year": "2026", "prefix": "AE",
        "custom_parameters": .hash(["service": "CarsService", "flag": "yes", "count": "3"]),
        "n": 7, "zero": 0, "neg": -3, "pi": 3.14159, "half": 0.5, "big": 1_000_000,
        "empty_string": "", "space": "  padded  ", "t": true, "f": false, "nothing": .nil,
        "words": .array(["banana", "Apple", "cherry", "apple"]),
        "numbers": .array([3, 1, 2, 10]),
        "mixed": .array([1, "two", .nil, 3.5, .array(["a", "b"])]),
        "empty_list": .array([]),
        "cars": .array([
            .hash(["name": "Zoe", "brand": "Renault", "seats": 5, "electric": true]),
            .hash(["name": "Golf", "brand": "VW", "seats": 5, "electric": false]),
            .hash(["name": "Twizy", "brand": "Renault", "seats": 2, "electric": true]),
        ]),
        "html": "<p class=\"x\">Fish & Chips</p><script>alert(1)</script>",
        "multiline": "one\ntwo\r\nthree",
        "url": "a b&c=d/é",
        "sentence": "The quick brown fox jumps over the lazy dog",
        "iso": "2024-03-05 14:07:09",
    ]

    static let snippets: [String: String] = [
        "header":
            "//\n//  {{ module_info.file_name }}\n//  {{ module_info.project_name }}\n//\n//  Created by {{ developer.name }} on {{ date }}.\n//  Copyright © {{ year }} {{ developer.company }}. All rights reserved.\n//\n",
        "item": "[{{ item }}]",
        "with_args": "{{ greeting | default: 'hi' }} {{ with_args }}",
        "nested": "<{% include 'item' %}>",
        "loop":
            "{% for c in cars %}{{ c.name }}{% unless forloop.last %}, {% endunless %}{% endfor %}",
    ]

    static let templates: [String] = [
        // Generamba-like files
        "{% include 'header' %}\nimport UIKit\n\nfinal class {{ module_info.name }}Presenter {\n    weak var view: {{ module_info.name }}ViewInput?\n}\n",
        "{% include 'header' %}\n#import \"{{ prefix }}{{ module_info.name }}Router.h\"\n\n@implementation {{ prefix }}{{ module_info.name }}Router\n\n#pragma mark - Методы {{ module_info.name }}RouterInput\n\n@end\n",
        "protocol {{ module_info.name }}ViewInput: class {\n\n    /**\n        @author {{ developer.name }}\n        Method is used to setup view\n    */\n    func setupInitialState()\n}\n",
        "{% if custom_parameters.service %}let service: {{ custom_parameters.service }}{% else %}// no service{% endif %}\n{{ module_info.name | downcase }} {{ module_info.name | upcase }} {{ module_info.name | append: 'Module' | prepend: prefix }}",
        "{% for target in module_info.project_targets %}{{ target }}{% if forloop.last == false %}, {% endif %}{% endfor %}\n{{ module_info.test_targets }}|{{ module_info.project_targets | join: ' & ' }}",
        "// {{ module_info.description | capitalize }} ({{ year | plus: 1 }})\n// {{ date | replace: '/', '.' }} {{ developer.company | remove: ' Ltd.' }}",
        // whitespace control
        "a  {%- if t -%}  b  {%- endif -%}  c\n{{- 'd' -}}\n  e",
        "{% for w in words -%}\n  {{ w }}\n{%- endfor %}\n|{%- assign x = 1 -%}\n|",
        "x\n{% if t %}\n  {% assign y = 2 %}\n{% endif %}\ny={{ y }}\n{% for i in (1..3) %}\n{% endfor %}end",
        "{% if f %}\n  no\n{% elsif t %}\n  yes\n{% else %}\n  other\n{% endif %}",
        "{% unless f %}u1{% endunless %}{% unless t %}u2{% else %}u3{% endunless %}{% unless t %}a{% elsif t %}b{% endunless %}",
        // case/when
        "{% case module_info.name %}{% when 'Bikes' %}bikes{% when 'Cars', 'Vans' %}cars{% else %}other{% endcase %}",
        "{% case n %}{% when 1 or 7 %}one-or-seven{% when 7 %}seven{% endcase %}|{% case x %}{% when nil %}nil!{% else %}else{% endcase %}",
        "{% case f %}\n  {% when true %}T\n  {% when false %}F\n{% endcase %}",
        // assign / capture
        "{% assign greeting = 'Hello' | append: ', ' | append: developer.name %}{{ greeting }}{% assign list = 'a,b,c' | split: ',' %}{{ list.size }}{{ list.first }}{{ list.last }}",
        "{% capture title %}{{ prefix }}{{ module_info.name }}{% endcapture %}[{{ title }}] {{ title.size }}",
        "{% for i in (1..3) %}{% assign last = i %}{% capture c %}{{ i }}{% endcapture %}{% endfor %}{{ last }}{{ c }}",
        // comment / raw
        "a{% comment %} {{ secret }} {% if x %}y{% endif %} {% endcomment %}b{% raw %}{{ not rendered }} {% if %}{% endraw %}c",
        // for
        "{% for n in numbers limit: 2 %}{{ n }}{% endfor %}|{% for n in numbers offset: 1 %}{{ n }}{% endfor %}|{% for n in numbers reversed %}{{ n }}{% endfor %}",
        "{% for i in (2..n) limit: 3 offset: 1 %}{{ i }}:{{ forloop.index }}/{{ forloop.length }}/{{ forloop.rindex }}/{{ forloop.index0 }}/{{ forloop.rindex0 }} {% endfor %}",
        "{% for x in empty_list %}x{% else %}empty{% endfor %}|{% for x in nothing %}x{% else %}nil{% endfor %}|{% for c in 'text' %}{{ c }}{% endfor %}",
        "{% for i in (1..10) %}{% if i == 3 %}{% continue %}{% endif %}{% if i > 5 %}{% break %}{% endif %}{{ i }}{% endfor %}",
        "{% for a in (1..2) %}{% for b in (1..2) %}{{ forloop.parentloop.index }}{{ forloop.index }} {% endfor %}{% endfor %}",
        "{% for n in numbers limit: 2 %}{{ n }}{% endfor %}/{% for n in numbers offset: continue %}{{ n }}{% endfor %}",
        "{% for c in cars %}{{ forloop.first }}{{ forloop.last }}{{ c.name }}{% endfor %}",
        // cycle / increment / decrement
        "{% for i in (1..5) %}{% cycle 'a', 'b', 'c' %}{% endfor %}|{% cycle 'g': 1, 2 %}{% cycle 'g': 1, 2 %}{% cycle 'g': 1, 2 %}",
        "{% increment k %}{% increment k %}{% decrement d %}{% decrement d %}{{ k }}{{ d }}",
        // output of values
        "{{ n }} {{ pi }} {{ half }} {{ t }} {{ f }} [{{ nothing }}] {{ mixed }} {{ numbers }} {{ empty_list }}",
        "{{ 1.0 }} {{ 3.10 }} {{ -0.5 }} {{ 100 }} {{ 'quoted' }} {{ \"double\" }} {{ nil }} {{ true }} {{ undefined.thing }}",
        "{{ words.size }} {{ words.first }} {{ words.last }} {{ module_info.name.size }} {{ cars[1].name }} {{ words[-1] }} {{ cars.first.brand }}",
        // comparisons and logic
        "{% if n > 5 and n < 10 %}in{% endif %}{% if n == 7.0 %}eq{% endif %}{% if 'abc' < 'abd' %}lt{% endif %}{% if n != 7 %}ne{% endif %}",
        "{% if t and f or t %}A{% else %}B{% endif %}{% if f or t and f %}C{% else %}D{% endif %}{% if f and f or t %}E{% else %}F{% endif %}",
        "{% if words contains 'apple' %}1{% endif %}{% if sentence contains 'fox' %}2{% endif %}{% if module_info contains 'name' %}3{% endif %}{% if numbers contains 2 %}4{% endif %}",
        "{% if zero %}zero-true{% endif %}{% if empty_string %}empty-true{% endif %}{% if empty_list %}list-true{% endif %}{% if nothing %}x{% else %}nil-false{% endif %}",
        "{% if empty_string == empty %}E{% endif %}{% if empty_list == empty %}L{% endif %}{% if words == empty %}W{% endif %}{% if nothing == blank %}B{% endif %}",
        // string filters
        "{{ space | strip }}|{{ space | lstrip }}|{{ space | rstrip }}|{{ multiline | strip_newlines }}|{{ multiline | newline_to_br }}",
        "{{ html | escape }}|{{ html | strip_html }}|{{ '&amp; < &#39;' | escape_once }}|{{ url | url_encode }}|{{ 'a+b%20c%C3%A9' | url_decode }}",
        "{{ sentence | truncate: 20 }}|{{ sentence | truncate: 20, '…' }}|{{ sentence | truncatewords: 3 }}|{{ sentence | truncatewords: 3, '--' }}|{{ 'short' | truncate: 10 }}",
        "{{ sentence | split: ' ' | reverse | join: ',' }}|{{ 'a-b-c' | split: '-' | first }}|{{ 'abc' | split: '' | join: '.' }}",
        "{{ 'hello' | slice: 1 }}|{{ 'hello' | slice: 1, 3 }}|{{ 'hello' | slice: -3, 2 }}|{{ numbers | slice: 1, 2 }}",
        "{{ 'aXbXc' | replace: 'X', '-' }}|{{ 'aXbXc' | replace_first: 'X', '-' }}|{{ 'aXbXc' | remove: 'X' }}|{{ 'aXbXc' | remove_first: 'X' }}",
        "{{ 'élan VITAL' | capitalize }}|{{ 'ÉLAN' | downcase }}|{{ 'straße' | upcase }}|{{ 'x' | prepend: 'y' | append: 'z' }}",
        // number filters
        "{{ 4 | plus: 2 }} {{ 4 | minus: 6 }} {{ 3 | times: 1.5 }} {{ 7 | divided_by: 2 }} {{ -7 | divided_by: 2 }} {{ 7 | divided_by: 2.0 }} {{ 7 | modulo: 3 }} {{ -7 | modulo: 3 }}",
        "{{ pi | round }} {{ pi | round: 2 }} {{ pi | ceil }} {{ pi | floor }} {{ neg | abs }} {{ '-2.5' | abs }} {{ 2.5 | round }} {{ 0.1 | plus: 0.2 }}",
        "{{ n | at_least: 10 }} {{ n | at_most: 5 }} {{ half | at_least: 1 }} {{ '12' | plus: 3 }} {{ '1.5' | times: 2 }} {{ 'abc' | plus: 1 }}",
        // array filters
        "{{ words | sort | join: ',' }}|{{ words | sort_natural | join: ',' }}|{{ numbers | sort | join: ',' }}|{{ cars | sort: 'seats' | map: 'name' | join: ',' }}",
        "{{ cars | where: 'brand', 'Renault' | map: 'name' | join: ',' }}|{{ cars | where: 'electric' | size }}|{{ cars | map: 'brand' | uniq | join: ',' }}",
        "{{ mixed | compact | size }}|{{ numbers | concat: words | join: ',' }}|{{ numbers | first }}{{ numbers | last }}|{{ words | reverse | first }}",
        "{{ nothing | default: 'fallback' }}|{{ f | default: 'fallback' }}|{{ f | default: 'fallback', allow_false: true }}|{{ empty_string | default: 'e' }}|{{ n | default: 1 }}",
        "{{ mixed | join: '-' }}|{{ numbers | size }}|{{ module_info | size }}|{{ 'abc' | size }}|{{ cars | map: 'seats' | join: '+' }}",
        // dates
        "{{ iso | date: '%Y-%m-%d %H:%M:%S' }}|{{ iso | date: '%b %e, %Y %I:%M %p' }}|{{ iso | date: '%A %B %j %y %-d/%-m' }}|{{ date | date: '%Y' }}|{{ 0 | date: '%Y-%m-%d' }}",
        // unknown filters and variables, odd markup
        "{{ n | no_such_filter }}|{{ no_such_variable }}|{{ no.such.path }}|{{ n | no_such_filter: 1, 2 | plus: 1 }}",
        "{{ words[0] }}{{ words['0'] }}{{ module_info['name'] }}{% assign key = 'name' %}{{ module_info[key] }}",
        // includes
        "{% include 'item' %}|{% include 'item' with 'x' %}|{% include 'item' for words %}|{% include 'with_args', greeting: 'hey' %}|{% include 'nested' with 1 %}",
        "{% include 'loop' %}|{% assign item = 'outer' %}{% include 'item' %}|{% include 'item' with cars.first.name as item %}",
        "{% for x in empty_list %}a{% else %}b{% else %}c",  // Ruby: `for` ends at the second else
        "{{ (1..3) }}|{{ (n..9) }}|{{ (1..3) | join: ',' }}|{{ (1..3) | size }}|{% assign r = (2..4) %}{{ r | last }}",
        // nesting
        "{% for c in cars %}{% if c.electric %}{% case c.seats %}{% when 2 %}{{ c.name | upcase }}{% else %}{{ c.name | downcase }}{% endcase %}{% else %}{% unless c.seats < 4 %}big{% endunless %}{% endif %}{% endfor %}",
        "{%- for c in cars -%}\n  {%- if forloop.first %}first: {% endif -%}\n  {{ c.name }}\n  {%- unless forloop.last %}, {% endunless -%}\n{%- endfor -%}",
    ]
}
