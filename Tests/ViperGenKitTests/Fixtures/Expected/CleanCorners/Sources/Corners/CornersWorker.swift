import Foundation

/// Does the work of the Corners use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it does not stop the app: a
/// throwing one throws `CornersWorkerError.notImplemented`, which the screen shows; one with
/// a result answers an empty value (only a result with no empty value stops with `fatalError`).
nonisolated struct CornersWorker {}

nonisolated extension CornersWorker: CornersWorkerProtocol {
    func uniqueGadgets() async throws -> Set<Gadget> {
        // TODO: Implement `uniqueGadgets`.
        throw CornersWorkerError.notImplemented(#function)
    }

    func countsByGadget() -> [Gadget: Int] {
        // TODO: Implement `countsByGadget`.
        return [:]
    }

    func fetch(`in`: String, `let` key: String) async throws -> [Gadget] {
        // TODO: Implement `fetch`.
        throw CornersWorkerError.notImplemented(#function)
    }

    func canImport() -> Bool {
        // TODO: Implement `canImport`.
        return false
    }

    func tuple() -> (Int, String) {
        // TODO: Implement `tuple`.
        return (0, "")
    }

    func labeledTuple() -> (a: Int, b: String) {
        // TODO: Implement `labeledTuple`.
        return (a: 0, b: "")
    }

    func currentPresenter() -> String {
        // TODO: Implement `currentPresenter`.
        return ""
    }

    func archiveAllWidgetsOfTheCatalogForTheWeekends() async -> [Gadget] {
        // TODO: Implement `archiveAllWidgetsOfTheCatalogForTheWeekends`.
        return []
    }
}

/// Why the scaffolded worker fails until its use cases are implemented; the screen shows its
/// description.
nonisolated enum CornersWorkerError: LocalizedError {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)

    var errorDescription: String? {
        switch self {
        case .notImplemented(let useCase):
            "\(useCase) is not implemented yet."
        }
    }
}
