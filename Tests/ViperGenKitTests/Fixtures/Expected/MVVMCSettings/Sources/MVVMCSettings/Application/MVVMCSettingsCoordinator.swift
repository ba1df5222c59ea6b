/// The MVVMCSettings coordinator: it makes the screen's view model, wiring the
/// Application layer to the Domain and Platform layers, and shows the destination of
/// each route the view model triggers.
@MainActor
final class MVVMCSettingsCoordinator {
    private let useCase: any MVVMCSettingsUseCaseType

    /// - Parameter useCase: The screen's business logic.
    init(useCase: any MVVMCSettingsUseCaseType) {
        self.useCase = useCase
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init() {
        let repository = MVVMCSettingsRepository()
        self.init(useCase: MVVMCSettingsUseCase(repository: repository))
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> MVVMCSettingsViewModel {
        MVVMCSettingsViewModel(useCase: useCase, router: self)
    }
}

extension MVVMCSettingsCoordinator: MVVMCSettingsRouter {
    func trigger(_ route: MVVMCSettingsRoute) {
        // The screen has no routes yet: add them to the spec, then show each one here.
    }
}
