/**
 * A path as the router matches it: lower case, without trailing slashes ('/Home//' is '/home';
 * '/' stays '/'). A loop rather than a `/\/+$/` pattern, which is quadratic on many slashes.
 */
export function routerPath(path: string): string {
  const lower = path.toLowerCase();
  let end = lower.length;
  while (end > 1 && lower[end - 1] === '/') end--;
  return lower.slice(0, end);
}
