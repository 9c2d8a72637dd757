"""Python's gql client as a peer nobody here wrote: subscribes to a Graphcool
`Conference` subscription of `quill dev` over one WebSocket subprotocol and prints what
it sees, one JSON line per step, for QuillCLITests/DevGQLPeerTests.

    python3 gql_subscriptions.py ws://127.0.0.1:PORT/graphql graphql-ws|graphql-transport-ws

It runs a query over the socket, subscribes, creates conferences over the socket until
the subscription's first event arrives (the protocols do not acknowledge a subscription),
creates "dotSwift" and waits for its event, sends an invalid query, and stops the
subscription (which sends `stop` or `complete`).
"""

import asyncio
import json
import sys

from gql import Client, gql
from gql.transport.exceptions import TransportQueryError
from gql.transport.websockets import WebsocketsTransport

SUBSCRIPTION = gql(
    "subscription { Conference(filter: { mutation_in: [CREATED] }) { mutation node { name city } } }"
)
CREATE = gql("mutation($name: String!) { createConference(name: $name, city: \"San Jose\", year: \"2017\") { name } }")


def emit(step, value):
    print(json.dumps({"step": step, "value": value}), flush=True)


async def main(url, subprotocol):
    transport = WebsocketsTransport(url=url, subprotocols=[subprotocol], init_payload={"client": "gql"})
    async with Client(transport=transport, fetch_schema_from_transport=False) as session:
        emit("subprotocol", transport.subprotocol)
        emit("query", await session.execute(gql("{ allConferences(orderBy: name_ASC) { name } }")))

        events = asyncio.Queue()

        async def subscribe():
            async for result in session.subscribe(SUBSCRIPTION):
                await events.put(result)

        subscription = asyncio.create_task(subscribe())
        # A probe per attempt until the subscription is listening (each waits at most 1 s).
        for attempt in range(30):
            await session.execute(CREATE, variable_values={"name": f"Probe {attempt}"})
            try:
                await asyncio.wait_for(events.get(), 1)
                break
            except asyncio.TimeoutError:
                continue
        else:
            emit("error", "no event arrived for 30 probes")
            return
        while not events.empty():
            events.get_nowait()
        await session.execute(CREATE, variable_values={"name": "dotSwift"})
        emit("event", await asyncio.wait_for(events.get(), 30))

        try:
            await session.execute(gql("{ allConferences { nope } }"))
            emit("invalid", "no error")
        except TransportQueryError as error:
            emit("invalid", error.errors)

        subscription.cancel()
        try:
            await subscription
        except asyncio.CancelledError:
            pass
        emit("done", True)


asyncio.run(main(sys.argv[1], sys.argv[2]))
