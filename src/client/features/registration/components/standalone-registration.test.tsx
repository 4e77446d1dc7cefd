import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants.ts';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { teamFixture } from '../../../test/contract-fixtures.ts';
import { chooseOption, stubPointerApis } from '../../../test/radix-select.ts';
import { StandaloneRegistration } from './standalone-registration.tsx';

beforeAll(stubPointerApis);

const signedOut = { status: 401, body: { message: 'Authentication required' } };
const teams = [
  teamFixture({ id: 7, name: 'Robo Raptors', isRegistered: false }),
  teamFixture({ id: 8, name: 'Gear Gurus', isRegistered: true }),
];
const consent = {
  teamId: 7,
  coachName: 'Jordan Rivera',
  coachEmail: 'jordan@example.org',
  coachPhone: '555-010-4477',
  locationTrackingConsent: true,
  behaviorAgreement: true,
  safeUseAgreement: true,
  damageAgreement: true,
  signature: 'Jordan Rivera',
  createdAt: '2025-05-01T10:00:00.000Z',
};

async function fillForm(user: UserEvent, { code = 'abcd-2345-efgh' } = {}) {
  await chooseOption(user, 'Team', /Robo Raptors/);
  await user.type(screen.getByLabelText('Coach Name'), 'Jordan Rivera');
  await user.type(screen.getByLabelText('Coach Email'), 'jordan@example.org');
  await user.type(screen.getByLabelText('Coach Phone'), '555-010-4477');
  // Pasted, as from the sheet's QR code or a message: typing 14 characters is slow on a busy CI.
  await user.click(screen.getByLabelText('Team code'));
  await user.paste(code);
  for (const name of [
    'Location Sharing Consent',
    'Behavior and Sportsmanship',
    'Safe and Responsible Use',
    'Damage or Misuse',
  ]) {
    await user.click(screen.getByRole('checkbox', { name }));
  }
  await user.type(screen.getByLabelText('Signature (type your full name)'), 'Jordan Rivera');
}

describe('StandaloneRegistration (screen C)', () => {
  it('opened from a code sheet’s QR link, chooses the team, types its code and clears the fragment', async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: teams },
    });
    window.history.replaceState(null, '', '/register#team=7&code=abcd2345efgh');
    renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    await waitFor(() => expect(screen.getByLabelText('Team code')).toHaveValue('ABCD-2345-EFGH'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Team' })).toHaveTextContent('Robo Raptors'),
    );
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/register');
  });

  it('shows every spec section 5 message on an empty submit, without calling the API', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: teams },
    });
    renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Complete Registration' }));

    for (const message of [
      'Please select a team',
      'Coach name is required',
      'Valid email address is required',
      'Valid phone number is required',
      'Please enter your team code',
      'You must consent to location tracking',
      'You must agree to behavior and sportsmanship terms',
      'You must agree to safe and responsible use',
      'You must agree to the damage or misuse terms',
      'Digital signature is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Coach Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter((c) => c[1]?.method === 'POST')).toHaveLength(0);
  });

  it('starts with every box unchecked and every field empty', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut, 'GET /api/teams': { status: 200, body: teams } });
    renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    expect(await screen.findByLabelText('Coach Name')).toHaveValue('');
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('registers with the team code, stores the browser keys, and goes home after 2 s', async () => {
    let signedIn = false;
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => (signedIn ? { status: 200, body: teamSession } : signedOut),
      'GET /api/teams': { status: 200, body: teams },
      'POST /api/teams/7/consent': () => {
        signedIn = true;
        return { status: 201, body: consent };
      },
    });
    const { location } = renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText('Registration Complete')).toBeInTheDocument();
    expect(screen.getByText('Registration Successful')).toBeInTheDocument();
    expect(screen.getByText('Your team has been registered successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(window.localStorage.getItem(STORAGE_KEYS.registrationComplete)).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.registeredTeamId)).toBe('7');
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      joinCode: 'ABCD2345EFGH',
      coachName: 'Jordan Rivera',
      coachEmail: 'jordan@example.org',
      coachPhone: '555-010-4477',
      locationTrackingConsent: true,
      behaviorAgreement: true,
      safeUseAgreement: true,
      damageAgreement: true,
      signature: 'Jordan Rivera',
    });
    expect(location.history).toEqual(['/register']);
    await waitFor(() => expect(location.history.at(-1)).toBe('/home'), { timeout: 3000 });
  }, 10_000);

  it('sends the same form again with the same Idempotency-Key, and signs in with the code when the replay sets no cookie', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      // The first answer is lost on the way back (so is its session cookie); the retry gets the
      // server's replay of it, which signs nobody in.
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: teams },
      'POST /api/teams/7/consent': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: consent, headers: { 'Idempotent-Replayed': 'true' } };
      },
      'POST /api/auth/team-login': { status: 200, body: teamSession },
    });
    renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('Registration Complete')).toBeInTheDocument();

    const keys = fetchMock.mock.calls
      .filter((c) => c[1]?.method === 'POST' && String(c[0]).endsWith('/consent'))
      .map((c) => (c[1]?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const login = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/auth/team-login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ teamId: 7, joinCode: 'ABCD2345EFGH' });
    expect(window.localStorage.getItem(STORAGE_KEYS.registeredTeamId)).toBe('7');
  }, 15_000);

  it('gives a corrected form a new Idempotency-Key (the server refuses a key reused for another body)', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: teams },
      'POST /api/teams/7/consent': {
        status: 401,
        body: { message: 'That team code is not right for this team' },
      },
    });
    renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    const user = userEvent.setup();
    await fillForm(user, { code: 'WXYZ-2345-ABCD' });
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Team code'));
    await user.paste('ABCD-2345-EFGH');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.filter((c) => c[1]?.method === 'POST')).toHaveLength(2),
    );
    const [first, second] = fetchMock.mock.calls
      .filter((c) => c[1]?.method === 'POST')
      .map((c) => (c[1]?.headers as Record<string, string>)['Idempotency-Key']);
    expect(second).not.toBe(first);
  }, 15_000);

  it('shows a refused code under the code field and in the Registration Failed toast', async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: teams },
      'POST /api/teams/7/consent': {
        status: 401,
        body: { message: 'That team code is not right for this team' },
      },
    });
    renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    const user = userEvent.setup();
    await fillForm(user, { code: 'WXYZ-2345-ABCD' });
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getAllByText('That team code is not right for this team')).toHaveLength(2);
    expect(screen.getByLabelText('Team code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  });

  it('shows the server field messages when it refuses the form', async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: teams },
      'POST /api/teams/7/consent': {
        status: 400,
        body: {
          message: 'Valid email address is required',
          errors: [{ field: 'coachEmail', message: 'Valid email address is required' }],
        },
      },
    });
    renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Coach Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats "already exists" as already registered: signs in with the code and goes home', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/teams': { status: 200, body: teams },
      'POST /api/teams/7/consent': {
        status: 409,
        body: { message: 'Consent form already exists for this team' },
      },
      'POST /api/auth/team-login': { status: 200, body: teamSession },
    });
    const { location } = renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText('Team Already Registered')).toBeInTheDocument();
    expect(
      screen.getByText("Your team is already registered. You'll be redirected to the home page."),
    ).toBeInTheDocument();
    const login = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/auth/team-login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ teamId: 7, joinCode: 'ABCD2345EFGH' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/home'), { timeout: 4000 });
  });

  it('says Already Registered to a signed-in user and goes home after 1.5 s', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 200, body: teamSession } });
    const { location } = renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    expect(await screen.findByText('Already Registered')).toBeInTheDocument();
    expect(
      screen.getByText('Your team is already registered. Redirecting to home page.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/home'), { timeout: 2500 });
  });

  it('says Registration Restored when the saved registration signed this browser in', async () => {
    window.localStorage.setItem(STORAGE_KEYS.registrationComplete, 'true');
    window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, '7');
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/auth/me?teamId=7': { status: 200, body: teamSession },
    });
    const { location } = renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    expect(await screen.findByText('Registration Restored')).toBeInTheDocument();
    expect(
      screen.getByText('Your previous registration was found. Redirecting to home.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/home'), { timeout: 2500 });
  });

  it('says so while teams load and when there are none', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut, 'GET /api/teams': { status: 200, body: [] } });
    renderWithProviders(<StandaloneRegistration />, { path: '/register' });
    expect(await screen.findByText('No teams available')).toBeInTheDocument();
  });
});
