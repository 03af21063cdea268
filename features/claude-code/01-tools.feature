@CC-TOOL
Feature: The two tool objects (analysis 1.2 and 12)
  createTodoTools({ configDir, sessionId }) returns { TodoWrite, TodoRead }: two objects shaped like Claude Code's
  own tools. Where the analysis shows a field both as a value (1.2) and as a method (15), as it does for
  userFacingName and description, the kit reads either form (a method is called, and awaited).

  @CC-TOOL.1 @id:CC01-01
  Scenario: TodoWrite is called "TodoWrite" and shown to the user as "Update Todos"
    When the kit reads the attributes of TodoWrite
    Then its name is "TodoWrite"
    And its user-facing name is "Update Todos"

  @CC-TOOL.2 @id:CC01-02
  Scenario: TodoRead is called "TodoRead" and shown to the user as "Read Todos"
    When the kit reads the attributes of TodoRead
    Then its name is "TodoRead"
    And its user-facing name is "Read Todos"

  @CC-TOOL.3 @id:CC01-03
  Scenario: TodoWrite is neither safe to run concurrently nor read-only
    When the kit reads the attributes of TodoWrite
    Then its isConcurrencySafe() returns false
    And its isReadOnly() returns false

  @CC-TOOL.4 @id:CC01-04
  Scenario: TodoRead is safe to run concurrently and read-only
    When the kit reads the attributes of TodoRead
    Then its isConcurrencySafe() returns true
    And its isReadOnly() returns true

  @CC-TOOL.5 @id:CC01-05
  Scenario Outline: <tool> is enabled
    Both tools show isEnabled: () => true. The kit's plug-in contract does not require isEnabled: for a tool
    without one this check is skipped, saying so, never passed.

    When the kit reads the attributes of <tool>
    Then its isEnabled() returns true, where it has one

    Examples:
      | case  | tool      |
      | write | TodoWrite |
      | read  | TodoRead  |

  @CC-TOOL.6 @id:CC01-06
  Scenario: TodoWrite's description is Ta0 of section 12.1, word for word
    When the kit reads the attributes of TodoWrite
    Then its description is "Update the todo list for the current session. To be used proactively and often to track progress and pending tasks."

  @CC-TOOL.7 @id:CC01-07
  Scenario: TodoRead's description is ya0 of section 12.3, word for word (no final full stop)
    When the kit reads the attributes of TodoRead
    Then its description is "Read the current todo list for the session"
