#if canImport(UIKit)
    import UIKit
#endif

/// The CarDetail coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
final class CarDetailCoordinator {
    /// What the route that opened the screen passed, for the view model.
    private let car: Car
    private let useCase: any CarDetailUseCaseType
    /// What the routes build the screens they open with.
    private let dependencies: any CarDetailDependencies
    #if canImport(UIKit)
        /// The stack the screen is pushed on; the routes push their destinations on it too.
        private weak var navigationController: UINavigationController?
        /// The coordinators the routes started, each with the screen it pushed: a child is kept
        /// while its screen is on the stack, and let go when the next one starts after it left.
        private var children: [Child] = []
    #endif

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

    #if canImport(UIKit)
        /// Pushes the CarDetail screen on `navigationController`.
        func start(on navigationController: UINavigationController) {
            self.navigationController = navigationController
            let viewController = CarDetailViewController(viewModel: makeViewModel())
            navigationController.pushViewController(viewController, animated: true)
        }

        /// A coordinator a route started, and the screen it pushed, which it is kept for.
        private struct Child {
            let coordinator: AnyObject
            weak var screen: UIViewController?
        }

        /// The coordinators the routes started whose screens are still on the stack, the
        /// latest last.
        var childCoordinators: [AnyObject] { children.map(\.coordinator) }

        /// Starts `child` on the stack (`start` pushes its screen), and keeps it while that
        /// screen is there; the children whose screens have left the stack are let go first.
        private func startChild(
            _ child: AnyObject,
            start: (UINavigationController) -> Void
        ) {
            guard let navigationController else { return }
            children.removeAll { kept in
                kept.screen.map { !navigationController.viewControllers.contains($0) } ?? true
            }
            start(navigationController)
            children.append(
                Child(coordinator: child, screen: navigationController.topViewController)
            )
        }
    #endif
}

extension CarDetailCoordinator: CarDetailRouter {
    func trigger(_ route: CarDetailRoute) {
        switch route {
        case .showRelated(let car, _):
            // The coordinator of the screen the route opens, made as the app makes it, started
            // as a child on this stack.
            #if canImport(UIKit)
                let child = CarDetailCoordinator(
                    car: car,
                    useCase: dependencies.makeCarDetailUseCase(),
                    dependencies: dependencies
                )
                startChild(child) { child.start(on: $0) }
            #endif
        case .showHelp:
            // TODO: Build the destination and push it:
            // navigationController?.pushViewController(destination, animated: true)
            break
        }
    }
}
