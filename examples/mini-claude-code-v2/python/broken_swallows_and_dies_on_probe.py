#!/usr/bin/env python3
"""BROKEN on purpose (one rule), and hostile to the kit's probe: execute_tool swallows a refusal and answers the
unchanged list, rendered, and the program exits when it is sent the list the kit's probe makes to tell why ("Probe the
list"). The probe is the kit's question: its crash counts towards no breakdown limit, and no scenario goes "not run".
Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_swallows_and_dies_on_probe.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402



def execute_tool(name, args):
    if name == "TodoWrite":
        items = args["items"]
        if len(items) == 1 and isinstance(items[0], dict) and items[0].get("content") == "Probe the list":
            os._exit(3)  # hostile: the kit's probe ends the program
        try:
            return base.TODO.update(items)
        except Exception:
            return base.TODO.render()  # the mistake: the refusal swallowed, the unchanged list answered
    return f"Unknown tool: {name}"


base.execute_tool = execute_tool

if __name__ == "__main__":
    base.main()
