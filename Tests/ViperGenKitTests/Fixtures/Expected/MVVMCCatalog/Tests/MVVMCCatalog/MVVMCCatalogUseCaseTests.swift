import Foundation
import XCTest

@testable import MVVMCCatalog

final class MVVMCCatalogUseCaseTests: XCTestCase {
    private let repository = MVVMCCatalogRepositorySpy()
    private lazy var useCase = MVVMCCatalogUseCase(repository: repository)

    func testLoadProductsReturnsWhatTheRepositoryReturns() async throws {
        repository.loadProductsResult = .success([Product.fixture()])

        let products = try await useCase.loadProducts(
            page: 1,
            pageSize: 1,
            since: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        XCTAssertEqual(products, [Product.fixture()])
        XCTAssertEqual(repository.loadProductsCallCount, 1)
        XCTAssertEqual(repository.loadProductsReceived.first?.page, 1)
        XCTAssertEqual(repository.loadProductsReceived.first?.pageSize, 1)
        XCTAssertEqual(repository.loadProductsReceived.first?.date, Date(timeIntervalSince1970: 1))
        XCTAssertEqual(repository.loadProductsReceived.first?.limit, 1)
        XCTAssertEqual(
            repository.loadProductsReceived.first?.source,
            URL(fileURLWithPath: "/source")
        )
    }

    func testLoadProductsPassesOnRepositoryErrors() async {
        repository.loadProductsResult = .failure(MVVMCCatalogTestError.stubbed)

        do {
            _ = try await useCase.loadProducts(
                page: 1,
                pageSize: 1,
                since: Date(timeIntervalSince1970: 1),
                limit: 1,
                source: URL(fileURLWithPath: "/source")
            )
            XCTFail("Expected loadProducts to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCCatalogTestError, .stubbed)
        }
    }

    func testProductReturnsWhatTheRepositoryReturns() async throws {
        repository.productResult = .success(Product.fixture())

        let productResult = try await useCase.product(
            with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        XCTAssertEqual(productResult, Product.fixture())
        XCTAssertEqual(repository.productCallCount, 1)
        XCTAssertEqual(
            repository.productReceived,
            [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )
    }

    func testProductPassesOnRepositoryErrors() async {
        repository.productResult = .failure(MVVMCCatalogTestError.stubbed)

        do {
            _ = try await useCase.product(
                with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
            )
            XCTFail("Expected product to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCCatalogTestError, .stubbed)
        }
    }

    func testSearchReturnsWhatTheRepositoryReturns() async {
        repository.searchReturnValue = [Product.fixture()]

        let searchResult = await useCase.search("query", in: ["tags"])

        XCTAssertEqual(searchResult, [Product.fixture()])
        XCTAssertEqual(repository.searchCallCount, 1)
        XCTAssertEqual(repository.searchReceived.first?.query, "query")
        XCTAssertEqual(repository.searchReceived.first?.tags, ["tags"])
    }

    func testFavouriteCallsTheRepository() async throws {
        try await useCase.favourite(Product.fixture())

        XCTAssertEqual(repository.favouriteCallCount, 1)
        XCTAssertEqual(repository.favouriteReceived, [Product.fixture()])
    }

    func testFavouritePassesOnRepositoryErrors() async {
        repository.favouriteError = MVVMCCatalogTestError.stubbed

        do {
            try await useCase.favourite(Product.fixture())
            XCTFail("Expected favourite to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCCatalogTestError, .stubbed)
        }
    }

    func testStockLevelsReturnsWhatTheRepositoryReturns() async throws {
        repository.stockLevelsResult = .success([:])

        let levels = try await useCase.stockLevels()

        XCTAssertEqual(levels, [:])
        XCTAssertEqual(repository.stockLevelsCallCount, 1)
    }

    func testStockLevelsPassesOnRepositoryErrors() async {
        repository.stockLevelsResult = .failure(MVVMCCatalogTestError.stubbed)

        do {
            _ = try await useCase.stockLevels()
            XCTFail("Expected stockLevels to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCCatalogTestError, .stubbed)
        }
    }

    func testFilterTagsReturnsWhatTheRepositoryReturns() {
        repository.filterTagsReturnValue = ["filterTags"]

        let tagsResult = useCase.filterTags(tags: ["tags"])

        XCTAssertEqual(tagsResult, ["filterTags"])
        XCTAssertEqual(repository.filterTagsCallCount, 1)
        XCTAssertEqual(repository.filterTagsReceived, [["tags"]])
    }

    func testPriceRangeReturnsWhatTheRepositoryReturns() throws {
        repository.priceRangeResult = .success((min: 0, max: 0))

        let range = try useCase.priceRange()

        _ = range
        XCTAssertEqual(repository.priceRangeCallCount, 1)
    }

    func testPriceRangePassesOnRepositoryErrors() async {
        repository.priceRangeResult = .failure(MVVMCCatalogTestError.stubbed)

        do {
            _ = try useCase.priceRange()
            XCTFail("Expected priceRange to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCCatalogTestError, .stubbed)
        }
    }

    func testFeaturedReturnsWhatTheRepositoryReturns() async throws {
        repository.featuredResult = .success(Product.fixture())

        let featuredResult = try await useCase.featured()

        XCTAssertEqual(featuredResult, Product.fixture())
        XCTAssertEqual(repository.featuredCallCount, 1)
    }

    func testFeaturedPassesOnRepositoryErrors() async {
        repository.featuredResult = .failure(MVVMCCatalogTestError.stubbed)

        do {
            _ = try await useCase.featured()
            XCTFail("Expected featured to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCCatalogTestError, .stubbed)
        }
    }
}
