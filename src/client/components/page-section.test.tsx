import { fireEvent } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { drawInSlices, HydrationSlice } from './hydration-slice.tsx';

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <button id={id} type="button" onClick={() => setCount(count + 1)}>
      {id} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>Welcome</h1>
      <HydrationSlice name="first">
        <Counter id="a" />
      </HydrationSlice>
      <HydrationSlice name="second">
        <Counter id="b" />
      </HydrationSlice>
    </main>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HydrationSlice', () => {
  it('adopts a prerendered page a slice per task, keeping its HTML on screen and its nodes', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page />);
    const html = container.innerHTML;
    const [a, b] = [container.querySelector('#a')!, container.querySelector('#b')!];

    drawInSlices(() => hydrateRoot(container, <Page />));
    // Nothing replaced by a fallback, nothing drawn twice, and no slice adopted yet.
    expect(container.innerHTML).toBe(html);
    fireEvent.click(a);
    await Promise.resolve();
    expect(a.textContent).toBe('a 0');

    await nextTask();
    // The first slice's turn came in a task of its own: it answers taps; the second not yet.
    expect(container.querySelector('#a')).toBe(a);
    fireEvent.click(a);
    fireEvent.click(b);
    await Promise.resolve();
    await Promise.resolve();
    expect(a.textContent).toBe('a 1');
    expect(b.textContent).toBe('b 0');

    for (let i = 0; i < 4; i++) await nextTask();
    expect(container.querySelector('#b')).toBe(b);
    fireEvent.click(b);
    await nextTask();
    expect(b.textContent).toBe('b 1');
    expect(container.querySelectorAll('button')).toHaveLength(2);
    container.remove();
  });

  it('draws at once outside adoption', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Page />);
    await Promise.resolve();
    await Promise.resolve();
    expect(container.querySelectorAll('button')).toHaveLength(2);
    container.remove();
  });
});

describe('HydrationSlice in a first draw', () => {
  it('draws the parts top to bottom, a task each, nested slices included', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const Nested = () => (
      <section>
        <HydrationSlice name="outer">
          <p>outer</p>
          <HydrationSlice name="inner">
            <p>inner</p>
          </HydrationSlice>
        </HydrationSlice>
        <HydrationSlice name="after">
          <p>after</p>
        </HydrationSlice>
      </section>
    );
    const shown = () => [...container.querySelectorAll('p')].map((p) => p.textContent);
    drawInSlices(() => createRoot(container).render(<Nested />));
    await Promise.resolve();
    expect(shown()).toEqual([]);
    const seen: string[][] = [];
    for (let i = 0; i < 8; i++) {
      await nextTask();
      seen.push(shown() as string[]);
    }
    expect(seen.at(-1)).toEqual(['outer', 'inner', 'after']);
    // Each part came in a task of its own: never two new parts at once.
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.length - seen[i - 1]!.length).toBeLessThanOrEqual(1);
    container.remove();
  });
});

describe('HydrationSlice adopting a part drawn as nothing', () => {
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
        <HydrationSlice name="empty">
          <Empty />
        </HydrationSlice>
        <HydrationSlice name="late">
          <section aria-label="late">
            <Suspense fallback={null}>
              <Part />
            </Suspense>
          </section>
        </HydrationSlice>
        <HydrationSlice name="last">
          <section aria-label="last">
            <Counter id="last" />
          </section>
        </HydrationSlice>
      </main>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Adopted Part={LateHere} />);
    const html = container.innerHTML;
    const last = container.querySelector('#last')!;

    drawInSlices(() => hydrateRoot(container, <Adopted Part={Late} />));
    for (let i = 0; i < 6; i++) await nextTask();
    // The part after the empty one still waits for its code; the last part is adopted, in place.
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('#last')).toBe(last);
    fireEvent.click(last);
    await nextTask();
    expect(last.textContent).toBe('last 1');

    release();
    for (let i = 0; i < 4; i++) await nextTask();
    expect(container.querySelectorAll('section')).toHaveLength(2);
    expect([...container.querySelectorAll('section')].map((section) => section.getAttribute('aria-label'))).toEqual(['late', 'last']);
    fireEvent.click(container.querySelector('#late')!);
    await nextTask();
    expect(container.querySelector('#late')!.textContent).toBe('late 1');
    container.remove();
  });
});
