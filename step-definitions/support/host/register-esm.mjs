// Loaded with --import into the module host: lets ESM implementations (.mts, .ts under "type": "module") load
// through ts-node. CommonJS .ts files are handled by --require ts-node/register; both are needed (notes/toolchain).
import { register } from 'node:module';

register('ts-node/esm', import.meta.url);
