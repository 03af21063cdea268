@F-004
Feature: F-004 Every answer is a tool_result: type, tool_use_id, string content, is_error on errors only
  PRD 3.2 F-004. { type: 'tool_result', tool_use_id, content: string, is_error?: boolean }. The content is
  always a string: JSON text on success, the message on error. is_error is true on errors; on success it is
  omitted or false.

  Rule: the shape holds on every path

    @id:F004-01 @F-004.SHAPE @F-004.R1 @F-004.R2
    Scenario Outline: <path> answers a tool_result whose content is a string
      When the model calls <tool> with input:
        """json
        <input>
        """
      Then the result is a tool_result for the call
      And the result's content is a string
      And the result <marked>

      Examples:
        | path                      | tool       | input                                                                   | marked                        |
        | a successful TodoWrite    | TodoWrite  | { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] } | is not marked as an error     |
        | a successful TodoRead     | TodoRead   | {}                                                                      | is not marked as an error     |
        | a failed validation       | TodoWrite  | { "todos": 5 }                                                          | is marked as an error         |
        | an unknown tool           | TodoDelete | { "id": 1 }                                                             | is marked as an error         |

  Rule: content is a string

    @id:F004-02 @F-004.R1 @F-001.OUT
    Scenario: A write's content is the JSON text of the result object, not the object itself
      When the model calls TodoWrite with the todos:
        | content | status  | activeForm |
        | x       | pending | y          |
      Then the result's content is a string holding the JSON object:
        """json
        { "success": true, "count": 1 }
        """

    @id:F004-03 @F-004.R1 @F-002.OUT
    Scenario: A read's content is the JSON text of the list, not the list itself
      Given the todo list holds:
        | content | status  | activeForm |
        | x       | pending | y          |
      When the model calls TodoRead
      Then the result's content is a string holding the JSON object:
        """json
        { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] }
        """

    @id:F004-04 @F-004.R1
    Scenario: An error's content is the message text itself, not JSON wrapped around it
      When the model calls TodoWrite with input:
        """json
        {}
        """
      Then the result's content is exactly the text "'todos' array is required"

  Rule: is_error marks errors, and only errors

    @id:F004-05 @F-004.R2
    Scenario Outline: is_error is true on each kind of error (<case>)
      When the model calls <tool> with input:
        """json
        <input>
        """
      Then the result is marked as an error

      @F-001.E1
      Examples: todos missing
        | case              | tool      | input                                                                      |
        | todos missing     | TodoWrite | {}                                                                         |

      @F-001.E2
      Examples: todos not an array
        | case              | tool      | input                                                                      |
        | todos not array   | TodoWrite | { "todos": {} }                                                            |

      @F-001.E3
      Examples: content empty
        | case              | tool      | input                                                                      |
        | content empty     | TodoWrite | { "todos": [{ "content": " ", "status": "pending", "activeForm": "y" }] }   |

      @F-001.E4
      Examples: status invalid
        | case              | tool      | input                                                                      |
        | status invalid    | TodoWrite | { "todos": [{ "content": "x", "status": "todo", "activeForm": "y" }] }      |

      @F-001.E5
      Examples: activeForm empty
        | case              | tool      | input                                                                      |
        | activeForm empty  | TodoWrite | { "todos": [{ "content": "x", "status": "pending", "activeForm": "" }] }    |

      @F-007.L1
      Examples: unknown tool
        | case              | tool      | input                                                                      |
        | unknown tool      | todoWrite | {}                                                                         |

    @id:F004-06 @F-004.R2
    Scenario Outline: is_error is omitted or false on each kind of success (<case>)
      When the model calls <tool> with input:
        """json
        <input>
        """
      Then the result is not marked as an error

      Examples:
        | case                  | tool      | input                                                                     |
        | writing a list        | TodoWrite | { "todos": [{ "content": "x", "status": "pending", "activeForm": "y" }] } |
        | clearing the list     | TodoWrite | { "todos": [] }                                                           |

      @F-002.R2
      Examples:
        | case                  | tool      | input                                                                     |
        | reading an empty list | TodoRead  | {}                                                                        |
