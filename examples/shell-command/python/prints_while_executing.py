#!/usr/bin/env python3
"""BROKEN on purpose, as a learner debugs: print() to stdout in execute, the stream the kit's protocol keeps for
JSON lines. Every scenario that runs the command is a protocol error, one cause; the first line comes while the kit's
start-up check (does a new command start empty?) waits, and the message says it was that check, not a scenario's call.
Everything else is todo_command.py, imported.

    node bin/todo-kit.js --profile shell-command --cmd "python3 examples/shell-command/python/prints_while_executing.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_command as base  # noqa: E402

checked_execute = base.TodoCommand.execute


def execute(self, args):
    print("DEBUG execute", args)  # the mistake: stdout is the protocol's
    return checked_execute(self, args)


base.TodoCommand.execute = execute

if __name__ == "__main__":
    base.main()
