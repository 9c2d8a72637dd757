// RocketReserverAPI, the tutorial's schema module: QuillCodegenPlugin makes its .graphql
// operations Swift at each build (the generated code re-exports Quill, as Apollo's schema
// module re-exports ApolloAPI). A target needs one Swift file of its own for SwiftPM to
// build it: this one.
