import type { z } from 'zod';

import { loadContractModules } from './contract-loader.ts';

type ContractModules = Awaited<ReturnType<typeof loadContractModules>>;

/** Where answers are checked (decision 134): the production build drops the rest of this file's code. */
export const checksResponses = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * One schema of the shared contract, for an endpoint: `schema('settings', (c) => c.tournamentSettingsSchema)`.
 * Its type is the schema's, for every build; the schema itself is loaded only to check an answer.
 */
export function schema<Name extends keyof ContractModules, Schema extends z.ZodType>(
  module: Name,
  pick: (contract: ContractModules[Name]) => Schema,
): () => Promise<Schema> {
  return async () => pick((await loadContractModules())[module]);
}
