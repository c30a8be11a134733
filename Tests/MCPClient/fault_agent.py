"""An agent's session that crashes the app, through the official MCP Python SDK.

It starts `mvcs mcp --app fault-unwrap` (a faulty app: removing with nothing selected
force-unwraps nil), taps `Remove selected`, and the call must answer as a tool error that
names the fault (the runtime's message) and the app's line; the server must live on, and the
next call (`show`) must work in the relaunched app: the client never sees the worker die.

Usage: python fault_agent.py MVCS_BINARY WORK_DIRECTORY EXPECTED_VERSION
"""

from mcp import StdioServerParameters

from agent import SDK_VERSION, call, connect, fail, run


async def drive(binary, work, expected_version):
    server = StdioServerParameters(command=binary, args=["mcp", "--app", "fault-unwrap"], cwd=work)
    async with connect(server) as (version, _, session):
        if version != expected_version:
            fail(f"the client negotiated protocol {version}, not {expected_version}")
        _, crashed = await call(session, "tap", {"label": "Remove selected"}, expect_error=True)
        for fact in [
            "the app crashed at ", "FaultUnwrapApp.swift:27 in ",
            "Fatal error: Unexpectedly found nil while unwrapping an Optional value", "reproducer: ",
            "relaunched on the same storage",
        ]:
            if fact not in crashed:
                fail(f"the crashed call's answer lacks {fact!r}:\n{crashed}")
        _, shown = await call(session, "show")
        if "[Remove selected]" not in shown:
            fail(f"show after the crash answered:\n{shown}")
    print(f"ok: mcp {SDK_VERSION} at {version}: a crash was a tool error naming its line, and the next call worked")


if __name__ == "__main__":
    run(drive, __doc__)
