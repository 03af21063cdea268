#!/usr/bin/env python3
"""Broken on purpose: every result's exitCode is text ("0", "1"), as a program that builds its answer from strings
writes it, where the design's results carry a number, as a process's exit code is. A caller that tests
exitCode === 0 takes "0" for a failure: the kit once told every accepted call "the command refused a call the
design accepts", with no hint. It is one cause now, the exit code that is not a number. Everything else is
todo_command.py."""
import todo_command

execute = todo_command.TodoCommand.execute


def execute_with_text_code(self, args):
    result = execute(self, args)
    return {**result, "exitCode": str(result["exitCode"])}


if __name__ == "__main__":
    todo_command.TodoCommand.execute = execute_with_text_code
    todo_command.main()
