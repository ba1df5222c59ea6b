/// The Onboarding presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class OnboardingPresenter {
    weak var view: (any OnboardingView)?
    private let interactor: any OnboardingInteractorProtocol
    private let router: any OnboardingRouterProtocol

    init(interactor: any OnboardingInteractorProtocol, router: any OnboardingRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension OnboardingPresenter {
    private func makeViewModel(from onboardingPage: OnboardingPage) -> OnboardingPageViewModel {
        OnboardingPageViewModel(title: onboardingPage.title, body: onboardingPage.body)
    }
}

extension OnboardingPresenter: OnboardingPresenterProtocol {
    func viewDidLoad() async {
        pages()
    }

    func pages() {
        let pagesResult = interactor.pages()
        view?.displayPages(pagesResult.map(makeViewModel(from:)))
    }

    func finish() async {
        await interactor.finish()
    }

    func showHome() {
        router.showHome()
    }
}
