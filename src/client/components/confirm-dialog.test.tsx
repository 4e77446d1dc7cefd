import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Button } from './ui/button.tsx';

describe('ConfirmDialog', () => {
  it('opens from its trigger, names itself by the question and confirms once', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Delete</Button>}
        title="Delete this board?"
        description="It will be gone for your whole team."
        confirmLabel="Delete Board"
        cancelLabel="Keep Board"
        destructive
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this board?' });
    expect(dialog).toHaveAccessibleDescription('It will be gone for your whole team.');
    await user.click(screen.getByRole('button', { name: 'Delete Board' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('held open by its caller, reports Cancel and Escape through onCancel without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    function Held() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
          title="Leave this board?"
          description="Your unsaved changes on this board will be lost."
          confirmLabel="Discard Changes"
          onConfirm={onConfirm}
        />
      );
    }
    const { rerender } = render(<Held />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    rerender(<Held key="again" />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be confirmed again while the confirmed action is pending', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Block team</Button>}
        title="Block Robo Raptors?"
        description="Neither team will be able to send messages to the other."
        confirmLabel="Block"
        pending
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Block team' }));
    const confirm = screen.getByRole('button', { name: 'Block' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
