import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx';
import { Label } from './label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

describe('UI primitives', () => {
  it('button defaults to type=button and renders a child link with asChild', () => {
    render(
      <>
        <Button>Save</Button>
        <Button asChild variant="outline">
          <a href="/home">Home</a>
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('border');
  });

  it('dialog opens with a title, a description and a named close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Add New Team</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Add New Team</DialogTitle>
          <DialogDescription>Name the team.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Add New Team' }));
    expect(screen.getByRole('dialog', { name: 'Add New Team' })).toHaveAccessibleDescription(
      'Name the team.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('alert dialog offers cancel and action buttons', async () => {
    const user = userEvent.setup();
    render(
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Cancel Interview</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Cancel this interview?</AlertDialogTitle>
          <AlertDialogDescription>This action cannot be undone.</AlertDialogDescription>
          <AlertDialogCancel>Keep Interview</AlertDialogCancel>
          <AlertDialogAction variant="destructive">Cancel Interview</AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }));
    expect(screen.getByRole('alertdialog', { name: 'Cancel this interview?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Interview' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('checkbox is named by its label and toggles', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox id="consent" />
        <Label htmlFor="consent">Location Sharing Consent</Label>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Location Sharing Consent' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Location Sharing Consent'));
    expect(box).toBeChecked();
  });

  it('select trigger is a named combobox showing its placeholder', () => {
    render(
      <>
        <Label htmlFor="team">Select Your Team</Label>
        <Select>
          <SelectTrigger id="team">
            <SelectValue placeholder="Choose your team to continue" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="1">Robo Raptors</SelectItem>
          </SelectContent>
        </Select>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Select Your Team' })).toHaveTextContent(
      'Choose your team to continue',
    );
  });
});
