// printSchema(buildSchema(sdl)) by graphql-js 16.6, with `@oneOf` printed as
// graphql-js 16.9 prints it (see introspection-builtins.cjs).
// Usage: NODE_PATH=/usr/share/nodejs node scripts/graphql-js/print-schema.cjs < request.json
// The request is {"schemas": [PATH...]}; the answer is {"printed": [SDL...]}.
const fs = require('fs');
const { buildSchema2025, printSchema2025 } = require('./introspection-builtins.cjs');

const request = JSON.parse(fs.readFileSync(0, 'utf8'));
const printed = request.schemas.map((path) => printSchema2025(buildSchema2025(fs.readFileSync(path, 'utf8'))));
process.stdout.write(JSON.stringify({ printed }));
