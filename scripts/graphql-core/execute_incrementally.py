"""Executes requests with graphql-core 3.3's experimental_execute_incrementally
(graphql-js 17's incremental delivery) and prints every payload.

Reads a JSON array of requests ({schema, root, query, variables?, operationName?})
on stdin; writes a JSON array with, per request, the list of its payloads as
JSON texts, keys in graphql-js 17's order: a request that does not validate or
defers nothing has one payload, the response.
"""

import asyncio
import json
import sys

from graphql import build_schema, parse, validate
from graphql.error import GraphQLError
from graphql.execution import ExperimentalIncrementalExecutionResults, experimental_execute_incrementally


def ordered(value, keys):
    return {key: value[key] for key in keys if key in value}


def error(formatted):
    return ordered(formatted, ["message", "locations", "path", "extensions"])


def errors(formatted):
    return [error(entry) for entry in formatted]


def pending(entry):
    return ordered(entry, ["id", "path", "label"])


def incremental(entry):
    if "items" in entry:
        result = ordered(entry, ["id", "items"])
    else:
        result = {"data": entry["data"]}
        if "errors" in entry:
            result["errors"] = errors(entry["errors"])
        result.update(ordered(entry, ["id", "subPath"]))
        return result
    if "errors" in entry:
        result["errors"] = errors(entry["errors"])
    return result


def completed(entry):
    result = {"id": entry["id"]}
    if "errors" in entry:
        result["errors"] = errors(entry["errors"])
    return result


def response(formatted):
    result = {}
    if formatted.get("errors"):
        result["errors"] = errors(formatted["errors"])
    if "data" in formatted:
        result["data"] = formatted["data"]
    if "pending" in formatted:
        result["pending"] = [pending(entry) for entry in formatted["pending"]]
        result["hasNext"] = formatted["hasNext"]
    return result


def subsequent(formatted):
    result = {"hasNext": formatted["hasNext"]}
    if "pending" in formatted:
        result["pending"] = [pending(entry) for entry in formatted["pending"]]
    if "incremental" in formatted:
        result["incremental"] = [incremental(entry) for entry in formatted["incremental"]]
    if "completed" in formatted:
        result["completed"] = [completed(entry) for entry in formatted["completed"]]
    return result


def text(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


async def run(request):
    schema = build_schema(request["schema"])
    try:
        document = parse(request["query"])
    except GraphQLError as syntax_error:
        return [text({"errors": [error(syntax_error.formatted)]})]
    validation_errors = validate(schema, document)
    if validation_errors:
        return [text({"errors": [error(entry.formatted) for entry in validation_errors]})]
    result = experimental_execute_incrementally(
        schema, document, request.get("root"), None, request.get("variables"), request.get("operationName"))
    if asyncio.iscoroutine(result):
        result = await result
    if not isinstance(result, ExperimentalIncrementalExecutionResults):
        return [text(response(result.formatted))]
    payloads = [text(response(result.initial_result.formatted))]
    async for payload in result.subsequent_results:
        payloads.append(text(subsequent(payload.formatted)))
    return payloads


def main():
    requests = json.load(sys.stdin)
    print(json.dumps([asyncio.run(run(request)) for request in requests]))


main()
