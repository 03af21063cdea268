/**
 * Step matching at native speed. Cucumber matches every step's text with its step definitions' expressions and asks
 * where each argument starts (match indices). Its expression library gets those from regexp-match-indices, which
 * on Node 20 does not detect Node's own support (the `d` flag) and falls back to a polyfill that parses the
 * expression with regexp-tree and writes a new regular expression on every match: about a sixth of a run's CPU on
 * the kit's step patterns. Node has had the `d` flag since 16, so the kit puts the native way in that module's
 * place before cucumber loads: the same answer (the indices Node computes itself), at the cost of one exec.
 *
 * Required before '@cucumber/cucumber' by cli/run-once.ts. If the module cannot be found where cucumber's expression
 * library would find it, nothing is replaced and matching works as before.
 */
import { dirname } from 'node:path';
import { CUCUMBER_LIB, standInFor } from './cucumber-files';

/** A copy of each step definition's expression with the `d` flag, made once. */
const withIndices = new WeakMap<RegExp, RegExp>();

function execWithIndices(regexp: RegExp, text: string): RegExpExecArray | null {
  let copy = withIndices.get(regexp);
  if (!copy) {
    copy = regexp.hasIndices ? regexp : new RegExp(regexp.source, `${regexp.flags}d`);
    withIndices.set(regexp, copy);
  }
  copy.lastIndex = regexp.lastIndex;
  const match = copy.exec(text);
  regexp.lastIndex = copy.lastIndex;
  return match;
}

function install(): void {
  if (!('hasIndices' in RegExp.prototype) || !CUCUMBER_LIB) return; // an older engine: keep the polyfill
  let path: string;
  try {
    // Where cucumber finds its expression library, and where that library finds the module.
    const expressions = dirname(require.resolve('@cucumber/cucumber-expressions', { paths: [CUCUMBER_LIB] }));
    path = require.resolve('regexp-match-indices', { paths: [expressions] });
  } catch {
    return;
  }
  standInFor(path, execWithIndices); // if it is loaded already, harmless to keep
}

install();
