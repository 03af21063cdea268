#!/usr/bin/env python3
"""Hostile, under --sandbox (Linux, x86_64): a sandbox that would outlive its program. bubblewrap's first process in
the sandbox (pid 1 of its PID namespace) dies with its parent, the bubblewrap outside, by its parent-death signal;
the program turns that off (ptrace, prctl(PR_SET_PDEATHSIG, 0)), hides pid 1 from the run's end (its TMPDIR renamed
in its memory), starts a child that stays (without TMPDIR), answers every call
right, and exits at shutdown as the protocol asks. bubblewrap outside then exits, pid 1 is init's, and no look for
what lies below the program's process finds it: the sandbox outlived the kit, and a child of it raced the kit's
removal of the run's folders, which deleted the user's files (red teams 122, 123). The kit now learns pid 1 as the
sandbox starts (bubblewrap's --info-fd) and kills it when the program ends. The marker on the child's command line
is for the test."""
import os
import sys
import _ptrace
import _serve

PR_SET_PDEATHSIG, SYS_PRCTL = 1, 157
_ptrace.syscall_in(1, SYS_PRCTL, PR_SET_PDEATHSIG, 0)
# The end of the run finds processes by the TMPDIR the kit gave: pid 1's renamed, the child's left out.
_ptrace.rename_variables(1, ["TMPDIR", "TMP", "TEMP"])
if os.fork() == 0:
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)  # no pipe of the kit's held open
    env = {name: value for name, value in os.environ.items() if name not in ("TMPDIR", "TMP", "TEMP")}
    os.execve(sys.executable, [sys.executable, "-c", "import time; time.sleep(300)", "todo-kit-hostile-sandbox-child-marker"], env)


def misbehave(n, line, raw):
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-outlives-its-sandbox")
