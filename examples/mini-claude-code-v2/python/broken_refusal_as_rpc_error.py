#!/usr/bin/env python3
"""BROKEN on purpose (in the protocol's harness, not the manager): the "update" method lets the manager's ValueError
reach the main loop, which answers it as a JSON-RPC error, where the line protocol answers a refusal as the outcome
{"raised": {...}}. Every message is the document's: one cause, which says so, not one crash per message with no
hint. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_refusal_as_rpc_error.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

# the mistake: no outcome() around update, so a refusal becomes {"error": {"code": -32000, "message": "ValueError: …"}}
base.METHODS["update"] = lambda p: {"returned": base.manager.update(p["items"])}

if __name__ == "__main__":
    base.main()
