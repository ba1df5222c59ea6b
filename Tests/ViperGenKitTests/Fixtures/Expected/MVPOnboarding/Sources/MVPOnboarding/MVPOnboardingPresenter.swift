/// The MVPOnboarding presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class MVPOnboardingPresenter {
    private weak var view: (any MVPOnboardingView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any MVPOnboardingNavigator)?
    private let model: any MVPOnboardingModelProtocol

    init(model: any MVPOnboardingModelProtocol, navigator: (any MVPOnboardingNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly, and shows it the current state.
    func attach(view: any MVPOnboardingView) {
        self.view = view
        updateView()
    }

    func pages() {
        let pagesResult = model.pages()
        view?.displayPages(pagesResult.map(makeViewModel(from:)))
    }

    func finish() async {
        await model.finish()
        updateView()
    }

    func showHome() {
        navigator?.showHome()
    }

    /// Shows the model's current state: when the view is attached and after each action
    /// that has no result of its own.
    private func updateView() {
        pages()
    }

    private func makeViewModel(from onboardingPage: OnboardingPage) -> OnboardingPageViewModel {
        OnboardingPageViewModel(title: onboardingPage.title, body: onboardingPage.body)
    }
}
