@F-003
Feature: F-003 Tool definitions follow the Anthropic API: name, description, input_schema
  PRD 3.2 F-003. A definition is { name, description, input_schema } with a snake_case input_schema that is a
  standard JSON Schema of type "object". The kit judges each schema by what it means, with a real JSON Schema
  validator (ajv): it must compile, accept the PRD's valid inputs and reject what its rules forbid. A schema
  that says the same thing in other words passes.

  Background:
    Given the kit has read the tool definitions

  @id:F003-01 @F-003.DEF @F-003.W1 @F-003.R1 @F-007.API
  Scenario: getToolDefinitions() lists TodoWrite and TodoRead, each once
    The PRD does not say the registry holds no other tool: a registry with a tool of its own beside these two passes.
    Then the tool definitions name each of these tools exactly once:
      | name      |
      | TodoWrite |
      | TodoRead  |

  @id:F003-02 @F-003.DEF
  Scenario: Every definition has a PascalCase name, a string description and a snake_case input_schema of type "object"
    Then every tool definition has a PascalCase name, a string description and an input_schema
    And no tool definition uses the camelCase key "inputSchema"
    And every input_schema has "type": "object" and a "properties" object
    And every input_schema compiles as a JSON Schema

  @id:F003-03 @F-003.DEF @interpretation @strict
  Scenario: Every description says something
    Interpretation, opt-in: the PRD types description as a string; an empty one is a string too, but tells the
    model nothing.
    Then every tool definition has a description that is not blank

  @id:F003-W-ACCEPT @F-003.W2 @F-001.B1 @F-001.B2 @F-001.B3
  Scenario Outline: TodoWrite's input_schema accepts the PRD's valid inputs (<case>)
    Then the input_schema of "TodoWrite" accepts <input>

    Examples:
      | case                         | input                                                                                     |
      | an empty list                | { "todos": [] }                                                                           |
      | a single todo                | { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] }                 |
      | status in_progress           | { "todos": [{ "content": "x", "status": "in_progress", "activeForm": "y" }] }             |
      | status completed             | { "todos": [{ "content": "x", "status": "completed", "activeForm": "y" }] }               |
      | several todos                | { "todos": [{ "content": "a", "status": "pending", "activeForm": "b" }, { "content": "c", "status": "completed", "activeForm": "d" }] } |

  @id:F003-W-REJECT @F-003.W2
  Scenario Outline: TodoWrite's input_schema rejects what its rules forbid (<case>)
    A schema that rejects everything would pass every row below: so each row first checks that it accepts a valid input.
    Given the input_schema of "TodoWrite" does not reject everything: it accepts { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] }
    Then the input_schema of "TodoWrite" rejects <input>

    Examples:
      | case                     | input                                                                         |
      | todos missing            | {}                                                                            |
      | todos not an array       | { "todos": "x" }                                                              |
      | todos null               | { "todos": null }                                                             |
      | an item not an object    | { "todos": ["x"] }                                                            |
      | content missing          | { "todos": [{ "status": "pending", "activeForm": "y" }] }                     |
      | status missing           | { "todos": [{ "content": "x", "activeForm": "y" }] }                          |
      | activeForm missing       | { "todos": [{ "content": "x", "status": "pending" }] }                        |
      | content empty            | { "todos": [{ "content": "", "status": "pending", "activeForm": "y" }] }      |
      | activeForm empty         | { "todos": [{ "content": "x", "status": "pending", "activeForm": "" }] }      |
      | content not a string     | { "todos": [{ "content": 1, "status": "pending", "activeForm": "y" }] }       |
      | activeForm not a string  | { "todos": [{ "content": "x", "status": "pending", "activeForm": 1 }] }       |
      | status not in the enum   | { "todos": [{ "content": "x", "status": "done", "activeForm": "y" }] }        |

  @id:F003-W-ITEM-EXTRA @F-003.W3
  Scenario: TodoWrite's items forbid properties of their own (additionalProperties: false at the item level)
    Given the input_schema of "TodoWrite" does not reject everything: it accepts { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] }
    Then the input_schema of "TodoWrite" rejects { "todos": [{ "content": "x", "status": "pending", "activeForm": "y", "priority": "high" }] }

  @id:F003-W-TOP-EXTRA @F-003.DEF @interpretation @strict
  Scenario: TodoWrite's input forbids properties other than todos
    Interpretation, opt-in: the PRD's ToolDefinition template shows additionalProperties: false on input_schema,
    but its TodoWrite section asks for it at the item level only.
    Given the input_schema of "TodoWrite" does not reject everything: it accepts { "todos": [] }
    Then the input_schema of "TodoWrite" rejects { "todos": [], "merge": true }

  @id:F003-W-ENUM @F-003.W2
  Scenario: TodoWrite's status enum holds exactly pending, in_progress and completed
    Given the input_schema of "TodoWrite" does not reject everything: it accepts { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] }
    Then the input_schema of "TodoWrite" accepts a todo with each status, and no other:
      | status      | accepted |
      | pending     | yes      |
      | in_progress | yes      |
      | completed   | yes      |
      | done        | no       |
      | Pending     | no       |
      | cancelled   | no       |

  @id:F003-R-ACCEPT @F-003.R2
  Scenario: TodoRead's input_schema is an object with no properties: it accepts the empty input
    Then the input_schema of "TodoRead" accepts {}

  @id:F003-R-REJECT @F-003.R2
  Scenario Outline: TodoRead's input_schema is of type object: it rejects what is not an object (<case>)
    Given the input_schema of "TodoRead" does not reject everything: it accepts {}
    Then the input_schema of "TodoRead" rejects <input>

    Examples:
      | case     | input |
      | an array | []    |
      | a string | "x"   |
      | null     | null  |

  @id:F003-R-OPEN @F-003.R2 @interpretation @strict
  Scenario: TodoRead's input_schema, like { type: 'object', properties: {} }, does not forbid unknown properties
    Interpretation, opt-in: the PRD gives the schema literally; a schema with additionalProperties: false means
    something slightly different, which the default run does not hold against an implementation.
    Then the input_schema of "TodoRead" accepts { "anything": 1 }

  @id:F003-GETTOOL @F-003.DEF @F-007.API @in-process
  Scenario Outline: getTool("<name>") returns the same definition as getToolDefinitions(), with a handler function
    Then getTool "<name>" returns its definition and a handler function

    Examples:
      | name      |
      | TodoWrite |
      | TodoRead  |
