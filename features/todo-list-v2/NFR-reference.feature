@reference-only
Feature: NFR The reference implementation keeps the PRD's non-functional promises
  PRD 4 and 5. These checks read the reference implementation's files (src/, its package.json, tsconfig.json),
  so they run only when the kit verifies its own reference, never against a learner's implementation.
  The reference is a package of its own, src/todo-list-v2/package.json: the kit around it has dependencies, the reference none.

  @id:NFR-01 @NFR-LOC
  Scenario: src/ holds fewer than 500 lines, counted the way wc -l counts them
    Then the files under "src/todo-list-v2" hold fewer than 500 lines in all

  @id:NFR-02 @NFR-ZERO-DEPS
  Scenario: No runtime dependencies: none declared, and src/ imports only its own files and Node built-ins
    Then src/todo-list-v2/package.json declares no runtime dependencies
    And every import in "src/todo-list-v2" is a relative path or a "node:" built-in

  @id:NFR-03 @NFR-STRICT
  Scenario: TypeScript 5.x in strict mode
    Then tsconfig.json turns "strict" on
    And the TypeScript the kit type-checks with is version 5

  @id:NFR-04 @NFR-NODE
  Scenario: Node.js 18 or later
    Then src/todo-list-v2/package.json asks for Node ">=18"
    And tsconfig.json compiles for "ES2022" or older, which Node 18 runs

  @id:NFR-05 @NFR-COMMENTS @NFR-CONCEPTS
  Scenario: Every source file teaches: it has comments, and together they name the six teaching concepts
    Then every file under "src/todo-list-v2" has comments
    And the comments under "src/todo-list-v2" name each of the six teaching concepts:
      | concept              | words                      |
      | Schema definition    | input_schema               |
      | Registration         | register                   |
      | Async execution      | async                      |
      | tool_use_id          | tool_use_id                |
      | tool_result          | tool_result                |
      | Parameter validation | validat                    |

  @id:NFR-08 @NFR-ONE-COMMAND
  Scenario: npm install && npm test runs the tests: the test script runs this suite on the reference
    Then package.json's "test" script runs the kit on the reference

  @id:NFR-06 @NFR-EXAMPLE
  Scenario: A runnable example script is provided
    Then package.json has a "demo" script whose file exists, and it imports the reference

  @id:NFR-07 @NFR-MEMORY
  Scenario: Storage is in memory only: src/ touches no file, database or network module
    Then no file under "src/todo-list-v2" imports any of "fs", "node:fs", "fs/promises", "node:fs/promises", "net", "node:net", "http", "node:http"
