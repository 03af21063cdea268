@SC-ENV
Feature: Environment variables: TODO_MAX_ITEMS and TODO_MAX_CONTENT_LENGTH set the two limits
  The design's "环境变量" table: TODO_MAX_ITEMS (default 50) and TODO_MAX_CONTENT_LENGTH (default 200, for content
  and activeForm). The kit passes them to createTodoCommand({ env }), never through its own environment; a
  command over the line protocol receives them in reset.

  @id:SC08-01 @SC-ENV.1
  Scenario: TODO_MAX_ITEMS=3: three todos pass, four do not
    Given the environment sets TODO_MAX_ITEMS to "3"
    When the agent runs TodoWrite with 3 todos
    Then the command succeeds
    When the agent runs TodoWrite with 4 todos
    Then the command fails validation on the field:
      | todos |

  @id:SC08-02 @SC-ENV.1
  Scenario: TODO_MAX_ITEMS=60 allows more than 50
    Given the environment sets TODO_MAX_ITEMS to "60"
    When the agent runs TodoWrite with 60 todos
    Then the command succeeds
    And the list holds those 60 todos, in order

  @id:SC08-03 @SC-ENV.2
  Scenario: TODO_MAX_CONTENT_LENGTH=10 limits content: 10 characters pass, 11 do not
    Given the environment sets TODO_MAX_CONTENT_LENGTH to "10"
    When the agent runs TodoWrite with one todo whose content has 10 characters
    Then the command succeeds
    When the agent runs TodoWrite with one todo whose content has 11 characters
    Then the command fails validation on the field:
      | todos[0].content |

  @id:SC08-04 @SC-ENV.2
  Scenario: TODO_MAX_CONTENT_LENGTH limits activeForm too
    Given the environment sets TODO_MAX_CONTENT_LENGTH to "10"
    When the agent runs TodoWrite with one todo whose activeForm has 11 characters
    Then the command fails validation on the field:
      | todos[0].activeForm |

  @id:SC08-05 @SC-ENV.2
  Scenario: TODO_MAX_CONTENT_LENGTH=300 allows more than 200
    Given the environment sets TODO_MAX_CONTENT_LENGTH to "300"
    When the agent runs TodoWrite with one todo whose content has 300 characters
    Then the command succeeds

  @id:SC08-05-ACTIVEFORM @SC-ENV.2
  Scenario: TODO_MAX_CONTENT_LENGTH=300 allows more than 200 in activeForm too
    Given the environment sets TODO_MAX_CONTENT_LENGTH to "300"
    When the agent runs TodoWrite with one todo whose activeForm has 300 characters
    Then the command succeeds

  @id:SC08-07 @SC-ENV.3 @SC-VAL.8 @SC-VAL.2 @interpretation
  Scenario: A variable set to the empty string is as unset: the defaults apply
    A shell line like TODO_MAX_ITEMS= sets the variable to ""; the kit reads that as "not configured".
    Given the environment sets TODO_MAX_ITEMS to ""
    And the environment sets TODO_MAX_CONTENT_LENGTH to ""
    When the agent runs TodoWrite with 50 todos
    Then the command succeeds
    When the agent runs TodoWrite with one todo whose content has 200 characters
    Then the command succeeds
    When the agent runs TodoWrite with 51 todos
    Then the command fails validation on the field:
      | todos |

  @id:SC08-06 @SC-ENV.3 @interpretation @strict
  Scenario Outline: A value that is not a positive whole number leaves the default (<case>)
    The design gives no rule for it; the kit reads the default as what applies, rather than an error at every call.
    Given the environment sets TODO_MAX_ITEMS to "<value>"
    When the agent runs TodoWrite with 50 todos
    Then the command succeeds
    When the agent runs TodoWrite with 51 todos
    Then the command fails validation on the field:
      | todos |

    Examples:
      | case     | value |
      | letters  | abc   |
      | zero     | 0     |
      | negative | -5    |
      | fraction | 2.5   |
