#!/usr/bin/env python3
"""Hostile: leaves its process group on purpose. It double-forks a daemon in a session of its own (setsid), which
the kill of the program's process group at the end of the run does not reach, then answers every call correctly. Once,
the daemon outlived the run (and could have rewritten its reports afterwards). It still carries the environment the
kit gave the program, with the run's own TMPDIR: at the end of the run the kit ends every process that does (on
Linux, where /proc shows them). The marker on its command line is for the test."""
import os
import sys
import _serve

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        devnull = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(devnull, fd)  # no pipe of the kit's held open: the run's end is the only thing that ends it
        os.execv(sys.executable, [sys.executable, "-c", "import time; time.sleep(300)", "todo-kit-hostile-daemon-marker"])
    os._exit(0)
os.wait()


def misbehave(n, line, raw):
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-daemon")
