#if canImport(UIKit)
    import UIKit
#endif

/// The MVVMCStep2Verification coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
final class MVVMCStep2VerificationCoordinator {
    private let useCase: any MVVMCStep2VerificationUseCaseType
    #if canImport(UIKit)
        /// The stack the screen is pushed on; the routes push their destinations on it too.
        private weak var navigationController: UINavigationController?
    #endif

    /// - Parameter useCase: The screen's business logic.
    init(useCase: any MVVMCStep2VerificationUseCaseType) {
        self.useCase = useCase
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init() {
        let repository = MVVMCStep2VerificationRepository()
        self.init(useCase: MVVMCStep2VerificationUseCase(repository: repository))
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> MVVMCStep2VerificationViewModel {
        MVVMCStep2VerificationViewModel(useCase: useCase, router: self)
    }

    #if canImport(UIKit)
        /// Pushes the MVVMCStep2Verification screen on `navigationController`.
        func start(on navigationController: UINavigationController) {
            self.navigationController = navigationController
            let viewController = MVVMCStep2VerificationViewController(viewModel: makeViewModel())
            navigationController.pushViewController(viewController, animated: true)
        }
    #endif
}

extension MVVMCStep2VerificationCoordinator: MVVMCStep2VerificationRouter {
    func trigger(_ route: MVVMCStep2VerificationRoute) {
        switch route {
        case .showHelp:
            // TODO: Build the destination and push it:
            // navigationController?.pushViewController(destination, animated: true)
            break
        case .`return`:
            // TODO: Build the destination and push it:
            // navigationController?.pushViewController(destination, animated: true)
            break
        }
    }
}
