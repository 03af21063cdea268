#!/usr/bin/env python3
"""Protocol slip: it leaves at shutdown without answering it (the protocol: answer null, then exit). Every scenario
passes, and the run's findings say so: no scenario is left to fail with it.

    node bin/todo-kit.js --cmd "python3 examples/todo-list-v2/python/exits_at_shutdown_unanswered.py"
"""
import json
import sys

import todo_registry


class UntilShutdown:
    """The kit's requests, up to shutdown, which is never answered: the loop simply ends."""

    def __iter__(self):
        for line in sys.__stdin__:
            if json.loads(line).get("method") == "shutdown":
                return  # the slip
            yield line


if __name__ == "__main__":
    sys.stdin = UntilShutdown()
    todo_registry.serve(name="python-exits-at-shutdown")
