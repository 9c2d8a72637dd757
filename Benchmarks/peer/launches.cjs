// The graphql-js peer of `quill-bench launches`: the Launches example's schema and
// resolvers (Examples/Launches) on graphql-js 16 and node's `http` module (the endpoint:
// serve-graphql.cjs), as Apollo's tutorial server wrote them: a resolver map over plain
// objects made from launches.json, newest first, with the same cursors and pages. Users,
// tokens and trips are kept in memory (node 20 has no SQLite); the benchmarked queries
// read none of them.
//
// usage: NODE_PATH=/usr/share/nodejs node launches.cjs --schema schema.graphql --data launches.json [--port 0] [--host 127.0.0.1]
'use strict';
const { randomBytes } = require('node:crypto');
const { readFileSync } = require('node:fs');
const graphql = require('graphql');
const { option, serve } = require('./serve-graphql.cjs');

const records = JSON.parse(readFileSync(option('data'), 'utf8')).sort((a, b) => b.flight_number - a.flight_number);
const seen = new Set();
const launches = records.map((record) => {
  let cursor = `${record.launch_date_unix}`;
  if (seen.has(cursor)) cursor += `-${record.flight_number}`;
  seen.add(cursor);
  return {
    id: record.flight_number,
    cursor,
    site: record.site,
    mission: { name: record.mission_name, missionPatchSmall: record.mission_patch_small, missionPatchLarge: record.mission_patch },
    rocket: record.rocket,
  };
});
const launchByID = new Map(launches.map((launch) => [launch.id, launch]));
const indexByCursor = new Map(launches.map((launch, index) => [launch.cursor, index]));

const users = new Map(); // email → user
const tokens = new Map(); // token → user
const trips = new Map(); // user id → launch ids, in booking order
const events = new Set();

function badInput(message) {
  return new graphql.GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function requireUser(context) {
  if (!context.user) {
    throw new graphql.GraphQLError('You must be logged in: send the token that login returned in the Authorization header.', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  return context.user;
}

const isEmail = (text) => {
  const parts = text.split('@');
  return text.length <= 254 && parts.length === 2 && parts[0] !== '' && !/\s/.test(text)
    && parts[1].split('.').length >= 2 && parts[1].split('.').every((label) => label !== '');
};

const resolvers = {
  Query: {
    launches(_, { pageSize = 20, after }) {
      if (pageSize === null) pageSize = 20;
      if (pageSize < 1) throw badInput(`pageSize must be at least 1, not ${pageSize}.`);
      let start = 0;
      if (after !== undefined && after !== null) {
        const index = indexByCursor.get(after);
        if (index === undefined) throw badInput(`Unknown cursor "${after}": pass the cursor of a page of launches.`);
        start = index + 1;
      }
      const end = Math.min(launches.length, start + pageSize);
      const page = launches.slice(start, end);
      return { cursor: page.length ? page[page.length - 1].cursor : after ?? '', hasMore: end < launches.length, launches: page };
    },
    launch: (_, { id }) => launchByID.get(Number(id)) ?? null,
    me: (_, __, context) => context.user,
    totalTripsBooked: () => [...trips.values()].reduce((sum, ids) => sum + ids.length, 0),
  },
  Mutation: {
    login(_, { email }) {
      if (typeof email !== 'string' || !isEmail(email)) return null;
      if (!users.has(email)) users.set(email, { id: users.size + 1, email, profileImage: null });
      const token = randomBytes(32).toString('base64url');
      tokens.set(token, users.get(email));
      return { ...users.get(email), token };
    },
    bookTrips(_, { launchIds }, context) {
      const user = requireUser(context);
      const known = launchIds.filter((id) => id !== null && launchByID.has(Number(id))).map(Number);
      const booked = trips.get(user.id) ?? [];
      const added = known.filter((id) => !booked.includes(id));
      trips.set(user.id, [...booked, ...added]);
      if (added.length) for (const event of events) event(added.length);
      const failed = launchIds.filter((id) => id === null || !launchByID.has(Number(id)));
      return {
        success: failed.length === 0,
        message: failed.length === 0
          ? 'trips booked successfully'
          : `the following launches couldn't be booked: ${failed.map((id) => id ?? 'null').join(',')}`,
        launches: known.map((id) => launchByID.get(id)),
      };
    },
    cancelTrip(_, { launchId }, context) {
      const user = requireUser(context);
      const booked = trips.get(user.id) ?? [];
      if (!booked.includes(Number(launchId))) return { success: false, message: 'failed to cancel trip', launches: null };
      trips.set(user.id, booked.filter((id) => id !== Number(launchId)));
      for (const event of events) event(-1);
      return { success: true, message: 'trip cancelled', launches: [launchByID.get(Number(launchId))] };
    },
  },
  Launch: {
    isBooked: (launch, _, context) => Boolean(context.user && (trips.get(context.user.id) ?? []).includes(launch.id)),
  },
  Mission: {
    missionPatch: (mission, { size }) => (size === 'SMALL' ? mission.missionPatchSmall : mission.missionPatchLarge),
  },
  User: {
    trips: (user) => (trips.get(user.id) ?? []).map((id) => launchByID.get(id)),
    token: (user) => user.token ?? null,
  },
};

const schema = graphql.buildSchema(readFileSync(option('schema'), 'utf8'));
for (const [typeName, fields] of Object.entries(resolvers)) {
  const typeFields = schema.getType(typeName).getFields();
  for (const [fieldName, resolve] of Object.entries(fields)) typeFields[fieldName].resolve = resolve;
}

serve({
  schema,
  contextValue(request) {
    let token = (request.headers.authorization ?? '').trim();
    if (token.toLowerCase().startsWith('bearer ')) token = token.slice(7).trim();
    return { user: tokens.get(token) ?? null };
  },
});
