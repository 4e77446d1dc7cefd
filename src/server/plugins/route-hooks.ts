import type {
  FastifyInstance,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';

/** The hook of each phase a plugin may add to a route. */
interface PhaseHooks {
  onRequest: onRequestHookHandler;
  preValidation: preValidationHookHandler;
  preHandler: preHandlerHookHandler;
  onSend: onSendHookHandler;
  onResponse: onResponseHookHandler;
}
type Phase = keyof PhaseHooks;

/** The hooks the app's plugins added, which run before a route's own and a library's. */
const appHooks = new WeakSet<object>();

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route changes something: any of its methods is a write. */
export const isWriteRoute = (route: RouteOptions) =>
  [route.method].flat().some((method) => WRITES.has(method));

/**
 * Adds a plugin's hook to a route, in place of a global hook that every request would run
 * (decision 333): a request only pays for the hooks its route needs, and a phase with no hook is
 * skipped altogether. The app's hooks keep the order global hooks had: before the route's own
 * (its session guard) and a library's (the rate limiter's), in the order the plugins added them.
 */
export function addRouteHook<P extends Phase>(route: RouteOptions, phase: P, hook: PhaseHooks[P]) {
  const hooks = [route[phase] ?? []].flat() as object[];
  const firstForeign = hooks.findIndex((existing) => !appHooks.has(existing));
  appHooks.add(hook);
  hooks.splice(firstForeign === -1 ? hooks.length : firstForeign, 0, hook);
  (route as Record<Phase, unknown>)[phase] = hooks;
}

/**
 * Adds `hooks` to every route registered from now on for which `applies` holds. Registered on the
 * root instance (the plugins are wrapped with fastify-plugin), it sees every feature's routes.
 */
export function hooksWhere(
  app: FastifyInstance,
  applies: (route: RouteOptions) => boolean,
  hooks: Partial<PhaseHooks>,
) {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    for (const phase of Object.keys(hooks) as Phase[]) addRouteHook(route, phase, hooks[phase]!);
  });
}
