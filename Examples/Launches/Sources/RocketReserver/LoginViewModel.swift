// Apollo iOS 1.x tutorial: logging in keeps the server's token in the keychain.
import Foundation
import Quill
import RocketReserverAPI

class LoginViewModel: ObservableObject {
    static let loginKeychainKey = "login"

    @Published var isSubmitEnabled = true
    @Published var errorText: String?
    @Published var shouldDismiss = false

    func login(with email: String?) {
        errorText = nil
        isSubmitEnabled = false

        guard let email = email, !email.isEmpty else {
            errorText = "Please enter an email address."
            isSubmitEnabled = true
            return
        }

        Network.shared.apollo.perform(mutation: LoginMutation(email: email)) { [weak self] result in
            defer {
                self?.isSubmitEnabled = true
            }
            switch result {
            case .success(let graphQLResult):
                if let token = graphQLResult.data?.login?.token {
                    let keychain = KeychainSwift()
                    keychain.set(token, forKey: LoginViewModel.loginKeychainKey)
                    self?.shouldDismiss = true
                }
                if let errors = graphQLResult.errors {
                    self?.errorText = errors.map { $0.localizedDescription }.joined(separator: "\n")
                }
            case .failure(let error):
                self?.errorText = error.localizedDescription
            }
        }
    }
}
