// The operations these tests run are codegen's (QuillTestOperations, golden files): visible
// in every file, as an app's generated code is in its own module, so that the seeds' Swift
// compiles with only `import Apollo` changed.
@_exported import QuillTestOperations
