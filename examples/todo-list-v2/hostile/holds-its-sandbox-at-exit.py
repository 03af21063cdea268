#!/usr/bin/env python3
"""Hostile, under --sandbox (Linux): a sandbox held open at its end. A child of the program traces bubblewrap's
first process in the sandbox (pid 1 of its PID namespace) so that it stops at its exit (PTRACE_O_TRACEEXIT), which
comes before the kernel ends the rest of the namespace, and stays: killed, pid 1 goes no further while its tracer
lives, and the sandbox lived on after the kit (red team 125). The child has no TMPDIR (the run's end finds processes
by it) and no pipe of the kit's; the program answers every call right and exits at shutdown. The kit now kills every
process of the sandbox's PID namespace. The marker on the child's command line is for the test."""
import os
import sys
import time
import _serve

HERE = os.path.dirname(os.path.abspath(__file__))
if os.fork() == 0:
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)  # no pipe of the kit's held open
    env = {name: value for name, value in os.environ.items() if name not in ("TMPDIR", "TMP", "TEMP")}
    hold = "import sys; sys.path.insert(0, sys.argv[1]); import _ptrace; _ptrace.hold_at_exit(1)"
    os.execve(sys.executable, [sys.executable, "-c", hold, HERE, "todo-kit-hostile-tracer-marker"], env)


def traced(pid):
    with open("/proc/%d/status" % pid) as status:
        return any(line.startswith("TracerPid:") and line.split()[1] != "0" for line in status)


# Not held, the sample would test nothing and pass: it says so and fails instead (review 126: a tracer refused, by
# Yama's ptrace_scope say, went unseen).
for _ in range(50):  # 5 s, within the 10 s the kit waits for the answer to initialize
    if traced(1):
        break
    time.sleep(0.1)
else:
    sys.stderr.write("holds-its-sandbox-at-exit: the tracer never held pid 1 (ptrace refused?): this sample tests nothing here\n")
    sys.exit(3)


def misbehave(n, line, raw):
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-holds-its-sandbox-at-exit")
