#if canImport(UIKit)
    import UIKit

    /// The Catalog screen. It forwards the user's actions to the presenter and displays
    /// what the presenter gives it.
    public final class CatalogViewController: UIViewController {
        public var presenter: (any CatalogPresenterProtocol)?
        /// The load `viewDidLoad` starts (tests read it); cancelled when the screen goes away for
        /// good, and when it is released.
        private(set) var loadTask: Task<Void, Never>?
        private var products: [ProductRow] = []
        private var productResult: ProductRow?
        private var searchResult: [ProductRow] = []
        private var stockLevelsResult: [String: Int] = [:]
        private var tagsResult: [String] = []
        private var priceRangeResult: (min: Double, max: Double) = (min: 0, max: 0)

        deinit {
            loadTask?.cancel()
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            // The task holds the presenter, which holds this controller weakly, so a screen
            // that goes away mid-load is released (and its load cancelled).
            loadTask = Task { [weak self] in
                guard let presenter = self?.presenter else { return }
                await presenter.viewDidLoad()
            }
        }

        public override func viewDidDisappear(_ animated: Bool) {
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

    extension CatalogViewController: CatalogView {
        public func displayProducts(_ products: [ProductRow]) {
            self.products = products
            // TODO: Show the products, e.g. reload a table view.
        }

        public func displayProduct(_ product: ProductRow?) {
            self.productResult = product
            // TODO: Show the product, e.g. reload a table view.
        }

        public func displaySearchResult(_ searchResult: [ProductRow]) {
            self.searchResult = searchResult
            // TODO: Show the searchResult, e.g. reload a table view.
        }

        public func displayStockLevels(_ stockLevels: [String: Int]) {
            self.stockLevelsResult = stockLevels
            // TODO: Show the stockLevels, e.g. reload a table view.
        }

        public func displayTags(_ tags: [String]) {
            self.tagsResult = tags
            // TODO: Show the tags, e.g. reload a table view.
        }

        public func displayPriceRange(_ priceRange: (min: Double, max: Double)) {
            self.priceRangeResult = priceRange
            // TODO: Show the priceRange, e.g. reload a table view.
        }

        public func displayError(_ message: String) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
