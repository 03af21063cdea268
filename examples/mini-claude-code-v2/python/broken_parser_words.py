#!/usr/bin/env python3
"""BROKEN on purpose, as a port to a typed language has it (a public Rust port parses the items with serde first):
each item is parsed into a record before the document's checks run, and the parser refuses in its own words. A
status must be one of the three as written ("unknown variant `PENDING`, expected one of `pending`, `in_progress`,
`completed`": never lower-cased), a missing field is refused ("missing field `content`"; a missing status too, where
the document takes it for pending), and a status is refused before the item's blank content is. Told as four
mistakes, each one cause: the parser's words, the status not lower-cased, the missing status, the checks' order.
Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_parser_words.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

document_update = base.TodoManager.update
VARIANTS = ("pending", "in_progress", "completed")


def parse(item):
    """The parser's pass: a status as written, then every field present (the struct's order)."""
    if isinstance(item, dict) and "status" in item and item["status"] not in VARIANTS:
        raise ValueError(f"unknown variant `{item['status']}`, expected one of `pending`, `in_progress`, `completed`")
    for field in ("content", "status", "activeForm"):
        if not isinstance(item, dict) or field not in item:
            raise ValueError(f"missing field `{field}`")


def update(self, items):
    for item in items:
        parse(item)
    return document_update(self, items)


base.TodoManager.update = update

if __name__ == "__main__":
    base.main()
