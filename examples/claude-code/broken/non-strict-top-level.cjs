// Breaks CC-IN.1 / CC-SCHEMA.1 (strict top level): the learner wrote z.object({ todos }) instead of
// z.strictObject({ todos }), so an unknown key next to todos is let through, in the schema and in validateInput.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ topLevelStrict: false });
