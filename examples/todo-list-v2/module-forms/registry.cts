// A .cts file: CommonJS TypeScript whatever the package type.
import { createRegistry } from '../implementations/correct-commonjs/registry.cjs';

export { createRegistry };
