// Apollo iOS 1.x tutorial: the alerts its views show.
import Foundation

enum AppAlert: Identifiable {
    case errorAlert(message: String)
    case basicAlert(title: String, message: String)

    var id: String {
        switch self {
        case .errorAlert(let message): return message
        case .basicAlert(let title, let message): return title + message
        }
    }

    var title: String {
        switch self {
        case .errorAlert: return "Error"
        case .basicAlert(let title, _): return title
        }
    }

    var message: String {
        switch self {
        case .errorAlert(let message): return message
        case .basicAlert(_, let message): return message
        }
    }
}
