@SC-OK
Feature: TodoWriteHandler: a successful call replaces the list whole and answers a summary
  The design's "TodoWriteHandler" (parse, validate, todoStore.update(todos), buildSummary) and the Returns line of
  todo-write.md. A success is exit code 0, an empty stderr and the summary on stdout.

  @id:SC02-01 @SC-OK.1
  Scenario Outline: The summary counts each status of the new list (<case>)
    When the agent runs TodoWrite with the todos:
      | content | activeForm | status   |
      | <a>     | Doing <a>  | <status1> |
      | <b>     | Doing <b>  | <status2> |
      | <c>     | Doing <c>  | <status3> |
      | <d>     | Doing <d>  | <status4> |
    Then the command succeeds with the summary "<summary>"

    Examples:
      | case                   | a  | status1     | b  | status2     | c  | status3   | d  | status4     | summary                                                   |
      | two completed          | A  | completed   | B  | completed   | C  | pending   | D  | in_progress | Todo list updated: 2 completed, 1 in_progress, 1 pending |
      | two pending            | A  | pending     | B  | completed   | C  | pending   | D  | in_progress | Todo list updated: 1 completed, 1 in_progress, 2 pending |
      | in progress first      | A  | in_progress | B  | pending     | C  | completed | D  | pending     | Todo list updated: 1 completed, 1 in_progress, 2 pending |

  @id:SC02-02 @SC-OK.1 @SC-OK.2
  Scenario: A count of zero reads "0 …" or is left out (default run)
    When the agent runs TodoWrite with the todos:
      | content   | activeForm    | status      |
      | Run tests | Running tests | in_progress |
      | Ship it   | Shipping it   | pending     |
    Then the command succeeds, its summary counting 0 completed, 1 in_progress, 1 pending

  @id:SC02-03 @SC-OK.2 @interpretation @strict
  Scenario: A count of zero is written, as the template has it
    The design shows the summary only for a list with every status. The kit reads the template as fixed: three
    counts, always, in the same order, so that the model can rely on where each number is.
    When the agent runs TodoWrite with the todos:
      | content   | activeForm    | status  |
      | Run tests | Running tests | pending |
    Then the command succeeds with the summary "Todo list updated: 0 completed, 0 in_progress, 1 pending"

  @id:SC02-04 @SC-OK.3
  Scenario: The second call replaces the first list whole: nothing is merged or kept
    Given the list holds:
      | content              | activeForm             | status      |
      | Analyze requirements | Analyzing requirements | in_progress |
      | Write implementation | Writing implementation | pending     |
    When the agent runs TodoWrite with the todos:
      | content              | activeForm             | status      |
      | Write implementation | Writing implementation | in_progress |
      | Update documentation | Updating documentation | pending     |
    Then the command succeeds, its summary counting 0 completed, 1 in_progress, 1 pending
    And the list is:
      | content              | activeForm             | status      |
      | Write implementation | Writing implementation | in_progress |
      | Update documentation | Updating documentation | pending     |

  @id:SC02-05 @SC-OK.3
  Scenario: The list keeps the order and the values it was given
    When the agent runs TodoWrite with the todos:
      | content   | activeForm    | status      |
      | Zebra     | Zebraing      | pending     |
      | Apple     | Appling       | completed   |
      | Mango     | Mangoing      | in_progress |
    Then the command succeeds
    And the list is:
      | content   | activeForm    | status      |
      | Zebra     | Zebraing      | pending     |
      | Apple     | Appling       | completed   |
      | Mango     | Mangoing      | in_progress |

  @id:SC02-06 @SC-VAL.7 @SC-OK.3
  Scenario: An empty todos array clears the list, and succeeds
    Given the list holds:
      | content   | activeForm    | status      |
      | Run tests | Running tests | in_progress |
    When the agent runs:
      """
      TodoWrite '{"todos":[]}'
      """
    Then the command succeeds, its summary counting 0 completed, 0 in_progress, 0 pending
    And the list is empty
