import Diagnostics
import Foundation

/// Liquid templates as Ruby's Liquid 5.4 renders them in its default (lax) mode, the way
/// Generamba calls it (`Liquid::Template.parse(text)`, then `render(scope)`, with snippets
/// included from the template's `snippets/` folder).
///
/// A separate small engine, not a front end to the Stencil-based `TemplateEngine`: the two
/// languages agree on little beyond `{{ }}`/`{% %}`. Liquid's truthiness (only nil and false
/// are false, where Stencil drops empty texts and zero), its `and`/`or` grouped from the right,
/// filters with `:`-arguments and keyword arguments, whitespace control with `-`, the blank
/// blocks whose whitespace it drops, and its lax parsing (unknown filters pass the value
/// through, broken markup is read by regular expressions) would each be an exception in the
/// evaluator, and a rendering that must be byte for byte Ruby's is easier to keep so when it
/// follows Ruby's own structure. What they share is what they promise alike: the limits on
/// a render come from `RenderLimits` (in Diagnostics, which the evaluator's `RenderBudget`
/// reads too), and `LiquidTests` renders templates both languages write the same way with
/// both engines and fails when they differ.
public struct LiquidTemplate: Sendable {
    let nodes: [LiquidNode]
    let path: String
    /// Whether the template's last tag ends in `-%}` with no text after it (see `partialTrim`).
    let endsTrimming: Bool

    /// Parses `source`; `path` names it in diagnostics (syntax errors at `path:line:column`,
    /// the place of the tag).
    public init(source: String, path: String) throws(DiagnosticsError) {
        var parser = LiquidParser(source: source, path: path)
        nodes = try parser.parseDocument()
        endsTrimming = parser.trimWhitespace
        self.path = path
    }

    /// Renders with `scope`; `{% include 'name' %}` asks `includes` for the text and path of
    /// the snippet (Generamba: `<template folder>/snippets/name.liquid`, see
    /// `snippetsFolder(_:)`); an unknown one is an error at the include. Errors Ruby's Liquid
    /// raises at render time (and writes into the output in its lax mode) are located errors
    /// here, and so are the limits of `RenderLimits`.
    public func render(
        _ scope: [String: LiquidValue],
        includes: @Sendable (String) -> (source: String, path: String)?
    ) throws(DiagnosticsError) -> String {
        let result: Result<String, DiagnosticsError> = withoutActuallyEscaping(includes) {
            includes -> Result<String, DiagnosticsError> in
            let renderer = LiquidRenderer(scope: scope, trim: endsTrimming, includes: includes)
            var output = ""
            do {
                try renderer.render(nodes, path: path, into: &output)
            } catch let error as DiagnosticsError {
                return .failure(error)
            } catch {
                return .failure(DiagnosticsError([.error("\(error)", at: nil)]))
            }
            return .success(output)
        }
        return try result.get()
    }

    /// The includes of Generamba: `Liquid::LocalFileSystem` over `folder` with the pattern
    /// `%s.liquid` (`{% include 'header' %}` reads `folder/header.liquid`, `'a/b'` reads
    /// `folder/a/b.liquid`). Like Ruby's, it refuses a name that is not letters, digits, `_`
    /// and `/`, at least two characters, not starting with `.` or `/`: it returns nil for it.
    public static func snippetsFolder(_ folder: String)
        -> @Sendable (String) -> (source: String, path: String)?
    {
        { name in
            guard isLocalFileSystemName(name) else { return nil }
            let components = name.split(separator: "/", omittingEmptySubsequences: false)
            let file = components.dropLast().map(String.init) + ["\(components.last ?? "").liquid"]
            let path = ([folder] + file).joined(separator: "/")
            guard let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            return (text, path)
        }
    }

    /// Whether Ruby's `LocalFileSystem` accepts `name` (`\A[^./][a-zA-Z0-9_/]+\z`).
    public static func isLocalFileSystemName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count >= 2, scalars[0] != ".", scalars[0] != "/", scalars[0] != "\n" else {
            return false
        }
        return scalars.dropFirst().allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_"
                || $0 == "/"
        }
    }
}
