"""An agent keeps a month's spending in the Spending app, a SwiftUI app, through the official MCP SDK.

It starts `mvcs mcp --app spending` and records a session that adds two purchases through the
add sheet (a NavigationStack presented as a sheet, its Save disabled until the form is filled,
a swipe down refused once something is typed), checks the list in `show`'s structured content,
swipes one to Settle (its own swipeActions) and opens the other's screen (a NavigationLink by
value), deletes it behind its confirmation dialog, and reads the Summary tab; then `mvcs run`
must replay the recorded script and pass.

Usage: python spending_agent.py MVCS_BINARY WORK_DIRECTORY EXPECTED_VERSION
"""

import os

from mcp import StdioServerParameters

from agent import SDK_VERSION, call, check_replay, connect, fail, run


async def drive(binary, work, expected_version):
    script = os.path.join(work, f"agent-spending-{expected_version}.mvcs")

    async def controls(session):
        shown, _ = await call(session, "show")
        return {item["label"]: item for item in shown["structuredContent"]["controls"]}

    async def add(session, title, amount, category=None, owed=False):
        await call(session, "tap", {"label": "Add"})
        await call(session, "fill", {"field": "Title", "text": title})
        if category:
            await call(session, "pick", {"label": "Category", "option": category})
        await call(session, "fill", {"field": "Amount", "text": amount})
        if owed:
            await call(session, "toggle", {"label": "Someone owes me this", "state": "on"})
        await call(session, "tap", {"label": "Save"})

    server = StdioServerParameters(command=binary, args=["mcp", "--app", "spending"], cwd=work)
    async with connect(server) as (version, _, session):
        if version != expected_version:
            fail(f"the client negotiated protocol {version}, not {expected_version}")
        await call(session, "record", {"verb": "start", "file": script})

        _, sheet = await call(session, "tap", {"label": "Add", "screen": "full"})
        if "New Purchase" not in sheet or "[Cancel]" not in sheet:
            fail(f"Add did not present the sheet with its own bar:\n{sheet}")
        save = (await controls(session)).get("Save")
        if save is None or save["enabled"]:
            fail(f"Save is not there and disabled on an empty form: {save}")
        await call(session, "fill", {"field": "Title", "text": "Groceries"})
        _, refused = await call(session, "dismiss", expect_error=True)
        if "interactiveDismissDisabled" not in refused:
            fail(f"a sheet with a title typed was dismissed, or refused for another reason:\n{refused}")
        await call(session, "fill", {"field": "Amount", "text": "42.50"})
        await call(session, "tap", {"label": "Save"})
        await add(session, "Concert tickets", "120", category="Fun", owed=True)

        listed = await controls(session)
        for title in ["Groceries", "Concert tickets"]:
            if not any(label.startswith(title) for label in listed):
                fail(f"the list shows no row {title!r}: {sorted(listed)}")
        _, screen = await call(session, "show")
        if "Total: $162.50" not in screen:
            fail(f"the total over the list is not $162.50:\n{screen}")

        _, settled = await call(session, "swipe", {"row": "Concert tickets", "action": "Settle"})
        now = [line for line in settled.splitlines() if line.startswith("+")]
        if not any("Concert tickets" in line and "owed" not in line for line in now):
            fail(f"Settle left the purchase owed, or the diff does not show it:\n{settled}")
        await call(session, "tap", {"label": "Groceries"})
        _, detail = await call(session, "show")
        if "[Back] Groceries" not in detail or "$42.50" not in detail:
            fail(f"the purchase's screen:\n{detail}")
        _, dialog = await call(session, "tap", {"label": "Delete Purchase", "screen": "full"})
        if "Delete Groceries?" not in dialog or "[! Delete]" not in dialog:
            fail(f"Delete Purchase did not ask first:\n{dialog}")
        await call(session, "tap", {"label": "Delete"})
        await call(session, "expect", {"form": "hides", "arguments": ["Groceries"]})

        tree, _ = await call(session, "tree")
        if "Concert tickets" not in str(tree.get("structuredContent", {})):
            fail(f"tree does not name the row left: {tree.get('structuredContent')}")
        _, summary = await call(session, "tap", {"label": "Summary", "screen": "full"})
        if "$120.00" not in summary or "1 purchases" not in summary:
            fail(f"the summary does not add up the one purchase left:\n{summary}")
        await call(session, "record", {"verb": "stop"})

    check_replay(binary, script, [
        "tap Add", "fill Title Groceries", "! dismiss", "pick Category Fun", "toggle 'Someone owes me this' on",
        "swipe 'Concert tickets' Settle", "tap 'Delete Purchase'", "tap Summary",
    ])
    print(f"ok: mcp {SDK_VERSION} negotiated {version}, kept a month's spending in a SwiftUI app, "
          f"and `mvcs run` replayed {script}")


if __name__ == "__main__":
    run(drive, __doc__)
