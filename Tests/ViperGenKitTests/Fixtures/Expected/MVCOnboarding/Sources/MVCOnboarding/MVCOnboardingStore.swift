import Observation

/// The MVCOnboarding model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller.
@MainActor
@Observable
final class MVCOnboardingStore {
    /// The result of the last `pages`.
    private(set) var pagesResult: [OnboardingPage] = []
    private let service: any MVCOnboardingServiceProtocol

    init(service: any MVCOnboardingServiceProtocol) {
        self.service = service
    }

    /// Runs `pages` and keeps its result in `pagesResult`.
    @discardableResult
    func pages() -> [OnboardingPage] {
        let pagesResult = service.pages()
        self.pagesResult = pagesResult
        return pagesResult
    }

    func finish() async {
        await service.finish()
    }
}
