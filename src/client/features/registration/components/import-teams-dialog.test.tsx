import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { teamFixture } from '../../../test/contract-fixtures.ts';
import { ImportTeamsDialog } from './import-teams-dialog.tsx';

const base = {
  'GET /api/auth/me': { status: 200, body: adminSession },
  'GET /api/teams': { status: 200, body: [teamFixture({ id: 7, name: 'Robo Raptors' })] },
};

const csvFile = (text: string) => new File([text], 'teams.csv', { type: 'text/csv' });

async function openWithFile(text: string) {
  renderWithProviders(<ImportTeamsDialog />);
  await userEvent.click(screen.getByRole('button', { name: 'Import Teams' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Teams' });
  await userEvent.upload(within(dialog).getByLabelText('CSV file'), csvFile(text));
  return dialog;
}

describe('ImportTeamsDialog', () => {
  it('previews every problem with its line, names taken included, and imports nothing', async () => {
    const fetchMock = mockFetch(base);
    const dialog = await openWithFile(
      'name;description\nNew One;x\n;blank\nrobo raptors;taken\nNew One;again\n',
    );
    const alert = await within(dialog).findByRole('alert');
    // The names taken count once the team list is in.
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        '3 problems: nothing will be imported until the file is fixed.',
      ),
    );
    expect(alert).toHaveTextContent('Line 3: Please enter a team name.');
    expect(alert).toHaveTextContent('Line 4: A team with this name already exists');
    expect(alert).toHaveTextContent('Line 5: This name is already on line 2');
    expect(within(dialog).getByRole('button', { name: 'Import Teams' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says what is wrong with a file that is not a list of teams', async () => {
    mockFetch(base);
    const dialog = await openWithFile('team,city\nA,B\n');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The first line must be a header naming the columns, with a "name" column',
    );
  });

  it('sends a clean file as text/csv and confirms how many teams were added', async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/teams/import': {
        status: 201,
        body: {
          created: [
            { id: 9, name: 'New One', number: null, joinCode: 'AAAA' },
            { id: 10, name: 'New Two', number: null, joinCode: 'BBBB' },
          ],
        },
      },
    });
    const dialog = await openWithFile('name\nNew One\nNew Two\n');
    expect(await within(dialog).findByText('2 teams are ready to import.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 Teams' }));
    expect(
      await screen.findByText('2 teams were added with their team codes.'),
    ).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[1]?.body).toBe('name\nNew One\nNew Two\n');
    expect(new Headers(post[1]?.headers).get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it('shows the problems the server found when the import is refused', async () => {
    mockFetch({
      ...base,
      'POST /api/teams/import': {
        status: 400,
        body: {
          message:
            'Some rows cannot be imported, so no team was created. Fix them and import the file again.',
          errors: [{ field: 'line 2', message: 'A team with this name already exists' }],
        },
      },
    });
    const dialog = await openWithFile('name\nJust Taken\n');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 1 Team' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Line 2: A team with this name already exists',
    );
  });
});
