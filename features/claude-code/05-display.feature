@CC-DISP
Feature: Sorting and display (analysis 2.2 and 5)
  The user sees the list sorted: by status (completed, then in_progress, then pending), then by priority (high,
  then medium, then low). The model never sees this order (CC04-06). sortTodos(todos) and renderTodos(todos) are
  optional exports: an implementation without them skips these scenarios, saying so.

  @CC-DISP.1 @id:CC05-01 @needs:sortTodos
  Scenario: Completed todos come first, then those in progress, then those pending
    When the kit sorts the todos:
      | content   | status      | priority | id |
      | Deploy    | pending     | high     | p1 |
      | Test      | in_progress | high     | i1 |
      | Spec      | completed   | high     | c1 |
    Then the sorted ids are "c1, i1, p1"

  @CC-DISP.1 @id:CC05-02 @needs:sortTodos
  Scenario: Within a status, high priority comes before medium, medium before low
    When the kit sorts the todos:
      | content   | status      | priority | id |
      | Docs      | pending     | low      | p3 |
      | Deploy    | pending     | high     | p1 |
      | Review    | completed   | low      | c3 |
      | Release   | pending     | medium   | p2 |
      | Spec      | completed   | high     | c1 |
      | Test      | in_progress | medium   | i2 |
      | Fix       | in_progress | high     | i1 |
    Then the sorted ids are "c1, c3, i1, i2, p1, p2, p3"

  @CC-DISP.1 @id:CC05-03 @needs:sortTodos
  Scenario: Status comes before priority: a completed low todo comes before a pending high one
    When the kit sorts the todos:
      | content   | status      | priority | id |
      | Deploy    | pending     | high     | p1 |
      | Review    | completed   | low      | c3 |
    Then the sorted ids are "c3, p1"

  @CC-DISP.2 @id:CC05-04 @needs:sortTodos @interpretation
  Scenario: Todos equal in status and priority keep their order
    The analysis sorts with A.sort(YJ1), and Array.prototype.sort is stable (ECMAScript 2019 on): the kit reads the
    stability as part of the order a user sees.

    When the kit sorts the todos:
      | content   | status  | priority | id |
      | Third     | pending | medium   | z  |
      | First     | pending | medium   | a  |
      | Second    | pending | medium   | m  |
    Then the sorted ids are "z, a, m"

  @CC-DISP.3 @id:CC05-05 @needs:renderTodos
  Scenario: An empty list is shown as "(Todo list is empty)"
    When the kit renders the empty list
    Then the rendering is "(Todo list is empty)"

  @CC-DISP.4 @id:CC05-06 @needs:renderTodos
  Scenario: A list is shown sorted, one todo each
    When the kit renders the todos:
      | content        | status      | priority | id |
      | Deploy         | pending     | high     | p1 |
      | Write the docs | pending     | low      | p2 |
      | Run the tests  | in_progress | medium   | i1 |
      | Read the spec  | completed   | low      | c1 |
    Then the rendering shows, in this order:
      | content        |
      | Read the spec  |
      | Run the tests  |
      | Deploy         |
      | Write the docs |
    And each todo is on a line of its own

  @CC-DISP.5 @id:CC05-07 @needs:renderTodos
  Scenario: Each todo is shown with the icon of its status
    The icons of the analysis's comments in JJ1, which this profile follows. (Claude Code 1.0.33's own bundle
    draws a checked box for completed and an empty one otherwise: an implementation copied from it fails here.)
    When the kit renders the todos:
      | content        | status      | priority | id |
      | Deploy         | pending     | high     | p1 |
      | Run the tests  | in_progress | medium   | i1 |
      | Read the spec  | completed   | low      | c1 |
    Then each todo's line shows the icon of its status:
      | content        | icon |
      | Deploy         | ⭕   |
      | Run the tests  | ⏳   |
      | Read the spec  | ✓    |
