import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { consentFixture, teamFixture } from '../../../test/contract-fixtures.ts';
import { chooseOption, stubPointerApis } from '../../../test/radix-select.ts';
import { TeamRegistrationForm } from './team-registration-form.tsx';

beforeAll(stubPointerApis);

const signedOut = { status: 401, body: { message: 'Authentication required' } };
const noConsent = {
  status: 404,
  body: { message: 'No consent form has been submitted for this team' },
};
const raptors = teamFixture({ id: 7, name: 'Robo Raptors', isRegistered: false });
const consent = consentFixture({ teamId: 7, createdAt: '2025-05-01T10:00:00.000Z' });

describe('TeamRegistrationForm (screens A and B)', () => {
  it('asks for a team first, then shows that team’s consent form', async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: [raptors] },
      'GET /api/teams/7': { status: 200, body: raptors },
      'GET /api/teams/7/consent': noConsent,
    });
    renderWithProviders(<TeamRegistrationForm />, { path: '/consent' });
    const user = userEvent.setup();

    expect(
      await screen.findByText('Please select your team to access the registration form.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Select Your Team' })).toHaveTextContent(
        'Choose your team to continue',
      ),
    );
    await chooseOption(user, 'Select Your Team', /Robo Raptors/);

    expect(await screen.findByText('Utility Bot Rental Consent Form')).toBeInTheDocument();
    expect(screen.getByText('Tournament Use Only - Team: Robo Raptors')).toBeInTheDocument();
    for (const section of ['Team Information', 'Consent Terms', 'Digital Signature']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Submit Consent Form' }));
    expect(await screen.findByText('You must consent to location tracking')).toBeInTheDocument();
    expect(screen.getByText('Digital signature is required')).toBeInTheDocument();
    expect(screen.queryByText('Please select a team')).not.toBeInTheDocument();
  });

  it('submits, thanks the coach and goes home after 2.5 s', async () => {
    let signedIn = false;
    mockFetch({
      'GET /api/auth/me': () => (signedIn ? { status: 200, body: teamSession } : signedOut),
      'GET /api/teams': { status: 200, body: [raptors] },
      'GET /api/teams/7': { status: 200, body: raptors },
      'GET /api/teams/7/consent': noConsent,
      'POST /api/teams/7/consent': () => {
        signedIn = true;
        return { status: 201, body: consent };
      },
    });
    const { location } = renderWithProviders(<TeamRegistrationForm />, {
      path: '/consent?teamId=7',
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Coach Name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Coach Email'), 'jordan@example.org');
    await user.type(screen.getByLabelText('Coach Phone'), '5550104477');
    await user.type(screen.getByLabelText('Team code'), 'ABCD2345EFGH');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.type(screen.getByLabelText('Signature (type your full name)'), 'Jordan Rivera');
    await user.click(screen.getByRole('button', { name: 'Submit Consent Form' }));

    expect(await screen.findByText('Consent Form Completed')).toBeInTheDocument();
    expect(screen.getByText('Consent Form Submitted')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for completing the consent form. You are now registered for the tournament.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Already Registered')).not.toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/home'), { timeout: 3500 });
  });

  it('shows Submission Failed on other errors and keeps the form editable', async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: [raptors] },
      'GET /api/teams/7': { status: 200, body: raptors },
      'GET /api/teams/7/consent': noConsent,
      'POST /api/teams/7/consent': {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      },
    });
    renderWithProviders(<TeamRegistrationForm />, { path: '/consent?teamId=7' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Coach Name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Coach Email'), 'jordan@example.org');
    await user.type(screen.getByLabelText('Coach Phone'), '5550104477');
    await user.type(screen.getByLabelText('Team code'), 'ABCD2345EFGH');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.type(screen.getByLabelText('Signature (type your full name)'), 'Jordan Rivera');
    await user.click(screen.getByRole('button', { name: 'Submit Consent Form' }));

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error submitting the consent form. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Consent Form' })).toBeEnabled();
    expect(screen.getByLabelText('Coach Name')).toBeEnabled();
  });

  it('offers a registered team sign-in with its code instead of the form', async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: [{ ...raptors, isRegistered: true }] },
      'GET /api/teams/7': { status: 200, body: { ...raptors, isRegistered: true } },
      'GET /api/teams/7/consent': { status: 200, body: consent },
      'POST /api/auth/team-login': { status: 200, body: teamSession },
    });
    const { location } = renderWithProviders(<TeamRegistrationForm />, {
      path: '/consent?teamId=7',
    });
    const user = userEvent.setup();

    expect(await screen.findByText('Consent Form Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Consent Form' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Team code'), 'abcd-2345-efgh');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Automatically signed in')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/home'), { timeout: 3500 });
  });

  it('sends a signed-in user home after 1.5 s', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: teamSession } });
    const { location } = renderWithProviders(<TeamRegistrationForm />, { path: '/consent' });
    expect(
      await screen.findByText('Your team is already registered. Redirecting to home page.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/home'), { timeout: 2500 });
  });
});
