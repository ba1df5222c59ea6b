/// The Onboarding business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class OnboardingInteractor {
    private let service: any OnboardingServiceProtocol

    init(service: any OnboardingServiceProtocol) {
        self.service = service
    }
}

nonisolated extension OnboardingInteractor: OnboardingInteractorProtocol {
    func pages() -> [OnboardingPage] {
        service.pages()
    }

    func finish() async {
        await service.finish()
    }
}
