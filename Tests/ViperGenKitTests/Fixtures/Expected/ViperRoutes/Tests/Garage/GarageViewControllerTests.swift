#if canImport(UIKit)
    import Testing

    @testable import ViperRoutes

    @MainActor
    struct GarageViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoad() {
            var viewController: GarageViewController? = GarageViewController()
            viewController?.presenter = GaragePresenterSpy()
            viewController?.viewDidLoad()  // as UIKit calls it once the view is loaded
            let load = viewController?.loadTask

            viewController = nil

            #expect(load?.isCancelled == true)
        }
    }
#endif
