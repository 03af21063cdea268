#!/usr/bin/env python3
"""Broken on purpose, as a program whose output is written in the platform's charset when that charset is ASCII: a
Java program's System.out in a CI container with no LANG, where it passes on a machine with LANG=C.UTF-8. Each
character beyond ASCII becomes "?" on the way out. The kit tells every scenario this fails as one cause, the text
made question marks, with how to write UTF-8 whatever the locale (docs/protocol.md, "UTF-8 both ways")."""
import functools
import io
import json
import sys

import todo_registry

if __name__ == "__main__":
    todo_registry.json.dumps = functools.partial(json.dumps, ensure_ascii=False)  # raw characters, as Java writes them
    sys.stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="ascii", errors="replace", line_buffering=True)
    todo_registry.serve(name="python-writes-ascii")
