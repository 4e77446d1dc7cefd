import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from './toaster.tsx';
import { toast } from './use-toast.ts';

/** The app mounts the Toaster inside its query client (it loads its code when a write starts). */
const renderToaster = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster />
    </QueryClientProvider>,
  );

describe('toast', () => {
  it('keeps at most five toasts, newest first', () => {
    renderToaster();
    act(() => {
      for (let i = 1; i <= 7; i++) toast({ title: `Toast ${i}` });
    });
    const titles = screen.getAllByText(/^Toast \d$/).map((el) => el.textContent);
    expect(titles).toHaveLength(5);
    expect(titles).toContain('Toast 7');
    expect(titles).not.toContain('Toast 2');
  });

  it('renders the variant and a named close button in a region reachable with F8', () => {
    renderToaster();
    act(() => {
      toast({
        title: 'Login Failed',
        description: 'Invalid username or password. Please try again.',
        variant: 'destructive',
      });
    });
    expect(screen.getByText('Login Failed').closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('aria-label', expect.stringContaining('F8'));
  });

  it('closes an open error when a success arrives, keeping other toasts', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Board cleared' });
      toast({ title: 'Save Failed', variant: 'destructive' });
      toast({ title: 'Board Saved', variant: 'success' });
    });
    await waitFor(() => expect(screen.queryByText('Save Failed')).not.toBeInTheDocument());
    expect(screen.getByText('Board Saved')).toBeInTheDocument();
    expect(screen.getByText('Board cleared')).toBeInTheDocument();
  });
});
