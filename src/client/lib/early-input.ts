import { useEffect, useEffectEvent, useRef, type ChangeEvent, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether a person changed `field` from what the page was drawn with. */
function changedSinceDrawn(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
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
    if (field.current && changedSinceDrawn(field.current)) handOver(field.current);
  }, []);
  return field;
}
