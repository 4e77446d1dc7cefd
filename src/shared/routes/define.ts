import type { z } from 'zod';
import type { ContractModules } from './contract-modules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, one kind per session guard of the server (plugins/sessions.ts):
 * `public` has no guard (a handler may still refuse), `signedIn` any session, `team` a team's
 * own session, `organiser` an organiser, `teamOrOrganiser` a team or an organiser, `judging` an
 * organiser or a judge, `frontDesk` an organiser or a volunteer, `teamOrFrontDesk` a team, an
 * organiser or a volunteer.
 */
export type CallerKind =
  | 'public'
  | 'signedIn'
  | 'team'
  | 'organiser'
  | 'teamOrOrganiser'
  | 'judging'
  | 'frontDesk'
  | 'teamOrFrontDesk';

type ContractModule = keyof ContractModules;
/** The names of a contract module's exports that are zod schemas. */
type SchemaName<M extends ContractModule> = {
  [K in keyof ContractModules[M]]: ContractModules[M][K] extends z.ZodType ? K : never;
}[keyof ContractModules[M]] &
  string;

/** A schema of the shared contract, by module and export name. */
export interface SchemaRef {
  module: ContractModule;
  name: string;
}

export const ref = <M extends ContractModule>(module: M, name: SchemaName<M>): SchemaRef => ({
  module,
  name,
});

/** The contract schemas a route validates with: its params, query and body, its success answer. */
export interface RouteSchemas {
  params?: SchemaRef;
  querystring?: SchemaRef;
  body?: SchemaRef;
  response?: SchemaRef;
}

/** One route of the API: how it is called and who may call it. */
export interface ApiRoute<Method extends HttpMethod = HttpMethod, Path extends string = string> {
  method: Method;
  /** Fastify's form: parameters are `:name` segments. */
  path: Path;
  caller: CallerKind;
}

export function route<const Method extends HttpMethod, const Path extends `/api/${string}`>(
  method: Method,
  path: Path,
  caller: CallerKind,
): ApiRoute<Method, Path> {
  return { method, path, caller };
}
