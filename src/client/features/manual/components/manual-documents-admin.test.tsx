import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ManualDocumentsAdmin } from './manual-documents-admin.tsx';

const sample = {
  id: 1,
  title: 'Lantern Lift: Sample Game Manual (PitCrew sample)',
  format: 'markdown',
  isSample: true,
  ruleCount: 45,
  sectionCount: 8,
  inUse: true,
  createdAt: '2026-05-01T10:00:00.000Z',
};
const orbit = {
  ...sample,
  id: 2,
  title: 'Orbit Relay 2026',
  format: 'pdf',
  isSample: false,
  ruleCount: 12,
  sectionCount: 3,
};

describe('manual documents (admin)', () => {
  it('lists the documents, marking the sample and which one answers', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/manual/documents': { status: 200, body: [orbit, { ...sample, inUse: false }] },
    });
    renderWithProviders(<ManualDocumentsAdmin />);
    const list = await screen.findByRole('list', { name: 'Manual documents' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Orbit Relay 2026');
    expect(first).toHaveTextContent('PDF');
    expect(first).toHaveTextContent('Answering');
    expect(first).toHaveTextContent('12 rules · 3 sections');
    expect(second).toHaveTextContent('Sample');
    expect(second).toHaveTextContent('Not answering');
  });

  it('uploads the chosen file with its title as multipart form data', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/manual/documents': { status: 200, body: [sample] },
      'POST /api/manual/documents': { status: 201, body: orbit },
    });
    renderWithProviders(<ManualDocumentsAdmin />);
    const upload = screen.getByRole('button', { name: 'Upload Manual' });
    expect(upload).toBeDisabled();

    const file = new File(['<SG1> Launch.'], 'orbit.md', { type: 'text/markdown' });
    await user.upload(screen.getByLabelText('Manual file (PDF, Markdown or text)'), file);
    await user.type(screen.getByLabelText('Title (optional)'), 'Orbit Relay 2026');
    await user.click(upload);

    expect(await screen.findByText('Manual Uploaded')).toBeInTheDocument();
    expect(
      screen.getByText('Orbit Relay 2026 is indexed: 12 rules in 3 sections.'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = call?.[1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Orbit Relay 2026');
    expect((body.get('file') as File).name).toBe('orbit.md');
  });

  it("shows the server's reason when an upload is refused", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/manual/documents': { status: 200, body: [sample] },
      'POST /api/manual/documents': {
        status: 400,
        body: { message: 'That file could not be read as a PDF.' },
      },
    });
    renderWithProviders(<ManualDocumentsAdmin />);
    await user.upload(
      screen.getByLabelText('Manual file (PDF, Markdown or text)'),
      new File(['%PDF-'], 'x.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Manual' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('That file could not be read as a PDF.')).toBeInTheDocument();
  });

  it('deletes a document after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 200, body: adminSession },
      'GET /api/manual/documents': { status: 200, body: [orbit, sample] },
      'DELETE /api/manual/documents/2': { status: 204 },
    });
    renderWithProviders(<ManualDocumentsAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Delete Orbit Relay 2026' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Orbit Relay 2026 and its 12 rules will no longer answer questions.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Manual' }));
    expect(await screen.findByText('Manual Deleted')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/manual/documents/2' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
