/**
 * JUnit XML tells failures (wrong behaviour) from errors (the test could not run as meant). Cucumber's JUnit
 * formatter writes every failed scenario as a <failure>; the kit moves those whose implementation threw,
 * crashed, hung or broke the protocol to <error>, so that CI test viewers count the outcome kinds apart too.
 */
const ERROR_TYPES = 'ImplementationError|ImplementationTimeout|ProtocolError';

export function separateErrors(xml: string): string {
  let moved = 0;
  const element = new RegExp(`<failure( type="(?:${ERROR_TYPES})"[^>]*?)(/>|>([\\s\\S]*?)</failure>)`, 'g');
  const converted = xml.replace(element, (_match, attributes: string, end: string, body: string | undefined) => {
    moved += 1;
    return end === '/>' ? `<error${attributes}/>` : `<error${attributes}>${body ?? ''}</error>`;
  });
  if (moved === 0) return xml;
  return converted.replace(/<testsuite\b[^>]*>/, (tag) =>
    tag
      .replace(/failures="(\d+)"/, (_m, n: string) => `failures="${Number(n) - moved}"`)
      .replace(/errors="(\d+)"/, (_m, n: string) => `errors="${Number(n) + moved}"`),
  );
}
