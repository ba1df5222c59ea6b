#if canImport(UIKit)
    import UIKit
#endif

/// The GithubRepo coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
final class GithubRepoCoordinator {
    private let useCase: any GithubRepoUseCaseType
    #if canImport(UIKit)
        /// The stack the screen is pushed on; the routes push their destinations on it too.
        private weak var navigationController: UINavigationController?
    #endif

    /// - Parameter useCase: The screen's business logic.
    init(useCase: any GithubRepoUseCaseType) {
        self.useCase = useCase
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init() {
        let repository = GithubRepoRepository()
        self.init(useCase: GithubRepoUseCase(repository: repository))
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> GithubRepoViewModel {
        GithubRepoViewModel(useCase: useCase, router: self)
    }

    #if canImport(UIKit)
        /// Pushes the GithubRepo screen on `navigationController`.
        func start(on navigationController: UINavigationController) {
            self.navigationController = navigationController
            let viewController = GithubRepoViewController(viewModel: makeViewModel())
            navigationController.pushViewController(viewController, animated: true)
        }
    #endif
}

extension GithubRepoCoordinator: GithubRepoRouter {
    func trigger(_ route: GithubRepoRoute) {
        switch route {
        case .showRepo:
            // TODO: Build the destination and push it:
            // navigationController?.pushViewController(destination, animated: true)
            break
        }
    }
}
