#if canImport(UIKit)
    import UIKit

    /// The Catalog screen: sends the user's requests to the interactor, displays the view
    /// models the presenter formats, and asks the router to navigate.
    public final class CatalogViewController: UIViewController {
        /// Runs the use cases; the screen sends it the user's requests.
        public var interactor: (any CatalogBusinessLogic)?
        /// Navigates to the next scenes; the screen takes its routes on the user's actions.
        public var router: (any CatalogRoutingLogic & CatalogDataPassing)?
        public private(set) var loadProductsViewModel: CatalogModels.LoadProducts.ViewModel?
        public private(set) var productViewModel: CatalogModels.ProductUseCase.ViewModel?
        public private(set) var searchViewModel: CatalogModels.Search.ViewModel?
        public private(set) var favouriteViewModel: CatalogModels.Favourite.ViewModel?
        public private(set) var tagViewModel: CatalogModels.Tag.ViewModel?
        public private(set) var observeStockViewModel: CatalogModels.ObserveStock.ViewModel?
        public private(set) var stockLevelsViewModel: CatalogModels.StockLevels.ViewModel?
        public private(set) var filterTagsViewModel: CatalogModels.FilterTags.ViewModel?
        public private(set) var priceRangeViewModel: CatalogModels.PriceRange.ViewModel?
        public private(set) var recentlyViewedProductIDsViewModel:
            CatalogModels.RecentlyViewedProductIDs.ViewModel?
        /// The requests the screen sends when it loads; cancelled when the screen goes away for
        /// good.
        public private(set) var loadTask: Task<Void, Never>?

        public override func viewDidLoad() {
            super.viewDidLoad()
            loadTask = Task { [weak self] in
                // The task keeps the interactor, not the screen, while the requests run.
                guard let interactor = self?.interactor else { return }
                await interactor.loadProducts(request: .init())
                await interactor.stockLevels(request: .init())
                interactor.priceRange(request: .init())
                interactor.recentlyViewedProductIDs(request: .init())
            }
        }

        public override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            // Popped, or dismissed alone or with its navigation controller, the screen is gone for
            // good; hidden under another, it is not.
            let isGone =
                isMovingFromParent || isBeingDismissed
                || navigationController?.isBeingDismissed == true
            if isGone {
                loadTask?.cancel()
            }
        }

        deinit {
            loadTask?.cancel()
        }
    }

    extension CatalogViewController: CatalogDisplayLogic {
        public func displayLoadProducts(viewModel: CatalogModels.LoadProducts.ViewModel) {
            loadProductsViewModel = viewModel
            // TODO: Show the products, e.g. reload a table view.
        }

        public func displayProduct(viewModel: CatalogModels.ProductUseCase.ViewModel) {
            productViewModel = viewModel
            // TODO: Show the product, e.g. reload a table view.
        }

        public func displaySearch(viewModel: CatalogModels.Search.ViewModel) {
            searchViewModel = viewModel
            // TODO: Show the searchResult, e.g. reload a table view.
        }

        public func displayFavourite(viewModel: CatalogModels.Favourite.ViewModel) {
            favouriteViewModel = viewModel
            // TODO: Update the screen now that `favourite` has finished.
        }

        public func displayTag(viewModel: CatalogModels.Tag.ViewModel) {
            tagViewModel = viewModel
            // TODO: Update the screen now that `tag` has finished.
        }

        public func displayObserveStock(viewModel: CatalogModels.ObserveStock.ViewModel) {
            observeStockViewModel = viewModel
            // TODO: Update the screen now that `observeStock` has finished.
        }

        public func displayStockLevels(viewModel: CatalogModels.StockLevels.ViewModel) {
            stockLevelsViewModel = viewModel
            // TODO: Show the stockLevels, e.g. reload a table view.
        }

        public func displayFilterTags(viewModel: CatalogModels.FilterTags.ViewModel) {
            filterTagsViewModel = viewModel
            // TODO: Show the tags, e.g. reload a table view.
        }

        public func displayPriceRange(viewModel: CatalogModels.PriceRange.ViewModel) {
            priceRangeViewModel = viewModel
            // TODO: Show the priceRange, e.g. reload a table view.
        }

        public func displayRecentlyViewedProductIDs(
            viewModel: CatalogModels.RecentlyViewedProductIDs.ViewModel
        ) {
            recentlyViewedProductIDsViewModel = viewModel
            // TODO: Show the recentlyViewedProductIDs, e.g. reload a table view.
        }

        public func displayError(viewModel: CatalogModels.ErrorViewModel) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(
                title: viewModel.title,
                message: viewModel.message,
                preferredStyle: .alert
            )
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
