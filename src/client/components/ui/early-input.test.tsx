import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput } from '../../lib/early-input.ts';
import { Checkbox } from './checkbox.tsx';
import { Input } from './input.tsx';
import { NativeSelect } from './native-select.tsx';
import { Textarea } from './textarea.tsx';

/** A form whose state is shown beside it: what the app holds, not only what the fields show. */
function Form() {
  const [code, setCode] = useState('');
  const [team, setTeam] = useState('');
  const [question, setQuestion] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <Input
        id="code"
        aria-label="Code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <NativeSelect
        id="team"
        aria-label="Team"
        value={team}
        onChange={(event) => setTeam(event.currentTarget.value)}
      >
        <option value="">Choose</option>
        <option value="7">Robo Raptors</option>
        <option value="9">Gear Heads</option>
      </NativeSelect>
      <Textarea
        id="question"
        aria-label="Question"
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <Checkbox id="agree" aria-label="Agree" checked={agreed} onCheckedChange={setAgreed} />
      <output>{JSON.stringify({ code, team, question, agreed })}</output>
    </form>
  );
}

/** A form whose fields react-hook-form registers by ref, as the registration form does. */
function RegisteredForm() {
  const form = useForm({ defaultValues: { coach: '', team: '' } });
  const values = useWatch({ control: form.control });
  return (
    <form>
      <Input aria-label="Coach" {...form.register('coach')} />
      <NativeSelect aria-label="Team" {...form.register('team')}>
        <option value="">Choose</option>
        <option value="7">Robo Raptors</option>
      </NativeSelect>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
afterEach(() => {
  document.body.innerHTML = '';
});

async function drawnForm(): Promise<HTMLElement> {
  const { prelude } = await prerender(<Form />);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  return container;
}

describe('a drawn page takes input before the app is live (decision 226)', () => {
  it('hands what was typed and picked before adoption to the app, which keeps it', async () => {
    const container = await drawnForm();
    const field = <T extends Element>(label: string) =>
      container.querySelector<T & Element>(`[aria-label="${label}"]`)!;
    // A person on a slow phone, before the app's code has arrived.
    field<HTMLInputElement>('Code').value = 'ABCD-EFGH';
    field<HTMLSelectElement>('Team').value = '9';
    field<HTMLTextAreaElement>('Question').value = 'How tall may the robot be?';
    field<HTMLInputElement>('Agree').checked = true;

    hydrateRoot(container, <Form />);
    for (
      let i = 0;
      i < 20 && !container.querySelector('output')!.textContent!.includes('ABCD');
      i++
    )
      await nextTask();

    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      code: 'ABCD-EFGH',
      team: '9',
      question: 'How tall may the robot be?',
      agreed: true,
    });
    // Still on screen, and the app goes on from there.
    expect(field<HTMLInputElement>('Code').value).toBe('ABCD-EFGH');
    expect(field<HTMLSelectElement>('Team').value).toBe('9');
    expect(field<HTMLInputElement>('Agree').checked).toBe(true);
  });

  it('gives what was typed to the new fields when React draws over the page instead of adopting it', async () => {
    const container = await drawnForm();
    const field = <T extends Element>(label: string) =>
      container.querySelector<T & Element>(`[aria-label="${label}"]`)!;
    field<HTMLInputElement>('Code').value = 'WXYZ-2345';
    field<HTMLSelectElement>('Team').value = '7';
    field<HTMLInputElement>('Agree').checked = true;

    keepEarlyInput(container);
    createRoot(container).render(<Form />);
    for (
      let i = 0;
      i < 20 && !container.querySelector('output')?.textContent?.includes('WXYZ');
      i++
    )
      await nextTask();

    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      code: 'WXYZ-2345',
      team: '7',
      question: '',
      agreed: true,
    });
    expect(field<HTMLInputElement>('Code').value).toBe('WXYZ-2345');
  });

  it('keeps what was typed into fields a form library registers by ref, which would write its defaults over it', async () => {
    const { prelude } = await prerender(<RegisteredForm />);
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    container.querySelector<HTMLInputElement>('[aria-label="Coach"]')!.value = 'Grace Hopper';
    container.querySelector<HTMLSelectElement>('[aria-label="Team"]')!.value = '7';

    hydrateRoot(container, <RegisteredForm />);
    for (
      let i = 0;
      i < 20 && !container.querySelector('output')!.textContent!.includes('Grace');
      i++
    )
      await nextTask();

    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      coach: 'Grace Hopper',
      team: '7',
    });
    expect(container.querySelector<HTMLInputElement>('[aria-label="Coach"]')!.value).toBe(
      'Grace Hopper',
    );
  });

  it('changes nothing where nothing was typed', async () => {
    const container = await drawnForm();
    hydrateRoot(container, <Form />);
    for (let i = 0; i < 10; i++) await nextTask();
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      code: '',
      team: '',
      question: '',
      agreed: false,
    });
  });
});
