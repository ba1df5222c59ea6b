#if canImport(UIKit)
    import Foundation
    import UIKit

    /// Takes the EdgeCasesForAVeryLongModule screen's routes in UIKit: it navigates from the screen's view
    /// controller, which it holds weakly because the screen owns its router.
    @MainActor
    final class EdgeCasesForAVeryLongModuleRouter: EdgeCasesForAVeryLongModuleNavigator {
        /// The screen the routes start from.
        weak var viewController: UIViewController?

        init() {}

        func showWidget(_ widget: WidgetViewModel) {
            // TODO: Make the screen `showWidget` shows and push or present it, e.g.
            // `viewController?.navigationController?.pushViewController(next, animated: true)`.
        }
    }
#endif
