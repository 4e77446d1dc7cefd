import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** happy-dom lacks the pointer-capture and scrolling calls Radix Select makes. */
export function stubPointerApis() {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => undefined;
  proto.setPointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
}

/**
 * Opens the labelled Radix select and picks an option by its visible name; for the browser's own
 * select (`components/ui/native-select.tsx`, the team dropdowns) it picks the option the same way.
 */
export async function chooseOption(user: UserEvent, label: string, option: string | RegExp) {
  const select = await screen.findByRole('combobox', { name: label });
  if (select instanceof HTMLSelectElement) {
    await user.selectOptions(select, await within(select).findByRole('option', { name: option }));
    return;
  }
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}
