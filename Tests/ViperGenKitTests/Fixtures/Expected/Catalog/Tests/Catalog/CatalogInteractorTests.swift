import Foundation
import Testing

@testable import Catalog

struct CatalogInteractorTests {
    private let service = CatalogServiceSpy()
    private let interactor: CatalogInteractor

    init() {
        interactor = CatalogInteractor(service: service)
    }

    @Test func loadProductsReturnsWhatTheServiceReturns() async throws {
        service.loadProductsResult = .success([Product.fixture()])

        let products = try await interactor.loadProducts(
            page: 1,
            pageSize: 1,
            since: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        #expect(products == [Product.fixture()])
        #expect(service.loadProductsCallCount == 1)
        #expect(service.loadProductsReceived.first?.page == 1)
        #expect(service.loadProductsReceived.first?.pageSize == 1)
        #expect(service.loadProductsReceived.first?.date == Date(timeIntervalSince1970: 1))
        #expect(service.loadProductsReceived.first?.limit == 1)
        #expect(service.loadProductsReceived.first?.source == URL(fileURLWithPath: "/source"))
    }

    @Test func loadProductsPassesOnServiceErrors() async {
        service.loadProductsResult = .failure(CatalogTestError.stubbed)

        await #expect(throws: CatalogTestError.stubbed) {
            try await interactor.loadProducts(
                page: 1,
                pageSize: 1,
                since: Date(timeIntervalSince1970: 1),
                limit: 1,
                source: URL(fileURLWithPath: "/source")
            )
        }
    }

    @Test func productReturnsWhatTheServiceReturns() async throws {
        service.productResult = .success(Product.fixture())

        let productResult = try await interactor.product(
            with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        #expect(productResult == Product.fixture())
        #expect(service.productCallCount == 1)
        #expect(
            service.productReceived
                == [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )
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
        service.searchReturnValue = [Product.fixture()]

        let searchResult = await interactor.search("query", in: ["tags"])

        #expect(searchResult == [Product.fixture()])
        #expect(service.searchCallCount == 1)
        #expect(service.searchReceived.first?.query == "query")
        #expect(service.searchReceived.first?.tags == ["tags"])
    }

    @Test func favouriteCallsTheService() async throws {
        try await interactor.favourite(Product.fixture())

        #expect(service.favouriteCallCount == 1)
        #expect(service.favouriteReceived == [Product.fixture()])
    }

    @Test func favouritePassesOnServiceErrors() async {
        service.favouriteError = CatalogTestError.stubbed

        await #expect(throws: CatalogTestError.stubbed) {
            try await interactor.favourite(Product.fixture())
        }
    }

    @Test func stockLevelsReturnsWhatTheServiceReturns() async throws {
        service.stockLevelsResult = .success([:])

        let levels = try await interactor.stockLevels()

        #expect(levels == [:])
        #expect(service.stockLevelsCallCount == 1)
    }

    @Test func stockLevelsPassesOnServiceErrors() async {
        service.stockLevelsResult = .failure(CatalogTestError.stubbed)

        await #expect(throws: CatalogTestError.stubbed) {
            try await interactor.stockLevels()
        }
    }

    @Test func filterTagsReturnsWhatTheServiceReturns() {
        service.filterTagsReturnValue = ["filterTags"]

        let tagsResult = interactor.filterTags(tags: ["tags"])

        #expect(tagsResult == ["filterTags"])
        #expect(service.filterTagsCallCount == 1)
        #expect(service.filterTagsReceived == [["tags"]])
    }

    @Test func priceRangeReturnsWhatTheServiceReturns() throws {
        service.priceRangeResult = .success((min: 0, max: 0))

        let range = try interactor.priceRange()

        _ = range
        #expect(service.priceRangeCallCount == 1)
    }

    @Test func priceRangePassesOnServiceErrors() {
        service.priceRangeResult = .failure(CatalogTestError.stubbed)

        #expect(throws: CatalogTestError.stubbed) {
            try interactor.priceRange()
        }
    }
}
