// Required by requires-what-does-not-parse.cjs: a syntax error on line 3 (an assignment without its value).
function createRegistry() {
  const limit = ;
  return { limit };
}
module.exports = { createRegistry };
