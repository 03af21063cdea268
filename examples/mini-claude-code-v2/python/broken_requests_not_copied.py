#!/usr/bin/env python3
"""BROKEN on purpose (in the protocol's harness, not the loop): the scripted client records each request as it is,
not a copy, so every recorded request holds the one messages list the loop goes on appending to, and the kit sees
the whole conversation in each. The loop is the document's. The hint must say to record a copy, not to append the
results. Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_requests_not_copied.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402


def create(self, **request):
    self.requests.append(request)  # the mistake: the request itself, whose messages list the loop keeps appending to
    if not self.script:
        raise RuntimeError("the scripted model has no more responses")
    return self.script.pop(0)


base.ScriptedClient.create = create

if __name__ == "__main__":
    base.main()
