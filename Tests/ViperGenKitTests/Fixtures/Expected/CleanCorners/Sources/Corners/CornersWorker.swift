/// Does the work of the Corners use cases against the API, database or cache the app uses;
/// give it what it needs in `init`.
struct CornersWorker: CornersWorkerProtocol {
    func uniqueGadgets() async throws -> Set<Gadget> {
        // TODO: Implement `uniqueGadgets`.
        throw CornersWorkerError.notImplemented
    }

    func countsByGadget() -> [Gadget: Int] {
        // TODO: Implement `countsByGadget`.
        return [:]
    }

    func fetch(`in`: String, `let` key: String) async throws -> [Gadget] {
        // TODO: Implement `fetch`.
        throw CornersWorkerError.notImplemented
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

    func archiveEveryWidgetOfTheCatalogForTheWeekend() async -> [Gadget] {
        // TODO: Implement `archiveEveryWidgetOfTheCatalogForTheWeekend`.
        return []
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
enum CornersWorkerError: Error {
    case notImplemented
}
