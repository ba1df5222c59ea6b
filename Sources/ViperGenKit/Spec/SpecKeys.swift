/// The keys of a module spec, described once: `SpecParser` accepts these and no others, and
/// `viper-gen schema spec` is made of them. The summaries are the README's and docs/spec.md's.
public enum SpecKeys {
    /// A type name: the module's, the entity's, the view model's.
    static let typeName = ValueDescription.name(
        pattern: SwiftNames.typeNamePattern, maxLength: SwiftNames.maximumTypeNameLength)

    /// The keys of `entity:` written as a mapping.
    public static let entity: [KeyDescription] = [
        KeyDescription(
            "name", typeName,
            "The entity's name, an UpperCamelCase Swift identifier of ASCII letters and digits; default: the module name singularised (Cars → Car)."
        ),
        KeyDescription(
            "properties", .dictionary(keyPattern: SwiftNames.memberNamePattern, value: .swiftType),
            "The entity's stored properties, in order: `name: Type`, the type as Swift writes it (`[String: Int]`, `Date?`, `Result<[Car], any Error>`); default: `id: String`."
        ),
    ]

    /// The keys of `viewModel:`.
    public static let viewModel: [KeyDescription] = [
        KeyDescription(
            "name", typeName,
            "The view model's name, an UpperCamelCase Swift identifier; default: <Entity>ViewModel."
        ),
        KeyDescription(
            "properties",
            .anyOf([
                .dictionary(keyPattern: SwiftNames.memberNamePattern, value: .swiftType),
                .list(
                    of: .anyOf([
                        .name(pattern: SwiftNames.memberNamePattern),
                        .dictionary(keyPattern: SwiftNames.memberNamePattern, value: .swiftType),
                    ])),
            ]),
            "What one displayed item shows: entity property names (their types are copied) or `name: Type` for a property of its own; default: all the entity's properties."
        ),
    ]

    /// The top-level keys of a spec.
    public static let spec: [KeyDescription] = [
        KeyDescription(
            "module", typeName, required: true,
            "The module's name: an UpperCamelCase Swift identifier of ASCII letters and digits (e.g. CarList), at most 64 characters."
        ),
        KeyDescription(
            "architecture", .architecture,
            "The template set: viper, clean-swift, mvvm-c, mvp, mvvm, mvc, or a custom set's name; default: --architecture, else the config's, else viper. Wins over the command line."
        ),
        KeyDescription(
            "entity", .anyOf([typeName, .mapping(entity)]),
            "The model type the module is about, with `name` and `properties`; or a name only (`entity: Car`): the entity another spec of the app declares, which this module then uses. Default: the module name singularised, with `id: String`."
        ),
        KeyDescription(
            "viewModel", .mapping(viewModel),
            "What one displayed item shows: `name` (default <Entity>ViewModel) and `properties` (default: all the entity's)."
        ),
        KeyDescription(
            "useCases", .orEmpty(.list(of: .signature)),
            "Swift function signatures without `func` (`fetchCars() async throws -> [Car]`), with labels, `_`, constant default values, async, throws and a result; `command:` or `query:` before one says whether it changes or reads something. A signature with two `: ` must be quoted for editors' YAML."
        ),
        KeyDescription(
            "routes", .orEmpty(.list(of: .signature)),
            "Navigation signatures without `func` (`showCarDetail(for car: Car)`): not async, not throwing, no result; `-> CarDetail` after one names the module it opens, which a spec of the run or of the config's `modules` must declare."
        ),
        KeyDescription(
            "inputs",
            .orEmpty(.dictionary(keyPattern: SwiftNames.memberNamePattern, value: .swiftType)),
            "What the module's builder takes from a route that opens it, in order: `name: Type` (`inputs: {car: Car}`). A route with `-> <Module>` passes its parameter of the same name, or its one parameter of that type; the module keeps them where its screen's state is."
        ),
        KeyDescription(
            "ui", .choice(UIFlavor.allCases.map(\.rawValue)),
            "The view layer: uikit, swiftui or none; default: --ui, else the config's, else uikit. Wins over the command line."
        ),
        KeyDescription(
            "tests", .choice(TestFramework.allCases.map(\.rawValue)),
            "The framework of the generated tests: swift-testing, xctest or none; default: --tests, else the config's, else swift-testing. Wins over the command line."
        ),
        KeyDescription(
            "access", .choice(AccessLevel.allCases.map(\.rawValue)),
            "The access level of the module's API: internal or public; default: --access, else the config's, else internal. Wins over the command line."
        ),
        KeyDescription(
            "params", .anyMapping,
            "Free values for custom templates (`params: { analytics: true }`); they win over the config's and --param."
        ),
        KeyDescription(
            "displayNames",
            .orEmpty(
                .dictionary(
                    keyPattern: SwiftNames.identifierPattern,
                    value: .name(
                        pattern: SwiftNames.displayNounPattern,
                        maxLength: SwiftNames.maximumTypeNameLength))),
            "Pins the noun a use case's result is displayed as (`fetchCars: Cars` → `displayCars(_ cars:)`), whatever use cases above it would take: use case names to UpperCamelCase nouns of at most 64 characters."
        ),
    ]
}
