import Foundation
import Testing

@testable import Catalog

@MainActor
struct CatalogPresenterTests {
    private let view = CatalogViewSpy()
    private let interactor = CatalogInteractorSpy()
    private let router = CatalogRouterSpy()
    private let presenter: CatalogPresenter

    init() {
        presenter = CatalogPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}

extension CatalogPresenterTests {
    // MARK: - Loading

    @Test func viewDidLoadLoadsTheScreen() async {
        interactor.loadProductsResult = .success([Product.fixture()])
        interactor.stockLevelsResult = .success(["stockLevels": 218])
        interactor.priceRangeResult = .success((min: 929, max: 437))

        await presenter.viewDidLoad()

        #expect(interactor.loadProductsCallCount == 1)
        #expect(interactor.stockLevelsCallCount == 1)
        #expect(interactor.priceRangeCallCount == 1)
    }

    // MARK: - Use cases

    @Test func loadProductsDisplaysTheResult() async {
        let page: Int = 378
        let pageSize: Int = 251
        let date: Date = Date(timeIntervalSince1970: 1)
        let limit: Int? = 240
        let source: URL = URL(fileURLWithPath: "/source")
        let products: [Product] = [Product.fixture()]
        interactor.loadProductsResult = .success(products)

        await presenter.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )

        #expect(interactor.loadProductsCallCount == 1)
        #expect(interactor.loadProductsReceived.first?.page == page)
        #expect(interactor.loadProductsReceived.first?.pageSize == pageSize)
        #expect(interactor.loadProductsReceived.first?.date == date)
        #expect(interactor.loadProductsReceived.first?.limit == limit)
        #expect(interactor.loadProductsReceived.first?.source == source)
        // The fields the presenter copies; the ones it formats are the app's to test.
        #expect(view.displayProductsReceived.count == 1)
        #expect(view.displayProductsReceived.map { $0.map(\.title) } == [products.map(\.title)])
        #expect(
            view.displayProductsReceived.map { $0.map(\.isFeatured) }
                == [products.map(\.isFeatured)]
        )
    }

    @Test func loadProductsDisplaysAnError() async {
        interactor.loadProductsResult = .failure(CatalogTestError.stubbed)

        await presenter.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayProductsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func loadProductsShowsNoErrorWhenCancelled() async {
        interactor.loadProductsResult = .failure(CancellationError())

        await presenter.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayProductsReceived.isEmpty)
    }

    @Test func productDisplaysTheResult() async {
        let id: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        let productResult: Product? = Product.fixture()
        interactor.productResult = .success(productResult)

        await presenter.product(with: id)

        #expect(interactor.productCallCount == 1)
        #expect(interactor.productReceived == [id])
        // The fields the presenter copies; the ones it formats are the app's to test.
        #expect(view.displayProductReceived.count == 1)
        #expect(view.displayProductReceived.map { $0.map(\.title) } == [productResult.map(\.title)])
        #expect(
            view.displayProductReceived.map { $0.map(\.isFeatured) }
                == [productResult.map(\.isFeatured)]
        )
    }

    @Test func productDisplaysAnError() async {
        interactor.productResult = .failure(CatalogTestError.stubbed)

        await presenter.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayProductReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func productShowsNoErrorWhenCancelled() async {
        interactor.productResult = .failure(CancellationError())

        await presenter.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayProductReceived.isEmpty)
    }

    @Test func searchDisplaysTheResult() async {
        let query: String = "query"
        let tags: [String] = ["tags"]
        let searchResult: [Product] = [Product.fixture()]
        interactor.searchReturnValue = searchResult

        await presenter.search(query, in: tags)

        #expect(interactor.searchCallCount == 1)
        #expect(interactor.searchReceived.first?.query == query)
        #expect(interactor.searchReceived.first?.tags == tags)
        // The fields the presenter copies; the ones it formats are the app's to test.
        #expect(view.displaySearchResultReceived.count == 1)
        #expect(
            view.displaySearchResultReceived.map { $0.map(\.title) } == [searchResult.map(\.title)]
        )
        #expect(
            view.displaySearchResultReceived.map { $0.map(\.isFeatured) }
                == [searchResult.map(\.isFeatured)]
        )
    }

    @Test func favouriteCallsTheInteractor() async {
        let product: Product = Product.fixture()

        await presenter.favourite(product)

        #expect(interactor.favouriteCallCount == 1)
        #expect(interactor.favouriteReceived == [product])
    }

    @Test func favouriteDisplaysAnError() async {
        interactor.favouriteError = CatalogTestError.stubbed

        await presenter.favourite(Product.fixture())

        #expect(view.displayErrorReceived.count == 1)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func favouriteShowsNoErrorWhenCancelled() async {
        interactor.favouriteError = CancellationError()

        await presenter.favourite(Product.fixture())

        #expect(view.displayErrorReceived.isEmpty)
    }

    @Test func stockLevelsDisplaysTheResult() async {
        let stockLevelsResult: [String: Int] = ["stockLevels": 218]
        interactor.stockLevelsResult = .success(stockLevelsResult)

        await presenter.stockLevels()

        #expect(interactor.stockLevelsCallCount == 1)
        #expect(view.displayStockLevelsReceived == [stockLevelsResult])
    }

    @Test func stockLevelsDisplaysAnError() async {
        interactor.stockLevelsResult = .failure(CatalogTestError.stubbed)

        await presenter.stockLevels()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayStockLevelsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func stockLevelsShowsNoErrorWhenCancelled() async {
        interactor.stockLevelsResult = .failure(CancellationError())

        await presenter.stockLevels()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayStockLevelsReceived.isEmpty)
    }

    @Test func filterTagsDisplaysTheResult() {
        let tags: [String] = ["tags"]
        let tagsResult: [String] = ["filterTags"]
        interactor.filterTagsReturnValue = tagsResult

        presenter.filterTags(tags: tags)

        #expect(interactor.filterTagsCallCount == 1)
        #expect(interactor.filterTagsReceived == [tags])
        #expect(view.displayTagsReceived == [tagsResult])
    }

    @Test func priceRangeDisplaysTheResult() {
        interactor.priceRangeResult = .success((min: 929, max: 437))

        presenter.priceRange()

        #expect(interactor.priceRangeCallCount == 1)
        #expect(view.displayPriceRangeReceived.count == 1)
    }

    @Test func priceRangeDisplaysAnError() {
        interactor.priceRangeResult = .failure(CatalogTestError.stubbed)

        presenter.priceRange()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayPriceRangeReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func priceRangeShowsNoErrorWhenCancelled() {
        interactor.priceRangeResult = .failure(CancellationError())

        presenter.priceRange()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayPriceRangeReceived.isEmpty)
    }

    // MARK: - Routes

    @Test func showProductRoutes() {
        let product: ProductRow = ProductRow.fixture()
        let animated: Bool = true

        presenter.showProduct(product, animated: animated)

        #expect(router.showProductCallCount == 1)
        #expect(router.showProductReceived.first?.product == product)
        #expect(router.showProductReceived.first?.animated == animated)
    }

    @Test func showFiltersRoutes() {
        presenter.showFilters()

        #expect(router.showFiltersCallCount == 1)
    }

    @Test func dismissRoutes() {
        let completion: @Sendable () -> Void = {}

        presenter.dismiss(completion: completion)

        #expect(router.dismissCallCount == 1)
    }

    @Test func showReviewsRoutes() {
        let product: ProductRow = ProductRow.fixture()
        let order: String = "order"
        let animated: Bool = true

        presenter.showReviews(for: product, sortedBy: order, animated: animated)

        #expect(router.showReviewsCallCount == 1)
        #expect(router.showReviewsReceived.first?.product == product)
        #expect(router.showReviewsReceived.first?.order == order)
        #expect(router.showReviewsReceived.first?.animated == animated)
    }

    @Test func showReviewsRoutesWithDefaults() {
        presenter.showReviews(for: ProductRow.fixture())

        #expect(router.showReviewsCallCount == 1)
    }

    @Test func showPriceRoutesWithDefaults() {
        presenter.showPrice(of: ProductRow.fixture())

        #expect(router.showPriceCallCount == 1)
    }

    @Test func goBackRoutes() {
        let animated: Bool = true

        presenter.goBack(animated: animated)

        #expect(router.goBackCallCount == 1)
        #expect(router.goBackReceived == [animated])
    }

    @Test func goBackRoutesWithDefaults() {
        presenter.goBack()

        #expect(router.goBackCallCount == 1)
    }
}
