/**
 * `compute` remembered for up to `kept` recent keys; when full, everything is forgotten at once
 * (cheaper than tracking use, and a flood of new keys costs no more than no memo). For pure
 * functions of a string asked again and again on the request path.
 */
export function boundedMemo<V>(compute: (key: string) => V, kept: number): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const value = compute(key);
    if (known.size >= kept) known.clear();
    known.set(key, value);
    return value;
  };
}
