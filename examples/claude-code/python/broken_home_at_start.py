#!/usr/bin/env python3
"""BROKEN on purpose, one rule: CC-STORE.2: the home folder, the config folder's fallback (~/.claude), is read once as
the program starts, CLAUDE_CONFIG_DIR when the tools are made. The program starts with a HOME of the kit's (the
user's own entries linked in it, but .claude): CC03-03's list lands there, never in the user's own ~/.claude, and is
told as read too early (helper 115: it was written in the user's home and told as reset's env). Everything else is
todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_home_at_start.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402

HOME_AT_START = os.path.expanduser("~")  # the mistake

document_init = base.Store.__init__


def init(self, config_dir, session_id):
    if config_dir is None:
        config_dir = os.environ.get("CLAUDE_CONFIG_DIR") or os.path.join(HOME_AT_START, ".claude")
    document_init(self, config_dir, session_id)


base.Store.__init__ = init

if __name__ == "__main__":
    base.main()
