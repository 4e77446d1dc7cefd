/** The `:name` parameters of a route path, as a union of their names. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamValues<Path extends string> = [PathParams<Path>] extends [never]
  ? []
  : [values: Record<PathParams<Path>, string | number>];

/**
 * A route's path with its parameters filled in, each encoded:
 * `pathOf(ROUTES.drawings.unshare, { id: 4, teamId: 7 })` is `/api/drawings/4/shares/7`.
 */
export function pathOf<Path extends string>(
  route: { path: Path },
  ...[values]: ParamValues<Path>
): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (values as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
