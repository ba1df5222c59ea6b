import Foundation
import ViperGenKit

/// One renderer per set lives for the whole run, as one does for a whole `generate`: the
/// built-in templates are the same for every input, so compiling them again for each one
/// would only slow the fuzzer down, not reach new code. They are let go at exit, before
/// LeakSanitizer's check, which otherwise reports the compiled templates still held as
/// leaks.
nonisolated(unsafe) private var renderers: [String: Renderer] = [:]

@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    atexit { renderers.removeAll() }
    return 0
}

/// libFuzzer calls this with each input: a spec's bytes. Everything viper-gen does with a
/// spec before writing runs on it (parse, validate, render with the set the spec names, or
/// VIPER). Any outcome but a crash, a hang or a sanitizer report is fine: bad input must
/// only ever produce diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let spec = try? SpecParser.parse(data, path: "fuzz.yml") else { return 0 }
    let architecture = spec.architecture?.value ?? "viper"
    guard let set = try? TemplateCatalog.builtin.set(named: architecture, location: nil),
        let module = try? ModuleResolver.resolve(
            spec,
            options: GenerationOptions(target: "App"),
            viewModelSuffix: set.manifest.viewModelSuffix
        )
    else { return 0 }
    let renderer = renderers[set.name] ?? Renderer(templateSet: set)
    renderers[set.name] = renderer
    _ = try? renderer.render(module)
    return 0
}
