#if canImport(UIKit)
    import UIKit
#endif

/// The MVVMCOnboarding coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
final class MVVMCOnboardingCoordinator {
    private let useCase: any MVVMCOnboardingUseCaseType
    #if canImport(UIKit)
        /// The stack the screen is pushed on; the routes push their destinations on it too.
        private weak var navigationController: UINavigationController?
    #endif

    /// - Parameter useCase: The screen's business logic.
    init(useCase: any MVVMCOnboardingUseCaseType) {
        self.useCase = useCase
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init() {
        let repository = MVVMCOnboardingRepository()
        self.init(useCase: MVVMCOnboardingUseCase(repository: repository))
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> MVVMCOnboardingViewModel {
        MVVMCOnboardingViewModel(useCase: useCase, router: self)
    }

    #if canImport(UIKit)
        /// Pushes the MVVMCOnboarding screen on `navigationController`.
        func start(on navigationController: UINavigationController) {
            self.navigationController = navigationController
            let viewController = MVVMCOnboardingViewController(viewModel: makeViewModel())
            navigationController.pushViewController(viewController, animated: true)
        }
    #endif
}

extension MVVMCOnboardingCoordinator: MVVMCOnboardingRouter {
    func trigger(_ route: MVVMCOnboardingRoute) {
        switch route {
        case .showHome:
            // TODO: Build the destination and push it:
            // navigationController?.pushViewController(destination, animated: true)
            break
        }
    }
}
