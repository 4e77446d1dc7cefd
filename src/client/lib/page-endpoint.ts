import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, readJson, urlFromQueryKey } from './api.ts';
import { checkResponse, where, type Endpoint } from './endpoint.ts';

/** One page of a long list, and how long the whole list is (the X-Total-Count header). */
export interface Page<Item> {
  items: Item[];
  total: number;
}

/** Like endpointQueryFn, for a GET whose answer is one page of a list with X-Total-Count. */
export function endpointPageQueryFn<Item>(
  call: Endpoint<undefined, z.ZodType<Item[]>>,
): QueryFunction<Page<Item>> {
  return async ({ queryKey, signal }) => {
    const res = await apiFetch('GET', urlFromQueryKey(queryKey), { signal });
    const items = await checkResponse(call.response, await readJson(res), where(call));
    const total = Number(res.headers.get('x-total-count') ?? items.length);
    return { items, total: Number.isFinite(total) ? total : items.length };
  };
}
