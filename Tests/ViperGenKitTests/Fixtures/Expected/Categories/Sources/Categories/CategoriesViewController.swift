#if canImport(UIKit)
    import UIKit

    /// The Categories screen. It forwards the user's actions to the presenter and displays
    /// what the presenter gives it.
    final class CategoriesViewController: UIViewController {
        var presenter: (any CategoriesPresenterProtocol)?
        private var categories: [CategoryViewModel] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            Task { await presenter?.viewDidLoad() }
        }
    }

    extension CategoriesViewController: CategoriesView {
        func displayCategories(_ categories: [CategoryViewModel]) {
            self.categories = categories
            // TODO: Show the categories, e.g. reload a table view.
        }

        func displayError(_ message: String) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
