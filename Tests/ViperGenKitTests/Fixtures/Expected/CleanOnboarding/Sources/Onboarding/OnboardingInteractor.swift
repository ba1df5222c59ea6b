/// The Onboarding business logic: runs each request through the worker, keeps what the scene
/// has loaded (its data store) and hands the response, or the error, to the presenter.
@MainActor
final class OnboardingInteractor: OnboardingDataStore {
    private(set) var pagesResult: [OnboardingPage] = []
    private let presenter: any OnboardingPresentationLogic
    private let worker: any OnboardingWorkerProtocol

    init(presenter: any OnboardingPresentationLogic, worker: any OnboardingWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension OnboardingInteractor: OnboardingBusinessLogic {
    func pages(request: OnboardingModels.Pages.Request) {
        let pagesResult = worker.pages()
        self.pagesResult = pagesResult
        presenter.presentPages(response: OnboardingModels.Pages.Response(pagesResult: pagesResult))
    }

    func finish(request: OnboardingModels.Finish.Request) async {
        await worker.finish()
        presenter.presentFinish(response: OnboardingModels.Finish.Response())
    }
}
