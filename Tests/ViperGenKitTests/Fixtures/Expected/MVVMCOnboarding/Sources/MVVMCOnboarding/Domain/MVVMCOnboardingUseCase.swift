/// The MVVMCOnboarding business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct MVVMCOnboardingUseCase {
    private let repository: any MVVMCOnboardingRepositoryType

    init(repository: any MVVMCOnboardingRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension MVVMCOnboardingUseCase: MVVMCOnboardingUseCaseType {
    func pages() -> [OnboardingPage] {
        repository.pages()
    }

    func finish() async {
        await repository.finish()
    }
}
