import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** happy-dom lacks the pointer-capture and scrolling calls Radix Select makes. */
export function stubPointerApis() {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => undefined;
  proto.setPointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
}

/** Opens the labelled Radix select and picks an option by its visible name. */
export async function chooseOption(user: UserEvent, label: string, option: string | RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
