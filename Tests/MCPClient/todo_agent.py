"""An agent's session through the official MCP Python SDK, a client mvcs did not write.

It starts `mvcs mcp --app todo`, connects, checks the protocol version the client negotiated,
lists the tools, records a session that creates a Todo list and an item through tap and fill,
checks it with `expect`, reads the screen, and stops the recording; then `mvcs run` must replay
the recorded script and pass.

The SDK installed decides how it connects: `mcp` 2.x (Tests/MCPClient/requirements.txt) as a
current client does, probing `server/discover` at 2026-07-28 and falling back to `initialize`
only if that fails; `mcp` 1.x (requirements-handshake.txt) with `initialize`, the only way it
knows. Either way the negotiated version must be EXPECTED_VERSION.

Usage: python todo_agent.py MVCS_BINARY WORK_DIRECTORY EXPECTED_VERSION
"""

import os

from mcp import StdioServerParameters

from agent import SDK_VERSION, call, check_replay, connect, fail, run, wire

EXPECTED_TOOLS = {
    "show", "tree", "ls", "actions", "tap", "fill", "select", "swipe", "scroll", "back", "dismiss", "call",
    "store_ls", "store_show", "log", "clock", "wait", "launch", "relaunch", "expect", "record", "toggle", "pick",
    "step", "console",
}


async def drive(binary, work, expected_version):
    script = os.path.join(work, f"agent-todo-{expected_version}.mvcs")
    server = StdioServerParameters(command=binary, args=["mcp", "--app", "todo"], cwd=work)
    async with connect(server) as (version, server_name, session):
        if version != expected_version:
            fail(f"the client negotiated protocol {version}, not {expected_version}")
        if server_name != "mvcs":
            fail(f"server says it is {server_name!r}")

        listed = wire(await session.list_tools())
        if version == "2026-07-28" and (listed.get("ttlMs", 0) <= 0 or listed.get("cacheScope") != "private"):
            fail(f"tools/list at 2026-07-28 has no cache fields: ttlMs={listed.get('ttlMs')}, "
                 f"cacheScope={listed.get('cacheScope')}")
        tools = {tool["name"]: tool for tool in listed["tools"]}
        if missing := EXPECTED_TOOLS - tools.keys():
            fail(f"tools missing: {sorted(missing)}")
        if not tools["show"]["annotations"].get("readOnlyHint"):
            fail("show is not marked read-only")
        if not tools["swipe"]["annotations"].get("destructiveHint"):
            fail("swipe is not marked destructive")
        if "label" not in tools["tap"]["inputSchema"]["required"]:
            fail(f"tap's schema does not require a label: {tools['tap']['inputSchema']}")

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

        # A check that holds says so; one that does not is a tool error saying what there is.
        _, passed = await call(session, "expect", {"form": "shows", "arguments": ["Milk 2%"]})
        if passed != "passed: expect shows 'Milk 2%'":
            fail(f"expect that holds answered:\n{passed}")
        _, failed = await call(session, "expect", {"form": "store", "arguments": ["items", "2"]}, expect_error=True)
        if "expected store 'items' to hold 2 items" not in failed:
            fail(f"expect that fails answered:\n{failed}")

        _, screen = await call(session, "show")
        if "Milk 2%" not in screen:
            fail(f"show does not list the new item:\n{screen}")
        tree, _ = await call(session, "tree")
        if "root" not in tree.get("structuredContent", {}):
            fail(f"tree has no structured content: {tree.get('structuredContent')}")
        stores, _ = await call(session, "store_ls")
        counts = {store["name"]: store["count"] for store in stores["structuredContent"]["stores"]}
        if counts != {"items": 1, "lists": 1}:
            fail(f"store_ls counts {counts}")

        # An error is a tool error carrying the shell's hint, and is recorded as one.
        _, error = await call(session, "tap", {"label": "Nonexistent"}, expect_error=True)
        if "Nonexistent" not in error:
            fail(f"the error does not name what was not found:\n{error}")

        _, stopped = await call(session, "record", {"verb": "stop"})
        if "recorded" not in stopped:
            fail(f"record stop answered:\n{stopped}")

    check_replay(binary, script, [
        "tap 'Create list'", "fill 'List Name' Groceries", "fill Title 'Milk 2%'", "expect shows 'Milk 2%'",
        "! tap Nonexistent",
    ])
    print(f"ok: mcp {SDK_VERSION} negotiated {version}, drove todo, and `mvcs run` replayed {script}")


if __name__ == "__main__":
    run(drive, __doc__)
