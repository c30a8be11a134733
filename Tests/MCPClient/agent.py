"""What the MCP client flows share: connecting through either SDK generation, calling a tool,
failing loudly, and replaying a recorded script with `mvcs run`."""

import contextlib
import importlib.metadata
import subprocess
import sys

from mcp import ClientSession
from mcp.client.stdio import stdio_client

SDK_VERSION = importlib.metadata.version("mcp")
SDK_MAJOR = int(SDK_VERSION.split(".")[0])


class Failure(Exception):
    """What the agent found wrong; raised, so the client closes the server on its way out."""


def fail(message):
    raise Failure(message)


def failures(error):
    """The failures inside `error`, which the client's task groups wrap in exception groups."""
    if isinstance(error, Failure):
        return [error]
    if isinstance(error, BaseExceptionGroup):
        return [failure for inner in error.exceptions for failure in failures(inner)]
    return []


def wire(model):
    """A result as it was on the wire: both SDK generations dump their models to the same names."""
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


@contextlib.asynccontextmanager
async def connect(server):
    """Yields the negotiated protocol version, the server's name and what the tools are called through."""
    if SDK_MAJOR >= 2:
        from mcp import Client

        async with Client(server, mode="auto") as client:
            if client.protocol_version == "2026-07-28":
                discovered = client.session.discover_result
                if discovered is None or "2026-07-28" not in discovered.supported_versions:
                    fail(f"negotiated 2026-07-28 without a discover result that lists it: {discovered}")
            info = client.server_info
            yield client.protocol_version, info.name if info else None, client
    else:
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write) as session:
                initialized = await session.initialize()
                yield initialized.protocolVersion, initialized.serverInfo.name, session


async def call(session, name, arguments=None, expect_error=False):
    """Calls the tool `name`, which must succeed (or fail, with `expect_error`): its result as on
    the wire, and its text."""
    result = wire(await session.call_tool(name, arguments or {}))
    text = "\n".join(block["text"] for block in result["content"] if block["type"] == "text")
    if result.get("isError", False) != expect_error:
        fail(f"{name} {arguments}: isError={result.get('isError')}, answered:\n{text}")
    return result, text


def check_replay(binary, script, lines):
    """The recorded script holds each of `lines`, and `mvcs run` replays it and passes."""
    with open(script, encoding="utf-8") as file:
        recorded = file.read()
    for line in lines:
        if line not in recorded:
            fail(f"the recording lacks {line!r}:\n{recorded}")
    replay = subprocess.run([binary, "run", script], capture_output=True, text=True)
    if replay.returncode != 0:
        fail(f"mvcs run {script} exited {replay.returncode}:\n{replay.stdout}{replay.stderr}\n{recorded}")


def run(drive, doc):
    """Runs `drive(binary, work, expected_version)` from the command line, reporting each failure."""
    import asyncio
    import os

    if len(sys.argv) != 4:
        print(doc, file=sys.stderr)
        sys.exit(2)
    try:
        asyncio.run(drive(os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]))
    except BaseException as error:
        found = failures(error)
        if not found:
            raise
        for failure in found:
            print(f"FAIL (mcp {SDK_VERSION}): {failure}", file=sys.stderr)
        sys.exit(1)
