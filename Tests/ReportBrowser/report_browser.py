"""A report of a failing run, read in a real browser: Debian's Chromium driven by Playwright.

It writes four flows (one over a SwiftUI app, Spending: a tab, a navigation stack, a sheet
with its own), one of which fails at a step whose screen shows a Todo list named
`<script>window.pwned=1</script>`, runs them with `mvcs run --report`, and then, in
Chromium: opens the index, filters it to the failures, opens the failing script, finds the
failing step open with its diff, moves through the steps with the keyboard and checks that
the screen panel at a step reads exactly what `mvcs` itself prints for `show` after the same
commands, and that the list's name is text that ran nothing. It keeps a screenshot of the
failing step as the test's artifact.

Usage: python report_browser.py MVCS_BINARY WORK_DIRECTORY ARTIFACT_DIRECTORY
"""

import os
import pathlib
import subprocess
import sys

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
NAME = "<script>window.pwned=1</script>"

# The failing flow: its last `show` is given an expected block that differs from the screen
# in one line, so the diff is small and known.
STEPS = [
    "launch todo",
    'tap "Create list"',
    f'fill "List Name" "{NAME}"',
    "tap Create",
    "select #0",
    "tap +",
    "fill Title Bread",
    "tap Create",
    "tap +",
    'fill Title "Milk & \\"eggs\\""',
    "fill Due tomorrow",
    "show",
]
AFTER = ["tap Create", "back"]
# The step whose screen the test compares with mvcs's own `show`: `fill Title Bread`, the
# "Add To Do" modal over the new list.
COMPARED = 7

# A passing flow over a SwiftUI app: its sheet, drawn in the report as mvcs draws it.
SWIFTUI_STEPS = ["launch spending", "tap Add", "fill Title Groceries", "fill Amount 42.5"]


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def mvcs_show_after(binary, commands, work, app="todo"):
    """What `mvcs` prints for `show` after `commands`, in a batch session of its own."""
    marker = "--- the screen ---"
    script = "\n".join(commands + [f'echo "{marker}"', "show"]) + "\n"
    result = subprocess.run(
        [binary, "--app", app], input=script, capture_output=True, text=True, cwd=work, check=False
    )
    check(result.returncode == 0, f"mvcs batch failed ({result.returncode}): {result.stderr}")
    return result.stdout.split(marker + "\n", 1)[1].rstrip("\n")


def write_flows(binary, work):
    flows = pathlib.Path(work, "flows")
    (flows / "todo").mkdir(parents=True)
    (flows / "counter.mvcs").write_text("launch counter\ntap ++\nshow\n| Counter\n| ...\n")
    (flows / "echo.mvcs").write_text("echo hello\n| hello\n")
    (flows / "spending.mvcs").write_text("\n".join(SWIFTUI_STEPS + ["tap Save"]) + "\n")
    actual = mvcs_show_after(binary, STEPS[:-1], work).split("\n")
    expected = [line.replace('Milk & "eggs"', "Milk & eggs  ") for line in actual]
    check(expected != actual, f"the screen does not show the item being typed:\n{actual}")
    block = "".join(f"| {line}\n" if line else "|\n" for line in expected)
    text = "# A party list whose name reads like markup; the last screen is not what it says.\n"
    text += "\n".join(STEPS) + "\n" + block + "\n".join(AFTER) + "\n"
    (flows / "todo" / "party.mvcs").write_text(text)
    return expected, actual


def main():
    binary, work, artifacts = (os.path.abspath(argument) for argument in sys.argv[1:4])
    os.makedirs(artifacts, exist_ok=True)
    expected, actual = write_flows(binary, work)
    run = subprocess.run(
        [binary, "run", "--report", "report", "flows"], capture_output=True, text=True, cwd=work, check=False
    )
    check(run.returncode == 1, f"expected the run to fail with status 1, got {run.returncode}:\n{run.stdout}{run.stderr}")
    check("3 passed, 1 failed" in run.stdout, run.stdout)
    compared_screen = mvcs_show_after(binary, STEPS[:COMPARED], work)
    swiftui_screen = mvcs_show_after(binary, SWIFTUI_STEPS[1:], work, app="spending")

    problems = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        page = browser.new_page(viewport={"width": 1500, "height": 1150})
        page.on("dialog", lambda dialog: problems.append(f"a dialog opened: {dialog.message}"))
        page.on("pageerror", lambda error: problems.append(f"a script error: {error}"))
        page.on(
            "console",
            lambda message: problems.append(f"console {message.type}: {message.text}")
            if message.type in ("error", "warning")
            else None,
        )
        page.on(
            "request",
            lambda request: None
            if request.url.startswith("file://")
            else problems.append(f"the page asked the network for {request.url}"),
        )

        # The SwiftUI app's flow: the sheet over its tab, as mvcs draws it.
        page.goto(pathlib.Path(work, "report", "index.html").as_uri())
        page.get_by_role("link", name="flows/spending.mvcs").click()
        page.wait_for_load_state()
        page.keyboard.press("Home")
        for _ in range(len(SWIFTUI_STEPS) - 1):
            page.keyboard.press("ArrowDown")
        check(
            page.locator("#panel-step").inner_text().startswith(f"Screen after step {len(SWIFTUI_STEPS)},"),
            page.locator("#panel-step").inner_text(),
        )
        shown = page.locator("pre.screen:visible").inner_text().rstrip("\n")
        check(shown == swiftui_screen, f"the SwiftUI flow's panel reads\n{shown}\nbut mvcs prints\n{swiftui_screen}")
        check("New Purchase" in shown and "Groceries" in shown, shown)

        # The index: four scripts, a filter to the failure.
        page.goto(pathlib.Path(work, "report", "index.html").as_uri())
        rows = page.locator("table.scripts tbody tr")
        check(rows.count() == 4, f"the index lists {rows.count()} scripts")
        check(page.locator("#shown").inner_text() == "4 of 4 shown", page.locator("#shown").inner_text())
        page.get_by_role("button", name="Failed (1)").click()
        visible = page.locator("table.scripts tbody tr:visible")
        check(visible.count() == 1, f"{visible.count()} rows after filtering to failures")
        check("flows/todo/party.mvcs" in visible.inner_text(), visible.inner_text())
        check(page.locator("#shown").inner_text() == "1 of 4 shown", page.locator("#shown").inner_text())
        page.get_by_role("button", name="All (4)").click()
        page.fill("#search", "COUNTER")
        check(page.locator("table.scripts tbody tr:visible").inner_text().startswith("PASS"), "the text filter")
        page.fill("#search", "")
        page.get_by_role("button", name="Failed (1)").click()
        page.get_by_role("link", name="flows/todo/party.mvcs").click()
        page.wait_for_load_state()

        # The failing step is selected and open, with its diff.
        failing = len(STEPS)
        current = page.locator("li.step[aria-current=step]")
        check(current.get_attribute("id") == f"step-{failing}", f"selected: {current.get_attribute('id')}")
        diff = current.locator("pre.diff")
        check(diff.is_visible(), "the failing step's diff is not shown")
        check(diff.locator("span.removed").filter(has_text="Milk & eggs").count() == 1, diff.inner_text())
        check(diff.locator("span.added").filter(has_text='Milk & "eggs"').count() == 1, diff.inner_text())
        check(page.locator("li.step.notRun").count() == len(AFTER), "the steps after the failure are not marked")

        # Up and down move between steps; the screen panel follows.
        page.keyboard.press("Home")
        check(page.locator("#panel-step").inner_text() == "Screen after step 1, line 2", "Home")
        for _ in range(COMPARED - 1):
            page.keyboard.press("ArrowDown")
        check(
            page.locator("li.step[aria-current=step]").get_attribute("id") == f"step-{COMPARED}",
            "ArrowDown did not reach the step",
        )
        check(
            page.locator("#panel-step").inner_text() == f"Screen after step {COMPARED}, line {COMPARED + 1}",
            page.locator("#panel-step").inner_text(),
        )
        screen = page.locator("pre.screen:visible")
        check(screen.count() == 1, f"{screen.count()} screens shown")
        shown = screen.inner_text().rstrip("\n")
        check(shown == compared_screen, f"the panel reads\n{shown}\nbut mvcs prints\n{compared_screen}")
        check("Add To Do" in shown and "Bread" in shown and NAME in shown, shown)
        page.keyboard.press("ArrowUp")
        check(page.locator("#panel-step").inner_text().startswith(f"Screen after step {COMPARED - 1},"), "ArrowUp")
        page.keyboard.press("j")
        check(page.locator("#panel-step").inner_text().startswith(f"Screen after step {COMPARED},"), "j")

        # The list's name is text, and it ran nothing: one script on the page, the report's.
        check(page.evaluate("typeof window.pwned") == "undefined", "the list's name ran as a script")
        check(page.locator("script").count() == 1, f"{page.locator('script').count()} scripts on the page")
        check(page.get_by_text(NAME).count() > 0, "the list's name does not show as text")

        # Back at the failing step, for the picture.
        page.keyboard.press("End")
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowUp")
        check(page.locator("li.step[aria-current=step]").get_attribute("id") == f"step-{failing}", "End, Up, Up")
        final = page.locator("pre.screen:visible").inner_text().rstrip("\n")
        check(final == "\n".join(actual).rstrip("\n"), f"the failing step's panel reads\n{final}")
        # From the top: the script, its status, the steps, the failing one open.
        page.evaluate("window.scrollTo(0, 0)")
        picture = os.path.join(artifacts, "failing-step.png")
        page.screenshot(path=picture)
        browser.close()

    if problems:
        fail("\n".join(problems))
    print(f"ok: the report of a failing run read in Chromium; the failing step's picture: {picture}")


if __name__ == "__main__":
    main()
