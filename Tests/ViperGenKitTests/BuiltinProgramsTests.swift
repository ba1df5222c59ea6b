import Foundation
import Testing

@testable import TemplateEngine
@testable import ViperGenKit

/// The built-in templates are compiled when viper-gen is built (the EmbedTemplates plugin
/// writes `builtinPrograms`): what the executable carries must be each template as the
/// kit compiles it now, with the string filters the kit gives the engine, or a template
/// would be left to the slower path, or render otherwise, without anyone knowing.
struct BuiltinProgramsTests {
    @Test func theShippedProgramsAreTheTemplatesCompiledNow() throws {
        #expect(
            Set(builtinProgramFilters) == SwiftStringFilters.names,
            "the plugin's filter list and SwiftStringFilters differ")
        var count = 0
        for name in TemplateSet.builtinNames {
            let set = try #require(try TemplateSet.builtin(named: name))
            let compiler = TemplateCompiler(
                templates: set.templates, stringFilters: SwiftStringFilters.all, trusted: true)
            let shipped = builtinPrograms[name] ?? [:]
            #expect(Set(shipped.keys).isSubset(of: Set(set.templates.keys)), "\(name)")
            for template in set.templates.keys.sorted() {
                let now = compiler.shippedProgram(template: template)
                #expect(shipped[template] == now, "\(name)/\(template)")
                if now != nil { count += 1 }
            }
        }
        #expect(count > 100, "most built-in templates compile to programs")
    }

    /// A shipped program is read only for the text it was compiled from: an edited template
    /// (a copy of a built-in set changed in memory) is compiled, not read.
    @Test func aChangedTemplateIsCompiledNotRead() throws {
        let set = try #require(try TemplateSet.builtin(named: "viper"))
        let name = "Presenter.swift.stencil"
        let shipped = try #require(builtinPrograms["viper"])
        var templates = set.templates
        templates[name] = "// changed\n" + (templates[name] ?? "")
        let context = TemplateContext([
            "module": "Cars", "useCases": [] as [Any], "routes": [] as [Any],
        ])
        let original = TemplateCompiler(
            templates: set.templates, stringFilters: SwiftStringFilters.all, trusted: true,
            compiled: shipped)
        let changed = TemplateCompiler(
            templates: templates, stringFilters: SwiftStringFilters.all, trusted: true,
            compiled: shipped)
        #expect(
            try changed.render(template: name, context) == "// changed\n"
                + (try original.render(template: name, context)))
    }

    /// A shipped program renders what compiling its template at run time renders.
    @Test func aShippedProgramRendersAsItsTemplate() throws {
        let set = try #require(try TemplateSet.builtin(named: "viper"))
        let name = "Presenter.swift.stencil"
        let shipped = try #require(builtinPrograms["viper"]?[name])
        let context = TemplateContext([
            "module": "Cars", "useCases": [] as [Any], "routes": [] as [Any],
        ])
        let reading = TemplateCompiler(
            templates: set.templates, stringFilters: SwiftStringFilters.all, trusted: true,
            compiled: [name: shipped])
        let compiling = TemplateCompiler(
            templates: set.templates, stringFilters: SwiftStringFilters.all, trusted: true)
        #expect(
            try reading.render(template: name, context)
                == (try compiling.render(template: name, context)))
    }
}
