import Foundation

/// The MVPInbox presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class MVPInboxPresenter {
    private weak var view: (any MVPInboxView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any MVPInboxNavigator)?
    private let model: any MVPInboxModelProtocol

    init(model: any MVPInboxModelProtocol, navigator: (any MVPInboxNavigator)? = nil) {
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly, and shows it the current state.
    func attach(view: any MVPInboxView) {
        self.view = view
        updateView()
    }

    func markAllRead() async {
        do {
            try await model.markAllRead()
            updateView()
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showSubject(_ subject: String) {
        navigator?.showSubject(subject)
    }

    func dismiss() {
        navigator?.dismiss()
    }

    /// Shows the model's current state: when the view is attached and after each action
    /// that has no result of its own.
    private func updateView() {
        view?.display(makeViewModel(from: model.current))
    }

    private func makeViewModel(from mailbox: Mailbox) -> MailboxViewModel {
        MailboxViewModel(
            subjects: mailbox.subjects,
            // TODO: Format `unreadText` from the mailbox.
            unreadText: ""
        )
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
