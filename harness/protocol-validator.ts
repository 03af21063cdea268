import type Ajv2020Class from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KIT_ROOT } from './defaults';
import type { MessageValidator } from './rpc-client';

export const PROTOCOL_SCHEMA_PATH = join(KIT_ROOT, 'docs', 'protocol', 'protocol-v1.schema.json');

/**
 * --validate-protocol: every message, both ways, checked against docs/protocol/protocol-v1.schema.json. For
 * debugging a harness in another language; the kit's own module host speaks extensions (kit/...) not checked here.
 */
export function protocolValidator(profile: string): MessageValidator {
  // The schemas of the methods themselves are todo-list-v2's; other profiles' methods (docs/profiles/<id>.md) are
  // checked for the JSON-RPC envelope, and initialize and shutdown, which every profile shares.
  const shared = new Set(['initialize', 'shutdown']);
  const schema = JSON.parse(readFileSync(PROTOCOL_SCHEMA_PATH, 'utf8')) as { $id: string; $defs: Record<string, unknown> };
  // Loaded here, not at the top: only --validate-protocol needs ajv's 2020 dialect, and loading it cost every run 35 ms.
  const Ajv2020 = (require('ajv/dist/2020') as { default: typeof Ajv2020Class }).default;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(schema);
  /** What is wrong with `value`, named from `where` (the message, its params or its result), if anything. */
  const check = (def: string, value: unknown, where: string): string | undefined => {
    if (!(def in schema.$defs)) return undefined;
    const validate = ajv.getSchema(`${schema.$id}#/$defs/${def}`)!;
    if (validate(value)) return undefined;
    return (validate.errors ?? []).map((e) => `${where}${e.instancePath} ${e.message ?? ''}`).join('; ') + ` (schema: $defs/${def})`;
  };
  // Another profile's requests: the same envelope, with that profile's method names (the schema lists v1's).
  const requestDef = schema.$defs.request as { properties: Record<string, unknown> };
  const anyMethod = ajv.compile({ ...requestDef, properties: { ...requestDef.properties, method: { type: 'string', minLength: 1 } } });
  const envelope = (message: unknown): string | undefined =>
    anyMethod(message)
      ? undefined
      : (anyMethod.errors ?? []).map((e) => `the request${e.instancePath} ${e.message ?? ''}`).join('; ') + ' (schema: $defs/request)';
  return (method, message, direction) => {
    if (method.startsWith('kit/')) return undefined;
    const m = message as { params?: unknown; result?: unknown };
    const own = profile === 'todo-list-v2' || shared.has(method);
    if (direction === 'request') {
      if (!own) return envelope(message);
      return check('request', message, 'the request') ?? check(`${method}.params`, m.params ?? {}, 'params');
    }
    return check('response', message, 'the reply') ?? (own && 'result' in (m as object) ? check(`${method}.result`, m.result, 'result') : undefined);
  };
}
