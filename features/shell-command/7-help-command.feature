@SC-HELP
Feature: The help command: TodoWrite -h and TodoWrite --help print todo-write.md
  The design's "帮助命令" ("输出命令说明文档") and "系统提示词": the documentation printed is todo-write.md, the same
  text the system prompt gives the model, on stdout, with exit code 0.

  @id:SC07-01 @SC-HELP.1 @SC-HELP.2
  Scenario Outline: <flag> prints the documentation (<case>)
    When the agent runs:
      """
      TodoWrite <flag>
      """
    Then the command prints the documentation of TodoWrite

    Examples:
      | case  | flag   |
      | short | -h     |
      | long  | --help |

  @id:SC07-02 @SC-HELP.2 @interpretation @strict
  Scenario: The documentation printed is the whole of todo-write.md
    "输出命令说明文档" prints the command's documentation; the kit reads it as the whole file, every section.
    When the agent runs:
      """
      TodoWrite --help
      """
    Then the command prints the documentation of TodoWrite
    And the documentation has the sections:
      | Usage                   |
      | Parameters              |
      | When to Use             |
      | When NOT to Use         |
      | Task States             |
      | Management Rules        |
      | Completion Requirements |
      | Example                 |
    And the documentation shows what the example returns

  @id:SC07-03 @SC-HELP.3 @interpretation
  Scenario Outline: Asking for help changes nothing (<case>)
    Help is not a write; the design does not say so in words, but help has no list to write.
    Given the list holds:
      | content   | activeForm    | status      |
      | Run tests | Running tests | in_progress |
    And a listener "renderer" subscribed to the store
    When the agent runs:
      """
      TodoWrite <flag>
      """
    Then the exit code is 0
    And the list is unchanged
    And listener "renderer" was not called

    Examples:
      | case  | flag   |
      | short | -h     |
      | long  | --help |

  @id:SC07-04 @SC-OK.1 @SC-OK.3 @SC-HELP.1
  Scenario Outline: A todo that mentions <flag> is written, not answered with help (<case>)
    Help is `TodoWrite -h` or `TodoWrite --help`: the flag is the argument. A JSON argument is a write, whatever
    its todos say; a handler that looks for the flag anywhere in the line prints help and writes nothing.
    When the agent runs TodoWrite with the todos:
      | content                  | activeForm             | status  |
      | Compare du <flag> output | Comparing disk usage   | pending |
    Then the command succeeds, its summary counting 0 completed, 0 in_progress, 1 pending
    And the list is:
      | content                  | activeForm             | status  |
      | Compare du <flag> output | Comparing disk usage   | pending |

    Examples:
      | case  | flag   |
      | short | -h     |
      | long  | --help |
