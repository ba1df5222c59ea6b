/// The variables of one render in the two forms the engines read: the compiled
/// evaluator's values, converted once per module, and Stencil's dictionary, made only if
/// a template needs Stencil after all.
public final class TemplateContext {
    /// The module's render context as `RenderContext` made it.
    public let dictionary: [String: Any]
    /// The evaluator's form; `nil` if the context holds a type it does not model.
    let values: [String: RenderValue]?
    /// Variables set over the module's (the header's `file`); they hide its own.
    private let settings: [(key: String, value: String)]
    private let makeStencilDictionary: () -> [String: Any]

    /// Stencil's form: objects wrapped so that Stencil looks them up in place.
    private(set) lazy var stencilDictionary: [String: Any] = makeStencilDictionary()

    public init(_ dictionary: [String: Any]) {
        self.dictionary = dictionary
        values = RenderValue.converting(dictionary)
        settings = []
        makeStencilDictionary = { TemplateObject.wrapping(dictionary) }
    }

    private init(parent: TemplateContext, settings: [(key: String, value: String)]) {
        dictionary = parent.dictionary
        values = parent.values
        self.settings = settings
        makeStencilDictionary = {
            parent.stencilDictionary.merging(settings.map { ($0.key, $0.value as Any) }) { _, new in
                new
            }
        }
    }

    /// This context with the string variable `key` set to `value`. Costs no copy of the
    /// module's values: the evaluator binds it above them.
    public func setting(_ key: String, to value: String) -> TemplateContext {
        TemplateContext(parent: self, settings: settings + [(key, value)])
    }

    /// A scope for the evaluator, if it can read this context.
    func makeScope() -> RenderScope? {
        guard let values else { return nil }
        var scope = RenderScope(context: values)
        for (key, value) in settings { scope.push(key, .string(value)) }
        return scope
    }
}
