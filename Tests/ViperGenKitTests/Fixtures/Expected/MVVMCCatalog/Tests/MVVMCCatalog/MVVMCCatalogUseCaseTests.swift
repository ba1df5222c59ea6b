import Foundation
import XCTest

@testable import MVVMCCatalog

nonisolated final class MVVMCCatalogUseCaseTests: XCTestCase {
    private let repository = MVVMCCatalogRepositorySpy()
    private lazy var useCase = MVVMCCatalogUseCase(repository: repository)
}

nonisolated extension MVVMCCatalogUseCaseTests {
    // MARK: - Use cases

    func testLoadProductsReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Product] = [Product.fixture()]
        repository.loadProductsResult = .success(stubbed)

        let products = try await useCase.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        XCTAssertEqual(products, stubbed)
        XCTAssertEqual(repository.loadProductsCallCount, 1)
        XCTAssertEqual(repository.loadProductsReceived.first?.page, 378)
        XCTAssertEqual(repository.loadProductsReceived.first?.pageSize, 251)
        XCTAssertEqual(repository.loadProductsReceived.first?.date, Date(timeIntervalSince1970: 1))
        XCTAssertEqual(repository.loadProductsReceived.first?.limit, 240)
        XCTAssertEqual(
            repository.loadProductsReceived.first?.source,
            URL(fileURLWithPath: "/source")
        )
    }

    func testLoadProductsPassesOnRepositoryErrors() async {
        repository.loadProductsResult = .failure(MVVMCCatalogTestError.stubbed)

        do {
            _ = try await useCase.loadProducts(
                page: 378,
                pageSize: 251,
                since: Date(timeIntervalSince1970: 1),
                limit: 240,
                source: URL(fileURLWithPath: "/source")
            )
            XCTFail("Expected loadProducts to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCCatalogTestError, .stubbed)
        }
    }

    func testProductReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: Product? = Product.fixture()
        repository.productResult = .success(stubbed)

        let productResult = try await useCase.product(
            with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        )

        XCTAssertEqual(productResult, stubbed)
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
        let stubbed: [Product] = [Product.fixture()]
        repository.searchReturnValue = stubbed

        let searchResult = await useCase.search("query", in: ["tags"])

        XCTAssertEqual(searchResult, stubbed)
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
        let stubbed: [String: Int] = ["stockLevels": 218]
        repository.stockLevelsResult = .success(stubbed)

        let stockLevelsResult = try await useCase.stockLevels()

        XCTAssertEqual(stockLevelsResult, stubbed)
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
        let stubbed: [String] = ["filterTags"]
        repository.filterTagsReturnValue = stubbed

        let tagsResult = useCase.filterTags(tags: ["tags"])

        XCTAssertEqual(tagsResult, stubbed)
        XCTAssertEqual(repository.filterTagsCallCount, 1)
        XCTAssertEqual(repository.filterTagsReceived, [["tags"]])
    }

    func testPriceRangeReturnsWhatTheRepositoryReturns() throws {
        let stubbed: (min: Double, max: Double) = (min: 929, max: 437)
        repository.priceRangeResult = .success(stubbed)

        let priceRangeResult = try useCase.priceRange()

        _ = priceRangeResult
        XCTAssertEqual(repository.priceRangeCallCount, 1)
    }

    func testPriceRangePassesOnRepositoryErrors() {
        repository.priceRangeResult = .failure(MVVMCCatalogTestError.stubbed)

        do {
            _ = try useCase.priceRange()
            XCTFail("Expected priceRange to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCCatalogTestError, .stubbed)
        }
    }

    func testFeaturedReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: Product = Product.fixture()
        repository.featuredResult = .success(stubbed)

        let featuredResult = try await useCase.featured()

        XCTAssertEqual(featuredResult, stubbed)
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
