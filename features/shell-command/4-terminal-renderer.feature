@SC-RENDER
Feature: TerminalRenderer.renderTodos(): the "Tasks" box
  The design's "终端渲染": a box titled Tasks, one line per item in list order, ✓ and the content for a completed
  task, ● and the activeForm for the task in progress, ○ and the content for a pending one. The kit compares the
  text with the ANSI colour codes stripped; colours and alignment are judged only by @strict interpretations.

  Background:
    When the list is rendered with renderTodos:
      | content              | activeForm             | status      |
      | Analyze requirements | Analyzing requirements | completed   |
      | Write implementation | Writing implementation | in_progress |
      | Run tests            | Running tests          | pending     |
      | Update documentation | Updating documentation | pending     |

  @id:SC04-01 @SC-RENDER.1 @SC-RENDER.2 @SC-RENDER.3 @SC-RENDER.4
  Scenario: The design's drawing: a Tasks box, one line per item, in order
    Then the box is titled "Tasks"
    And the box shows, in order:
      | icon | text                   |
      | ✓    | Analyze requirements   |
      | ●    | Writing implementation |
      | ○    | Run tests              |
      | ○    | Update documentation   |

  @id:SC04-02 @SC-RENDER.3
  Scenario: The task in progress shows what is being done (activeForm), wherever it stands
    When the list is rendered with renderTodos:
      | content   | activeForm    | status      |
      | Ship it   | Shipping it   | completed   |
      | Run tests | Running tests | in_progress |
    Then the box shows, in order:
      | icon | text          |
      | ✓    | Ship it       |
      | ●    | Running tests |

  @id:SC04-05 @SC-RENDER.1 @SC-RENDER.2 @SC-RENDER.3 @SC-RENDER.4
  Scenario: The lines keep the list's order, whatever the statuses, and each text whole
    A list in no order that grouping by status keeps, and texts longer than the design's drawing: the box shows them
    as they are, never sorted nor cut.

    When the list is rendered with renderTodos:
      | content                                              | activeForm                                | status      |
      | Update the documentation of every public function    | Updating the documentation                | pending     |
      | Analyze the requirements of the shell command design | Analyzing the requirements                | completed   |
      | Write the implementation                             | Writing the implementation of the command | in_progress |
    Then the box shows, in order:
      | icon | text                                                 |
      | ○    | Update the documentation of every public function    |
      | ✓    | Analyze the requirements of the shell command design |
      | ●    | Writing the implementation of the command            |

  @id:SC04-03 @SC-RENDER.2 @SC-RENDER.3 @SC-RENDER.4 @interpretation @strict
  Scenario: Colours: completed grey, in progress yellow, pending dim
    The design names the colours (灰色, 黄色, 暗色) but not how to write them; the kit reads them as ANSI SGR codes.
    Then the line of "Analyze requirements" is coloured grey
    And the line of "Writing implementation" is coloured yellow
    And the line of "Run tests" is coloured dim

  @id:SC04-04 @SC-RENDER.1 @interpretation @strict
  Scenario: The box is closed and aligned, as drawn
    The drawing's right border is straight; the kit reads that as part of the design.
    Then every line of the box has the same width
