"""An agent drives every kind of control of the Settings app through the official MCP Python SDK.

It starts `mvcs mcp --app settings`, records a session that toggles, picks, steps, fills a typed
field (one refused), a secure field and a text editor, and answers a confirmation dialog by its
buttons; checks each answer and `show`'s structured content; checks that the passcode typed into
the secure field comes back in no answer; then `mvcs run` must replay the recorded script and pass.

Usage: python settings_agent.py MVCS_BINARY WORK_DIRECTORY EXPECTED_VERSION
"""

import json
import os

from mcp import StdioServerParameters

from agent import SDK_VERSION, call, check_replay, connect, fail, run, wire

SECRET = "pass-7391"


async def drive(binary, work, expected_version):
    script = os.path.join(work, f"agent-settings-{expected_version}.mvcs")
    answers = []

    async def act(session, name, arguments=None, expect_error=False):
        result, text = await call(session, name, arguments, expect_error)
        answers.append(json.dumps(result))
        return result, text

    async def control(session, label):
        shown, _ = await act(session, "show")
        for item in shown["structuredContent"]["controls"]:
            if item["label"] == label:
                return item
        fail(f"show lists no control {label!r}: {shown['structuredContent']}")

    server = StdioServerParameters(command=binary, args=["mcp", "--app", "settings"], cwd=work)
    async with connect(server) as (version, _, session):
        if version != expected_version:
            fail(f"the client negotiated protocol {version}, not {expected_version}")
        tools = {tool["name"]: tool for tool in wire(await session.list_tools())["tools"]}
        for name in ["toggle", "pick", "step"]:
            if name not in tools:
                fail(f"no tool {name!r}")
        if tools["step"]["inputSchema"]["properties"]["direction"]["enum"] != ["up", "down"]:
            fail(f"step's schema: {tools['step']['inputSchema']}")

        await act(session, "record", {"verb": "start", "file": script})
        _, changed = await act(session, "toggle", {"label": "Airplane Mode", "state": "on"})
        if "+[x] Airplane Mode" not in changed:
            fail(f"toggle answered with no diff showing it on:\n{changed}")
        _, error = await act(session, "toggle", {"label": "Wi-Fi"}, expect_error=True)
        if "disabled" not in error:
            fail(f"a disabled toggle was not refused as disabled:\n{error}")
        await act(session, "toggle", {"label": "Airplane Mode"})
        await act(session, "pick", {"label": "Appearance", "option": "Dark"})
        if (await control(session, "Appearance"))["value"] != "Dark":
            fail("the picker does not show Dark")
        await act(session, "step", {"label": "Text Size", "direction": "up", "count": 2})
        if (await control(session, "Text Size"))["value"] != "6":
            fail("the stepper does not show 6")
        _, refused = await act(session, "fill", {"field": "Data Plan (GB)", "text": "a lot"}, expect_error=True)
        if "cannot read 'a lot' as a number" not in refused:
            fail(f"the typed field's refusal:\n{refused}")
        await act(session, "fill", {"field": "Data Plan (GB)", "text": "2.5"})
        await act(session, "fill", {"field": "Passcode", "text": SECRET})
        passcode = await control(session, "Passcode")
        if passcode["kind"] != "secure field" or passcode["value"] != "•" * len(SECRET):
            fail(f"the secure field reads {passcode}")
        await act(session, "fill", {"field": "Signature", "text": "Cheers,\nAda"})
        _, dialog = await act(session, "tap", {"label": "Reset All Settings", "screen": "full"})
        if "[! Reset All Settings]" not in dialog:
            fail(f"the dialog's destructive button is not marked:\n{dialog}")
        await act(session, "tap", {"label": "Cancel"})
        await act(session, "expect", {"form": "value", "arguments": ["Appearance", "Dark"]})
        await act(session, "show")
        await act(session, "tree")
        await act(session, "log", {"count": 40})
        await act(session, "record", {"verb": "stop"})

    for answer in answers:
        if SECRET in answer:
            fail(f"the passcode came back in an answer:\n{answer}")
    # The script keeps the passcode as typed, as a replay needs it (docs/SHELL.md says so).
    check_replay(binary, script, [
        "toggle 'Airplane Mode' on", "! toggle Wi-Fi", "pick Appearance Dark", "step 'Text Size' up 2",
        "! fill 'Data Plan (GB)' 'a lot'", f"fill Passcode {SECRET}", 'fill Signature "Cheers,\\nAda"', "tap Cancel",
    ])
    print(f"ok: mcp {SDK_VERSION} negotiated {version}, drove every control of settings, "
          f"and `mvcs run` replayed {script}")


if __name__ == "__main__":
    run(drive, __doc__)
