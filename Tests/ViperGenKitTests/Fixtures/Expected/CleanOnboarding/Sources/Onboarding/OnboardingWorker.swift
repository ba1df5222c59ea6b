/// Does the work of the Onboarding use cases against the API, database or cache the app uses;
/// give it what it needs in `init`.
struct OnboardingWorker: OnboardingWorkerProtocol {
    func pages() -> [OnboardingPage] {
        // TODO: Implement `pages`.
        return []
    }

    func finish() async {
        // TODO: Implement `finish`.
    }
}
