"""Todo stores at real sizes, for the benchmarks and the instruction guard.

A store is made through the app itself (one list and one item, written by mvcs), then its rows
are copied with SQL: `make(path, lists, items)` writes LISTS lists named "List 000001"... and
ITEMS items named "Item 000001"... in the first list.
"""
import json
import sqlite3
import subprocess


class TodoStores:
    """Copies of a template store the app wrote, at any size."""

    def __init__(self, mvcs, template_path):
        subprocess.run(
            [mvcs, "--store", template_path], check=True, stdout=subprocess.DEVNULL,
            input=b'tap "Create list"\nfill "List Name" Template\ntap Create\nselect Template\n'
                  b'tap +\nfill Title Item\ntap Create\n')
        source = sqlite3.connect(template_path)
        self.schema = [r[0] for r in source.execute(
            "select sql from sqlite_master where sql is not null and name not like 'sqlite_%'")]
        self.stores = list(source.execute("select name, schemaVersion from mvcs_store"))
        row = lambda store: source.execute(
            "select key, value, createdAt, updatedAt from mvcs_item where store = ?", (store,)).fetchone()
        self.list_row, self.item_row = row("lists"), row("items")
        source.close()

    def make(self, path, lists, items):
        """Writes a store of `lists` lists and `items` items (all in the first list) at `path`."""
        db = sqlite3.connect(path)
        # In WAL mode, as every file mvcs writes is.
        db.execute("pragma journal_mode = wal")
        for statement in self.schema:
            db.execute(statement)
        db.executemany("insert into mvcs_store values (?, ?)", self.stores)

        def rows(template, store, count, fields):
            _, value, created, updated = template
            base = json.loads(value)
            for i in range(count):
                v = dict(base, **fields(i + 1))
                yield (store, v["id"], json.dumps(v, ensure_ascii=False, sort_keys=True, separators=(",", ":")),
                       created, updated)

        insert = "insert into mvcs_item (store, key, value, createdAt, updatedAt) values (?, ?, ?, ?, ?)"
        db.executemany(insert, rows(self.list_row, "lists", lists, lambda n: {"id": f"list-{n}", "name": f"List {n:06d}"}))
        db.executemany(insert, rows(self.item_row, "items", items,
                                    lambda n: {"id": f"item-{n}", "name": f"Item {n:06d}", "listID": "list-1"}))
        db.commit()
        db.close()
