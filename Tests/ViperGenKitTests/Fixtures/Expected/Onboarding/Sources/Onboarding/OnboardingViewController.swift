#if canImport(UIKit)
    import UIKit

    /// The Onboarding screen. It forwards the user's actions to the presenter and displays
    /// what the presenter gives it.
    final class OnboardingViewController: UIViewController {
        var presenter: (any OnboardingPresenterProtocol)?
        private var pagesResult: [OnboardingPageViewModel] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            Task { await presenter?.viewDidLoad() }
        }
    }

    extension OnboardingViewController: OnboardingView {
        func displayPagesResult(_ pagesResult: [OnboardingPageViewModel]) {
            self.pagesResult = pagesResult
            // TODO: Show the pagesResult, e.g. reload a table view.
        }
    }
#endif
