"""An agent keeps a reading list in the Bookshelf example, a SwiftData app, through the official MCP SDK.

It starts `bookshelf mcp --store FILE` and records a session that adds two books through the
add sheet (its Save disabled until it has a title and an author), checks the list in `show`'s
structured content and each book's row with the `store_show` tool (one JSON row per model),
opens one book's screen (a NavigationLink by value), marks it finished and adds a note, filters
the list to finished books, and deletes the other by a swipe; then `bookshelf run` must replay
the recorded script and pass, and a second server on the same file must find what the first
saved.

Usage: python bookshelf_agent.py BOOKSHELF_BINARY WORK_DIRECTORY EXPECTED_VERSION
"""

import json
import os

from mcp import StdioServerParameters

from agent import SDK_VERSION, call, check_replay, connect, fail, run


async def drive(binary, work, expected_version):
    script = os.path.join(work, f"agent-bookshelf-{expected_version}.mvcs")
    store = os.path.join(work, f"bookshelf-{expected_version}.sqlite")

    async def controls(session):
        shown, _ = await call(session, "show")
        return {item["label"]: item for item in shown["structuredContent"]["controls"]}

    async def add(session, title, author, pages):
        await call(session, "tap", {"label": "Add Book"})
        await call(session, "fill", {"field": "Title", "text": title})
        await call(session, "fill", {"field": "Author", "text": author})
        await call(session, "fill", {"field": "Pages", "text": pages})
        await call(session, "tap", {"label": "Save"})

    async def books(session):
        shown, _ = await call(session, "store_show", {"name": "Book"})
        return shown["structuredContent"]["items"]

    server = StdioServerParameters(command=binary, args=["mcp", "--store", store], cwd=work)
    async with connect(server) as (version, _, session):
        if version != expected_version:
            fail(f"the client negotiated protocol {version}, not {expected_version}")
        await call(session, "record", {"verb": "start", "file": script})

        _, sheet = await call(session, "tap", {"label": "Add Book", "screen": "full"})
        if "New Book" not in sheet:
            fail(f"Add Book did not present the sheet:\n{sheet}")
        save = (await controls(session)).get("Save")
        if save is None or save["enabled"]:
            fail(f"Save is not there and disabled on an empty form: {save}")
        await call(session, "tap", {"label": "Cancel"})
        await add(session, "Dune", "Frank Herbert", "412")
        await add(session, "Emma", "Jane Austen", "474")

        rows = await books(session)
        if [row["title"] for row in rows] != ["Dune", "Emma"] or rows[0]["_key"] != "Book-1":
            fail(f"the Book store does not hold the two books as rows: {rows}")
        _, screen = await call(session, "show")
        if screen.index("Dune") > screen.index("Emma"):
            fail(f"the list is not sorted by title:\n{screen}")

        await call(session, "tap", {"label": "Dune"})
        await call(session, "toggle", {"label": "Finished", "state": "on"})
        await call(session, "tap", {"label": "Add Note"})
        await call(session, "fill", {"field": "Note", "text": "The spice must flow"})
        await call(session, "tap", {"label": "Add"})
        notes, _ = await call(session, "store_show", {"name": "Note"})
        if [note["book"] for note in notes["structuredContent"]["items"]] != ["Book-1"]:
            fail(f"the note does not link to its book: {notes['structuredContent']}")
        await call(session, "back")
        await call(session, "pick", {"label": "Show", "option": "Finished"})
        _, finished = await call(session, "show")
        if "Emma" in finished.split("Books", 1)[-1] or "✓ Dune" not in finished:
            fail(f"the finished books are not Dune alone:\n{finished}")
        await call(session, "pick", {"label": "Show", "option": "All"})
        await call(session, "swipe", {"row": "Emma", "action": "Delete"})
        if [row["title"] for row in await books(session)] != ["Dune"]:
            fail(f"the swipe did not delete Emma's row: {await books(session)}")
        await call(session, "record", {"verb": "stop"})

    # A second session on the same file finds what the first saved.
    async with connect(server) as (_, _, session):
        rows = await books(session)
        if [(row["title"], row["isFinished"]) for row in rows] != [("Dune", True)]:
            fail(f"a second session on {store} does not find the book the first saved: {rows}")

    check_replay(binary, script, [
        "tap 'Add Book'", "fill Title Dune", "toggle Finished on", "pick Show Finished", "swipe Emma Delete",
    ])
    print(f"ok: mcp {SDK_VERSION} negotiated {version}, kept a reading list in a SwiftData app, a second "
          f"session found it, and `bookshelf run` replayed {script}")


if __name__ == "__main__":
    run(drive, __doc__)
