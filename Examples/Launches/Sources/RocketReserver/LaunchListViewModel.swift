// Apollo iOS 1.x tutorial: the paged launch list and the trips-booked subscription
// (`import SwiftUI` deleted: `ObservableObject`/`@Published` are Stand-ins.swift's).
import Foundation
import Quill
import RocketReserverAPI

class LaunchListViewModel: ObservableObject {
    @Published var launches = [LaunchListQuery.Data.Launches.Launch]()
    @Published var lastConnection: LaunchListQuery.Data.Launches?
    @Published var activeRequest: Cancellable?
    @Published var activeSubscription: Cancellable?
    @Published var appAlert: AppAlert?
    @Published var notificationMessage: String?

    init() {
        startSubscription()
    }

    // MARK: - Subscriptions

    func startSubscription() {
        activeSubscription = Network.shared.apollo.subscribe(subscription: TripsBookedSubscription()) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let graphQLResult):
                if let tripsBooked = graphQLResult.data?.tripsBooked {
                    self.handleTripsBooked(value: tripsBooked)
                }
                if let errors = graphQLResult.errors {
                    self.appAlert = .errorAlert(message: errors.map { $0.localizedDescription }.joined(separator: "\n"))
                }
            case .failure(let error):
                self.appAlert = .errorAlert(message: error.localizedDescription)
            }
        }
    }

    private func handleTripsBooked(value: Int) {
        var message: String
        switch value {
        case 1:
            message = "A new trip was booked! 🚀"
        case -1:
            message = "A trip was cancelled! 😭"
        default:
            appAlert = .basicAlert(title: "Unexpected value", message: "Subscription returned unexpected value: \(value)")
            return
        }
        notificationMessage = message
    }

    // MARK: - Launch Loading

    func loadMoreLaunchesIfTheyExist() {
        guard let connection = lastConnection else {
            loadMoreLaunches(from: nil)
            return
        }
        guard connection.hasMore else { return }
        loadMoreLaunches(from: connection.cursor)
    }

    private func loadMoreLaunches(from cursor: String?) {
        activeRequest = Network.shared.apollo.fetch(query: LaunchListQuery(cursor: cursor ?? .null)) { [weak self] result in
            guard let self = self else { return }
            self.activeRequest = nil
            switch result {
            case .success(let graphQLResult):
                if let launchConnection = graphQLResult.data?.launches {
                    self.lastConnection = launchConnection
                    self.launches.append(contentsOf: launchConnection.launches.compactMap({ $0 }))
                }
                if let errors = graphQLResult.errors {
                    self.appAlert = .errorAlert(message: errors.map { $0.localizedDescription }.joined(separator: "\n"))
                }
            case .failure(let error):
                self.appAlert = .errorAlert(message: error.localizedDescription)
            }
        }
    }
}
