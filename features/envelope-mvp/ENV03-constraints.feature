@ENV-PARAM @ENV-LIMIT
Feature: Design 2.1, 3.2 and 8.1: what the tool checks before it answers
  The tool checks the parameters (2.2: count, length, status): a call that breaks a rule is refused with an
  envelope of status "error" and the code INVALID_PARAM; a call that keeps them all succeeds.

  @ENV-PARAM.1 @ENV-ERROR.1 @id:ENV03-10
  Scenario Outline: A call without a summary is refused (<case>)
    When the model sends the parameters:
      """
      <parameters>
      """
    Then the call is refused with INVALID_PARAM

    Examples:
      | case          | parameters                                                               |
      | missing       | { "todos": [{ "content": "修复重叠检测", "status": "in_progress" }] }                  |
      | not-a-string  | { "summary": 42, "todos": [{ "content": "修复重叠检测", "status": "in_progress" }] }   |

  @ENV-PARAM.1 @ENV-ERROR.1 @id:ENV03-23 @interpretation @strict
  Scenario: Parameters that are not an object at all are refused
    An agent framework hands the tool the parsed arguments of a call, always an object (the schema's "type":
    "object"); the document does not say what the tool does with anything else. The kit reads "a missing
    parameter" as covering null parameters too, in the strict run only.
    When the model sends the parameters:
      """
      null
      """
    Then the call is refused with INVALID_PARAM

  @ENV-PARAM.2 @ENV-ERROR.1 @id:ENV03-11
  Scenario Outline: A call without a todos array is refused (<case>)
    When the model sends the parameters:
      """
      <parameters>
      """
    Then the call is refused with INVALID_PARAM

    Examples:
      | case      | parameters                                    |
      | missing   | { "summary": "修复 multi_edit 重叠检测" }                   |
      | a-string  | { "summary": "修复 multi_edit 重叠检测", "todos": "更新文档" }  |
      | an-object | { "summary": "修复 multi_edit 重叠检测", "todos": {} }      |
      | null      | { "summary": "修复 multi_edit 重叠检测", "todos": null }    |

  @ENV-PARAM.2 @id:ENV03-12
  Scenario: An empty list is a valid call
    When the model sends an empty list
    Then the call succeeds
    And the stats are:
      | total | pending | in_progress | completed | cancelled |
      | 0     | 0       | 0           | 0         | 0         |

  @ENV-PARAM.3 @id:ENV03-13
  Scenario Outline: Each of the four statuses is accepted (<case>)
    When the model sends the todos:
      | content  | status   |
      | 修复重叠检测 | <status> |
    Then the call succeeds

    Examples:
      | case        | status      |
      | pending     | pending     |
      | in-progress | in_progress |
      | completed   | completed   |
      | cancelled   | cancelled   |

  @ENV-PARAM.3 @ENV-ERROR.1 @id:ENV03-14
  Scenario Outline: Any other status is refused (<case>)
    When the model sends the parameters:
      """
      { "summary": "修复 multi_edit 重叠检测", "todos": [{ "content": "更新文档", "status": "pending" }, <todo>] }
      """
    Then the call is refused with INVALID_PARAM

    Examples:
      | case         | todo                                          |
      | done         | { "content": "修复测试", "status": "done" }       |
      | upper-case   | { "content": "修复测试", "status": "PENDING" }    |
      | us-spelling  | { "content": "修复测试", "status": "canceled" }   |
      | no-status    | { "content": "修复测试" }                         |
      | a-list       | { "content": "修复测试", "status": ["pending"] }  |
      | an-object    | { "content": "修复测试", "status": { "s": 1 } }   |
      | a-number     | { "content": "修复测试", "status": 1 }            |
      | null         | { "content": "修复测试", "status": null }         |

  @ENV-PARAM.4 @ENV-ERROR.1 @id:ENV03-15
  Scenario Outline: A todo without a content string is refused (<case>)
    When the model sends the parameters:
      """
      { "summary": "修复 multi_edit 重叠检测", "todos": [<todo>] }
      """
    Then the call is refused with INVALID_PARAM

    Examples:
      | case          | todo |
      | no-content    | { "status": "pending" } |
      | a-number      | { "content": 42, "status": "pending" } |
      | a-string      | "更新文档" |
      | null          | null |
      | a-number-todo | 42 |
      | the-second    | { "content": "修复重叠检测", "status": "pending" }, { "status": "pending" } |

  @ENV-LIMIT.1 @id:ENV03-16
  Scenario: Ten todos are allowed
    When the model sends 10 todos, all pending
    Then the call succeeds
    And the stats are:
      | total | pending |
      | 10    | 10      |

  @ENV-LIMIT.1 @ENV-ERROR.1 @id:ENV03-17
  Scenario: Eleven todos are refused
    When the model sends 11 todos, all pending
    Then the call is refused with INVALID_PARAM

  @ENV-LIMIT.2 @id:ENV03-24
  Scenario: Sixty characters are allowed: the limit is inclusive
    When the model sends a pending todo whose content is "a" 60 times
    Then the call succeeds

  @ENV-LIMIT.2 @id:ENV03-18
  Scenario: Sixty Chinese characters are allowed: the limit counts characters, not bytes
    When the model sends a pending todo whose content is "修" 60 times
    Then the call succeeds

  @ENV-LIMIT.2 @ENV-ERROR.1 @id:ENV03-19
  Scenario Outline: Sixty-one characters are refused (<case>)
    When the model sends a pending todo whose content is "<unit>" 61 times
    Then the call is refused with INVALID_PARAM

    Examples:
      | case    | unit |
      | chinese | 修    |
      | ascii   | a    |

  @ENV-LIMIT.2 @ENV-ERROR.1 @id:ENV03-19-EVERY
  Scenario Outline: Sixty-one characters are refused in any todo, not only the first (<case>)
    When the model sends the parameters:
      """
      { "summary": "修复 multi_edit 重叠检测", "todos": [<todos>] }
      """
    Then the call is refused with INVALID_PARAM

    Examples:
      | case               | todos |
      | in-the-second-todo | { "content": "修复重叠检测", "status": "pending" }, { "content": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "status": "pending" } |

  @ENV-LIMIT.2 @id:ENV03-20 @interpretation @strict
  Scenario: Sixty emoji are allowed: a character outside the BMP counts once
    The document says 60 字 and does not say how to count a character outside the Basic Multilingual Plane;
    an emoji is one character but two UTF-16 code units, so a JavaScript `.length` counts it twice. The kit
    counts code points, in the strict run only.
    When the model sends a pending todo whose content is "🔧" 60 times
    Then the call succeeds

  @ENV-LIMIT.3 @id:ENV03-21
  Scenario Outline: None or one todo in progress is allowed (<case>)
    When the model sends the todos:
      | content | status   |
      | 修复重叠检测  | <first>  |
      | 更新文档    | pending  |
    Then the call succeeds

    Examples:
      | case | first       |
      | none | pending     |
      | one  | in_progress |

  @ENV-LIMIT.3 @ENV-ERROR.1 @id:ENV03-22
  Scenario: Two todos in progress are refused, the document's typical error
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | in_progress |
      | 更新文档    | in_progress |
    Then the call is refused with INVALID_PARAM
