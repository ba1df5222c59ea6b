import Foundation
import Testing

@testable import RoutesBuildOnceSwiftUI

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again.
@MainActor
struct ShopStoreTests {
    private let service = ShopServiceSpy()
    private let store: ShopStore

    init() {
        store = ShopStore(service: service)
    }
}

extension ShopStoreTests {
    // MARK: - Use cases

    @Test func loadProductsKeepsTheResult() async {
        let products: [Product] = [Product.fixture()]
        service.loadProductsResult = .success(products)

        await store.loadProducts()

        #expect(store.products == products)
        #expect(service.loadProductsCallCount == 1)
    }

    @Test func loadProductsShowsServiceErrors() async {
        let failure = ShopTestError.stubbed
        service.loadProductsResult = .failure(failure)

        await store.loadProducts()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.products == [])
    }

    @Test func loadProductsEndsSilentlyWhenCancelled() async {
        service.loadProductsResult = .failure(CancellationError())

        await store.loadProducts()

        #expect(store.errorMessage == nil)
    }
}

#if canImport(SwiftUI)
    /// The screen builds as content, which a parent pushes onto its stack and whose own pushes
    /// go onto that stack, and as the root of a stack of its own around that content.
    @MainActor
    struct ShopScreenTests {
        @Test func theScreenBuildsAsContentAndAsRoot() {
            let content = ShopScreen(
                store: ShopStore(service: ShopServiceSpy()),
                dependencies: ShopDependenciesDouble()
            )
            let root = ShopRootScreen(
                store: ShopStore(service: ShopServiceSpy()),
                dependencies: ShopDependenciesDouble()
            )

            #expect(type(of: root.content) == type(of: content))
        }
    }
#endif

/// Each route that leads on shows its destination: it pushes a step onto the stack the
/// screen is in.
@MainActor
struct ShopNavigationTests {
    private let navigation = ShopNavigation(dependencies: ShopDependenciesDouble())

    @Test func showProductShowsItsDestination() {
        let product: Product = Product.fixture()

        navigation.showProduct(for: product)

        #expect(navigation.step != nil)
        guard case .showProduct? = navigation.step?.destination else {
            Issue.record("showProduct did not show its destination")
            return
        }
    }

    @Test func showShopShowsItsDestination() {
        let destination: String = "destination"

        navigation.showShop(destination: destination)

        #expect(navigation.step != nil)
        guard case .showShop? = navigation.step?.destination else {
            Issue.record("showShop did not show its destination")
            return
        }
    }

    @Test func showHelpShowsItsDestination() {
        navigation.showHelp()

        #expect(navigation.step != nil)
        guard case .showHelp? = navigation.step?.destination else {
            Issue.record("showHelp did not show its destination")
            return
        }
    }

    @Test func stepsAreToldApartByIdentity() {
        navigation.showProduct(for: Product.fixture())
        let first = navigation.step
        navigation.showProduct(for: Product.fixture())
        let second = navigation.step

        #expect(first != second)
        #expect(first?.hashValue != second?.hashValue)
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// step keeps it, and the screen shows that one however often it draws.
    @Test func showProductBuildsProductDetailOnce() {
        let dependencies = ShopDependenciesDouble()
        let navigation = ShopNavigation(dependencies: dependencies)

        navigation.showProduct(for: Product.fixture())

        guard case .productDetail(let productDetailStore)? = navigation.step?.content else {
            Issue.record("shows \(String(describing: navigation.step?.content)) instead")
            return
        }
        #expect(dependencies.makeProductDetailServiceCallCount == 1)
        #expect(productDetailStore.product == Product.fixture())
    }

    /// Going back frees the module the route built: the step was all that kept it.
    @Test func showProductFreesItsProductDetailWhenLeft() {
        let navigation = ShopNavigation(dependencies: ShopDependenciesDouble())
        weak var store: ProductDetailStore?

        navigation.showProduct(for: Product.fixture())
        if case .productDetail(let built)? = navigation.step?.content {
            store = built
        }
        #expect(store != nil)

        navigation.step = nil

        #expect(store == nil)
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// step keeps it, and the screen shows that one however often it draws.
    @Test func showShopBuildsShopOnce() {
        let dependencies = ShopDependenciesDouble()
        let navigation = ShopNavigation(dependencies: dependencies)

        navigation.showShop(destination: "destination")

        guard case .shop? = navigation.step?.content else {
            Issue.record("shows \(String(describing: navigation.step?.content)) instead")
            return
        }
        #expect(dependencies.makeShopServiceCallCount == 1)
        // Its screen's navigation builds with Shop's dependencies.
        if case .shop(_, let built)? = navigation.step?.content {
            #expect(built.dependencies is ShopDependenciesDouble)
            #expect(built.step == nil)
        }
    }

    /// Going back frees the module the route built: the step was all that kept it.
    @Test func showShopFreesItsShopWhenLeft() {
        let navigation = ShopNavigation(dependencies: ShopDependenciesDouble())
        weak var store: ShopStore?

        navigation.showShop(destination: "destination")
        if case .shop(let built, _)? = navigation.step?.content {
            store = built
        }
        #expect(store != nil)

        navigation.step = nil

        #expect(store == nil)
    }
}
