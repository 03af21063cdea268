// A .cts file: CommonJS TypeScript whatever the package type.
import { createRegistry } from '../correct-commonjs/registry.cjs';

export { createRegistry };
