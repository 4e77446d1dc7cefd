import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  type ChangeEvent,
  type RefCallback,
} from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a person put into a field: its text or choice, or whether it is ticked. */
type Entered = { value: string } | { checked: boolean };

const isTick = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What a person changed in `field` from what the page was drawn with, or null. */
function enteredSinceDrawn(field: Field): Entered | null {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected)
      ? { value: field.value }
      : null;
  }
  if (isTick(field))
    return field.checked !== field.defaultChecked ? { checked: field.checked } : null;
  return field.value !== field.defaultValue ? { value: field.value } : null;
}

function enter(field: Field, entered: Entered) {
  if ('checked' in entered) {
    if (isTick(field)) field.checked = entered.checked;
  } else {
    field.value = entered.value;
  }
}

/**
 * Values typed into a drawn page that React draws afresh instead of adopting (a phone that
 * remembers a registration, or speaks another language now): by field id, taken before React
 * replaces the page, given once to the new field of the same id.
 */
const kept = new Map<string, Entered>();

/** Keeps what was typed into `page`'s fields before React draws over it (see `kept`). */
export function keepEarlyInput(page: Element): void {
  for (const field of page.querySelectorAll<Field>('input[id], textarea[id], select[id]')) {
    const entered = enteredSinceDrawn(field);
    if (entered) kept.set(field.id, entered);
  }
}

function takeKept(field: Field): Entered | null {
  const entered = field.id ? kept.get(field.id) : undefined;
  if (!entered) return null;
  kept.delete(field.id);
  return entered;
}

/**
 * What a person typed or picked in a field the server drew, before the app was live, is handed
 * to the app once it adopts the field (decision 226). React keeps such a value on screen when it
 * adopts the page, but tells nobody: the app's state still held the drawn value, so a chosen
 * recipient opened no conversation and a typed question could not be asked; and a form library
 * that registers its fields by ref (react-hook-form) writes its default over it. So the value is
 * read as the field is attached, before any other ref, and once the part is adopted it is put
 * back and the field's own `onChange` is called with the field as its target, as if the person
 * had just made the change.
 *
 * A field React draws itself holds what React gave it, so this does nothing there. Returns the
 * ref to put first on the field.
 */
export function useEarlyInput<T extends Field>(
  onChange: ((event: ChangeEvent<T>) => void) | undefined,
): RefCallback<T> {
  const field = useRef<T | null>(null);
  const early = useRef<Entered | null | undefined>(undefined);
  const handOver = useEffectEvent((changed: T) =>
    onChange?.({ target: changed, currentTarget: changed, type: 'change' } as ChangeEvent<T>),
  );
  useEffect(() => {
    const current = field.current;
    const entered = early.current;
    if (!current || !entered) return;
    early.current = null;
    enter(current, entered);
    handOver(current);
  }, []);
  return useCallback((node: T | null) => {
    field.current = node;
    if (node && early.current === undefined)
      early.current = takeKept(node) ?? enteredSinceDrawn(node);
  }, []);
}
