@SC-RENDER
Feature: TerminalRenderer.renderTodos(): the "Tasks" box
  The design's "终端渲染": a box titled Tasks, one line per item, ✓ and the content for a completed task, ● and the
  activeForm for the task in progress, ○ and the content for a pending one. The kit compares the text with the
  ANSI colour codes stripped; colours, alignment, the lines' order for a list that is not in the drawing's order,
  and texts longer than the drawing's are judged only by @strict interpretations.

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

  @id:SC04-05 @SC-RENDER.1 @SC-RENDER.2 @SC-RENDER.3 @SC-RENDER.4 @interpretation @strict
  Scenario: The lines keep the list's order, whatever the statuses
    The design gives a drawing only: its four lines are in the order of its list, which is also the order of their
    statuses (✓, ●, ○, ○), so a renderer that groups by status draws it too. The kit reads the list's order as
    the design's in the strict run.

    When the list is rendered with renderTodos:
      | content     | activeForm    | status      |
      | Update docs | Updating docs | pending     |
      | Analyze it  | Analyzing it  | completed   |
      | Write code  | Writing code  | in_progress |
    Then the box shows, in order:
      | icon | text         |
      | ○    | Update docs  |
      | ✓    | Analyze it   |
      | ●    | Writing code |

  @id:SC04-06 @SC-RENDER.1 @SC-RENDER.2 @SC-RENDER.3 @SC-RENDER.4 @interpretation @strict
  Scenario: A text longer than the design's drawing is shown whole
    The drawing is a box 55 columns wide whose texts all fit; the design says nothing of a longer one, so a box of
    the drawing's width that cuts it ("…") draws the design too. The kit reads each text as shown whole in the
    strict run (the box grows).

    When the list is rendered with renderTodos:
      | content                                              | activeForm                                | status      |
      | Analyze the requirements of the shell command design | Analyzing the requirements                | completed   |
      | Write the implementation                             | Writing the implementation of the command | in_progress |
      | Update the documentation of every public function    | Updating the documentation                | pending     |
    Then the box shows, in order:
      | icon | text                                                 |
      | ✓    | Analyze the requirements of the shell command design |
      | ●    | Writing the implementation of the command            |
      | ○    | Update the documentation of every public function    |

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
