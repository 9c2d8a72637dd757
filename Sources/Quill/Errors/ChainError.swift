/// A request chain or transport that ends without a result: its last interceptor called
/// `proceed`, or the transport finished without answering the operation.
public struct ChainError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
