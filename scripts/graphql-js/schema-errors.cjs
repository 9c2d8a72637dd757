// For each case of a file (cases separated by lines "# ---"), prints graphql-js
// 16.6's errors: a syntax error, else validateSDL's errors (buildSchema's SDL
// check), else validateSchema's. One line per error: "line:col,line:col message".
// Usage: NODE_PATH=/usr/share/nodejs node scripts/graphql-js/schema-errors.cjs cases.graphql
const fs = require('fs');
const g = require('graphql');
const { validateSDL } = require('graphql/validation/validate');

const cases = fs.readFileSync(process.argv[2], 'utf8').split(/^# ---\n/m);
const out = [];
cases.forEach((text, index) => {
  out.push(`case ${index + 1}`);
  let errors;
  try {
    const document = g.parse(text);
    errors = validateSDL(document);
    if (errors.length === 0) errors = g.validateSchema(g.buildASTSchema(document, { assumeValidSDL: true }));
  } catch (error) {
    errors = [error];
  }
  for (const error of errors) {
    const locations = (error.locations || []).map((l) => `${l.line}:${l.column}`).join(',');
    out.push(`${locations || '-'} ${error.message}`);
  }
});
process.stdout.write(out.join('\n') + '\n');
