/// The spec `new <Name>` writes when no `--spec` is given.
public enum DerivedSpec {
    /// YAML text for a module called `name`: an entity named by singularising it, one use case
    /// that loads it and one route to a detail screen. `regenerate` is the command to put in the header;
    /// `viewModelSuffix` is the template set's (its manifest's `viewModelSuffix`). The text is
    /// YAML 1.2 as editors read it: the route, whose parameter puts a `: ` in it, is quoted, so
    /// that an editor reads it as the text it is. It starts with the line naming the spec's
    /// schema in `schemaRepository` when that is published (`SchemaFile.modeline(in:)`).
    public static func yaml(
        module name: String,
        options: GenerationOptions,
        viewModelSuffix: String = "ViewModel",
        regenerate: String,
        schemaRepository: String = SchemaFile.repositoryFiles
    ) -> String {
        let entity = Inflector.singular(name)
        let viewModel = entity + viewModelSuffix
        let returns = entity == name ? entity : "[\(entity)]"
        return """
            \(SchemaFile.spec.header(in: schemaRepository))# The \(name) module. viper-gen owns the contracts generated from this spec:
            # edit it, then run
            #   \(regenerate)
            module: \(name)
            architecture: \(options.architecture)
            entity:
              name: \(entity)
              properties:
                id: String
            viewModel:
              name: \(viewModel)
              properties: [id]
            useCases:
              - fetch\(name)() async throws -> \(returns)
            routes:
              - "show\(entity)Detail(for viewModel: \(viewModel))"
            ui: \(options.ui.rawValue)
            tests: \(options.tests.rawValue)
            access: \(options.access.rawValue)

            """
    }
}
