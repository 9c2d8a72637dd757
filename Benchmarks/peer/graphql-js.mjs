// Times graphql-js 16 for quill-bench, with the same methodology as the Swift side.
//
// stdin:  {"warmup_ms", "target_ms", "samples", "clock": "wall" | "cpu",
//          "benchmarks": [{"name", "task", "args"}]}
// stdout: one line per benchmark: {"name", "us": median per-iteration µs, "iterations",
//         "result": what one iteration returns}
//         or {"name", "error"}.
// Run as `NODE_PATH=/usr/share/nodejs node --expose-gc graphql-js.mjs` (ES imports ignore NODE_PATH,
// so graphql is loaded with require).
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const graphql = require('graphql');

// Each task turns its arguments into a function that runs one iteration and
// returns a number derived from the result.
const tasks = {
  parse({ file }) {
    const source = new graphql.Source(readFileSync(file, 'utf8'), file);
    return () => graphql.parse(source).definitions.length;
  },
  // buildSchema parses, checks the document with the SDL rules (assertValidSDL)
  // and builds the schema; it does not run validateSchema.
  build({ file }) {
    const source = new graphql.Source(readFileSync(file, 'utf8'), file);
    return () => graphql.buildSchema(source).getDirectives().length;
  },
  // Schema built and document parsed here; validate() checks the schema once
  // (assertValidSchema caches its result on the schema) and runs specifiedRules.
  validate({ schema, file }) {
    const built = graphql.buildSchema(readFileSync(schema, 'utf8'));
    const document = graphql.parse(new graphql.Source(readFileSync(file, 'utf8'), file));
    const errors = graphql.validate(built, document);
    if (errors.length > 0) throw new Error(`${file} is invalid: ${errors[0].message}`);
    return () => graphql.validate(built, document).length + 1;
  },
  // The introspection query with every option graphql-js 16.6 knows, parsed
  // here, executed and serialized: the length of {"data":{"__schema":…}} in
  // UTF-16 code units (Quill returns UTF-8 bytes; the corpus is almost all ASCII).
  introspect({ file }) {
    const schema = graphql.buildSchema(readFileSync(file, 'utf8'));
    const document = graphql.parse(graphql.getIntrospectionQuery(introspectionOptions));
    const result = graphql.executeSync({ schema, document });
    if (result.errors) throw new Error(result.errors[0].message);
    return () => JSON.stringify(graphql.executeSync({ schema, document })).length;
  },
  // list.graphql over listData() with the default resolvers, serialized. The
  // first set-up compares the response with Quill's (written by its set-up).
  executeList({ schema, file, expected }) {
    const built = graphql.buildSchema(readFileSync(schema, 'utf8'));
    const document = validDocument(built, new graphql.Source(readFileSync(file, 'utf8'), file));
    const rootValue = listData();
    const output = JSON.stringify(graphql.executeSync({ schema: built, document, rootValue }));
    compareOnce('execute list', Buffer.from(output, 'utf8'), expected);
    return () => JSON.stringify(graphql.executeSync({ schema: built, document, rootValue })).length;
  },
  // The introspection query with one ordinary root field added after its first
  // brace, read from the root value.
  introspectWithField({ file, field }) {
    const schema = graphql.buildSchema(readFileSync(file, 'utf8'));
    const text = graphql.getIntrospectionQuery(introspectionOptions).replace('{', `{\n  ${field}`);
    const document = validDocument(schema, new graphql.Source(text));
    const rootValue = { me: { id: 'attendee-0-0', name: 'Attendee 0', role: 'ADMIN' } };
    const result = graphql.executeSync({ schema, document, rootValue });
    if (result.errors) throw new Error(result.errors[0].message);
    return () => JSON.stringify(graphql.executeSync({ schema, document, rootValue })).length;
  },
  // graphqlSync parses, validates (assertValidSchema cached on the schema after
  // the first call) and executes the introspection query's text.
  pipelineIntrospection({ file }) {
    const schema = graphql.buildSchema(readFileSync(file, 'utf8'));
    const source = graphql.getIntrospectionQuery(introspectionOptions);
    const result = graphql.graphqlSync({ schema, source });
    if (result.errors) throw new Error(result.errors[0].message);
    return () => JSON.stringify(graphql.graphqlSync({ schema, source })).length;
  },
};

function validDocument(schema, source) {
  const document = graphql.parse(source);
  const errors = graphql.validate(schema, document);
  if (errors.length > 0) throw new Error(`${source.name} is invalid: ${errors[0].message}`);
  return document;
}

// The root value of `execute list`, member for member as listData() in
// Benchmarks/QuillBench/ListData.swift builds it.
function listData(conferences = 1000, attendees = 10) {
  const cities = ['Berlin', 'Lisbon', 'Montréal', 'Tokyo', 'Nairobi', 'São Paulo', 'Oslo'];
  const countries = ['Germany', 'Portugal', 'Canada', 'Japan', 'Kenya', 'Brazil', 'Norway'];
  const roles = ['ADMIN', 'ORGANIZER', 'ATTENDEE'];
  const list = [];
  for (let i = 0; i < conferences; i++) {
    const people = [];
    for (let j = 0; j < attendees; j++) {
      people.push({
        email: `attendee${i * attendees + j}@example.com`,
        id: `attendee-${i}-${j}`,
        name: `Attendee ${i * attendees + j}`,
        role: roles[(i + j) % 3],
        conferenceCount: (i * 7 + j) % 13,
      });
    }
    const venue = i % 10 === 9 ? null : {
      name: `Hall "${i % 5}"`,
      capacity: i % 3 === 0 ? null : 100 + i,
      address: { city: cities[i % 7], country: countries[i % 7] },
    };
    const tags = [];
    for (let t = 0; t < i % 4; t++) tags.push(`tag${(i + t) % 10}`);
    list.push({
      createdAt: `2026-01-${10 + (i % 20)}T09:00:00Z`,
      id: `conference-${i}`,
      name: `GraphQL Conf #${i}`,
      city: cities[i % 7],
      year: String(2000 + (i % 25)),
      tags,
      venue,
      attendees: people,
      attendeeCount: attendees,
    });
  }
  return { allConferences: list };
}

// Logs (once per name) whether `bytes` equal the file Quill's set-up wrote.
const compared = new Set();
function compareOnce(name, bytes, expectedPath) {
  if (compared.has(name)) return;
  compared.add(name);
  if (!existsSync(expectedPath)) {
    console.error(`graphql-js: ${name}: no Quill output at ${expectedPath} to compare with`);
    return;
  }
  const expected = readFileSync(expectedPath);
  if (expected.equals(bytes)) {
    console.error(`graphql-js: ${name}: output byte-identical to Quill's (${bytes.length} bytes)`);
  } else {
    let at = 0;
    while (at < bytes.length && at < expected.length && bytes[at] === expected[at]) at++;
    console.error(`graphql-js: ${name}: output DIFFERS from Quill's at byte ${at} ` +
      `(${bytes.length} bytes against ${expected.length}): ` +
      `${JSON.stringify(bytes.subarray(at, at + 60).toString())} against ${JSON.stringify(expected.subarray(at, at + 60).toString())}`);
  }
}

const introspectionOptions = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
};

let sink = 0;

// Nanoseconds: monotonic wall time, or the process's CPU time (user + system).
const clocks = {
  wall: () => process.hrtime.bigint(),
  cpu: () => {
    const { user, system } = process.cpuUsage();
    return BigInt(user + system) * 1000n;
  },
};

function runBatch(run, iterations, now) {
  const start = now();
  for (let i = 0; i < iterations; i++) sink += run();
  return Number(now() - start) / 1e9;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Warm up in doubling batches (so V8 optimizes the code), size samples to
// target_ms from the last batch, and return the median per-iteration time.
function measure(run, { warmup_ms, target_ms, samples, clock }) {
  const now = clocks[clock];
  let batch = 1;
  let perIteration = 0;
  const warmUpEnd = process.hrtime.bigint() + BigInt(Math.round(warmup_ms * 1e6));
  do {
    perIteration = runBatch(run, batch, now) / batch;
    batch *= 2;
  } while (process.hrtime.bigint() < warmUpEnd);
  const iterations = Math.max(1, Math.round(target_ms / 1e3 / Math.max(perIteration, 1e-9)));
  const times = [];
  for (let i = 0; i < samples; i++) times.push(runBatch(run, iterations, now) / iterations);
  return { us: median(times) * 1e6, iterations };
}

// Sets a task up and runs it once; returns {run, result} or {error}.
function setUp({ task, args }) {
  try {
    const setup = tasks[task];
    if (!setup) throw new Error(`unknown task ${task}`);
    const run = setup(args);
    return { run, result: run() };
  } catch (error) {
    return { error: String(error?.message ?? error) };
  }
}

// A full collection (node runs with --expose-gc), so that a task is not charged
// for collecting the garbage, or marking the set-up data, of the tasks before it.
const collectGarbage = globalThis.gc ?? (() => {});

const request = JSON.parse(readFileSync(0, 'utf8'));
// V8 tiers code up in background threads for a while: warm every task up
// before timing any, so that the first benchmark is not timed half-optimized
// (and, with the cpu clock, not charged for the compiler threads).
for (const benchmark of request.benchmarks) {
  const { run } = setUp(benchmark);
  if (!run) continue;
  const end = process.hrtime.bigint() + BigInt(Math.round(request.warmup_ms * 1e6));
  while (process.hrtime.bigint() < end) sink += run();
}
// Then time one task at a time, set up anew, with only its own data alive:
// a large heap left by another task's set-up (a built GitHub schema) would make
// every major collection during the samples slower.
for (const benchmark of request.benchmarks) {
  collectGarbage();
  const { run, result, error } = setUp(benchmark);
  collectGarbage();
  const { name } = benchmark;
  console.log(JSON.stringify(run ? { name, ...measure(run, request), result } : { name, error }));
}
console.error(`graphql-js: peak resident set ${process.resourceUsage().maxRSS} kB`);
if (sink === -1) console.error(sink);
