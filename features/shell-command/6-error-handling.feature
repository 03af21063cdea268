@SC-ERR
Feature: Error handling: a failed command, its exact message on stderr, the list untouched
  The design's "错误处理": every error is exit code 1, an empty stdout and the message on stderr (the handler sketch
  returns { stdout: '', stderr, exitCode: 1 }), and the handler returns before todoStore.update(), so the list and
  its listeners see nothing. A trailing newline after the message is tolerated.

  Rule: Missing JSON parameter

    @id:SC06-01 @SC-ERR.2 @SC-ERR.1
    Scenario: TodoWrite without an argument is refused with the usage line
      The error section and the handler sketch word it differently ("Error: Missing JSON parameter" and the usage
      line, or the usage line alone): the default run accepts either.
      When the agent runs:
        """
        TodoWrite
        """
      Then the command fails for a missing JSON parameter

    @id:SC06-02 @SC-ERR.2 @interpretation @strict
    Scenario: TodoWrite without an argument answers the error section's two lines
      The error section is the design's word on messages; the handler sketch is a sketch.
      When the agent runs:
        """
        TodoWrite
        """
      Then the command fails with stderr:
        """
        Error: Missing JSON parameter
        Usage: TodoWrite '{"todos":[...]}'
        """

    @id:SC06-03 @SC-ERR.2 @interpretation @strict
    Scenario: An empty argument is an empty parameter
      "空参数" is an empty parameter, and the sketch's if (!jsonStr) catches "" too; an implementation that hands ""
      to JSON.parse answers "Invalid JSON format" instead, which the literal text does not rule out.
      When the agent runs:
        """
        TodoWrite ''
        """
      Then the command fails for a missing JSON parameter

  Rule: Invalid JSON format

    @id:SC06-04 @SC-ERR.3 @SC-ERR.1
    Scenario Outline: An argument JSON.parse refuses is "Invalid JSON format" and the long usage line (<case>)
      When the agent runs:
        """
        TodoWrite '<json>'
        """
      Then the command fails with stderr:
        """
        Error: Invalid JSON format
        Usage: TodoWrite '{"todos":[{"content":"...","activeForm":"...","status":"pending"}]}'
        """

      Examples:
        | case                | json                                  |
        | unclosed            | {"todos":[                            |
        | single-quoted keys  | {'todos':[]}                          |
        | a trailing comma    | {"todos":[],}                         |
        | plain words         | write the tests                       |

  Rule: Validation failed: one line per problem, with the path of the bad field

    @id:SC06-05 @SC-ERR.4 @SC-ERR.1 @SC-VAL.1 @SC-VAL.6
    Scenario: The design's example: a todo without content and one with status "done" give two lines
      When the agent runs:
        """
        TodoWrite '{"todos":[{"activeForm":"Running tests","status":"pending"},{"content":"Ship","activeForm":"Shipping","status":"done"}]}'
        """
      Then the command fails validation on the fields:
        | todos[0].content |
        | todos[1].status  |

    @id:SC06-06 @SC-ERR.4 @SC-VAL.2 @SC-VAL.5
    Scenario: Each bad field of each todo has its line
      When the agent runs:
        """
        TodoWrite '{"todos":[{"content":"Run tests","activeForm":"Running tests","status":"pending"},{"content":"","activeForm":"Shipping","status":"pending"},{"content":"Lint","activeForm":"","status":"pending"}]}'
        """
      Then the command fails validation on the fields:
        | todos[1].content    |
        | todos[2].activeForm |

    @id:SC06-07 @SC-ERR.4 @interpretation @strict
    Scenario: The messages read as the design's example (zod 3's wording)
      The design quotes zod's messages; zod 4 words them differently, so the default run checks the paths only.
      When the agent runs:
        """
        TodoWrite '{"todos":[{"activeForm":"Running tests","status":"pending"},{"content":"Ship","activeForm":"Shipping","status":"done"}]}'
        """
      Then the validation line of "todos[0].content" reads "Required"
      And the validation line of "todos[1].status" reads "Expected 'pending' | 'in_progress' | 'completed', received 'done'"

  Rule: A failed call changes nothing

    @id:SC06-08 @SC-ERR.5
    Scenario Outline: After a refused call the list and its updatedAt are as before, and no listener is called (<case>)
      Given the list holds:
        | content   | activeForm    | status      |
        | Run tests | Running tests | in_progress |
        | Ship it   | Shipping it   | pending     |
      And a listener "renderer" subscribed to the store
      When the agent runs:
        """
        <line>
        """
      Then the exit code is 1
      And the list is unchanged
      And listener "renderer" was not called

      Examples:
        | case                 | line                                                                                  |
        | missing parameter    | TodoWrite                                                                             |
        | invalid JSON         | TodoWrite '{"todos":['                                                                |
        | an empty content     | TodoWrite '{"todos":[{"content":"","activeForm":"Doing","status":"pending"}]}'       |
        | a bad status late    | TodoWrite '{"todos":[{"content":"A","activeForm":"Doing A","status":"pending"},{"content":"B","activeForm":"Doing B","status":"done"}]}' |
        | no todos             | TodoWrite '{}'                                                                        |

    @id:SC06-09 @SC-ERR.5 @SC-VAL.8
    Scenario: Too many todos leave the list as it was
      Given the list holds:
        | content   | activeForm    | status      |
        | Run tests | Running tests | in_progress |
      When the agent runs TodoWrite with 51 todos
      Then the exit code is 1
      And the list is unchanged
