import Observation

/// The MVCOnboarding model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller: the controller
/// asks the store to act, then shows what it keeps.
@MainActor
@Observable
final class MVCOnboardingStore {
    /// The result of the last `pages`.
    private(set) var pagesResult: [OnboardingPage] = []
    private let service: any MVCOnboardingServiceProtocol

    init(service: any MVCOnboardingServiceProtocol) {
        self.service = service
    }

    /// Runs the use cases that fill the screen: when it appears, and again after each action
    /// that changes what the service holds.
    func load() {
        pages()
    }
}

// MARK: - Use cases

extension MVCOnboardingStore {
    /// Runs `pages` and keeps its result in `pagesResult`.
    func pages() {
        pagesResult = service.pages()
    }

    /// Runs `finish`, then loads what the screen shows again.
    func finish() async {
        await service.finish()
        load()
    }
}
