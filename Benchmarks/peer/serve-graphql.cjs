// What the graphql-js peers of `quill-bench http` and `quill-bench launches` share: their
// command-line options and a GraphQL endpoint on node's `http` module.
//
// POST /graphql with an application/json body {"query", "operationName"?, "variables"?}
// runs graphql() (parse, validate, execute: what graphql-http and express-graphql do
// per request, with no document cache) and answers 200 with the JSON response, or 400
// when the body is not such an object or the response has no data. Anything else is 404.
// Prints `listening on http://HOST:PORT/graphql` on stdout once it listens; exits on
// SIGTERM or SIGINT after closing the listener.
'use strict';
const http = require('node:http');
const graphql = require('graphql');

/// The value of `--name`, or `fallback` (an error without one).
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) {
    if (fallback === undefined) throw new Error(`missing --${name}`);
    return fallback;
  }
  return process.argv[index + 1];
}

function send(response, status, body) {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

/// Serves `schema` on --host (default 127.0.0.1) and --port (default 0); `contextValue`
/// makes each request's context from node's request.
function serve({ schema, rootValue, contextValue = () => undefined }) {
  async function answer(request, body) {
    let params;
    try {
      params = JSON.parse(body);
    } catch (error) {
      return [400, { errors: [{ message: `invalid JSON body: ${error.message}` }] }];
    }
    if (params === null || typeof params !== 'object' || typeof params.query !== 'string') {
      return [400, { errors: [{ message: 'the body must be an object with a string "query"' }] }];
    }
    const result = await graphql.graphql({
      schema,
      source: params.query,
      rootValue,
      contextValue: contextValue(request),
      variableValues: params.variables,
      operationName: params.operationName,
    });
    return [result.data === undefined ? 400 : 200, result];
  }

  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== '/graphql') {
      send(response, 404, '{"errors":[{"message":"not found"}]}');
      return;
    }
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      answer(request, Buffer.concat(chunks).toString('utf8')).then(
        ([status, result]) => send(response, status, JSON.stringify(result)),
        (error) => send(response, 500, JSON.stringify({ errors: [{ message: String(error) }] })),
      );
    });
  });

  server.listen(Number(option('port', '0')), option('host', '127.0.0.1'), () => {
    const address = server.address();
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    process.stdout.write(`listening on http://${shownHost}:${address.port}/graphql\n`);
  });

  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}

module.exports = { option, serve };
