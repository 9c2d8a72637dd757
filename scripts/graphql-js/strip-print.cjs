// Reads a JSON array of GraphQL documents on stdin and writes a JSON array with, for
// each, {"stripped": stripIgnoredCharacters(doc), "printed": print(parse(doc))}: the
// document on one line without comments, and as graphql-js prints it. The Playground's
// prettify tests start from the first and must arrive at the second.
// Run: NODE_PATH=/usr/share/nodejs node scripts/graphql-js/strip-print.cjs < input.json
const { parse, print, stripIgnoredCharacters } = require('graphql');

const documents = JSON.parse(require('fs').readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(documents.map((document) => ({
  stripped: stripIgnoredCharacters(document),
  printed: print(parse(document)),
}))));
