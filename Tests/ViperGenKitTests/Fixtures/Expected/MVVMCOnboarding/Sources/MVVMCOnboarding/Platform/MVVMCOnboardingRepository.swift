/// The MVVMCOnboarding data source: the concrete repository the Platform layer
/// provides. Fill in each method with a call to the API, the database or the cache it
/// reads from.
nonisolated struct MVVMCOnboardingRepository {}

nonisolated extension MVVMCOnboardingRepository: MVVMCOnboardingRepositoryType {
    func pages() -> [OnboardingPage] {
        // TODO: Fetch the result from the API, the database or the cache.
        // Until then it answers an empty result (it cannot throw to say it is not there).
        return []
    }

    func finish() async {
        // TODO: Send the request to the API, the database or the cache.
    }
}
