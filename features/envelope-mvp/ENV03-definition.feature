@ENV-DEF
Feature: Design 3.1 and 3.2: the tool definition
  The model sees TodoWrite through its definition: a name, a description and a JSON Schema of the parameters.
  The schema is judged by meaning: the properties, types, enums, required lists and additionalProperties the
  document gives; descriptions may say more (their exact text is held in the strict run).

  @ENV-DEF.1 @id:ENV03-01
  Scenario: The tool is exposed to the agent as TodoWrite
    When the kit reads the tool definition
    Then the definition is named "TodoWrite", with a description and parameters

  @ENV-DEF.2 @id:ENV03-02
  Scenario: The definition describes the tool
    When the kit reads the tool definition
    Then the definition has a description

  @ENV-DEF.2 @id:ENV03-03 @interpretation @strict
  Scenario: The description is the document's, word for word
    The document gives the description inside its JSON, but section 9 offers more prompt text, and an
    implementation may describe the tool at more length; the exact text is held only in the strict run.
    When the kit reads the tool definition
    Then the definition's description is the document's

  @ENV-DEF.3 @id:ENV03-04
  Scenario: The parameters are an object with a required summary and a required todos array
    When the kit reads the tool definition
    Then the schema at "parameters" is:
      """
      { "type": "object",
        "properties": { "summary": { "type": "string" }, "todos": { "type": "array" } },
        "required": ["summary", "todos"] }
      """

  @ENV-DEF.4 @id:ENV03-05
  Scenario: Each todo is content and one of four statuses, an optional id, and nothing else
    When the kit reads the tool definition
    Then the schema at "parameters.properties.todos.items" is:
      """
      { "type": "object",
        "properties": {
          "content": { "type": "string" },
          "status": { "type": "string", "enum": ["pending", "in_progress", "completed", "cancelled"] },
          "id": { "type": "string" } },
        "required": ["content", "status"],
        "additionalProperties": false }
      """

  @ENV-DEF.3 @ENV-DEF.4 @id:ENV03-06 @interpretation @strict
  Scenario: The parameters' descriptions are the document's, word for word
    As with the tool's description, the document gives each parameter's description inside its JSON; what a
    description tells the model (that todos overwrites the list, that an id is optional) is its meaning, so an
    implementation may word it otherwise, or at more length, in the default run. The strict run holds the text.
    When the kit reads the tool definition
    Then the descriptions in the schema are the document's:
      | at                                                   | description                                    |
      | parameters.properties.summary                        | Overall task summary (required by the model).  |
      | parameters.properties.todos                          | The full todo list (overwrites existing list). |
      | parameters.properties.todos.items.properties.content | Todo text.                                     |
      | parameters.properties.todos.items.properties.status  | Todo status.                                   |
      | parameters.properties.todos.items.properties.id      | Optional todo id (framework may assign/reuse). |

