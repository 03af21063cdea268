@SC-STORE
Feature: TodoStore: one store in memory, update / get / clear, onChange listeners
  The design's "TodoStore（单例）": the list in memory with its updatedAt, replaced whole by update(), emptied by
  clear(), and listeners (the terminal renderer is one) called on every change. `store` is the store the command's
  execute writes.

  @id:SC03-01 @SC-STORE.1 @SC-STORE.2
  Scenario: A new command starts with an empty list, and updatedAt is a Date
    Then store.get() gives an empty list
    And its updatedAt is a Date

  @id:SC03-02 @SC-STORE.1 @SC-STORE.2 @SC-STORE.3
  Scenario: The store is the one execute writes: get() shows what TodoWrite wrote, at the time it wrote it
    When the kit notes the time
    And the agent runs TodoWrite with the todos:
      | content   | activeForm    | status      |
      | Run tests | Running tests | in_progress |
    Then the command succeeds
    And store.get() gives the list:
      | content   | activeForm    | status      |
      | Run tests | Running tests | in_progress |
    And its updatedAt is the time of that change

  @id:SC03-03 @SC-STORE.3
  Scenario: update() replaces the list and sets updatedAt to the time of the change
    Given the list holds:
      | content   | activeForm    | status  |
      | Old task  | Doing old     | pending |
    When the kit notes the time
    And the store is updated directly with:
      | content   | activeForm    | status      |
      | New task  | Doing new     | in_progress |
    Then store.get() gives the list:
      | content   | activeForm    | status      |
      | New task  | Doing new     | in_progress |
    And its updatedAt is the time of that change

  @id:SC03-04 @SC-STORE.4
  Scenario: clear() empties the list and sets updatedAt
    Given the list holds:
      | content   | activeForm    | status  |
      | Run tests | Running tests | pending |
    When the kit notes the time
    And the store is cleared
    Then store.get() gives an empty list
    And its updatedAt is the time of that change

  @id:SC03-05 @SC-STORE.5
  Scenario: A successful TodoWrite calls the listener once, with the new state
    Given a listener "renderer" subscribed to the store
    When the agent runs TodoWrite with the todos:
      | content   | activeForm    | status      |
      | Run tests | Running tests | in_progress |
    Then the command succeeds
    And listener "renderer" was called once, with the list:
      | content   | activeForm    | status      |
      | Run tests | Running tests | in_progress |

  @id:SC03-06 @SC-STORE.5
  Scenario: Every registered listener hears every change: update, then clear
    Given listeners "renderer" and "logger" subscribed to the store
    When the store is updated directly with:
      | content   | activeForm    | status  |
      | Run tests | Running tests | pending |
    And the store is cleared
    Then listener "renderer" was called 2 times
    And listener "logger" was called 2 times

  @id:SC03-07 @SC-STORE.4 @SC-STORE.5
  Scenario: clear() notifies the listeners with the empty list
    Given the list holds:
      | content   | activeForm    | status  |
      | Run tests | Running tests | pending |
    And a listener "renderer" subscribed to the store
    When the store is cleared
    Then listener "renderer" was called once, with the list:
      | content | activeForm | status |

  @id:SC03-08 @SC-STORE.6
  Scenario: After unsubscribing, a listener is not called; the others still are
    Given listeners "renderer" and "logger" subscribed to the store
    When listener "renderer" unsubscribes
    And the agent runs TodoWrite with the todos:
      | content   | activeForm    | status      |
      | Run tests | Running tests | in_progress |
    Then the command succeeds
    And listener "renderer" was not called
    And listener "logger" was called once, with the list:
      | content   | activeForm    | status      |
      | Run tests | Running tests | in_progress |

  @id:SC03-10 @SC-STORE.6
  Scenario: Unsubscribing one listener after another stops those two, and only those
    Given listeners "renderer", "logger" and "metrics" subscribed to the store
    When listener "renderer" unsubscribes
    And listener "logger" unsubscribes
    And the store is updated directly with:
      | content   | activeForm    | status  |
      | Run tests | Running tests | pending |
    Then listener "renderer" was not called
    And listener "logger" was not called
    And listener "metrics" was called once, with the list:
      | content   | activeForm    | status  |
      | Run tests | Running tests | pending |

  @id:SC03-11 @SC-STORE.5
  Scenario: An update with the list the store already holds is a change too: listeners are called each time
    Given a listener "renderer" subscribed to the store
    When the store is updated directly with:
      | content   | activeForm    | status  |
      | Run tests | Running tests | pending |
    And the store is updated directly with:
      | content   | activeForm    | status  |
      | Run tests | Running tests | pending |
    Then listener "renderer" was called 2 times

  @id:SC03-09 @SC-STORE.5 @interpretation @strict
  Scenario: Registering a listener does not call it
    The design's onChange only adds the listener; it is called "when the state changes". A store that replays the
    current state at registration (handy for a renderer) passes the default run; this reading asks for the sketch.
    Then registering a listener did not call it
