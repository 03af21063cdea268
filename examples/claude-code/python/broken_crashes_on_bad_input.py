#!/usr/bin/env python3
"""BROKEN on purpose, as a Python learner's first loop is: validateInput reads input["todos"] before checking that
it is there (a KeyError on {}: broken_raises_on_bad_input.py's mistake), and the loop has no try around a request,
so the program dies. The kit restarts it, and its message says what the protocol asks instead: answer the tool's
exception as a "raised" outcome, and make validateInput answer {"result": false} for a bad input.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_crashes_on_bad_input.py"
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import broken_raises_on_bad_input  # noqa: E402,F401  (its validateInput, which raises on {})
import todo_tools as base  # noqa: E402


def handle(method, params):
    if method == "validateInput":
        tool = base.tools[params["tool"]]
        return {"returned": tool.validate_input(params["input"])}  # and the exception is not caught
    return base.handle(method, params)


def main():
    for line in sys.stdin.buffer:
        request = json.loads(line.decode("utf-8"))
        answer = {"jsonrpc": "2.0", "id": request["id"], "result": handle(request["method"], request.get("params") or {})}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if request["method"] == "shutdown":
            return


if __name__ == "__main__":
    main()
