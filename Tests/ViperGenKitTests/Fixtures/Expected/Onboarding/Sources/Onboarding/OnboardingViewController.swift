#if canImport(UIKit)
    import UIKit

    /// The Onboarding screen. It forwards the user's actions to the presenter and displays
    /// what the presenter gives it.
    final class OnboardingViewController: UIViewController {
        var presenter: (any OnboardingPresenterProtocol)?
        /// The load `viewDidLoad` starts (tests read it); cancelled when the screen goes away for
        /// good, and when it is released.
        private(set) var loadTask: Task<Void, Never>?
        private var pagesResult: [OnboardingPageViewModel] = []

        deinit {
            loadTask?.cancel()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            // The task holds the presenter, which holds this controller weakly, so a screen
            // that goes away mid-load is released (and its load cancelled).
            loadTask = Task { [weak self] in
                guard let presenter = self?.presenter else { return }
                await presenter.viewDidLoad()
            }
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            // Popped, or dismissed alone or with its navigation controller, the screen will not
            // come back: stop its work.
            let isGone =
                isMovingFromParent || isBeingDismissed
                || navigationController?.isBeingDismissed == true
            if isGone {
                loadTask?.cancel()
            }
        }
    }

    extension OnboardingViewController: OnboardingView {
        func displayPages(_ pages: [OnboardingPageViewModel]) {
            self.pagesResult = pages
            // TODO: Show the pages, e.g. reload a table view.
        }
    }
#endif
