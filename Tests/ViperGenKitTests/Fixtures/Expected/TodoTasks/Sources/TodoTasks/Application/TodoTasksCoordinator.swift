#if canImport(UIKit)
    import UIKit
#endif

/// The TodoTasks coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
final class TodoTasksCoordinator {
    private let useCase: any TodoTasksUseCaseType
    #if canImport(UIKit)
        /// The stack the screen is pushed on; the routes push their destinations on it too.
        private weak var navigationController: UINavigationController?
    #endif

    /// - Parameter useCase: The screen's business logic.
    init(useCase: any TodoTasksUseCaseType) {
        self.useCase = useCase
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init() {
        let repository = TodoTasksRepository()
        self.init(useCase: TodoTasksUseCase(repository: repository))
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> TodoTasksViewModel {
        TodoTasksViewModel(useCase: useCase, router: self)
    }

    #if canImport(UIKit)
        /// Pushes the TodoTasks screen on `navigationController`.
        func start(on navigationController: UINavigationController) {
            self.navigationController = navigationController
            let viewController = TodoTasksViewController(viewModel: makeViewModel())
            navigationController.pushViewController(viewController, animated: true)
        }
    #endif
}

extension TodoTasksCoordinator: TodoTasksRouter {
    func trigger(_ route: TodoTasksRoute) {
        switch route {
        case .showTask:
            // TODO: Build the destination and push it:
            // navigationController?.pushViewController(destination, animated: true)
            break
        }
    }
}
