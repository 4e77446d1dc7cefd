import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminRobotsTab } from './admin-robots-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const created = {
  id: 9,
  name: 'Coil',
  macAddress: 'AA:BB:CC:DD:EE:09',
  teamId: null,
  lastLocationX: 0,
  lastLocationY: 0,
  isActive: true,
  team: null,
};

function setup(postReply: { status: number; body?: unknown }) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { status: 200, body: adminSession },
    'GET /api/robots': { status: 200, body: [] },
    'GET /api/teams': { status: 200, body: [] },
    'POST /api/robots': postReply,
  });
  renderWithProviders(<AdminRobotsTab />, { path: '/admin' });
  return fetchMock;
}

describe('Admin Robots tab', () => {
  it('asks for the name and the MAC address with the spec wording', async () => {
    const fetchMock = setup({ status: 201, body: created });
    const user = userEvent.setup();
    expect(await screen.findByText(/No robots registered yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New Robot' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Robot' });
    await user.type(within(dialog).getByLabelText('Robot Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Robot' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter a robot name and MAC address.',
    );
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/robots',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('sends a normalised MAC address at 0,0 and active, then closes', async () => {
    const fetchMock = setup({ status: 201, body: created });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add New Robot' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Robot' });
    await user.type(within(dialog).getByLabelText('Robot Name'), ' Coil ');
    await user.type(within(dialog).getByLabelText('MAC Address'), 'aa-bb-cc-dd-ee-09');
    await user.click(within(dialog).getByRole('button', { name: 'Create Robot' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Coil',
      macAddress: 'AA:BB:CC:DD:EE:09',
      teamId: null,
      lastLocationX: 0,
      lastLocationY: 0,
      isActive: true,
    });
    expect(await screen.findByText('Robot Created')).toBeInTheDocument();
  });

  it("shows 'Creation Failed' with the server's reason and keeps the dialog open", async () => {
    setup({ status: 409, body: { message: 'A robot with this MAC address already exists.' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add New Robot' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Robot' });
    await user.type(within(dialog).getByLabelText('Robot Name'), 'Coil');
    await user.type(within(dialog).getByLabelText('MAC Address'), 'AA:BB:CC:DD:EE:09');
    await user.click(within(dialog).getByRole('button', { name: 'Create Robot' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'There was an error creating the robot. A robot with this MAC address already exists.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Robot' })).toBeInTheDocument();
  });
});
