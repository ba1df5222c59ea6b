import Foundation
import Testing

@testable import ViperGenKit

/// The built-in templates ship compiled (`Sources/ViperGenKit/Render/BuiltinPrograms.swift`):
/// what the executable carries must be each template compiled now, or a changed template
/// would be left to the slower path without anyone knowing. Set RECORD_PROGRAMS=1 to
/// rewrite the file; a recording run still fails, so it cannot pass silently.
struct BuiltinProgramsTests {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ViperGenKit/Render/BuiltinPrograms.swift")

    /// Every built-in template that compiles to a program, by path relative to `Templates/`,
    /// with the fingerprint of its text and the program as `ProgramCodec` writes it.
    static func compiledNow() throws -> [String: (source: UInt64, program: String)] {
        var programs: [String: (source: UInt64, program: String)] = [:]
        for name in TemplateSet.builtinNames {
            let set = try #require(try TemplateSet.builtin(named: name))
            let compiler = TemplateCompiler(templates: set.templates, trusted: true)
            for (template, text) in set.templates {
                guard let program = compiler.compiledProgram(template: template) else { continue }
                let encoded = try #require(ProgramCodec.encode(program), "\(name)/\(template)")
                programs["\(name)/\(template)"] = (ProgramCodec.fingerprint(of: text), encoded)
            }
        }
        return programs
    }

    @Test func theShippedProgramsAreTheTemplatesCompiledNow() throws {
        let programs = try Self.compiledNow()
        if try Self.recorded(Self.source(for: programs), to: Self.file, "\(programs.count) programs") { return }
        #expect(programs.count > 100, "most built-in templates compile to programs")
        #expect(Set(builtinPrograms.keys) == Set(programs.keys), "\(Self.stale)")
        for (path, compiled) in programs.sorted(by: { $0.key < $1.key }) {
            guard let shipped = builtinPrograms[path] else { continue }
            #expect(shipped.source == compiled.source && shipped.program == compiled.program, "\(path) changed; \(Self.stale)")
        }
        // And the file on disk is the one the tests were built with.
        #expect(try String(contentsOf: Self.file, encoding: .utf8) == Self.source(for: programs), "\(Self.stale)")
    }

    @Test func everyShippedProgramReadsBackAsWritten() throws {
        let filters = TemplateFilters.stringFiltersByName
        for (path, shipped) in builtinPrograms.sorted(by: { $0.key < $1.key }) {
            let program = try #require(ProgramCodec.decode(shipped.program, template: path, stringFilters: filters), "\(path)")
            #expect(ProgramCodec.encode(program) == shipped.program, "\(path)")
        }
    }

    /// A cut-off or altered program is refused, never read as some other program.
    @Test func damagedTextIsRefused() throws {
        let filters = TemplateFilters.stringFiltersByName
        let shipped = try #require(builtinPrograms["viper/Presenter.swift.stencil"]).program
        for length in stride(from: 0, to: shipped.utf8.count, by: 7) {
            let cut = String(decoding: Array(shipped.utf8.prefix(length)), as: UTF8.self)
            #expect(ProgramCodec.decode(cut, template: "t", stringFilters: filters) == nil, "\(length) bytes")
        }
        #expect(ProgramCodec.decode(shipped + "t1;x", template: "t", stringFilters: filters) == nil, "trailing bytes")
        #expect(ProgramCodec.decode("1;1;q", template: "t", stringFilters: filters) == nil, "unknown node")
        #expect(ProgramCodec.decode("1;1;ovp1;x0;1;s6;nosuch0;", template: "t", stringFilters: filters) == nil, "unknown filter")
        #expect(ProgramCodec.decode("1;1;t99999999999999999999;", template: "t", stringFilters: filters) == nil, "overlong number")
        #expect(ProgramCodec.decode("1;1;t-1;", template: "t", stringFilters: filters) == nil, "negative length")
        #expect(ProgramCodec.decode("1;1;ovI9223372036854775808;0;", template: "t", stringFilters: filters) == nil, "past Int.max")
        #expect(ProgramCodec.decode("1;1;ovI-9223372036854775809;0;", template: "t", stringFilters: filters) == nil, "past Int.min")
        #expect(ProgramCodec.decode("1;1;ovp1;x0;1;s10;upperFirst0;", template: "t", stringFilters: filters) != nil, "a known filter reads")
    }

    /// A built-in template whose text is not the text its program was compiled from (as
    /// when a template is edited and the programs not yet rewritten) is compiled, not read.
    @Test func aChangedTemplateIsCompiledNotRead() throws {
        let set = try #require(try TemplateSet.builtin(named: "viper"))
        let name = "Presenter.swift.stencil"
        #expect(builtinPrograms["viper/\(name)"] != nil)
        var templates = set.templates
        templates[name] = "// changed\n" + (templates[name] ?? "")
        let context = TemplateContext(["module": "Cars"])
        let shipped = TemplateCompiler(templates: set.templates, trusted: true, builtinSet: "viper")
        let changed = TemplateCompiler(templates: templates, trusted: true, builtinSet: "viper")
        let original = try shipped.render(template: name, context)
        #expect(try changed.render(template: name, context) == "// changed\n" + original)
    }

    static let stale = "run RECORD_PROGRAMS=1 swift test --filter BuiltinProgramsTests, then the tests again"

    /// With RECORD_PROGRAMS set, writes `source` to `file` and records an issue, so that a
    /// recording run fails and cannot pass silently; returns whether it did.
    static func recorded(_ source: String, to file: URL, _ what: String) throws -> Bool {
        guard ProcessInfo.processInfo.environment["RECORD_PROGRAMS"] != nil else { return false }
        try source.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Wrote \(what) to \(file.path); build and run again without RECORD_PROGRAMS.")
        return true
    }

    static let manifestFile = file.deletingLastPathComponent().appendingPathComponent("BuiltinManifests.swift")

    /// Every built-in set's manifest as `TemplateManifest.parse` reads it now, with the
    /// fingerprint of its text, by set name.
    static func manifestsReadNow() throws -> [(name: String, fingerprint: UInt64, manifest: TemplateManifest)] {
        try TemplateSet.builtinNames.map { name in
            let text = try #require(builtinTemplateFiles["\(name)/manifest.yml"])
            let manifest = try TemplateManifest.parse(Data(text.utf8), path: "Templates/\(name)/manifest.yml")
            return (name, ProgramCodec.fingerprint(of: text), manifest)
        }
    }

    /// The built-in manifests ship already read (`BuiltinManifests.swift`), each exactly as
    /// its `manifest.yml` reads now; RECORD_PROGRAMS=1 rewrites that file too.
    @Test func theShippedManifestsAreTheManifestsReadNow() throws {
        let manifests = try Self.manifestsReadNow()
        if try Self.recorded(Self.manifestSource(for: manifests), to: Self.manifestFile, "\(manifests.count) manifests") {
            return
        }
        #expect(manifests.count >= 6)
        for entry in manifests {
            // Compared apart from the expectations, which would print both whole manifests.
            let shippedIsReadNow = TemplateManifest.shipped(named: entry.name, fingerprint: entry.fingerprint) == entry.manifest
            #expect(shippedIsReadNow, "\(entry.name)/manifest.yml changed; \(Self.stale)")
            // The set a run uses carries the same manifest.
            let setHasIt = try TemplateSet.builtin(named: entry.name)?.manifest == entry.manifest
            #expect(setHasIt, "\(entry.name)")
        }
        #expect(try String(contentsOf: Self.manifestFile, encoding: .utf8) == Self.manifestSource(for: manifests), "\(Self.stale)")
    }

    /// A fingerprint other than that of the text the shipped manifest was read from (an
    /// edited `manifest.yml`, the file not yet rewritten) gets nothing, so the text is parsed.
    @Test func aChangedManifestIsReadNotShipped() throws {
        let text = try #require(builtinTemplateFiles["viper/manifest.yml"])
        let fingerprint = ProgramCodec.fingerprint(of: text)
        #expect(TemplateManifest.shipped(named: "viper", fingerprint: fingerprint) != nil)
        #expect(TemplateManifest.shipped(named: "viper", fingerprint: fingerprint &+ 1) == nil)
        #expect(TemplateManifest.shipped(named: "mvp", fingerprint: fingerprint) == nil, "another set's fingerprint")
        #expect(TemplateManifest.shipped(named: "nosuch", fingerprint: fingerprint) == nil)
    }

    /// `BuiltinManifests.swift` as `RECORD_PROGRAMS` writes it: one `case` per set, building
    /// the manifest `parse` read from its text, locations included.
    static func manifestSource(for manifests: [(name: String, fingerprint: UInt64, manifest: TemplateManifest)]) -> String {
        func string(_ text: String) -> String { "\"" + text.unicodeScalars.map(escaped).joined() + "\"" }
        func strings(_ texts: [String], indent: String) -> String {
            guard !texts.isEmpty else { return "[]" }
            return "[\n" + texts.map { "\(indent)    \(string($0)),\n" }.joined() + "\(indent)]"
        }
        func location(_ location: ViperGenKit.SourceLocation?) -> String {
            guard let location else { return "nil" }
            return location.file == manifestPath
                ? "SourceLocation(file: path, line: \(location.line), column: \(location.column))"
                : "SourceLocation(file: \(string(location.file)), line: \(location.line), column: \(location.column))"
        }
        var manifestPath = ""
        var source = """
            // Generated by `RECORD_PROGRAMS=1 swift test --filter BuiltinProgramsTests` from the
            // manifests in Templates/. Do not edit.

            extension TemplateManifest {
                /// The built-in set `name`'s manifest as `parse` reads it, if `fingerprint` (see
                /// `ProgramCodec.fingerprint`) is that of the text it was read from.
                static func shipped(named name: String, fingerprint: UInt64) -> TemplateManifest? {
                    switch (name, fingerprint) {

            """
        for entry in manifests {
            let manifest = entry.manifest
            manifestPath = "Templates/\(entry.name)/manifest.yml"
            source += "        case (\(string(entry.name)), 0x\(String(entry.fingerprint, radix: 16))):\n"
            source += "            let path = \(string(manifestPath))\n"
            source += "            return TemplateManifest(\n"
            source += "                name: \(string(manifest.name)),\n"
            source += "                nameLocation: \(location(manifest.nameLocation)),\n"
            source += "                base: \(manifest.base.map { "Located(\(string($0.value)), at: \(location($0.location)))" } ?? "nil"),\n"
            source += "                summary: \(string(manifest.summary)),\n"
            source += "                ui: [\(manifest.ui.map { ".\($0)" }.joined(separator: ", "))],\n"
            source += "                tests: [\(manifest.tests.map { ".\($0)" }.joined(separator: ", "))],\n"
            source += "                files: [\n"
            for file in manifest.files {
                source += "                    File(\n"
                source += "                        template: \(string(file.template)),\n"
                source += "                        output: \(string(file.output)),\n"
                source += "                        owner: .\(file.owner),\n"
                source += "                        kind: .\(file.kind),\n"
                source += "                        condition: \(file.condition.map(string) ?? "nil"),\n"
                source += "                        location: \(location(file.location))\n"
                source += "                    ),\n"
            }
            source += "                ],\n"
            source += "                reservedMembers: \(strings(manifest.reservedMembers, indent: "                ")),\n"
            source += "                reservedTypes: \(strings(manifest.reservedTypes, indent: "                ")),\n"
            source += "                viewModelSuffix: \(string(manifest.viewModelSuffix)),\n"
            source += "                reservedParameters: \(strings(manifest.reservedParameters, indent: "                ")),\n"
            source += "                reservedLocals: \(strings(manifest.reservedLocals, indent: "                ")),\n"
            source += "                reservedSuffixes: \(strings(manifest.reservedSuffixes, indent: "                ")),\n"
            source += "                enumCases: [\(manifest.enumCases.map { ".\($0)" }.joined(separator: ", "))]\n"
            source += "            )\n"
        }
        source += """
                    default:
                        return nil
                    }
                }
            }

            """
        return source
    }

    /// The file as `RECORD_PROGRAMS` writes it: one entry per template, each program a
    /// multi-line string literal whose lines are joined without line breaks.
    static func source(for programs: [String: (source: UInt64, program: String)]) -> String {
        var source = """
            // Generated by `RECORD_PROGRAMS=1 swift test --filter BuiltinProgramsTests` from the
            // templates in Templates/. Do not edit.

            /// The built-in templates compiled for the evaluator, written by `ProgramCodec`, keyed by
            /// path relative to `Templates/`: each with the fingerprint of the text it was compiled from.
            let builtinPrograms: [String: (source: UInt64, program: String)] = [

            """
        for (path, entry) in programs.sorted(by: { $0.key < $1.key }) {
            source += "    \"\(path)\": (\n"
            source += "        0x\(String(entry.source, radix: 16)),\n"
            source += "        \"\"\"\n"
            var line = ""
            for unit in entry.program.unicodeScalars.map(escaped) {
                if line.count + unit.count > 88 {
                    source += "        \(line)\\\n"
                    line = ""
                }
                line += unit
            }
            // A space at the end of the last line would be lost to an editor that trims lines.
            if line.hasSuffix(" ") { line = line.dropLast() + "\\u{20}" }
            source += "        \(line)\n"
            source += "        \"\"\"\n"
            source += "    ),\n"
        }
        if programs.isEmpty { source += "    :\n" }
        source += "]\n"
        return source
    }

    /// A scalar as it is written inside a string literal.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": "\\\\"
        case "\"": "\\\""
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case " ": " "
        default:
            scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
    }
}
