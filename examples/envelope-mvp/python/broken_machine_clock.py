#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner breaks it): the log is stamped with the machine's clock
(datetime.now()), not with the session's clock that reset and setClock set. Everything else is todo_write.py,
imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_machine_clock.py"
"""
import os
import sys
from datetime import datetime

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_write as base  # noqa: E402


def stamp(moment):
    return datetime.now().strftime("%Y%m%d-%H%M%S")  # BROKEN: the machine's clock, not the session's moment


if __name__ == "__main__":
    base.stamp = stamp  # TodoWriteTool looks stamp up in todo_write's globals at each call
    base.main()
