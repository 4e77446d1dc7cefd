import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../lib/query-client.ts';
import { Providers } from '../../../providers.tsx';

/** Like renderWithProviders, with the search string in memory too (boards use ?board=). */
export function renderAt(ui: ReactElement, path: string) {
  const client = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Providers client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </Providers>,
  );
  return { ...result, client, location };
}
