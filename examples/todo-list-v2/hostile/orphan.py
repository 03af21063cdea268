#!/usr/bin/env python3
"""Hostile: starts a grandchild that holds its stdout open and outlives it, then crashes instead of its 8th tool_result. Once,
the grandchild kept the pipe open, so every crash became a timeout and the grandchild an orphan. The kit ends the
whole process group: the crash is reported as one, and nothing is left running (the marker is for the test)."""
import os
import subprocess
import sys
import tempfile
import _serve

subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)", "todo-kit-hostile-orphan-marker"])

# It crashes once per run: the restarted process finds the mark (keyed on its parent, the kit's process: a single
# run's, or the grading process verifying it) and serves correctly, and removes it, so the next run crashes again.
MARK = os.path.join(tempfile.gettempdir(), f"todo-kit-hostile-orphan-{os.getppid()}")
crashed_before = os.path.exists(MARK)
if crashed_before:
    os.remove(MARK)


answers = {"tool_results": 0}


def misbehave(n, line, raw):
    if '"tool_use_id"' in line:
        answers["tool_results"] += 1
    if answers["tool_results"] == 8 and not crashed_before:
        open(MARK, "w").close()
        raw.flush()
        sys.exit(3)
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-orphan")
