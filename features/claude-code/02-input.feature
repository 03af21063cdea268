@CC-SCHEMA @CC-IN
Feature: Strict inputs (analysis 2.1 and 11.1)
  The analysis declares the inputs with zod: TodoWrite takes strictObject({ todos }), each todo a plain
  object({ content, status, priority, id }) with all four required; TodoRead takes strictObject({}). The kit's
  contract asks for the same rules twice: as the JSON Schema the model is shown (inputSchema, judged by meaning
  with a validator), and as validateInput(input) → { result, message? }, which the agent loop asks before call.

  Rule: inputSchema says what the model may send

    @CC-SCHEMA.1 @id:CC02-01
    Scenario Outline: TodoWrite's inputSchema is a strict object { todos }, with todos an array (<case>)
      Then TodoWrite's inputSchema <verdict> <input>

      Examples:
        | case            | verdict | input                                                                               |
        | one-todo        | accepts | {"todos":[{"content":"Write tests","status":"pending","priority":"high","id":"1"}]} |
        | empty-list      | accepts | {"todos":[]}                                                                        |
        | unknown-key     | rejects | {"todos":[],"note":"x"}                                                             |
        | no-todos        | rejects | {}                                                                                  |
        | todos-a-string  | rejects | {"todos":"Write tests"}                                                             |

    @CC-SCHEMA.2 @id:CC02-02
    Scenario Outline: TodoWrite's inputSchema makes a todo an object with its four fields, typed as the analysis types them (<case>)
      Then TodoWrite's inputSchema <verdict> <input>

      Examples:
        | case               | verdict | input                                                                                          |
        | no-priority        | rejects | {"todos":[{"content":"Write tests","status":"pending","id":"1"}]}                              |
        | other-priority     | rejects | {"todos":[{"content":"Write tests","status":"pending","priority":"urgent","id":"1"}]}          |
        | other-status       | rejects | {"todos":[{"content":"Write tests","status":"blocked","priority":"high","id":"1"}]}            |
        | empty-content      | rejects | {"todos":[{"content":"","status":"pending","priority":"high","id":"1"}]}                       |
        | no-id              | rejects | {"todos":[{"content":"Write tests","status":"pending","priority":"high"}]}                     |
        | numeric-id         | rejects | {"todos":[{"content":"Write tests","status":"pending","priority":"high","id":1}]}              |
        | todo-a-string      | rejects | {"todos":["Write tests"]}                                                                      |
        | todo-null          | rejects | {"todos":[null]}                                                                               |
        | cancelled-status   | rejects | {"todos":[{"content":"Write tests","status":"cancelled","priority":"high","id":"1"}]}          |
        | canceled-status    | rejects | {"todos":[{"content":"Write tests","status":"canceled","priority":"high","id":"1"}]}           |
        | content-a-space    | accepts | {"todos":[{"content":" ","status":"pending","priority":"high","id":"1"}]}                      |
        | empty-id           | accepts | {"todos":[{"content":"Write tests","status":"pending","priority":"high","id":""}]}             |

    @CC-SCHEMA.3 @id:CC02-03
    Scenario: TodoWrite's inputSchema describes todos as "The updated todo list"
      Then TodoWrite's inputSchema describes "todos" as "The updated todo list"

    @CC-SCHEMA.4 @id:CC02-04
    Scenario Outline: TodoRead's inputSchema is a strict empty object (<case>)
      Then TodoRead's inputSchema <verdict> <input>

      Examples:
        | case        | verdict | input         |
        | empty       | accepts | {}            |
        | input-key   | rejects | {"input":""}  |
        | empty-key   | rejects | {"empty":true} |

    @CC-SCHEMA.5 @id:CC02-05
    Scenario: TodoRead's inputSchema tells the model to send nothing
      Then TodoRead's inputSchema has a description that begins with "No input is required, leave this field blank."

    @CC-SCHEMA.5 @id:CC02-06 @interpretation @strict
    Scenario: TodoRead's inputSchema carries the whole description of section 2.1
      Section 2.1 gives the description in full; section 15 shortens it with "...". The default run checks only the
      words both share (CC02-05); the strict run wants the whole text of 2.1.

      Then TodoRead's inputSchema has the description:
        """
        No input is required, leave this field blank. NOTE that we do not require a dummy object, placeholder string or a key like "input" or "empty". LEAVE IT BLANK.
        """

  Rule: validateInput refuses what the schema refuses, and nothing else

    @id:CC02-07
    Scenario Outline: TodoWrite refuses a top level other than { todos: [...] } (<case>)
      When TodoWrite validates the input <input>
      Then the input is refused

      @CC-IN.1
      Examples: an unknown key next to todos
        | case          | input                                                                                                      |
        | unknown-key   | {"todos":[{"content":"Write tests","status":"pending","priority":"high","id":"1"}],"sessionId":"s"}      |

      @CC-IN.2
      Examples: todos missing or not an array
        | case          | input                    |
        | no-todos      | {}                       |
        | todos-null    | {"todos":null}           |
        | todos-string  | {"todos":"Write tests"}  |
        | todos-object  | {"todos":{"0":{"content":"Write tests","status":"pending","priority":"high","id":"1"}}} |
        | todo-a-string | {"todos":["Write tests"]} |
        | todo-null     | {"todos":[null]}         |
        | input-null    | null                     |

    @CC-IN.3 @id:CC02-08
    Scenario: TodoWrite refuses an empty content with "Content cannot be empty"
      When TodoWrite validates the input {"todos":[{"content":"Write tests","status":"pending","priority":"high","id":"1"},{"content":"","status":"pending","priority":"low","id":"2"}]}
      Then the input is refused with the message "Content cannot be empty"

    @id:CC02-09
    Scenario Outline: TodoWrite refuses a todo without one of its four fields, or with a wrong value (<case>)
      When TodoWrite validates the input <input>
      Then the input is refused

      @CC-IN.3
      Examples: content
        | case            | input                                                                              |
        | no-content      | {"todos":[{"status":"pending","priority":"high","id":"1"}]}                       |
        | numeric-content | {"todos":[{"content":42,"status":"pending","priority":"high","id":"1"}]}          |

      @CC-IN.4
      Examples: status
        | case            | input                                                                              |
        | no-status       | {"todos":[{"content":"Write tests","priority":"high","id":"1"}]}                  |
        | blocked         | {"todos":[{"content":"Write tests","status":"blocked","priority":"high","id":"1"}]} |
        | capitalised     | {"todos":[{"content":"Write tests","status":"Pending","priority":"high","id":"1"}]} |
        | hyphenated      | {"todos":[{"content":"Write tests","status":"in-progress","priority":"high","id":"1"}]} |
        | done            | {"todos":[{"content":"Write tests","status":"done","priority":"high","id":"1"}]}  |
        | cancelled       | {"todos":[{"content":"Write tests","status":"cancelled","priority":"high","id":"1"}]} |
        | canceled        | {"todos":[{"content":"Write tests","status":"canceled","priority":"high","id":"1"}]} |

      @CC-IN.5
      Examples: priority
        | case            | input                                                                              |
        | no-priority     | {"todos":[{"content":"Write tests","status":"pending","id":"1"}]}                 |
        | urgent          | {"todos":[{"content":"Write tests","status":"pending","priority":"urgent","id":"1"}]} |
        | null-priority   | {"todos":[{"content":"Write tests","status":"pending","priority":null,"id":"1"}]} |
        | capitalised-priority | {"todos":[{"content":"Write tests","status":"pending","priority":"High","id":"1"}]} |

      @CC-IN.6
      Examples: id
        | case            | input                                                                              |
        | no-id           | {"todos":[{"content":"Write tests","status":"pending","priority":"high"}]}        |
        | numeric-id      | {"todos":[{"content":"Write tests","status":"pending","priority":"high","id":1}]} |

    @CC-IN.7 @id:CC02-10 @interpretation
    Scenario Outline: TodoWrite accepts whatever the schema allows (<case>)
      The analysis has no rule beyond its zod schema: min(1) counts characters (a space is one), z.string() has
      no minimum, and nothing limits duplicate ids or the number of todos in progress.

      When TodoWrite validates the input <input>
      Then the input is accepted

      Examples:
        | case            | input                                                                                                                                                                 |
        | one-of-each     | {"todos":[{"content":"Read the spec","status":"completed","priority":"high","id":"1"},{"content":"Write tests","status":"in_progress","priority":"medium","id":"2"},{"content":"Ship","status":"pending","priority":"low","id":"3"}]} |
        | empty-list      | {"todos":[]}                                                                                                                                                          |
        | one-character   | {"todos":[{"content":"x","status":"pending","priority":"high","id":"1"}]}                                                                                             |
        | only-a-space    | {"todos":[{"content":" ","status":"pending","priority":"high","id":"1"}]}                                                                                             |
        | empty-id        | {"todos":[{"content":"Write tests","status":"pending","priority":"high","id":""}]}                                                                                    |
        | duplicate-ids   | {"todos":[{"content":"Write tests","status":"pending","priority":"high","id":"1"},{"content":"Run tests","status":"pending","priority":"high","id":"1"}]}            |
        | two-in-progress | {"todos":[{"content":"Write tests","status":"in_progress","priority":"high","id":"1"},{"content":"Run tests","status":"in_progress","priority":"high","id":"2"}]}   |
        | long-content    | {"todos":[{"content":"Write the tests of the parser, the renderer, the store and the command line, then run them all and fix what fails","status":"pending","priority":"high","id":"1"}]} |

    @CC-IN.8 @id:CC02-11 @interpretation
    Scenario: TodoWrite does not refuse an extra key inside a todo
      The analysis makes the top level a strictObject but a todo a plain z.object, and zod's plain object does not
      refuse a key it does not know (it drops it). The kit reads the contrast as meant: only the top level is strict.

      When TodoWrite validates the input {"todos":[{"content":"Write tests","status":"pending","priority":"high","id":"1","activeForm":"Writing tests"}]}
      Then the input is accepted

    @CC-IN.9 @id:CC02-12
    Scenario Outline: TodoRead accepts {} and refuses any key (<case>)
      When TodoRead validates the input <input>
      Then the input is <verdict>

      Examples:
        | case        | input            | verdict  |
        | empty       | {}               | accepted |
        | input-key   | {"input":""}     | refused  |
        | empty-key   | {"empty":true}   | refused  |
        | todos-key   | {"todos":[]}     | refused  |
        | an-array    | []               | refused  |
        | null        | null             | refused  |

    @CC-IN.10 @id:CC02-13
    Scenario: A refused input leaves the stored list as it was
      Given agent "main" has written the todos:
        | content     | status      | priority | id |
        | Write tests | in_progress | high     | 1  |
      And the kit keeps a copy of the file "config/todos/session-kit-1-agent-main.json"
      When TodoWrite validates the input {"todos":[{"content":"","status":"pending","priority":"high","id":"9"}]}
      Then the input is refused
      And the file "config/todos/session-kit-1-agent-main.json" still contains exactly what it contained
      And TodoRead for agent "main" returns the todos:
        | content     | status      | priority | id |
        | Write tests | in_progress | high     | 1  |

    @CC-IN.10 @id:CC02-14
    Scenario: Validating an input the analysis accepts writes nothing: only call writes
      Given agent "main" has written the todos:
        | content     | status      | priority | id |
        | Write tests | in_progress | high     | 1  |
      And the kit keeps a copy of the file "config/todos/session-kit-1-agent-main.json"
      When TodoWrite validates the input {"todos":[{"content":"Ship it","status":"pending","priority":"low","id":"9"}]}
      Then the input is accepted
      And the file "config/todos/session-kit-1-agent-main.json" still contains exactly what it contained
