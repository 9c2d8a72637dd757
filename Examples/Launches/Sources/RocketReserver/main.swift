// Not the tutorial's: runs its view models as a person would use its screens (two pages of
// launches, a launch's details, booking before and after logging in, cancelling), printing
// what the screens would show. `rocket-reserver --endpoint URL`.
import Foundation
import RocketReserverAPI

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--endpoint"), index + 1 < arguments.count, let url = URL(string: arguments[index + 1]) {
    Endpoint.http = url
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("rocket-reserver: \(message)\n".utf8))
    exit(1)
}

/// Waits for `condition`; a view model's error alert ends the program.
func wait(_ what: String, _ models: [AnyObject], until condition: @escaping () -> Bool, then: @escaping () -> Void) {
    Changes.wait(
        until: {
            for model in models {
                if case .errorAlert(let message)? = (model as? LaunchListViewModel)?.appAlert ?? (model as? DetailViewModel)?.appAlert {
                    fail("\(what): \(message)")
                }
            }
            return condition()
        }, then: then)
}

let list = LaunchListViewModel()
let detail = DetailViewModel(launchID: "110")
let login = LoginViewModel()

func describe(_ launches: [LaunchListQuery.Data.Launches.Launch]) -> String {
    "\(launches.count) launches, \(launches.first!.id) (\(launches.first!.mission?.name ?? "?")) to \(launches.last!.id)"
}

func bookOrCancel(expecting title: String, booked: Bool, notification: String, then: @escaping () -> Void) {
    list.notificationMessage = nil
    detail.appAlert = nil
    detail.bookOrCancel()
    wait(
        title, [list, detail],
        until: {
            detail.appAlert?.title == title && detail.launch?.isBooked == booked && list.notificationMessage == notification
        }
    ) {
        print("\(title) \(detail.appAlert!.message) booked: \(booked); \(notification)")
        then()
    }
}

list.loadMoreLaunchesIfTheyExist()
wait("the first page", [list], until: { list.launches.count == 20 }) {
    print("page 1: \(describe(list.launches)), more: \(list.lastConnection!.hasMore)")
    list.loadMoreLaunchesIfTheyExist()
    wait("the second page", [list], until: { list.launches.count == 40 }) {
        print("page 2: \(describe(list.launches)), more: \(list.lastConnection!.hasMore)")
        detail.loadLaunchDetails()
        wait("the details", [detail], until: { detail.launch != nil }) {
            let launch = detail.launch!
            print(
                "launch \(launch.id): \(launch.site ?? "?"), \(launch.mission?.name ?? "?"), \(launch.rocket?.name ?? "?") "
                    + "\(launch.rocket?.type ?? "?"), booked: \(launch.isBooked)")
            detail.bookOrCancel()
            wait("the login screen", [detail], until: { detail.isShowingLogin }) {
                print("book: log in first")
                login.login(with: "me@example.com")
                wait("the login", [detail], until: { login.shouldDismiss || login.errorText != nil }) {
                    guard login.errorText == nil else { fail("login: \(login.errorText!)") }
                    print("logged in")
                    bookOrCancel(expecting: "Success!", booked: true, notification: "A new trip was booked! 🚀") {
                        bookOrCancel(expecting: "Trip cancelled", booked: false, notification: "A trip was cancelled! 😭") {
                            exit(0)
                        }
                    }
                }
            }
        }
    }
}
DispatchQueue.main.asyncAfter(deadline: .now() + 120) { fail("timed out") }
dispatchMain()
