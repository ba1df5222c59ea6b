import Observation

/// The Onboarding screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class OnboardingViewModel {
    private(set) var state = OnboardingState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any OnboardingNavigator)?
    private let service: any OnboardingServiceProtocol

    init(service: any OnboardingServiceProtocol, navigator: (any OnboardingNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }
}

extension OnboardingViewModel {
    private func makeItemViewModel(
        from onboardingPage: OnboardingPage
    ) -> OnboardingPageItemViewModel {
        OnboardingPageItemViewModel(title: onboardingPage.title, body: onboardingPage.body)
    }
}

extension OnboardingViewModel: OnboardingViewModelProtocol {
    func onAppear() async {
        pages()
    }

    func pages() {
        state.pagesResult = service.pages().map(makeItemViewModel(from:))
    }

    func finish() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        await service.finish()
    }

    func showHome() {
        navigator?.showHome()
    }
}
