import { useEffect, useEffectEvent, useRef, type ChangeEvent, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether a person changed `field` from what the page was drawn with. */
function changedSinceDrawn(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Values typed into a drawn page that React draws afresh instead of adopting (a phone that
 * remembers a registration, or speaks another language now): by field id, taken before React
 * replaces the page, given back to the new field of the same id once.
 */
const kept = new Map<string, Field>();

/** Keeps what was typed into `page`'s fields before React draws over it (see `kept`). */
export function keepEarlyInput(page: Element): void {
  for (const field of page.querySelectorAll<Field>('input[id], textarea[id], select[id]')) {
    if (changedSinceDrawn(field)) kept.set(field.id, field);
  }
}

/** Gives `field` what was typed into the drawn field of its id, if anything was: true if it did. */
function restoreKept(field: Field): boolean {
  const drawn = kept.get(field.id);
  if (!drawn || drawn.tagName !== field.tagName) return false;
  kept.delete(field.id);
  if (drawn instanceof HTMLInputElement && field instanceof HTMLInputElement && (drawn.type === 'checkbox' || drawn.type === 'radio')) {
    field.checked = drawn.checked;
  } else {
    field.value = drawn.value;
  }
  return true;
}

/**
 * What a person typed or picked in a field the server drew, before the app was live, is handed
 * to the app once it adopts the field (decision 226). React keeps such a value on screen when it
 * adopts the page, but tells nobody: the app's state still held the drawn value, so a chosen
 * recipient opened no conversation and a typed question could not be asked. The field's own
 * `onChange` is called with the field as its target, as if the person had just made the change.
 *
 * A field React draws itself holds what React gave it, so this does nothing there. Returns the
 * ref to put on the field.
 */
export function useEarlyInput<T extends Field>(onChange: ((event: ChangeEvent<T>) => void) | undefined): RefObject<T | null> {
  const field = useRef<T>(null);
  const handOver = useEffectEvent((changed: T) => onChange?.({ target: changed, currentTarget: changed, type: 'change' } as ChangeEvent<T>));
  useEffect(() => {
    const current = field.current;
    if (current && (restoreKept(current) || changedSinceDrawn(current))) handOver(current);
  }, []);
  return field;
}
