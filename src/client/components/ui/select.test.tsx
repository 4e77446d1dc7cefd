import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubPointerApis } from '../../test/radix-select.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

beforeAll(stubPointerApis);

function Picker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      <SelectTrigger aria-label="Message">
        <SelectValue placeholder="Choose" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="a">Running late</SelectItem>
        <SelectItem value="b">On our way</SelectItem>
      </SelectContent>
    </Select>
  );
}

const mouse = { button: 0, pointerId: 1, pointerType: 'mouse' };

describe('Select', () => {
  it('chooses the option a mouse clicks even when the release of the opening click was never seen', async () => {
    // Radix swallows the first pointer-up after opening (the release of the click that opened
    // the list) with a listener its content adds once drawn. When that listener comes late, on a
    // busy phone, the release it swallows is the click on the option: the click must still choose.
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    fireEvent.pointerDown(screen.getByRole('combobox', { name: 'Message' }), mouse);
    const option = await screen.findByRole('option', { name: 'On our way' });
    fireEvent.pointerDown(option, mouse);
    fireEvent.pointerUp(option, mouse);
    fireEvent.click(option, mouse);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('b');
    await vi.waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Message' })).toHaveTextContent('On our way');
  });

  it('chooses once on an ordinary click and once on a tap', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Message' });
    fireEvent.pointerDown(trigger, mouse);
    fireEvent.pointerUp(trigger, mouse);
    const option = await screen.findByRole('option', { name: 'Running late' });
    fireEvent.pointerDown(option, mouse);
    fireEvent.pointerUp(option, mouse);
    fireEvent.click(option, mouse);
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    const touch = { ...mouse, pointerType: 'touch' };
    fireEvent.pointerDown(trigger, touch);
    fireEvent.pointerUp(trigger, touch);
    fireEvent.click(trigger, touch);
    const tapped = await screen.findByRole('option', { name: 'On our way' });
    fireEvent.pointerDown(tapped, touch);
    fireEvent.pointerUp(tapped, touch);
    fireEvent.click(tapped, touch);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith('b');
  });
});
