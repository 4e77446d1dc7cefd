import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRouter } from './router.tsx';
import { mockFetch, renderWithProviders, teamSession } from './test/render.tsx';

// One screen that fails to render (as a page would on data it cannot handle), until fixed.
const liveStream = vi.hoisted(() => ({ failing: true }));
vi.mock('./routes/live-stream.tsx', () => ({
  default: function LiveStreamPage() {
    if (liveStream.failing) throw new Error('The stream list is malformed');
    return <h1>Live Stream</h1>;
  },
}));

describe('a route that fails to render', () => {
  it('shows a recoverable error inside the layout; the header, navigation and other routes keep working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/auth/me': { status: 200, body: teamSession } });
    const { location } = renderWithProviders(<AppRouter />, { path: '/live-stream' });
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This page hit an error: The stream list is malformed');
    // Only the page was replaced: the shell around it is still drawn and usable.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('link', { name: /Messages/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team Messages' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/messages');

    await user.click(within(nav).getByRole('link', { name: /Home/ }));
    expect(await screen.findByRole('link', { name: /Drawing Board/ })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    // Back on the failing screen: the error shows again; once the cause is gone, Retry draws it.
    await user.click(within(nav).getByRole('link', { name: /Stream/ }));
    expect(
      await screen.findByText('This page hit an error: The stream list is malformed'),
    ).toBeInTheDocument();
    liveStream.failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live Stream' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
