#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): the log's times are written in Beijing time (UTC+8, the
zone of the design's authors), where the kit reads the session's clock in UTC or the machine's local time.
Everything else is todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_beijing_time.py"
"""
import os
import sys
from datetime import timedelta, timezone

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402

BEIJING = timezone(timedelta(hours=8))


def stamp(moment):
    return moment.astimezone(BEIJING).strftime("%Y%m%d-%H%M%S")  # BROKEN: a zone of its own


if __name__ == "__main__":
    base.stamp = stamp  # TodoWriteTool looks stamp up in todo_write's globals at each call
    base.main()
