#!/usr/bin/env python3
"""BROKEN on purpose (one rule): the initial reminder in words of its own, in a tag with attributes and naming "the
Todo tool" (a public port's), where the document's is exactly "<reminder>Use TodoWrite for multi-step
tasks.</reminder>". One cause, the reminder's own words: the kit once knew a reminder of its own words only by a bare
<reminder> tag or the name TodoWrite, and told this one as no reminder and a flag that did not start over.
Everything else is todo_agent.py, imported.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/broken_initial_reminder_tag_attributes.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_agent as base  # noqa: E402

# the mistake: agent_loop reads INITIAL_REMINDER through its module globals
base.INITIAL_REMINDER = (
    '<reminder source="system" topic="todos">System message: complex work should be tracked with the Todo tool.'
    " Do not respond to this reminder and do not mention it to the user.</reminder>"
)

if __name__ == "__main__":
    base.main()
