@ENV-ID
Feature: Design 4: the tool assigns the ids
  The model sends content and status; the tool answers every todo with an id it generates. Ids sent by the
  model are ignored, and in the MVP every update generates new ids: none is carried over.

  @ENV-ID.1 @id:ENV04-01
  Scenario: Every todo of the answer has an id of the tool's
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | in_progress |
      | 更新文档    | pending     |
      | 性能优化脚本  | cancelled   |
    Then every todo of the answer has an id: a non-empty string, unique in the list

  @ENV-ID.1 @id:ENV04-05
  Scenario: Two todos with the same content get two ids
    When the model sends the todos:
      | content | status    |
      | 更新文档    | completed |
      | 更新文档    | pending   |
    Then every todo of the answer has an id: a non-empty string, unique in the list

  @ENV-ID.1 @id:ENV04-02
  Scenario: Ids sent by the model are ignored
    When the model sends the todos:
      | content | status      | id           |
      | 修复重叠检测  | in_progress | model-id-001 |
      | 更新文档    | pending     | model-id-002 |
    Then every todo of the answer has an id: a non-empty string, unique in the list
    And no id the model sent appears in the answer

  @ENV-ID.2 @id:ENV04-03
  Scenario: A todo that stays in the list gets a new id on the next update
    The todo moves from second to first: a tool that numbers t1, t2, … afresh on every call (which the default run
    allows, see ENV04-04) gives it a new id, one that carries ids over by content does not.
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | completed   |
      | 更新文档    | in_progress |
    And the model sends the todos:
      | content | status      |
      | 更新文档    | in_progress |
      | 修复测试    | pending     |
    Then the todo "更新文档" has an id other than the one it had in the answer before

  @ENV-ID.2 @id:ENV04-04 @interpretation @strict
  Scenario: No id of an earlier answer is used again in the session
    The document says every update generates new ids (不做复用) and does not say whether an id may come back by
    chance: an implementation that numbers t1, t2, … afresh on every call gives "t1" to another todo. The kit
    reads "new" as never seen before in the session, in the strict run only.
    When the model sends the todos:
      | content | status      |
      | 修复重叠检测  | in_progress |
      | 更新文档    | pending     |
    And the model sends back the todos of the last answer, with their ids
    Then no id of an earlier answer appears in the last answer
