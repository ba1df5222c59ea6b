import Foundation
import Observation

/// The Mailbox screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class MailboxViewModel {
    private(set) var state = MailboxState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any MailboxNavigator)?
    private let service: any MailboxServiceProtocol

    init(service: any MailboxServiceProtocol, navigator: (any MailboxNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }
}

extension MailboxViewModel {
    private func makeItemViewModel(from letter: Letter) -> LetterItemViewModel {
        LetterItemViewModel(id: letter.id, subject: letter.subject)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension MailboxViewModel: MailboxViewModelProtocol {
    func onAppear() async {
        await loadLetters()
    }

    func loadLetters() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.letters = try await service.loadLetters().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showLetter(_ letter: Letter) {
        navigator?.showLetter(letter)
    }

    func showDrafts() {
        navigator?.showDrafts()
    }

    func showMailbox(content: String) {
        navigator?.showMailbox(content: content)
    }

    func search(query: String) {
        navigator?.search(query: query)
    }
}
