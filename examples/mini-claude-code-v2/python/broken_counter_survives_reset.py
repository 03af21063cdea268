#!/usr/bin/env python3
"""BROKEN on purpose (one rule, as a learner's harness often breaks it): "reset" gives a new manager and a new TODO,
but leaves the round counter and the first-message flag as the scenario before left them, so a session starts with
its count above 0 and without its initial reminder. The loop itself is the document's. The hint must say the count
outlived the session, not that the nag comes at the 10th round. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_counter_survives_reset.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402


def reset():
    base.TODO = base.TodoManager()
    base.manager = base.TodoManager()
    # the mistake: rounds_without_todo and first_message are not started over


base.METHODS["reset"] = lambda p: reset()

if __name__ == "__main__":
    base.main()
