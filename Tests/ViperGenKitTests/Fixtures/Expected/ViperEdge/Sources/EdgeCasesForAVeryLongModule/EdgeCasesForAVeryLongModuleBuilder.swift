/// Wires the EdgeCasesForAVeryLongModule module: view, presenter, interactor and router.
@MainActor
enum EdgeCasesForAVeryLongModuleBuilder {
    #if canImport(SwiftUI)
        /// The EdgeCasesForAVeryLongModule screen, ready to put in a navigation stack.
        static func build(
            service: any EdgeCasesForAVeryLongModuleServiceProtocol
        ) -> EdgeCasesForAVeryLongModuleScreen {
            let state = EdgeCasesForAVeryLongModuleViewState()
            let presenter = assemble(view: state, service: service)
            return EdgeCasesForAVeryLongModuleScreen(state: state, presenter: presenter)
        }
    #endif

    /// Connects the module's parts around `view` and returns the presenter, which `view` keeps.
    @discardableResult
    static func assemble(
        view: any EdgeCasesForAVeryLongModuleView,
        service: any EdgeCasesForAVeryLongModuleServiceProtocol,
        router: EdgeCasesForAVeryLongModuleRouter = EdgeCasesForAVeryLongModuleRouter()
    ) -> EdgeCasesForAVeryLongModulePresenter {
        let interactor = EdgeCasesForAVeryLongModuleInteractor(service: service)
        let presenter = EdgeCasesForAVeryLongModulePresenter(interactor: interactor, router: router)
        presenter.view = view
        router.view = view
        return presenter
    }
}
