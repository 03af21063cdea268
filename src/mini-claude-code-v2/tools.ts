/**
 * The TodoWrite tool definition, as the model receives it. It manages state rather than acting on the world:
 * every call sends the WHOLE list (whole overwrite, never a patch), which makes the model look at its entire
 * plan each time it updates it.
 */
import type { ToolDefinition } from './types';

export const TODO_WRITE: ToolDefinition = {
  name: 'TodoWrite',
  description: 'Update the task list. Use to plan and track progress.',
  input_schema: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            content: { type: 'string', description: 'Task description' },
            status: { type: 'string', enum: ['pending', 'in_progress', 'completed'] },
            activeForm: { type: 'string', description: "Present tense action, e.g. 'Reading files'" },
          },
          required: ['content', 'status', 'activeForm'],
        },
      },
    },
    required: ['items'],
  },
};

/**
 * The tools this agent offers. The document's agent also has bash, read_file, write_file and edit_file; this
 * reference keeps to the part the document is about, so TodoWrite is the only one.
 */
export const TOOLS: ToolDefinition[] = [TODO_WRITE];
