// Breaks CC-SCHEMA.2 (id is a string, z.string(): no minimum): the schema says id: z.string().min(1), as a public
// port of Claude Code writes it, so its JSON Schema refuses the empty id "" that the analysis's schema lets through.
// validateInput is the correct one here (it accepts ""), so only the schema's scenario catches it.
'use strict';
const { build, defaults } = require('../correct/section-15.cjs');
module.exports = build({
  itemSchema: { ...defaults.itemSchema, properties: { ...defaults.itemSchema.properties, id: { type: 'string', minLength: 1 } } },
});
