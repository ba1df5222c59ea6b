import Foundation
import ViperGenKit

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
    _ = try? Renderer(templateSet: set).render(module)
    return 0
}
