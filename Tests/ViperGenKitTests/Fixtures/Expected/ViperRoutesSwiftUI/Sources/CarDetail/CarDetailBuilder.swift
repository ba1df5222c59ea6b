#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the CarDetail module: view, presenter, interactor and router.
@MainActor
enum CarDetailBuilder {
    #if canImport(SwiftUI)
        /// The CarDetail screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own, and what it pushes goes onto the parent's. Its router builds
        /// the modules its routes open with `dependencies`.
        static func build(
            car: Car,
            service: any CarDetailServiceProtocol,
            dependencies: any CarDetailDependencies
        ) -> CarDetailScreen {
            CarDetailScreen(
                state: assemble(
                    car: car,
                    service: service,
                    router: CarDetailRouter(dependencies: dependencies)
                )
            )
        }

        /// The CarDetail screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(
            car: Car,
            service: any CarDetailServiceProtocol,
            dependencies: any CarDetailDependencies
        ) -> some View {
            NavigationStack {
                build(car: car, service: service, dependencies: dependencies)
            }
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor) and the router, and the
    /// presenter displays into the state.
    static func assemble(
        car: Car,
        service: any CarDetailServiceProtocol,
        router: CarDetailRouter
    ) -> CarDetailViewState {
        let interactor = CarDetailInteractor(service: service)
        let presenter = CarDetailPresenter(
            car: car,
            interactor: interactor,
            router: router
        )
        let state = CarDetailViewState(presenter: presenter, router: router)
        presenter.view = state
        return state
    }
}
