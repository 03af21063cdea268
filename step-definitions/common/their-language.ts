/**
 * Hints in the learner's language: a module is JavaScript or TypeScript; a program over the line protocol is most
 * likely Python (the kit's samples, and the language of the documents that show Python). A hint that quotes code
 * says it in the language of what is verified.
 */
import { implementationUnderTest } from '../../harness/implementation-under-test';

export function inTheirLanguage(hint: { python: string; javascript: string }): string {
  return implementationUnderTest().inProcess ? hint.javascript : hint.python;
}
