"""strawberry-graphql as an outside server for the Quill client's transports, with the
client tests' event schema (Tests/QuillCodegenTests/Fixtures/Events/schema.graphql):
HTTP, graphql-transport-ws, the legacy graphql-ws and multipart subscriptions, for
QuillTests/StrawberryPeerTests.

    python3 strawberry_server.py [PORT]

It prints `port N` once it listens (PORT 0 or none: a free one), then `started ID` when
a `counter(id:)` subscription's source starts and `released ID` when it ends. The test
sends counter events with `POST /control/send?id=ID&value=N`. At /incremental, the
client's @defer/@stream schema, whose resolvers wait for `POST /control/open?gate=NAME`.
"""

import asyncio
import socket
import sys
from collections.abc import AsyncGenerator

import strawberry
import uvicorn
from strawberry.asgi import GraphQL
from strawberry.schema.config import StrawberryConfig
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


gates: dict[str, asyncio.Event] = {}


def gate(name: str) -> asyncio.Event:
    return gates.setdefault(name, asyncio.Event())


@strawberry.type
class Hero:
    id: strawberry.ID

    @strawberry.field
    async def bio(self) -> str:
        await gate("bio").wait()
        return f"Bio of {self.id}"

    @strawberry.field
    async def name(self) -> str:
        await gate(f"name{self.id}").wait()
        return f"Hero {self.id}"


@strawberry.type
class HeroQuery:
    @strawberry.field
    def hero(self) -> Hero | None:
        return Hero(id=strawberry.ID("1"))

    @strawberry.field
    def heroes(self) -> list[Hero]:
        return [Hero(id=strawberry.ID(str(number))) for number in (1, 2, 3)]


graphql = GraphQL(
    strawberry.Schema(query=Query, mutation=Mutation, subscription=Subscription),
    keep_alive=True,
    keep_alive_interval=1,
    subscription_protocols=(GRAPHQL_TRANSPORT_WS_PROTOCOL, GRAPHQL_WS_PROTOCOL, MULTIPART_SUBSCRIPTION_PROTOCOL),
)


# The client's @defer/@stream tests' schema (Tests/QuillCodegenTests/Fixtures/Incremental),
# its resolvers held back by gates the test opens (`name1` is open from the start).
incremental = GraphQL(
    strawberry.Schema(query=HeroQuery, config=StrawberryConfig(enable_experimental_incremental_execution=True)),
)
gate("name1").set()


async def app(scope, receive, send):
    """The event schema at /graphql, the incremental one at /incremental, and for the
    test /control/send (a counter event) and /control/open (a gate)."""
    if scope["type"] == "http" and scope["path"].startswith("/control/"):
        query = dict(pair.split("=", 1) for pair in scope["query_string"].decode().split("&") if pair)
        status = 200
        if scope["path"] == "/control/open":
            gate(query["gate"]).set()
        else:
            queue = sources.get(int(query.get("id", "0")))
            if queue is not None:
                queue.put_nowait(int(query["value"]) if "value" in query else None)
            status = 200 if queue is not None else 404
        await send({"type": "http.response.start", "status": status, "headers": [(b"content-length", b"0")]})
        await send({"type": "http.response.body", "body": b""})
        return
    await (incremental if scope["path"] == "/incremental" else graphql)(scope, receive, send)


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
