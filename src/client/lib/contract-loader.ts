/**
 * Loads the contract's modules (contract-modules.ts) to check an answer, in development and tests.
 * A production build replaces this file with one that never loads them (vite.config.ts, decision
 * 196): no `import()` of the contract is left to shape the page's chunks.
 */
export const loadContractModules = () =>
  import('./contract-modules.ts').then((loaded) => loaded.contractModules);
