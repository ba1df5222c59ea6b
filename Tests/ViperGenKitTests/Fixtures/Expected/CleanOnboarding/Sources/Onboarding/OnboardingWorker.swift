/// Does the work of the Onboarding use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it does not stop the app: a
/// throwing one throws `OnboardingWorkerError.notImplemented`, which the screen shows; one with
/// a result answers an empty value (only a result with no empty value stops with `fatalError`).
nonisolated struct OnboardingWorker {}

nonisolated extension OnboardingWorker: OnboardingWorkerProtocol {
    func pages() -> [OnboardingPage] {
        // TODO: Implement `pages`.
        return []
    }

    func finish() async {
        // TODO: Implement `finish`.
    }
}
