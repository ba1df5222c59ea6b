#if canImport(UIKit)
    import UIKit
#endif

/// The Step2Verification navigation: builds the next modules and shows them.
@MainActor
final class Step2VerificationRouter {
    #if canImport(UIKit)
        /// The screen the routes navigate from; the builder sets it.
        weak var viewController: UIViewController?
    #endif

    init() {}
}

extension Step2VerificationRouter: Step2VerificationRouterProtocol {
}
