import Foundation
import Testing

@testable import Catalog

nonisolated struct CatalogInteractorTests {
    private let service = CatalogServiceSpy()
    private let interactor: CatalogInteractor

    init() {
        interactor = CatalogInteractor(service: service)
    }
}

nonisolated extension CatalogInteractorTests {
    // MARK: - Use cases

    @Test func loadProductsReturnsWhatTheServiceReturns() async throws {
        let page: Int = 378
        let pageSize: Int = 251
        let date: Date = Date(timeIntervalSince1970: 1)
        let limit: Int? = 240
        let source: URL = URL(fileURLWithPath: "/source")
        let stubbed: [Product] = [Product.fixture()]
        service.loadProductsResult = .success(stubbed)

        let products = try await interactor.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )

        #expect(products == stubbed)
        #expect(service.loadProductsCallCount == 1)
        #expect(service.loadProductsReceived.first?.page == page)
        #expect(service.loadProductsReceived.first?.pageSize == pageSize)
        #expect(service.loadProductsReceived.first?.date == date)
        #expect(service.loadProductsReceived.first?.limit == limit)
        #expect(service.loadProductsReceived.first?.source == source)
    }

    @Test func loadProductsPassesOnServiceErrors() async {
        service.loadProductsResult = .failure(CatalogTestError.stubbed)

        await #expect(throws: CatalogTestError.stubbed) {
            try await interactor.loadProducts(
                page: 378,
                pageSize: 251,
                since: Date(timeIntervalSince1970: 1),
                limit: 240,
                source: URL(fileURLWithPath: "/source")
            )
        }
    }

    @Test func productReturnsWhatTheServiceReturns() async throws {
        let id: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        let stubbed: Product? = Product.fixture()
        service.productResult = .success(stubbed)

        let productResult = try await interactor.product(with: id)

        #expect(productResult == stubbed)
        #expect(service.productCallCount == 1)
        #expect(service.productReceived == [id])
    }

    @Test func productPassesOnServiceErrors() async {
        service.productResult = .failure(CatalogTestError.stubbed)

        await #expect(throws: CatalogTestError.stubbed) {
            try await interactor.product(
                with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
            )
        }
    }

    @Test func searchReturnsWhatTheServiceReturns() async {
        let query: String = "query"
        let tags: [String] = ["tags"]
        let stubbed: [Product] = [Product.fixture()]
        service.searchReturnValue = stubbed

        let searchResult = await interactor.search(query, in: tags)

        #expect(searchResult == stubbed)
        #expect(service.searchCallCount == 1)
        #expect(service.searchReceived.first?.query == query)
        #expect(service.searchReceived.first?.tags == tags)
    }

    @Test func favouriteCallsTheService() async throws {
        let product: Product = Product.fixture()

        try await interactor.favourite(product)

        #expect(service.favouriteCallCount == 1)
        #expect(service.favouriteReceived == [product])
    }

    @Test func favouritePassesOnServiceErrors() async {
        service.favouriteError = CatalogTestError.stubbed

        await #expect(throws: CatalogTestError.stubbed) {
            try await interactor.favourite(Product.fixture())
        }
    }

    @Test func stockLevelsReturnsWhatTheServiceReturns() async throws {
        let stubbed: [String: Int] = ["stockLevels": 218]
        service.stockLevelsResult = .success(stubbed)

        let stockLevelsResult = try await interactor.stockLevels()

        #expect(stockLevelsResult == stubbed)
        #expect(service.stockLevelsCallCount == 1)
    }

    @Test func stockLevelsPassesOnServiceErrors() async {
        service.stockLevelsResult = .failure(CatalogTestError.stubbed)

        await #expect(throws: CatalogTestError.stubbed) {
            try await interactor.stockLevels()
        }
    }

    @Test func filterTagsReturnsWhatTheServiceReturns() {
        let tags: [String] = ["tags"]
        let stubbed: [String] = ["filterTags"]
        service.filterTagsReturnValue = stubbed

        let tagsResult = interactor.filterTags(tags: tags)

        #expect(tagsResult == stubbed)
        #expect(service.filterTagsCallCount == 1)
        #expect(service.filterTagsReceived == [tags])
    }

    @Test func priceRangeReturnsWhatTheServiceReturns() throws {
        service.priceRangeResult = .success((min: 929, max: 437))

        let priceRangeResult = try interactor.priceRange()

        _ = priceRangeResult
        #expect(service.priceRangeCallCount == 1)
    }

    @Test func priceRangePassesOnServiceErrors() {
        service.priceRangeResult = .failure(CatalogTestError.stubbed)

        #expect(throws: CatalogTestError.stubbed) {
            try interactor.priceRange()
        }
    }
}
