import { act, fireEvent } from '@testing-library/react';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSection } from './page-section.tsx';

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <button id={id} type="button" onClick={() => setCount(count + 1)}>
      {id} {count}
    </button>
  );
}

/** A part that takes a slow phone's CPU a while to draw. */
function Busy({ ms, children }: { ms: number; children: ReactNode }) {
  const until = performance.now() + ms;
  while (performance.now() < until);
  return children;
}

/** The HTML the server sends for `page`: React's static renderer, as src/client/prerender.tsx uses it. */
async function drawn(page: ReactNode): Promise<HTMLElement> {
  const { prelude } = await prerender(page);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  return container;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const until = async (done: () => boolean) => {
  for (let i = 0; i < 400 && !done(); i++) await nextTask();
  expect(done()).toBe(true);
};
/** React marks each node it has adopted (hydrated) with its own properties. */
const adopted = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

// React's `act` would flush the whole adoption at once; these tests watch it happen as a phone does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
afterEach(() => {
  document.body.innerHTML = '';
});

describe('PageSection: a drawn page adopted a section at a time (decision 226)', () => {
  const Page = () => (
    <main>
      <h1>Welcome</h1>
      {['a', 'b', 'c'].map((id) => (
        <PageSection key={id}>
          <Busy ms={30}>
            <Counter id={id} />
          </Busy>
        </PageSection>
      ))}
    </main>
  );

  it('keeps the HTML and its nodes, and yields to the phone between sections', async () => {
    const container = await drawn(<Page />);
    const html = container.innerHTML;
    const buttons = [...container.querySelectorAll('button')];
    let otherTasks = 0;
    let counting = true;
    const count = () => {
      otherTasks++;
      if (counting) setTimeout(count, 0);
    };
    hydrateRoot(container, <Page />);
    setTimeout(count, 0);
    await until(() => buttons.every(adopted));
    counting = false;
    // Never swapped for a fallback, never drawn twice: the same nodes, the same HTML.
    expect(container.innerHTML).toBe(html);
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
    // Three 30 ms sections: the page let other tasks run while it adopted them, not one long task.
    expect(otherTasks).toBeGreaterThanOrEqual(2);
  });

  it('answers a tap on a section before its turn came', async () => {
    const container = await drawn(<Page />);
    hydrateRoot(container, <Page />);
    const last = container.querySelector('#c')!;
    await until(() => adopted(container.querySelector('h1')!));
    expect(adopted(last)).toBe(false);
    fireEvent.click(last);
    await until(() => last.textContent === 'c 1');
    expect(container.querySelector('#c')).toBe(last);
  });
});

describe('PageSection adopting a part drawn as nothing', () => {
  it("keeps each later part's HTML its own, even while a part waits for its code (decision 215)", async () => {
    let release = () => {};
    const code = new Promise<void>((resolve) => (release = resolve));
    // A part whose code is still on its way (lazy), as the alerts card on a slow network.
    const LateHere = () => <Counter id="late" />;
    const Late = lazy(() => code.then(() => ({ default: LateHere })));
    const Empty = () => null;
    // The server has every part's code; the browser's late part is still loading.
    const Adopted = ({ Part }: { Part: ComponentType }) => (
      <main>
        <PageSection>
          <Empty />
        </PageSection>
        <PageSection>
          <section aria-label="late">
            <Suspense fallback={null}>
              <Part />
            </Suspense>
          </section>
        </PageSection>
        <PageSection>
          <section aria-label="last">
            <Counter id="last" />
          </section>
        </PageSection>
      </main>
    );
    const container = await drawn(<Adopted Part={LateHere} />);
    const html = container.innerHTML;
    const last = container.querySelector('#last')!;

    hydrateRoot(container, <Adopted Part={Late} />);
    await until(() => adopted(last));
    // The part after the empty one still waits for its code; the last part is adopted, in place.
    expect(container.innerHTML).toBe(html);
    fireEvent.click(last);
    await until(() => last.textContent === 'last 1');

    await act(async () => release());
    await until(() => adopted(container.querySelector('#late')!));
    expect(
      [...container.querySelectorAll('section')].map((section) =>
        section.getAttribute('aria-label'),
      ),
    ).toEqual(['late', 'last']);
    fireEvent.click(container.querySelector('#late')!);
    await until(() => container.querySelector('#late')!.textContent === 'late 1');
  });
});
