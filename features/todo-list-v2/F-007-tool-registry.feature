@F-007
Feature: F-007 The ToolRegistry registers, finds and runs tools
  PRD 3.2 F-007. register(definition, handler), getTool(name), getToolDefinitions(), executeTool(toolUseId,
  name, params). executeTool looks the tool up by name; an unknown name answers an error tool_result with the
  exact content "Tool '{name}' not found".

  @id:F007-01 @F-007.L1 @UC-004
  Scenario Outline: An unknown tool name answers "Tool '<name>' not found" (<case>)
    When the model calls <name> with input:
      """json
      {}
      """
    Then the call fails with the message "Tool '<name>' not found"

    Examples:
      | case                           | name         |
      | a tool that does not exist     | TodoDelete   |
      | the right name in lower case   | todowrite    |
      | the right name in camelCase    | todoRead     |
      | a snake_case name              | todo_write   |

  @id:F007-07 @F-007.L1
  Scenario Outline: A name that is no tool is unknown, whatever it holds, and quoted as it was given (<case>)
    When the model calls a tool named "<name>" with input:
      """json
      {}
      """
    Then the call fails with the message "Tool '<name>' not found"

    Examples:
      | case                        | name        |
      | a key every JS object has   | constructor |
      | a method of every JS object | toString    |
      | the prototype's key         | __proto__   |
      | a name with a space         | Todo Write  |
      | a name beyond ASCII         | 工具        |

  @id:F007-02 @F-007.L1
  Scenario: An empty tool name is unknown too
    When the model calls a tool named "" with input:
      """json
      {}
      """
    Then the call fails with the message "Tool '' not found"

  @id:F007-03 @F-007.L1 @F-001.S2
  Scenario: Calling an unknown tool leaves the list alone
    Given the todo list holds:
      | content | status  | activeForm |
      | Stay    | pending | Staying    |
    When the model calls TodoClear with input:
      """json
      { "todos": [] }
      """
    Then the call fails with the message "Tool 'TodoClear' not found"
    And the todo list is:
      | content | status  | activeForm |
      | Stay    | pending | Staying    |

  @id:F007-04 @F-007.API @F-007.L2 @F-007.L3 @in-process
  Scenario: A tool registered later is listed and runs through executeTool
    Given the kit registers a tool "Echo" whose handler answers:
      """json
      { "content": "echoed" }
      """
    Then the tool definitions name each of these tools exactly once:
      | name      |
      | TodoWrite |
      | TodoRead  |
      | Echo      |
    When the model calls Echo with input:
      """json
      { "say": "hi" }
      """
    Then the result's content is exactly the text "echoed"

  @id:F007-05 @F-007.API @in-process
  Scenario Outline: getTool("<name>") finds no tool for a name that is not registered
    The PRD does not say what getTool answers for an unknown name; undefined and null both pass here.
    Then getTool "<name>" returns no tool

    Examples:
      | name       |
      | TodoDelete |
      | todowrite  |

  @id:F007-05-UNDEFINED @F-007.API @in-process @interpretation @strict
  Scenario: getTool answers exactly undefined for an unknown name, as the kit's plug-in contract says
    Interpretation, opt-in: the kit's contract (README) asks for undefined, as Map.get gives; the PRD is silent.
    Then getTool "TodoDelete" returns undefined

  @id:F007-06 @F-007.API @F-003.DEF @in-process
  Scenario: getTool returns a registered tool's own definition and handler
    Given the kit registers a tool "Echo" whose handler answers:
      """json
      { "content": "echoed" }
      """
    Then getTool "Echo" returns its definition and a handler function
