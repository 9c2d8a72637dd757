// The generated operations under test (QuillTestOperations, codegen's golden files), visible
// in every file as generated code is in the module that uses it.
@_exported import QuillTestOperations
