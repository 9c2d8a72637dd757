// The graphql-js peer of `quill-bench http`: graphql-js 16 on node's `http` module,
// serving a schema with the default resolvers over a JSON root value, as
// `quill serve --schema SCHEMA --root DATA` does (the endpoint: serve-graphql.cjs).
//
// usage: NODE_PATH=/usr/share/nodejs node graphql-http.cjs --schema SCHEMA --root DATA.json [--port 0] [--host 127.0.0.1]
'use strict';
const { readFileSync } = require('node:fs');
const graphql = require('graphql');
const { option, serve } = require('./serve-graphql.cjs');

serve({
  schema: graphql.buildSchema(readFileSync(option('schema'), 'utf8')),
  rootValue: JSON.parse(readFileSync(option('root'), 'utf8')),
});
