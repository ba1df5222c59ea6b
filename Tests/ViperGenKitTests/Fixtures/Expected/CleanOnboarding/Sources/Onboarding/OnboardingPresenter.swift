/// The Onboarding presentation logic: formats each response into the view model the screen
/// displays.
@MainActor
final class OnboardingPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any OnboardingDisplayLogic)?

    init(display: any OnboardingDisplayLogic) {
        self.display = display
    }
}

extension OnboardingPresenter {
    private func makeViewModel(from onboardingPage: OnboardingPage) -> OnboardingPageViewModel {
        OnboardingPageViewModel(title: onboardingPage.title, body: onboardingPage.body)
    }
}

extension OnboardingPresenter: OnboardingPresentationLogic {
    func presentPages(response: OnboardingModels.Pages.Response) {
        let viewModel = OnboardingModels.Pages.ViewModel(
            pagesResult: response.pagesResult.map(makeViewModel(from:))
        )
        display?.displayPages(viewModel: viewModel)
    }

    func presentFinish(response: OnboardingModels.Finish.Response) {
        let viewModel = OnboardingModels.Finish.ViewModel()
        display?.displayFinish(viewModel: viewModel)
    }
}
