import Observation

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The CarDetail coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
@Observable
final class CarDetailCoordinator {
    /// The screen a route pushes: the screen's `navigationDestination(item:)` pushes it on
    /// the enclosing `NavigationStack` (one, at the root of the app), and going back sets it
    /// to `nil`.
    var destination: CarDetailDestination?
    /// Dismisses the screen: the screen sets it to call its environment's `dismiss` action
    /// (which it captures on its own, not the screen, so that nothing holds the screen).
    @ObservationIgnored var dismissScreen: @MainActor () -> Void = {}
    /// What the route that opened the screen passed, for the view model.
    private let car: Car
    private let useCase: any CarDetailUseCaseType
    /// What the routes build the screens they open with.
    private let dependencies: any CarDetailDependencies

    /// - Parameters:
    ///   - car: What the route that opened the screen passed.
    ///   - useCase: The screen's business logic.
    ///   - dependencies: What the routes build the screens they open with.
    init(
        car: Car,
        useCase: any CarDetailUseCaseType,
        dependencies: any CarDetailDependencies
    ) {
        self.car = car
        self.useCase = useCase
        self.dependencies = dependencies
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init(car: Car, dependencies: any CarDetailDependencies) {
        let repository = CarDetailRepository()
        self.init(
            car: car,
            useCase: CarDetailUseCase(repository: repository),
            dependencies: dependencies
        )
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> CarDetailViewModel {
        CarDetailViewModel(car: car, useCase: useCase, router: self)
    }

    #if canImport(SwiftUI)
        /// The CarDetail screen as content: it has no `NavigationStack` of its own, so a
        /// parent can push it (from its router: `CarDetailCoordinator().makeView()`), and the
        /// screens it pushes go on the parent's stack.
        func makeView() -> CarDetailView {
            CarDetailView(viewModel: makeViewModel(), coordinator: self)
        }

        /// The CarDetail screen as the root of the app's navigation: its content in the
        /// one `NavigationStack`, which every screen pushed from it (and from those) goes on.
        func makeRootView() -> some View {
            NavigationStack {
                makeView()
            }
        }
    #endif
}

extension CarDetailCoordinator: CarDetailRouter {
    func trigger(_ route: CarDetailRoute) {
        switch route {
        case .showServiceHistory(_):
            // The coordinator of the screen the route opens, made as the app makes it: this
            // screen pushes its screen, and the destination keeps it while it is there.
            destination = CarDetailDestination(
                route,
                coordinator: ServiceHistoryCoordinator(
                    useCase: dependencies.makeServiceHistoryUseCase(),
                    dependencies: dependencies.serviceHistoryDependencies
                )
            )
        case .close:
            dismissScreen()
        }
    }
}
