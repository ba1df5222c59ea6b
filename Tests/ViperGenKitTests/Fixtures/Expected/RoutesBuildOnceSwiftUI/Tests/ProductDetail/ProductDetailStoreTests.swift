import Foundation
import XCTest

@testable import RoutesBuildOnceSwiftUI

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again. (XCTest on Linux cannot run a
/// synchronous `@MainActor` test, so those enter the main actor with `assumeIsolated`.)
nonisolated final class ProductDetailStoreTests: XCTestCase {}

nonisolated extension ProductDetailStoreTests {
    // MARK: - Use cases

    @MainActor
    func testReloadKeepsTheResult() async {
        let harness = Harness()
        let reloadResult: Product = Product.fixture()
        harness.service.reloadResult = .success(reloadResult)

        await harness.store.reload()

        XCTAssertEqual(harness.store.reloadResult, reloadResult)
        XCTAssertEqual(harness.service.reloadCallCount, 1)
    }

    @MainActor
    func testReloadShowsServiceErrors() async {
        let harness = Harness()
        let failure = ProductDetailTestError.stubbed
        harness.service.reloadResult = .failure(failure)

        await harness.store.reload()

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertNil(harness.store.reloadResult)
    }

    @MainActor
    func testReloadEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.reloadResult = .failure(CancellationError())

        await harness.store.reload()

        XCTAssertNil(harness.store.errorMessage)
    }
}

#if canImport(SwiftUI)
    /// The screen builds as content, which a parent pushes onto its stack and whose own pushes
    /// go onto that stack, and as the root of a stack of its own around that content.
    nonisolated final class ProductDetailScreenTests: XCTestCase {
        func testTheScreenBuildsAsContentAndAsRoot() {
            MainActor.assumeIsolated {
                let content = ProductDetailScreen(
                    store: ProductDetailStore(
                        product: Product.fixture(),
                        service: ProductDetailServiceSpy()
                    )
                )
                let root = ProductDetailRootScreen(
                    store: ProductDetailStore(
                        product: Product.fixture(),
                        service: ProductDetailServiceSpy()
                    )
                )

                XCTAssertTrue(type(of: root.content) == type(of: content))
            }
        }
    }
#endif

/// The store under test, wired to a service spy.
@MainActor
private struct Harness {
    let service = ProductDetailServiceSpy()
    let store: ProductDetailStore

    init() {
        store = ProductDetailStore(product: Product.fixture(), service: service)
    }
}
