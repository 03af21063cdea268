@MCC-DEF
Feature: MCC-DEF The TodoWrite tool definition: name, description, and an input_schema with `items`
  Document section 2. The model receives TodoWrite as { name, description, input_schema }; the schema asks for
  `items`, an array of objects with content, status (pending / in_progress / completed) and activeForm, all
  three required. The kit judges the schema by what it means, with a real JSON Schema validator (ajv): it must
  compile, accept the document's inputs and refuse what the document's schema refuses. A schema that says the
  same in other words passes; one that adds limits the document leaves out (maxItems, minLength) is not judged
  on them.

  Background:
    Given the kit has read the tool definitions TOOLS

  @id:MCC01-01 @MCC-DEF.1 @needs:TOOLS
  Scenario: TOOLS holds one definition named TodoWrite, with a description and a snake_case input_schema
    Then the tool definitions hold exactly one definition named "TodoWrite"
    And the definition of "TodoWrite" has a string description and an "input_schema" (not "inputSchema")
    And the input_schema of "TodoWrite" is of type "object" and compiles as a JSON Schema

  @id:MCC01-ACCEPT @MCC-DEF.2 @MCC-DEF.3 @needs:TOOLS
  Scenario Outline: TodoWrite's input_schema accepts what the document's model sends (<case>)
    Then the input_schema of "TodoWrite" accepts <input>

    Examples:
      | case           | input                                                                                                                                              |
      | empty-list     | { "items": [] }                                                                                                                                    |
      | one-pending    | { "items": [{ "content": "Update README", "status": "pending", "activeForm": "Updating docs" }] }                                                  |
      | one-in-progress| { "items": [{ "content": "Add unit tests", "status": "in_progress", "activeForm": "Adding unit tests" }] }                                         |
      | one-completed  | { "items": [{ "content": "Refactor auth", "status": "completed", "activeForm": "Refactoring auth" }] }                                             |
      | the-workflow   | { "items": [{ "content": "重构认证模块", "status": "in_progress", "activeForm": "分析认证模块结构" }, { "content": "补充单元测试", "status": "pending", "activeForm": "编写测试用例" }, { "content": "更新 README", "status": "pending", "activeForm": "更新文档" }] } |

  @id:MCC01-REJECT @needs:TOOLS
  Scenario Outline: TodoWrite's input_schema refuses what the document's schema refuses (<case>)
    Then the input_schema of "TodoWrite" rejects <input>

    @MCC-DEF.2
    Examples: the list itself
      | case                | input                                                                                      |
      | items-missing       | {}                                                                                         |
      | todos-not-items     | { "todos": [{ "content": "a", "status": "pending", "activeForm": "b" }] }                  |
      | items-a-string      | { "items": "Write the tests" }                                                             |
      | items-null          | { "items": null }                                                                          |
      | items-an-object     | { "items": { "content": "a", "status": "pending", "activeForm": "b" } }                    |
      | item-not-an-object  | { "items": ["Write the tests"] }                                                           |

    @MCC-DEF.3
    Examples: one item
      | case                  | input                                                                          |
      | content-missing       | { "items": [{ "status": "pending", "activeForm": "b" }] }                      |
      | status-missing        | { "items": [{ "content": "a", "activeForm": "b" }] }                           |
      | activeForm-missing    | { "items": [{ "content": "a", "status": "pending" }] }                         |
      | status-not-in-enum    | { "items": [{ "content": "a", "status": "done", "activeForm": "b" }] }         |
      | content-a-number      | { "items": [{ "content": 42, "status": "pending", "activeForm": "b" }] }       |
      | activeForm-a-number   | { "items": [{ "content": "a", "status": "pending", "activeForm": 7 }] }        |

  @id:MCC01-ENUM @MCC-DEF.3 @needs:TOOLS
  Scenario: The status enum holds exactly pending, in_progress and completed
    Then the input_schema of "TodoWrite" accepts an item with each status, and no other:
      | status      | accepted |
      | pending     | yes      |
      | in_progress | yes      |
      | completed   | yes      |
      | done        | no       |
      | blocked     | no       |
      | in-progress | no       |
