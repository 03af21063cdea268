@SC-PARSE
Feature: The command line: TodoWrite '<json>', routed as an agent shell command
  The design's "命令输入格式", "示例调用" and "BashRouter 集成". The model types a command line; the router
  recognises TodoWrite, splits the line like a shell and hands the words after the command name to execute.
  The kit does that split itself (single-quoted text is one word, quotes removed, newlines kept), so every
  implementation receives the same arguments for the same line.

  @id:SC01-01 @SC-PARSE.1 @SC-OK.1
  Scenario: The design's example call, single-quoted over four lines, is one JSON argument
    When the agent runs:
      """
      TodoWrite '{"todos":[
        {"content":"Analyze requirements","activeForm":"Analyzing requirements","status":"completed"},
        {"content":"Write implementation","activeForm":"Writing implementation","status":"in_progress"},
        {"content":"Run tests","activeForm":"Running tests","status":"pending"}
      ]}'
      """
    Then the command succeeds with the summary "Todo list updated: 1 completed, 1 in_progress, 1 pending"
    And the list is:
      | content              | activeForm             | status      |
      | Analyze requirements | Analyzing requirements | completed   |
      | Write implementation | Writing implementation | in_progress |
      | Run tests            | Running tests          | pending     |

  @id:SC01-02 @SC-PARSE.2 @interpretation @strict
  Scenario: A quote inside the JSON survives the shell's single quoting ('\'')
    The document is silent on an apostrophe inside the single-quoted JSON; bash writes it '\''. A router that
    hands the handler the raw line, and a handler that strips one pair of quotes, follow the document as written.
    When the agent runs:
      """
      TodoWrite '{"todos":[{"content":"Fix the user'\''s login","activeForm":"Fixing the user'\''s login","status":"in_progress"}]}'
      """
    Then the command succeeds
    And the list is:
      | content                | activeForm               | status      |
      | Fix the user's login   | Fixing the user's login  | in_progress |

  @id:SC01-03 @SC-PARSE.2 @interpretation
  Scenario: Double quotes with escaped inner quotes give the same argument (a bash-like router)
    The document shows only single quotes; it calls the router bash-like, so the kit splits double quotes as bash
    does. The implementation receives exactly the argument the single-quoted form gives. The split is the kit's, as
    the contract is execute(args): a router of the implementation's own, given the raw line, is not run here.
    When the agent runs:
      """
      TodoWrite "{\"todos\":[{\"content\":\"Run tests\",\"activeForm\":\"Running tests\",\"status\":\"pending\"}]}"
      """
    Then the command succeeds
    And the list is:
      | content   | activeForm    | status  |
      | Run tests | Running tests | pending |

  @id:SC01-04 @SC-PARSE.2 @SC-ERR.3 @interpretation
  Scenario: JSON typed without quotes loses its double quotes to the shell: invalid JSON
    Unquoted, bash removes the double quotes and splits at the space: the handler sees {todos: and []}, which no
    reading turns into the JSON the model meant.
    When the agent runs:
      """
      TodoWrite {"todos": []}
      """
    Then the command fails with stderr:
      """
      Error: Invalid JSON format
      Usage: TodoWrite '{"todos":[{"content":"...","activeForm":"...","status":"pending"}]}'
      """

  Rule: BashRouter: identifyCommandType("TodoWrite ...") → AGENT_SHELL_COMMAND

    @id:SC01-05 @SC-ROUTE.1 @needs:identifyCommandType
    Scenario Outline: A command line starting with TodoWrite is an agent shell command (<case>)
      When the router identifies the command line: <line>
      Then it is an agent shell command

      Examples:
        | case            | line                                   |
        | with JSON       | TodoWrite '{"todos":[]}'               |
        | help            | TodoWrite --help                       |
        | no argument     | TodoWrite                              |

    @id:SC01-06 @SC-ROUTE.1 @needs:identifyCommandType
    Scenario: Leading spaces do not hide the command (the line is trimmed first)
      When the router identifies the command line:    TodoWrite '{"todos":[]}'
      Then it is an agent shell command

    @id:SC01-07 @SC-ROUTE.1 @needs:identifyCommandType @interpretation @strict
    Scenario Outline: A line that does not start with TodoWrite is not recognised by its rule (<case>)
      The design gives only the positive rule; the kit reads "startsWith" as excluding a mention elsewhere.
      When the router identifies the command line: <line>
      Then it is not an agent shell command

      Examples:
        | case                | line                   |
        | mentioned in echo   | echo TodoWrite         |
        | in a grep           | grep -r TodoWrite src  |
