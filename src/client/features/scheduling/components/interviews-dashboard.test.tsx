import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  INTERVIEW_ERRORS,
  INTERVIEW_MESSAGES,
} from '../../../../shared/contract/interviews-messages.ts';
import { TIMESLOT_MESSAGES } from '../../../../shared/contract/timeslots-messages.ts';
import booking from '../../../lib/i18n/locales/en/booking.json';
import dashboard from '../../../lib/i18n/locales/en/dashboard.json';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { interviewAt } from '../test-data.ts';
import { InterviewsDashboard } from './interviews-dashboard.tsx';

const HOUR = 3_600_000;
const upcoming = interviewAt(1, new Date(Date.now() + 48 * HOUR), {
  title: 'Notebook review',
  notes: 'Bring the robot',
});
const canceled = interviewAt(2, new Date(Date.now() + 72 * HOUR), {
  title: 'Changed our mind',
  status: 'canceled',
});
const done = interviewAt(3, new Date(Date.now() - 48 * HOUR), { title: 'Last year' });

/** What DELETE /api/interviews/1 answers: the interview, kept as history with status canceled. */
const canceledReply = { status: 200, body: { ...upcoming, status: 'canceled' } };

function setup(deleteReply: { status: number; body?: unknown }) {
  return mockFetch({
    'GET /api/auth/me': { status: 200, body: teamSession },
    'GET /api/interviews': { status: 200, body: [done, upcoming, canceled] },
    'DELETE /api/interviews/1': deleteReply,
  });
}

describe('InterviewsDashboard (spec 2.15)', () => {
  it('puts future interviews under Upcoming and started or canceled ones under Past', async () => {
    setup(canceledReply);
    renderWithProviders(<InterviewsDashboard />);
    const upcomingPanel = await screen.findByRole('tabpanel');
    expect(within(upcomingPanel).getByText('Notebook review')).toBeInTheDocument();
    expect(within(upcomingPanel).getByText('Bring the robot')).toBeInTheDocument();
    expect(within(upcomingPanel).getByText('Scheduled')).toBeInTheDocument();
    expect(within(upcomingPanel).getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute(
      'href',
      '/api/interviews/1/calendar.ics',
    );
    expect(within(upcomingPanel).queryByText('Changed our mind')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Past Interviews' }));
    const pastPanel = screen.getByRole('tabpanel');
    expect(within(pastPanel).getByText('Changed our mind')).toBeInTheDocument();
    expect(within(pastPanel).getByText('Canceled')).toBeInTheDocument();
    expect(within(pastPanel).getByText('Scheduled')).toBeInTheDocument();
    expect(
      within(pastPanel).queryByRole('button', { name: 'Cancel Interview' }),
    ).not.toBeInTheDocument();
  });

  it('cancels after the confirmation and says so', async () => {
    const fetchMock = setup(canceledReply);
    renderWithProviders(<InterviewsDashboard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Interview' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText(
        'Are you sure you want to cancel this interview? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Interview' }));
    expect(await screen.findByText('Interview Canceled')).toBeInTheDocument();
    expect(screen.getByText('Your interview has been canceled successfully.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/interviews/1' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it("puts the interview cards' h3 titles under a heading of their panel (headings in order)", async () => {
    setup(canceledReply);
    renderWithProviders(<InterviewsDashboard />);
    await screen.findByRole('button', { name: 'Cancel Interview' });
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming Interviews' });
    expect(
      within(panel).getByRole('heading', { level: 2, name: 'Upcoming Interviews' }),
    ).toBeInTheDocument();
    expect(within(panel).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  });

  it('keeps the interview when asked to', async () => {
    const fetchMock = setup(canceledReply);
    renderWithProviders(<InterviewsDashboard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Interview' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Keep Interview',
      }),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it("shows the spec's failure toast", async () => {
    setup({ status: 500, body: { message: 'Something went wrong' } });
    renderWithProviders(<InterviewsDashboard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Interview' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel Interview',
      }),
    );
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error canceling your interview. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows both empty states', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/interviews': { status: 200, body: [] },
    });
    renderWithProviders(<InterviewsDashboard />);
    expect(await screen.findByText('No Upcoming Interviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an Interview' })).toHaveAttribute(
      'href',
      '/home',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Past Interviews' }));
    expect(screen.getByText('No Past Interviews')).toBeInTheDocument();
  });

  it("shows what the judging room recorded on the team's interview, and nothing while it is waiting", async () => {
    const checkedIn = interviewAt(4, new Date(Date.now() + 2 * HOUR), {
      title: 'Checked in',
      progress: 'arrived',
    });
    mockFetch({
      'GET /api/auth/me': { status: 200, body: teamSession },
      'GET /api/interviews': { status: 200, body: [checkedIn, upcoming] },
    });
    renderWithProviders(<InterviewsDashboard />);
    const panel = await screen.findByRole('tabpanel');
    expect(
      await within(panel).findByText(
        'Checked in at the judging room: the judges will call you in.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getAllByRole('status')).toHaveLength(1);
  });
});

describe('the dashboard and booking texts in the reader’s language', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('keeps the shared English texts the server also uses word for word', () => {
    expect(booking.picker.loading).toBe(TIMESLOT_MESSAGES.loading);
    expect(booking.picker.noneTitle).toBe(TIMESLOT_MESSAGES.noneTitle);
    expect(booking.picker.noneInWindow).toBe(TIMESLOT_MESSAGES.noneInWindow);
    expect(booking.picker.dayNotSet).toBe(TIMESLOT_MESSAGES.dayNotSet);
    expect(booking.picker.noneScheduled.replace('{{date}}', 'Mar 1, 2026')).toBe(
      TIMESLOT_MESSAGES.noneScheduled('Mar 1, 2026'),
    );
    expect(booking.card.limitReached_one).toBe(INTERVIEW_ERRORS.limitReached(1));
    expect(booking.card.limitReached_other.replace('{{count}}', '3')).toBe(
      INTERVIEW_ERRORS.limitReached(3),
    );
    expect([booking.toast.failedTitle, booking.toast.failed]).toEqual(
      Object.values(INTERVIEW_MESSAGES.bookingFailed),
    );
    expect([booking.toast.authRequiredTitle, booking.toast.authRequired]).toEqual(
      Object.values(INTERVIEW_MESSAGES.authRequired),
    );
    expect(booking.toast.offline).toBe(INTERVIEW_MESSAGES.bookingOffline);
    expect([booking.schedule.noneTitle, booking.schedule.noneDescription]).toEqual([
      INTERVIEW_MESSAGES.noneTitle,
      INTERVIEW_MESSAGES.noneDescription,
    ]);
    expect(dashboard.cancelConfirm).toBe(INTERVIEW_MESSAGES.cancelConfirm);
    expect([dashboard.toast.canceledTitle, dashboard.toast.canceled]).toEqual(
      Object.values(INTERVIEW_MESSAGES.canceled),
    );
    expect([dashboard.toast.cancelFailedTitle, dashboard.toast.cancelFailed]).toEqual(
      Object.values(INTERVIEW_MESSAGES.cancelFailed),
    );
    expect(dashboard.toast.offline).toBe(INTERVIEW_MESSAGES.cancelOffline);
    expect([dashboard.noUpcoming, dashboard.noPast]).toEqual([
      INTERVIEW_MESSAGES.noUpcoming,
      INTERVIEW_MESSAGES.noPast,
    ]);
  });

  it('shows the tabs, the card and the cancel toast in Spanish', async () => {
    await i18next.changeLanguage('es');
    setup(canceledReply);
    renderWithProviders(<InterviewsDashboard />);
    expect(await screen.findByRole('tab', { name: 'Próximas entrevistas' })).toBeInTheDocument();
    expect(screen.getByText('Programada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir al calendario' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar entrevista' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar entrevista' }));
    expect(await screen.findByText('Entrevista cancelada')).toBeInTheDocument();
  });
});
