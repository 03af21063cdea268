#!/usr/bin/env python3
"""BROKEN on purpose (two mistakes that come together in a first port): each item's fields are read with
item["content"], where the document reads item.get("content", "") (broken_key_error.py's mistake, imported), and
the "update" method has no outcome() around it, so the KeyError of an item without the field reaches the main loop as
a JSON-RPC error. Its message, KeyError: 'content', names no rule: the kit's cause must name the field's (a missing
field is an empty one) and say to answer a refusal as {"raised": …}. Everything else is todo_agent.py.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_key_error_as_rpc_error.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import broken_key_error  # noqa: E402,F401  the first mistake: fields read by indexing
import todo_agent as base  # noqa: E402

# the second: no outcome() around update, so any raise becomes {"error": {"code": -32000, "message": "KeyError: …"}}
base.METHODS["update"] = lambda p: {"returned": base.manager.update(p["items"])}

if __name__ == "__main__":
    base.main()
