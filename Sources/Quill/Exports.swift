// The generated-code contract and the engine's errors are part of the client's API
// (`GraphQLResult.errors`, `cacheKeyForObject`'s JSON): a client imports only Quill.
@_exported import QuillAPI

@_exported import struct GraphQL.GraphQLError
@_exported import enum GraphQL.PathComponent
@_exported import enum GraphQL.SHA256
@_exported import struct GraphQL.SourceLocation
