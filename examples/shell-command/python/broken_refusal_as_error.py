#!/usr/bin/env python3
"""Broken on purpose: a call the design refuses is answered with a JSON-RPC error (an exception raised out of
execute, as a Java or Python learner's validation often does), where a command answers every call with its result:
exitCode 1, the error on stderr, stdout empty. Each such scenario is still errored, now as one cause that says what
a command answers instead (once: 45 errors, each with the exception's text and no hint). Everything else is
todo_command.py."""
import todo_command


def failure(*lines):
    raise ValueError("\n".join(lines))


if __name__ == "__main__":
    todo_command.failure = failure
    todo_command.main()
