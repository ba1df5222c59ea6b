import Observation

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The Garage coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
@Observable
final class GarageCoordinator {
    /// The screen a route pushes: the screen's `navigationDestination(item:)` pushes it on
    /// the enclosing `NavigationStack` (one, at the root of the app), and going back sets it
    /// to `nil`.
    var destination: GarageDestination?
    /// Dismisses the screen: the screen sets it to call its environment's `dismiss` action
    /// (which it captures on its own, not the screen, so that nothing holds the screen).
    @ObservationIgnored var dismissScreen: @MainActor () -> Void = {}
    private let useCase: any GarageUseCaseType
    /// What the routes build the screens they open with.
    private let dependencies: any GarageDependencies

    /// - Parameters:
    ///   - useCase: The screen's business logic.
    ///   - dependencies: What the routes build the screens they open with.
    init(
        useCase: any GarageUseCaseType,
        dependencies: any GarageDependencies
    ) {
        self.useCase = useCase
        self.dependencies = dependencies
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init(dependencies: any GarageDependencies) {
        let repository = GarageRepository()
        self.init(
            useCase: GarageUseCase(repository: repository),
            dependencies: dependencies
        )
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> GarageViewModel {
        GarageViewModel(useCase: useCase, router: self)
    }

    #if canImport(SwiftUI)
        /// The Garage screen as content: it has no `NavigationStack` of its own, so a
        /// parent can push it (from its router: `GarageCoordinator().makeView()`), and the
        /// screens it pushes go on the parent's stack.
        func makeView() -> GarageView {
            GarageView(viewModel: makeViewModel(), coordinator: self)
        }

        /// The Garage screen as the root of the app's navigation: its content in the
        /// one `NavigationStack`, which every screen pushed from it (and from those) goes on.
        func makeRootView() -> some View {
            NavigationStack {
                makeView()
            }
        }
    #endif
}

extension GarageCoordinator: GarageRouter {
    func trigger(_ route: GarageRoute) {
        switch route {
        case .showCarDetail(let car):
            // The coordinator of the screen the route opens, made as the app makes it: this
            // screen pushes its screen, and the destination keeps it while it is there.
            destination = GarageDestination(
                route,
                coordinator: CarDetailCoordinator(
                    car: car,
                    useCase: dependencies.makeCarDetailUseCase(),
                    dependencies: dependencies.carDetailDependencies
                )
            )
        case .showServiceHistory:
            // The coordinator of the screen the route opens, made as the app makes it: this
            // screen pushes its screen, and the destination keeps it while it is there.
            destination = GarageDestination(
                route,
                coordinator: ServiceHistoryCoordinator(
                    useCase: dependencies.makeServiceHistoryUseCase(),
                    dependencies: dependencies.serviceHistoryDependencies
                )
            )
        }
    }
}
