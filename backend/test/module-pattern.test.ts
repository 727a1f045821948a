import { MetadataScanner, ModuleRef, ModulesContainer } from '@nestjs/core';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * One module pattern (docs/architecture.md): a feature's services live in one module that others
 * import; its HTTP parts and its queue processors sit in modules of their own that import it. So
 * no class is provided by two modules, and the `all` role builds one of each.
 */
/** Nest gives every module its own of these. */
const NEST_OWN = new Set<unknown>([ModuleRef, MetadataScanner]);

describe('module pattern', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ APP_ROLE: 'all' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('provides every class in one module only', () => {
    const providedBy = new Map<string, string[]>();
    for (const module of app.app.get(ModulesContainer).values()) {
      for (const [token, wrapper] of module.providers) {
        // Nest's own per-module providers (the module class, ModuleRef, the inquirer...) and
        // dynamic-module configuration values are not the application's.
        if (typeof token !== 'function' || wrapper.metatype !== token) continue;
        if (token === module.metatype || NEST_OWN.has(token)) continue;
        const name = token.name;
        providedBy.set(name, [...(providedBy.get(name) ?? []), module.metatype.name]);
      }
    }
    const twice = [...providedBy]
      .filter(([, modules]) => modules.length > 1)
      .map(([name, modules]) => `${name}: ${modules.join(', ')}`);
    expect(twice).toEqual([]);
  });
});
