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
import { readFileSync } from 'node:fs';

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
};

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
if (sink === -1) console.error(sink);
