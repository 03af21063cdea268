#!/usr/bin/env python3
"""BROKEN on purpose, as a Python learner's first version is: the JSON is written with json.dumps's defaults, which
escape every character beyond ASCII ("Caf\\u00e9") and put a space after "," and ":", where the analysis has
JSON.stringify, which does neither. The file keeps its two-space indent; TodoRead's tool_result gains the spaces.
Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/broken_json_dumps_defaults.py"
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import todo_tools as base  # noqa: E402


def json_dumps_defaults(value, indent=None):
    return json.dumps(value, indent=indent)  # the mistake: ensure_ascii and the separators left as they are


base.js_json = json_dumps_defaults

if __name__ == "__main__":
    base.main()
