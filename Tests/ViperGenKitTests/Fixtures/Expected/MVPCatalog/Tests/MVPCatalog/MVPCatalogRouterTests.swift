import Foundation
import Testing

@testable import MVPCatalog

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct MVPCatalogRouterTests {
    #if canImport(SwiftUI)
        /// The screen is content, with no navigation stack of its own, for a parent's stack to
        /// push (what it pushes goes onto that stack too), and `root(model:)` puts it at the
        /// root of a stack.
        @Test func theScreenBuildsAsContentAndAsRoot() {
            let _: MVPCatalogScreen = MVPCatalogScreen(model: MVPCatalogModelSpy())

            let root = MVPCatalogScreen.root(model: MVPCatalogModelSpy())

            #expect(root is NavigationStack<NavigationPath, MVPCatalogScreen>)
        }
    #endif
}

extension MVPCatalogRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showProductPushesItsDestination() {
        let router = MVPCatalogRouter()
        let presenter = MVPCatalogPresenter(model: MVPCatalogModelSpy(), navigator: router)

        presenter.showProduct(ProductRow.fixture(), animated: true)

        guard case .showProduct(let product, let animated)? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        #expect(product == ProductRow.fixture())
        #expect(animated == true)
    }

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showFiltersPushesItsDestination() {
        let router = MVPCatalogRouter()
        let presenter = MVPCatalogPresenter(model: MVPCatalogModelSpy(), navigator: router)

        presenter.showFilters()

        guard case .showFilters? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
    }

    /// The route the presenter takes closes the screen: the router asks it to dismiss itself.
    @Test func dismissDismissesTheScreen() {
        let router = MVPCatalogRouter()
        let presenter = MVPCatalogPresenter(model: MVPCatalogModelSpy(), navigator: router)

        presenter.dismiss(completion: {})

        #expect(router.isDismissed)
    }

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showReviewsPushesItsDestination() {
        let router = MVPCatalogRouter()
        let presenter = MVPCatalogPresenter(model: MVPCatalogModelSpy(), navigator: router)

        presenter.showReviews(for: ProductRow.fixture(), sortedBy: "order", animated: true)

        guard case .showReviews(let product, let order, let animated)? = router.destination?.route
        else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        #expect(product == ProductRow.fixture())
        #expect(order == "order")
        #expect(animated == true)
    }

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showCartPushesItsDestination() {
        let router = MVPCatalogRouter()
        let presenter = MVPCatalogPresenter(model: MVPCatalogModelSpy(), navigator: router)

        presenter.showCart(animated: true)

        guard case .showCart(let animated)? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        #expect(animated == true)
    }
}
