"""strawberry-graphql as an outside server for the Quill client's transports, with the
client tests' event schema (Tests/QuillCodegenTests/Fixtures/Events/schema.graphql):
HTTP, graphql-transport-ws, the legacy graphql-ws and multipart subscriptions, for
QuillTests/StrawberryPeerTests.

    python3 strawberry_server.py [PORT]

It prints `port N` once it listens (PORT 0 or none: a free one), then `started ID` when
a `counter(id:)` subscription's source starts and `released ID` when it ends. The test
sends counter events with `POST /control/send?id=ID&value=N`.
"""

import asyncio
import socket
import sys
from collections.abc import AsyncGenerator

import strawberry
import uvicorn
from strawberry.asgi import GraphQL
from strawberry.subscriptions import GRAPHQL_TRANSPORT_WS_PROTOCOL, GRAPHQL_WS_PROTOCOL, MULTIPART_SUBSCRIPTION_PROTOCOL
from strawberry.types import Info

sources: dict[int, asyncio.Queue] = {}


def emit(line):
    print(line, flush=True)


@strawberry.type
class Query:
    @strawberry.field
    def hello(self) -> str | None:
        return "Hello from Strawberry!"

    @strawberry.field
    def token(self, info: Info) -> str | None:
        request = info.context.get("request")
        return request.headers.get("authorization") if request is not None else None


@strawberry.type
class Mutation:
    @strawberry.mutation
    def add(self, a: int, b: int) -> int | None:
        return a + b


@strawberry.type
class Subscription:
    @strawberry.subscription
    async def counter(self, id: int | None = None) -> AsyncGenerator[int | None, None]:
        key = id or 0
        queue = asyncio.Queue()
        sources[key] = queue
        emit(f"started {key}")
        try:
            while True:
                value = await queue.get()
                if value is None:
                    return
                yield value
        finally:
            if sources.get(key) is queue:
                del sources[key]
            emit(f"released {key}")

    @strawberry.subscription
    async def token(self, info: Info) -> AsyncGenerator[str | None, None]:
        params = info.context.get("connection_params") or {}
        yield params.get("Authorization")


graphql = GraphQL(
    strawberry.Schema(query=Query, mutation=Mutation, subscription=Subscription),
    keep_alive=True,
    keep_alive_interval=1,
    subscription_protocols=(GRAPHQL_TRANSPORT_WS_PROTOCOL, GRAPHQL_WS_PROTOCOL, MULTIPART_SUBSCRIPTION_PROTOCOL),
)


async def app(scope, receive, send):
    """The GraphQL endpoint at /graphql, and /control/send for the test's events."""
    if scope["type"] == "http" and scope["path"] == "/control/send":
        query = dict(pair.split("=", 1) for pair in scope["query_string"].decode().split("&") if pair)
        queue = sources.get(int(query.get("id", "0")))
        if queue is not None:
            queue.put_nowait(int(query["value"]) if "value" in query else None)
        status = 200 if queue is not None else 404
        await send({"type": "http.response.start", "status": status, "headers": [(b"content-length", b"0")]})
        await send({"type": "http.response.body", "body": b""})
        return
    await graphql(scope, receive, send)


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(128)  # before the port is announced: a client may connect at once
    emit(f"port {listener.getsockname()[1]}")
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off", ws="websockets-sansio"))
    asyncio.run(server.serve(sockets=[listener]))


if __name__ == "__main__":
    main()
