#!/usr/bin/env python3
"""Broken on purpose, as a Java 17 program in a locale without UTF-8 (a CI container with no LANG, where it passes on a
machine with LANG=C.UTF-8): System.in reads each byte of a character beyond ASCII as a character of its own, which
System.out then writes as "?", so "修复" comes back as "??????". The kit tells every scenario this fails as one cause,
the text made question marks, with how to read and write UTF-8 whatever the locale (docs/protocol.md, "UTF-8 both
ways")."""
import functools
import io
import json
import sys

import todo_registry

if __name__ == "__main__":
    todo_registry.json.dumps = functools.partial(json.dumps, ensure_ascii=False)  # raw characters, as Java writes them
    sys.stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="ascii", errors="replace")
    sys.stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="ascii", errors="replace", line_buffering=True)
    todo_registry.serve(name="python-writes-ascii")
