@CC-CONC
Feature: Calls at once (analysis 6 and 10)
  The analysis says TodoRead may run concurrently, TodoWrite must run serially, and file writes are atomic, so that
  no read sees a half-written file. The kit sends the calls without waiting between them, the way a busy agent
  loop (or two agent loops on one session) would.

  @CC-CONC.2 @id:CC06-01
  Scenario: Reads issued at once all get the stored list
    Given agent "main" has written the todos:
      | content         | status      | priority | id |
      | Read the spec   | completed   | high     | t1 |
      | Write the tests | in_progress | medium   | t2 |
    When agent "main" issues 25 TodoRead calls at once
    Then every TodoRead returned the list written

  @CC-CONC.1 @id:CC06-02 @interpretation
  Scenario: Writes and reads issued at once never tear the file
    The analysis claims atomic writes (6.2, 10.2) and relies on TodoWrite running serially. The kit does not rely
    on the caller to serialise writes: it issues writes together and, until they are answered, keeps reads in
    flight (at most ten a reader and round), with lists as long as a real session's (20 todos of about 150
    characters, each list written at once a little shorter than the one before), and wants every read, and every
    write's oldTodos, to be one whole list that was written. Asynchronous in-place writes (truncate, then fill)
    fail this: two that overlap leave the end of the longer list behind the shorter one. A synchronous
    writeFileSync, or a temporary file renamed over the list, passes.

    Given agent "main" has written a list of 20 todos of about 150 characters
    When agent "main" issues, 10 times over, 10 TodoWrite calls of 20 todos of about 150 characters at once, each list a little shorter than the one before, and keeps 30 TodoRead calls in flight until the writes are answered
    Then every TodoRead returned one whole list that was written
    And every TodoWrite's oldTodos was one whole list that was written
    And the file "config/todos/session-kit-1-agent-main.json" holds one whole list that was written
