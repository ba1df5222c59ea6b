#if canImport(UIKit)
    import UIKit

    /// Takes the MVVMFolders screen's routes in UIKit: it navigates from the screen's view
    /// controller, which it holds weakly because the screen owns its router.
    @MainActor
    final class MVVMFoldersRouter: MVVMFoldersNavigator {
        /// The screen the routes start from.
        weak var viewController: UIViewController?
        /// What the modules the routes open are built with.
        private let dependencies: any MVVMFoldersDependencies

        init(dependencies: any MVVMFoldersDependencies) {
            self.dependencies = dependencies
        }

        func showSubfolder(folder: String, animated: Bool) {
            let mvvmFolders = MVVMFoldersViewController(
                folder: folder,
                service: dependencies.makeMVVMFoldersService(),
                dependencies: dependencies
            )
            viewController?.navigationController?.pushViewController(
                mvvmFolders,
                animated: animated
            )
        }

        func showInfo(for directory: DirectoryItemViewModel) {
            // TODO: Make the screen `showInfo` shows and push or present it, e.g.
            // `viewController?.navigationController?.pushViewController(next, animated: true)`.
        }

        func closeFolder() {
            close()
        }

        /// Takes the screen away the way it came: pops it (with what is above it) when it was
        /// pushed, and dismisses it when it was presented, as the root of its navigation
        /// controller or on its own.
        private func close() {
            guard let viewController else { return }
            let stack = viewController.navigationController?.viewControllers ?? []
            if let index = stack.firstIndex(where: { $0 === viewController }), index > 0 {
                viewController.navigationController?.popToViewController(
                    stack[index - 1],
                    animated: true
                )
            } else {
                viewController.presentingViewController?.dismiss(animated: true)
            }
        }
    }
#endif
