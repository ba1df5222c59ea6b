import Foundation
import XCTest

@testable import MVVMCCatalog

#if canImport(SwiftUI)
    import SwiftUI
#endif

nonisolated final class MVVMCCatalogViewModelTests: XCTestCase {
    @MainActor
    func testLoadProductsSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [Product] = [Product.fixture()]
        harness.useCase.loadProductsResult = .success(stubbed)

        let output = await harness.transform { send in
            send.loadProducts(
                page: 378,
                pageSize: 251,
                since: Date(timeIntervalSince1970: 1),
                limit: 240,
                source: URL(fileURLWithPath: "/source")
            )
        }

        XCTAssertEqual(harness.useCase.loadProductsCallCount, 1)
        XCTAssertEqual(harness.useCase.loadProductsReceived.first?.page, 378)
        XCTAssertEqual(harness.useCase.loadProductsReceived.first?.pageSize, 251)
        XCTAssertEqual(
            harness.useCase.loadProductsReceived.first?.date,
            Date(timeIntervalSince1970: 1)
        )
        XCTAssertEqual(harness.useCase.loadProductsReceived.first?.limit, 240)
        XCTAssertEqual(
            harness.useCase.loadProductsReceived.first?.source,
            URL(fileURLWithPath: "/source")
        )
        let products = await harness.values(of: output.products)
        XCTAssertEqual(products.count, 1)
        // Only what the view model copies is compared: the app formats `priceText` itself.
        XCTAssertEqual(products.map { $0.map(\.title) }, [stubbed.map(\.title)])
        XCTAssertEqual(products.map { $0.map(\.isFeatured) }, [stubbed.map(\.isFeatured)])
    }

    @MainActor
    func testLoadProductsSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.loadProductsResult = .failure(MVVMCCatalogTestError.stubbed)

        let output = await harness.transform { send in
            send.loadProducts(
                page: 378,
                pageSize: 251,
                since: Date(timeIntervalSince1970: 1),
                limit: 240,
                source: URL(fileURLWithPath: "/source")
            )
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [MVVMCCatalogTestError.stubbed.localizedDescription])
        let products = await harness.values(of: output.products)
        XCTAssertTrue(products.isEmpty)
    }

    @MainActor
    func testProductSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Product? = Product.fixture()
        harness.useCase.productResult = .success(stubbed)

        let output = await harness.transform { send in
            send.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
        }

        XCTAssertEqual(harness.useCase.productCallCount, 1)
        XCTAssertEqual(
            harness.useCase.productReceived,
            [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]
        )
        let productResult = await harness.values(of: output.productResult)
        XCTAssertEqual(productResult.count, 1)
        // Only what the view model copies is compared: the app formats `priceText` itself.
        XCTAssertEqual(productResult.map { $0.map(\.title) }, [stubbed.map(\.title)])
        XCTAssertEqual(productResult.map { $0.map(\.isFeatured) }, [stubbed.map(\.isFeatured)])
    }

    @MainActor
    func testProductSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.productResult = .failure(MVVMCCatalogTestError.stubbed)

        let output = await harness.transform { send in
            send.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [MVVMCCatalogTestError.stubbed.localizedDescription])
        let productResult = await harness.values(of: output.productResult)
        XCTAssertTrue(productResult.isEmpty)
    }

    @MainActor
    func testSearchSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [Product] = [Product.fixture()]
        harness.useCase.searchReturnValue = stubbed

        let output = await harness.transform { send in
            send.search("query", in: ["tags"])
        }

        XCTAssertEqual(harness.useCase.searchCallCount, 1)
        XCTAssertEqual(harness.useCase.searchReceived.first?.query, "query")
        XCTAssertEqual(harness.useCase.searchReceived.first?.tags, ["tags"])
        let searchResult = await harness.values(of: output.searchResult)
        XCTAssertEqual(searchResult.count, 1)
        // Only what the view model copies is compared: the app formats `priceText` itself.
        XCTAssertEqual(searchResult.map { $0.map(\.title) }, [stubbed.map(\.title)])
        XCTAssertEqual(searchResult.map { $0.map(\.isFeatured) }, [stubbed.map(\.isFeatured)])
    }

    @MainActor
    func testFavouriteRunsTheUseCase() async {
        let harness = Harness()

        await harness.transform { send in
            send.favourite(Product.fixture())
        }

        XCTAssertEqual(harness.useCase.favouriteCallCount, 1)
        XCTAssertEqual(harness.useCase.favouriteReceived, [Product.fixture()])
    }

    @MainActor
    func testFavouriteSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.favouriteError = MVVMCCatalogTestError.stubbed

        let output = await harness.transform { send in
            send.favourite(Product.fixture())
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [MVVMCCatalogTestError.stubbed.localizedDescription])
    }

    @MainActor
    func testStockLevelsSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [String: Int] = ["stockLevels": 218]
        harness.useCase.stockLevelsResult = .success(stubbed)

        let output = await harness.transform { send in
            send.stockLevels()
        }

        XCTAssertEqual(harness.useCase.stockLevelsCallCount, 1)
        let stockLevelsResult = await harness.values(of: output.stockLevelsResult)
        XCTAssertEqual(stockLevelsResult, [stubbed])
    }

    @MainActor
    func testStockLevelsSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.stockLevelsResult = .failure(MVVMCCatalogTestError.stubbed)

        let output = await harness.transform { send in
            send.stockLevels()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [MVVMCCatalogTestError.stubbed.localizedDescription])
        let stockLevelsResult = await harness.values(of: output.stockLevelsResult)
        XCTAssertTrue(stockLevelsResult.isEmpty)
    }

    @MainActor
    func testFilterTagsSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: [String] = ["filterTags"]
        harness.useCase.filterTagsReturnValue = stubbed

        let output = await harness.transform { send in
            send.filterTags(tags: ["tags"])
        }

        XCTAssertEqual(harness.useCase.filterTagsCallCount, 1)
        XCTAssertEqual(harness.useCase.filterTagsReceived, [["tags"]])
        let tagsResult = await harness.values(of: output.tagsResult)
        XCTAssertEqual(tagsResult, [stubbed])
    }

    @MainActor
    func testPriceRangeSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: (min: Double, max: Double) = (min: 929, max: 437)
        harness.useCase.priceRangeResult = .success(stubbed)

        let output = await harness.transform { send in
            send.priceRange()
        }

        XCTAssertEqual(harness.useCase.priceRangeCallCount, 1)
        let priceRangeResult = await harness.values(of: output.priceRangeResult)
        XCTAssertEqual(priceRangeResult.count, 1)
    }

    @MainActor
    func testPriceRangeSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.priceRangeResult = .failure(MVVMCCatalogTestError.stubbed)

        let output = await harness.transform { send in
            send.priceRange()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [MVVMCCatalogTestError.stubbed.localizedDescription])
        let priceRangeResult = await harness.values(of: output.priceRangeResult)
        XCTAssertTrue(priceRangeResult.isEmpty)
    }

    @MainActor
    func testFeaturedSendsItsResultToTheOutput() async {
        let harness = Harness()
        let stubbed: Product = Product.fixture()
        harness.useCase.featuredResult = .success(stubbed)

        let output = await harness.transform { send in
            send.featured()
        }

        XCTAssertEqual(harness.useCase.featuredCallCount, 1)
        let featuredResult = await harness.values(of: output.featuredResult)
        XCTAssertEqual(featuredResult.count, 1)
        // Only what the view model copies is compared: the app formats `priceText` itself.
        XCTAssertEqual(featuredResult.map(\.title), [stubbed.title])
        XCTAssertEqual(featuredResult.map(\.isFeatured), [stubbed.isFeatured])
    }

    @MainActor
    func testFeaturedSendsItsErrorToTheOutput() async {
        let harness = Harness()
        harness.useCase.featuredResult = .failure(MVVMCCatalogTestError.stubbed)

        let output = await harness.transform { send in
            send.featured()
        }

        let errors = await harness.values(of: output.error)
        XCTAssertEqual(errors, [MVVMCCatalogTestError.stubbed.localizedDescription])
        let featuredResult = await harness.values(of: output.featuredResult)
        XCTAssertTrue(featuredResult.isEmpty)
    }

    @MainActor
    func testACancelledLoadProductsShowsNoError() async {
        let harness = Harness()
        harness.useCase.loadProductsResult = .failure(CancellationError())

        let output = await harness.transform { send in
            send.loadProducts(
                page: 378,
                pageSize: 251,
                since: Date(timeIntervalSince1970: 1),
                limit: 240,
                source: URL(fileURLWithPath: "/source")
            )
        }

        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testANewLoadProductsCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.loadProductsResult = .success([Product.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.loadProductsCallCount, 2)
        let products = await harness.values(of: output.products)
        XCTAssertEqual(products.count, 1)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheLoadProductsStillRunning() async {
        let harness = Harness()
        harness.useCase.loadProductsResult = .success([Product.fixture()])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let products = await harness.values(of: output.products)
        XCTAssertTrue(products.isEmpty)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testASecondProductWhileOneRunsStartsNoOther() async {
        let harness = Harness()
        harness.useCase.productResult = .success(Product.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (answers, answer) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            for await _ in answers {}
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The first still runs: the sender drops this one at once.
        send.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
        answer.finish()
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.productCallCount, 1)
    }

    @MainActor
    func testASecondProductAfterTheFirstEndedRuns() async {
        let harness = Harness()
        harness.useCase.productResult = .success(Product.fixture())
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
        await harness.wait(until: "the first has ended") {
            await input.productGate.waitUntilFree()
        }
        send.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.productCallCount, 2)
    }

    @MainActor
    func testANewSearchCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.searchReturnValue = [Product.fixture()]
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.search("query", in: ["tags"])
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.search("query", in: ["tags"])
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.searchCallCount, 2)
        let searchResult = await harness.values(of: output.searchResult)
        XCTAssertEqual(searchResult.count, 1)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheSearchStillRunning() async {
        let harness = Harness()
        harness.useCase.searchReturnValue = [Product.fixture()]
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.search("query", in: ["tags"])
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let searchResult = await harness.values(of: output.searchResult)
        XCTAssertTrue(searchResult.isEmpty)
    }

    @MainActor
    func testASecondFavouriteWhileOneRunsStartsNoOther() async {
        let harness = Harness()
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (answers, answer) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            for await _ in answers {}
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.favourite(Product.fixture())
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The first still runs: the sender drops this one at once.
        send.favourite(Product.fixture())
        answer.finish()
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.favouriteCallCount, 1)
    }

    @MainActor
    func testASecondFavouriteAfterTheFirstEndedRuns() async {
        let harness = Harness()
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)

        send.favourite(Product.fixture())
        await harness.wait(until: "the first has ended") {
            await input.favouriteGate.waitUntilFree()
        }
        send.favourite(Product.fixture())
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.favouriteCallCount, 2)
    }

    @MainActor
    func testANewStockLevelsCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.stockLevelsResult = .success(["stockLevels": 218])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.stockLevels()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.stockLevels()
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.stockLevelsCallCount, 2)
        let stockLevelsResult = await harness.values(of: output.stockLevelsResult)
        XCTAssertEqual(stockLevelsResult.count, 1)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheStockLevelsStillRunning() async {
        let harness = Harness()
        harness.useCase.stockLevelsResult = .success(["stockLevels": 218])
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.stockLevels()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let stockLevelsResult = await harness.values(of: output.stockLevelsResult)
        XCTAssertTrue(stockLevelsResult.isEmpty)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testANewFeaturedCancelsTheOneStillRunning() async {
        let harness = Harness()
        harness.useCase.featuredResult = .success(Product.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.featured()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        harness.useCase.beforeAnswering = nil
        send.featured()
        await harness.wait(until: "the first call is cancelled") {
            for await _ in cancelled { break }
        }
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: harness.viewModel)

        XCTAssertEqual(harness.useCase.featuredCallCount, 2)
        let featuredResult = await harness.values(of: output.featuredResult)
        XCTAssertEqual(featuredResult.count, 1)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testCancellingItsWorkCancelsTheFeaturedStillRunning() async {
        let harness = Harness()
        harness.useCase.featuredResult = .success(Product.fixture())
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancel) = AsyncStream.makeStream(of: Void.self)
        harness.useCase.beforeAnswering = {
            start.yield()
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled {
                cancel.yield()
            }
        }
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        let output = harness.viewModel.transform(input: input)

        send.featured()
        await harness.wait(until: "the use case is called") {
            for await _ in started { break }
        }
        // The view model goes away, or a new input replaces this one.
        harness.viewModel.transformTask?.cancel()
        await harness.wait(until: "the call is cancelled") {
            for await _ in cancelled { break }
        }

        let featuredResult = await harness.values(of: output.featuredResult)
        XCTAssertTrue(featuredResult.isEmpty)
        let errors = await harness.values(of: output.error)
        XCTAssertTrue(errors.isEmpty)
    }

    @MainActor
    func testShowProductTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.showProduct(ProductRow.fixture(), animated: true)
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.showProductCallCount, 1)
        XCTAssertEqual(harness.router.showProductReceived.first?.product, ProductRow.fixture())
        XCTAssertEqual(harness.router.showProductReceived.first?.animated, true)
    }

    @MainActor
    func testShowFiltersTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.showFilters()
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.showFiltersCallCount, 1)
    }

    @MainActor
    func testDismissTriggersTheRoute() async {
        let harness = Harness()

        await harness.transform { send in
            send.dismiss(completion: {})
        }

        XCTAssertEqual(harness.router.triggerCallCount, 1)
        XCTAssertEqual(harness.router.dismissCallCount, 1)
    }

    @MainActor
    func testShowProductPushesItsDestination() async {
        let harness = Harness()
        let coordinator = MVVMCCatalogCoordinator(useCase: harness.useCase)
        let viewModel = coordinator.makeViewModel()
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        _ = viewModel.transform(input: input)

        send.showProduct(ProductRow.fixture(), animated: true)
        send.finishAll()
        await harness.waitUntilTheWorkEnds(of: viewModel)

        XCTAssertNotNil(coordinator.destination)
    }

    #if canImport(SwiftUI)
        @MainActor
        func testItsScreenBuildsAsContentAndAsRoot() async {
            let coordinator = MVVMCCatalogCoordinator(useCase: MVVMCCatalogUseCaseStub())

            let content: MVVMCCatalogView = coordinator.makeView()
            let root = coordinator.makeRootView()

            _ = content
            XCTAssertTrue(root is NavigationStack<NavigationPath, MVVMCCatalogView>)
        }
    #endif

    @MainActor
    func testItsWorkEndsWhenItGoesAway() async {
        let harness = Harness()
        let (input, _) = MVVMCCatalogViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = MVVMCCatalogViewModel(useCase: harness.useCase, router: harness.router)
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await harness.wait(until: "its work ends") { await work?.value }

        XCTAssertEqual(work?.isCancelled, true)
    }

    @MainActor
    func testItsWorkEndsWhenItTransformsANewInput() async {
        let harness = Harness()
        let (input, _) = MVVMCCatalogViewModel.Input.make()
        let (newInput, _) = MVVMCCatalogViewModel.Input.make()
        _ = harness.viewModel.transform(input: input)
        let work = harness.viewModel.transformTask

        _ = harness.viewModel.transform(input: newInput)
        await harness.wait(until: "the first input's work ends") { await work?.value }

        XCTAssertEqual(work?.isCancelled, true)
    }
}

/// The view model under test, with a stub use case and a spy router.
@MainActor
private struct Harness {
    let useCase = MVVMCCatalogUseCaseStub()
    let router = MVVMCCatalogRouterSpy()
    let viewModel: MVVMCCatalogViewModel

    init() {
        viewModel = MVVMCCatalogViewModel(useCase: useCase, router: router)
    }

    /// Sends what `actions` sends through a new input, ends the input and waits until the view
    /// model has finished with it; the output then holds everything the view model sent.
    @discardableResult
    func transform(
        _ actions: (MVVMCCatalogViewModel.Input.Sender) -> Void
    ) async -> MVVMCCatalogViewModel.Output {
        let (input, send) = MVVMCCatalogViewModel.Input.make()
        let output = viewModel.transform(input: input)
        actions(send)
        send.finishAll()
        await waitUntilTheWorkEnds(of: viewModel)
        return output
    }

    /// Every value an ended output stream sent; none, and a failure, if it has not ended within
    /// ten seconds.
    func values<Element: Sendable>(
        of stream: AsyncStream<Element>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async -> [Element] {
        let values = await withinTenSeconds {
            var values: [Element] = []
            for await value in stream {
                values.append(value)
            }
            return values
        }
        guard let values else {
            XCTFail("The output has not ended within ten seconds.", file: file, line: line)
            return []
        }
        return values
    }

    /// Waits until `work` has ended, or fails after ten seconds: a view model that never gets
    /// there fails the test instead of hanging it.
    func wait(
        until what: String,
        file: StaticString = #filePath,
        line: UInt = #line,
        for work: @escaping @Sendable () async -> Void
    ) async {
        if await withinTenSeconds(work) == nil {
            XCTFail("Waited ten seconds until \(what).", file: file, line: line)
        }
    }

    /// Waits until `viewModel`'s work has ended, or fails after ten seconds.
    func waitUntilTheWorkEnds(
        of viewModel: MVVMCCatalogViewModel,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        let work = viewModel.transformTask
        await wait(until: "the view model's work ends", file: file, line: line) {
            await work?.value
        }
    }

    /// What `work` returns, or `nil` if it has not returned within ten seconds (it is then
    /// cancelled, which ends it if it waits on something that stops when cancelled).
    private func withinTenSeconds<Value: Sendable>(
        _ work: @escaping @Sendable () async -> Value
    ) async -> Value? {
        let (results, result) = AsyncStream.makeStream(of: Value?.self)
        let worker = Task { result.yield(await work()) }
        let timer = Task {
            try? await Task.sleep(for: .seconds(10))
            result.yield(nil)
        }
        defer {
            worker.cancel()
            timer.cancel()
        }
        for await value in results {
            return value
        }
        return nil
    }
}
