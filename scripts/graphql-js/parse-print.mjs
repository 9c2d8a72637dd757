// Reads a JSON array of GraphQL documents on stdin and writes a JSON array with,
// for each, {"printed": print(parse(doc))} or {"error": {"message", "line", "column"}}.
// Run with NODE_PATH=/usr/share/nodejs (graphql-js 16). Used by the differential tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// ES module resolution ignores NODE_PATH; require() honours it.
const { parse, print, GraphQLError } = createRequire(import.meta.url)('graphql');

// Some messages quote a slice of the source that cuts a surrogate pair; JSON readers
// other than JavaScript's reject the lone surrogate, so it becomes U+FFFD.
const wellFormed = (text) => text.toWellFormed();

const documents = JSON.parse(readFileSync(0, 'utf8'));
const results = documents.map((document) => {
  try {
    return { printed: wellFormed(print(parse(document))) };
  } catch (error) {
    if (!(error instanceof GraphQLError)) {
      return { error: { message: `Internal: ${error}`, line: 0, column: 0 } };
    }
    const location = error.locations?.[0] ?? { line: 0, column: 0 };
    return { error: { message: wellFormed(error.message), line: location.line, column: location.column } };
  }
});
process.stdout.write(JSON.stringify(results));
