"""An agent's session through the official MCP Python SDK, a client mvcs did not write.

It starts `mvcs mcp --app todo`, initialises, lists the tools, records a session that creates
a Todo list and an item through tap and fill, reads the screen, and stops the recording; then
`mvcs run` must replay the recorded script and pass.

Usage: python todo_agent.py MVCS_BINARY WORK_DIRECTORY
"""

import asyncio
import os
import subprocess
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

EXPECTED_TOOLS = {
    "show", "tree", "ls", "actions", "tap", "fill", "select", "swipe", "scroll", "back", "dismiss", "call",
    "store_ls", "store_show", "log", "clock", "wait", "launch", "relaunch", "expect", "record",
}


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def text_of(result):
    return "\n".join(block.text for block in result.content if block.type == "text")


async def call(session, name, arguments=None, expect_error=False):
    result = await session.call_tool(name, arguments or {})
    text = text_of(result)
    if bool(result.is_error) != expect_error:
        fail(f"{name} {arguments}: is_error={result.is_error}, answered:\n{text}")
    return result, text


async def drive(binary, work):
    script = os.path.join(work, "agent-todo.mvcs")
    server = StdioServerParameters(command=binary, args=["mcp", "--app", "todo"], cwd=work)
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            if initialized.server_info.name != "mvcs":
                fail(f"server says it is {initialized.server_info.name!r}")

            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            if missing := EXPECTED_TOOLS - tools.keys():
                fail(f"tools missing: {sorted(missing)}")
            if not tools["show"].annotations.read_only_hint:
                fail("show is not marked read-only")
            if not tools["swipe"].annotations.destructive_hint:
                fail("swipe is not marked destructive")
            if "label" not in tools["tap"].input_schema["required"]:
                fail(f"tap's schema does not require a label: {tools['tap'].input_schema}")

            await call(session, "record", {"verb": "start", "file": script})
            _, changed = await call(session, "tap", {"label": "Create list"})
            if "+" not in changed or "List Name" not in changed:
                fail(f"tap 'Create list' answered with no diff showing the prompt:\n{changed}")
            await call(session, "fill", {"field": "List Name", "text": "Groceries"})
            await call(session, "tap", {"label": "Create"})
            await call(session, "select", {"row": "Groceries"})
            await call(session, "tap", {"label": "Create item"})
            await call(session, "fill", {"field": "Title", "text": "Milk 2%"})
            _, full = await call(session, "tap", {"label": "Create", "screen": "full"})
            if "Milk 2%" not in full:
                fail(f"the full screen after creating the item does not show it:\n{full}")

            _, screen = await call(session, "show")
            if "Milk 2%" not in screen:
                fail(f"show does not list the new item:\n{screen}")
            tree, _ = await call(session, "tree")
            if tree.structured_content is None or "root" not in tree.structured_content:
                fail(f"tree has no structured content: {tree.structured_content}")
            stores, _ = await call(session, "store_ls")
            counts = {store["name"]: store["count"] for store in stores.structured_content["stores"]}
            if counts != {"items": 1, "lists": 1}:
                fail(f"store_ls counts {counts}")

            # An error is a tool error carrying the shell's hint, and is recorded as one.
            _, error = await call(session, "tap", {"label": "Nonexistent"}, expect_error=True)
            if "Nonexistent" not in error:
                fail(f"the error does not name what was not found:\n{error}")

            _, stopped = await call(session, "record", {"verb": "stop"})
            if "recorded" not in stopped:
                fail(f"record stop answered:\n{stopped}")

    with open(script, encoding="utf-8") as file:
        recorded = file.read()
    for line in ["tap 'Create list'", "fill 'List Name' Groceries", "fill Title 'Milk 2%'", "! tap Nonexistent"]:
        if line not in recorded:
            fail(f"the recording lacks {line!r}:\n{recorded}")
    replay = subprocess.run([binary, "run", script], capture_output=True, text=True)
    if replay.returncode != 0:
        fail(f"mvcs run {script} exited {replay.returncode}:\n{replay.stdout}{replay.stderr}\n{recorded}")
    print(f"ok: the Python MCP client drove todo and `mvcs run` replayed {script}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        fail(__doc__)
    asyncio.run(drive(os.path.abspath(sys.argv[1]), sys.argv[2]))
