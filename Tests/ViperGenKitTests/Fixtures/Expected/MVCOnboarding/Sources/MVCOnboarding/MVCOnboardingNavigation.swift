import Foundation
import Observation

/// Where the MVCOnboarding screen goes: the path of its `NavigationStack`, which each route
/// extends. The screen owns it and shows a destination for each step of the path.
@MainActor
@Observable
final class MVCOnboardingNavigation {
    /// A screen shown on top of MVCOnboarding: the route that leads there, with its arguments.
    nonisolated enum Destination {
        case showHome
    }

    /// One step of the path. Steps are told apart by identity, not by their arguments, which
    /// need not be `Hashable` (a closure never is): showing a destination twice is two steps.
    nonisolated struct Step: Hashable, Identifiable {
        let id = UUID()
        let destination: Destination

        static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.id == rhs.id
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }
    }

    /// The screens shown on top of MVCOnboarding, first to last; the screen's `NavigationStack`
    /// binds to it, so going back removes steps.
    var path: [Step] = []

    init() {}
}

// MARK: - Routes

extension MVCOnboardingNavigation {
    /// Shows the destination of `showHome`.
    func showHome() {
        path.append(Step(destination: .showHome))
    }
}
