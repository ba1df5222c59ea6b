/// Does the work of the Onboarding use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it fails loudly: a throwing one
/// throws `OnboardingWorkerError.notImplemented`, one with a result stops with `fatalError`.
nonisolated struct OnboardingWorker {}

nonisolated extension OnboardingWorker: OnboardingWorkerProtocol {
    func pages() -> [OnboardingPage] {
        // TODO: Implement `pages`.
        fatalError("TODO: implement \(#function)")
    }

    func finish() async {
        // TODO: Implement `finish`.
    }
}
