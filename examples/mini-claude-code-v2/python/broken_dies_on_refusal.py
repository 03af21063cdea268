#!/usr/bin/env python3
"""BROKEN on purpose, as a learner's first loop is: update's ValueError (the document's refusal of a bad list) is
not caught, so the program dies on the first refusal. The kit restarts it, and its message says what the protocol
asks instead: answer what update raised as a "raised" outcome. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_dies_on_refusal.py"
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

base.METHODS["update"] = lambda p: {"returned": base.manager.update(p["items"])}  # the mistake: nothing catches a refusal


def main():
    for line in sys.stdin:
        request = json.loads(line)
        method, params = request.get("method"), request.get("params") or {}
        print(json.dumps({"jsonrpc": "2.0", "id": request.get("id"), "result": base.METHODS[method](params)}), flush=True)
        if method == "shutdown":
            break


if __name__ == "__main__":
    main()
