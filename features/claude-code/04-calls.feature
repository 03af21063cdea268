@CC-WRITE @CC-READ @CC-BLOCK
Feature: What the tools do and answer (analysis 4)
  call(input, { agentId }) does the work and yields { type: "result", data }; mapToolResultToToolResultBlockParam
  (data, toolUseId) turns the data into the tool_result the model reads. TodoWrite answers the model with a fixed
  sentence; TodoRead with a fixed sentence followed by the list as JSON.

  Rule: TodoWrite replaces the agent's whole list and yields the old and the new one

    @CC-WRITE.1 @id:CC04-01
    Scenario: The first write finds an empty old list, and yields the todos written as they were given
      The todos are in no order that sorting (section 5) keeps: newTodos is the list written, not the list shown.

      When agent "main" calls TodoWrite with the todos:
        | content         | status      | priority | id |
        | Ship it         | pending     | low      | t3 |
        | Read the spec   | completed   | high     | t1 |
        | Write the tests | in_progress | medium   | t2 |
      Then the call yields the data:
        """
        {
          "oldTodos": [],
          "newTodos": [
            {"content": "Ship it", "status": "pending", "priority": "low", "id": "t3"},
            {"content": "Read the spec", "status": "completed", "priority": "high", "id": "t1"},
            {"content": "Write the tests", "status": "in_progress", "priority": "medium", "id": "t2"}
          ]
        }
        """

    @CC-WRITE.1 @id:CC04-02
    Scenario: A write yields the list it replaced as oldTodos
      Given agent "main" has written the todos:
        | content         | status      | priority | id |
        | Read the spec   | in_progress | high     | t1 |
        | Write the tests | pending     | medium   | t2 |
      When agent "main" calls TodoWrite with the todos:
        | content         | status      | priority | id |
        | Read the spec   | completed   | high     | t1 |
        | Write the tests | in_progress | medium   | t2 |
      Then the call yields the data:
        """
        {
          "oldTodos": [
            {"content": "Read the spec", "status": "in_progress", "priority": "high", "id": "t1"},
            {"content": "Write the tests", "status": "pending", "priority": "medium", "id": "t2"}
          ],
          "newTodos": [
            {"content": "Read the spec", "status": "completed", "priority": "high", "id": "t1"},
            {"content": "Write the tests", "status": "in_progress", "priority": "medium", "id": "t2"}
          ]
        }
        """

    @CC-WRITE.2 @id:CC04-03
    Scenario: A write replaces the whole list, it never merges by id
      Given agent "main" has written the todos:
        | content         | status  | priority | id |
        | Read the spec   | pending | high     | t1 |
        | Write the tests | pending | medium   | t2 |
        | Ship it         | pending | low      | t3 |
      When agent "main" calls TodoWrite with the todos:
        | content         | status    | priority | id |
        | Write the tests | completed | medium   | t2 |
      Then TodoRead for agent "main" returns the todos:
        | content         | status    | priority | id |
        | Write the tests | completed | medium   | t2 |

    @CC-WRITE.2 @CC-IN.7 @id:CC04-11
    Scenario: Two todos with the same id are both written and both read back
      Nothing in the analysis makes ids unique: a list is stored as it is given, never keyed by id.

      When agent "main" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |
        | Run the tests   | pending | medium   | t1 |
      Then TodoRead for agent "main" returns the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | high     | t1 |
        | Run the tests   | pending | medium   | t1 |

    @CC-WRITE.1 @id:CC04-12
    Scenario: A write's oldTodos is the list in the file when the call is made, whoever wrote it
      Another session (a second Claude Code window on the same session's files, or an edit by hand) may change the
      file between two calls of one set of tools: the old list is read from the file, never remembered.

      Given lists are read from their files in "config/todos/"
      And agent "main" has written the todos:
        | content       | status  | priority | id |
        | Read the spec | pending | high     | t1 |
      And the file "config/todos/session-kit-1-agent-main.json" contains:
        """
        [{"content": "Ship it", "status": "in_progress", "priority": "low", "id": "t9"}]
        """
      When agent "main" calls TodoWrite with the todos:
        | content         | status  | priority | id |
        | Write the tests | pending | medium   | t2 |
      Then the call yields the data:
        """
        {
          "oldTodos": [{"content": "Ship it", "status": "in_progress", "priority": "low", "id": "t9"}],
          "newTodos": [{"content": "Write the tests", "status": "pending", "priority": "medium", "id": "t2"}]
        }
        """

    @CC-WRITE.2 @id:CC04-04
    Scenario: Writing an empty list clears it
      Given agent "main" has written the todos:
        | content         | status  | priority | id |
        | Read the spec   | pending | high     | t1 |
      When agent "main" calls TodoWrite with an empty list
      Then TodoRead for agent "main" returns the empty list
      And the file "config/todos/session-kit-1-agent-main.json" holds the empty list

    @CC-WRITE.3 @id:CC04-05
    Scenario Outline: TodoWrite's tool_result is the fixed sentence of section 4.2, whatever the data (<case>)
      When TodoWrite maps the data <data> to a tool_result for "toolu_01WriteA"
      Then the tool_result is:
        """
        {
          "tool_use_id": "toolu_01WriteA",
          "type": "tool_result",
          "content": "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable"
        }
        """

      Examples:
        | case     | data                                                                                                       |
        | one-todo | {"oldTodos":[],"newTodos":[{"content":"Write the tests","status":"pending","priority":"high","id":"t1"}]} |
        | cleared  | {"oldTodos":[{"content":"Write the tests","status":"pending","priority":"high","id":"t1"}],"newTodos":[]} |

  Rule: TodoRead gives the list as stored

    @CC-READ.1 @id:CC04-06
    Scenario: TodoRead yields the stored list in its stored order, not sorted
      Sorting (section 5) is for the user's eyes; the model gets the list as it is in the file.

      Given agent "main" has written the todos:
        | content         | status      | priority | id |
        | Ship it         | pending     | low      | t3 |
        | Write the tests | in_progress | medium   | t2 |
        | Read the spec   | completed   | high     | t1 |
      When agent "main" calls TodoRead
      Then the call yields the todos:
        | content         | status      | priority | id |
        | Ship it         | pending     | low      | t3 |
        | Write the tests | in_progress | medium   | t2 |
        | Read the spec   | completed   | high     | t1 |

    @CC-READ.2 @id:CC04-07
    Scenario: Reading leaves the file exactly as it was
      Given agent "main" has written the todos:
        | content         | status      | priority | id |
        | Ship it         | pending     | low      | t3 |
        | Read the spec   | completed   | high     | t1 |
      And the kit keeps a copy of the file "config/todos/session-kit-1-agent-main.json"
      When agent "main" calls TodoRead
      Then the file "config/todos/session-kit-1-agent-main.json" still contains exactly what it contained

    @CC-READ.2 @id:CC04-07-FOREIGN
    Scenario: Reading leaves a file it did not write exactly as it was
      A list written by another program (or by hand) may be laid out otherwise: reading never writes it back.

      Given lists are read from their files in "config/todos/"
      And the file "config/todos/session-kit-1-agent-main.json" contains:
        """
        [
            {"content": "Ship it", "status": "pending", "priority": "low", "id": "t3"}
        ]
        """
      And the kit keeps a copy of the file "config/todos/session-kit-1-agent-main.json"
      When agent "main" calls TodoRead
      Then the call yields the todos:
        | content | status  | priority | id |
        | Ship it | pending | low      | t3 |
      And the file "config/todos/session-kit-1-agent-main.json" still contains exactly what it contained

    @CC-READ.1 @id:CC04-13
    Scenario: TodoRead reads the file when it is called, whoever wrote it last
      Given lists are read from their files in "config/todos/"
      And agent "main" has written the todos:
        | content       | status  | priority | id |
        | Read the spec | pending | high     | t1 |
      And the file "config/todos/session-kit-1-agent-main.json" contains:
        """
        [{"content": "Ship it", "status": "in_progress", "priority": "low", "id": "t9"}]
        """
      When agent "main" calls TodoRead
      Then the call yields the todos:
        | content | status      | priority | id |
        | Ship it | in_progress | low      | t9 |

    @CC-READ.3 @id:CC04-08
    Scenario: TodoRead's tool_result is the reminder followed by the list as compact JSON
      The list is in no order that sorting keeps: the model reads JSON.stringify(data), the list as stored.

      When TodoRead maps the data [{"content":"Ship it","status":"pending","priority":"low","id":"t3"},{"content":"Write the tests","status":"in_progress","priority":"high","id":"t1"}] to a tool_result for "toolu_01ReadA"
      Then the tool_result is:
        """
        {
          "tool_use_id": "toolu_01ReadA",
          "type": "tool_result",
          "content": "Remember to continue to use update and read from the todo list as you make progress. Here is the current list: [{\"content\":\"Ship it\",\"status\":\"pending\",\"priority\":\"low\",\"id\":\"t3\"},{\"content\":\"Write the tests\",\"status\":\"in_progress\",\"priority\":\"high\",\"id\":\"t1\"}]"
        }
        """

    @CC-READ.3 @id:CC04-08-UTF8
    Scenario: TodoRead's tool_result keeps text beyond ASCII as it is
      JSON.stringify escapes no character beyond ASCII: the list in the content reads "Café", not "Caf\u00e9".
      When TodoRead maps the data [{"content":"Café déploiement ✓ 🚀","status":"pending","priority":"high","id":"t1"}] to a tool_result for "toolu_01ReadU"
      Then the tool_result is:
        """
        {
          "tool_use_id": "toolu_01ReadU",
          "type": "tool_result",
          "content": "Remember to continue to use update and read from the todo list as you make progress. Here is the current list: [{\"content\":\"Café déploiement ✓ 🚀\",\"status\":\"pending\",\"priority\":\"high\",\"id\":\"t1\"}]"
        }
        """

    @CC-READ.3 @id:CC04-09
    Scenario: TodoRead's tool_result for an empty list ends in []
      When TodoRead maps the data [] to a tool_result for "toolu_01ReadB"
      Then the tool_result is:
        """
        {
          "tool_use_id": "toolu_01ReadB",
          "type": "tool_result",
          "content": "Remember to continue to use update and read from the todo list as you make progress. Here is the current list: []"
        }
        """

  Rule: the tool_result carries the tool_use id

    @CC-BLOCK.1 @id:CC04-10
    Scenario Outline: <tool>'s tool_result carries the id it was given (<case>)
      When <tool> maps the data <data> to a tool_result for "<id>"
      Then the tool_result is:
        """
        {"tool_use_id": "<id>", "type": "tool_result"}
        """

      Examples:
        | case        | tool      | data                             | id                           |
        | write       | TodoWrite | {"oldTodos":[],"newTodos":[]}    | toolu_01A09q90qw90lq917835lq |
        | write-other | TodoWrite | {"oldTodos":[],"newTodos":[]}    | toolu_02B                    |
        | read        | TodoRead  | []                               | toolu_01D7FLrfh4GYq7yT1ULFeyMV |
