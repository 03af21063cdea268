#!/usr/bin/env python3
"""Hostile: at every reset it makes <config>/todos, in the scenario's folder that the kit writes its own files in, a
link to a folder outside it (here one of its working folder; under --sandbox it could name any path, which the kit,
outside the sandbox, would follow). The kit then wrote "the file config/todos/… contains" through the link, where
the program chose. Now the kit refuses to use a path of the scenario that goes through a link the implementation
made, and says so. Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/hostile/links-todos-out.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import todo_tools as base  # noqa: E402

original_reset = base.reset
resets = {"n": 0}


def reset(params):
    original_reset(params)
    config = params.get("configDir")
    if not config:
        return
    resets["n"] += 1
    elsewhere = os.path.join(os.getcwd(), f"elsewhere-{resets['n']}")  # outside the scenario's folder
    os.makedirs(elsewhere, exist_ok=True)
    todos = os.path.join(config, "todos")
    if not os.path.lexists(todos):
        os.symlink(elsewhere, todos)


base.reset = reset

if __name__ == "__main__":
    base.main()
