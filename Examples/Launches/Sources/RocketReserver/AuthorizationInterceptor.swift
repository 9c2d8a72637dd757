// Apollo iOS 1.x tutorial: the token kept at login goes into each request's header.
import Foundation
import Quill

class AuthorizationInterceptor: ApolloInterceptor {
    public var id: String = UUID().uuidString

    func interceptAsync<Operation>(
        chain: RequestChain,
        request: HTTPRequest<Operation>,
        response: HTTPResponse<Operation>?,
        completion: @escaping (Result<GraphQLResult<Operation.Data>, Error>) -> Void
    ) where Operation: GraphQLOperation {
        let keychain = KeychainSwift()
        if let token = keychain.get(LoginViewModel.loginKeychainKey) {
            request.addHeader(name: "Authorization", value: token)
        }
        chain.proceedAsync(request: request, response: response, interceptor: self, completion: completion)
    }
}
