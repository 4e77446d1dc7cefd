import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import {
  createTeamViaApi,
  signedInTeam,
  signInAdminViaApi,
  signInAdminViaPage,
} from './fixtures.ts';
import { futureDay, setTournamentDateViaApi } from './fixtures-scheduling.ts';

/** The judging day itself: code sheets, the judging rooms' queues, the now/next screen. */

// Each journey drives two browsers against one server on two shared cores: first paints can be slow.
test.describe.configure({ timeout: 180_000 });
const FIRST_PAINT = { timeout: 30_000 };

/** A local wall-clock time on a yyyy-mm-dd day, as an ISO instant (browser and test share a zone). */
function at(day: string, hour: number, minute: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hour, minute).toISOString();
}

async function adminApi(playwright: Parameters<typeof createTeamViaApi>[0], baseURL: string) {
  const admin = await playwright.request.newContext({ baseURL });
  await signInAdminViaApi(admin);
  return admin;
}

/** A slot booked at once for the team (POST /api/timeslots with a team); returns its interview. */
async function bookedSlot(
  admin: APIRequestContext,
  startTime: string,
  room: string,
  teamId: number,
) {
  const created = await admin.post('/api/timeslots', { data: { startTime, room, teamId } });
  expect(created.status(), await created.text()).toBe(201);
  const slotId = ((await created.json()) as { id: number }).id;
  const interviews = await admin.get(`/api/interviews?teamId=${teamId}`);
  const interview = ((await interviews.json()) as { id: number; timeslotId: number }[]).find(
    (i) => i.timeslotId === slotId,
  );
  expect(interview).toBeTruthy();
  return interview!.id;
}

async function setProgress(admin: APIRequestContext, interviewId: number, progress: string) {
  const response = await admin.put(`/api/interviews/${interviewId}/progress`, {
    data: { progress },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The text a QR code on the page holds: its SVG drawn as an image, the pixels decoded with jsQR. */
async function decodeQr(page: Page, alt: string): Promise<string | null> {
  const image = await page.getByRole('img', { name: alt }).evaluate(async (svg: SVGSVGElement) => {
    const img = new Image(320, 320);
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0, 320, 320);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}

test('the code sheets have one card per team with a QR code of its registration link, which chooses the team and fills its code', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  const team = await createTeamViaApi(playwright, baseURL!, `Sheet Team ${Date.now()}`);
  await signInAdminViaPage(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Print Team Codes' }).click();
  await expect(page).toHaveURL(/\/admin\/code-sheets$/);
  await expect(page.getByRole('heading', { name: 'Team Code Sheets' })).toBeVisible();

  const allTeams = (await (await page.request.get('/api/teams')).json()) as unknown[];
  await expect(page.getByTestId('team-code-card')).toHaveCount(allTeams.length, FIRST_PAINT);
  const card = page.getByTestId('team-code-card').filter({ hasText: team.name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(team.joinCode.replace(/(.{4})(?=.)/g, '$1-'));

  const link = await decodeQr(page, `QR code: registration link for ${team.name}`);
  expect(link).toBe(`${baseURL}/register#team=${team.id}&code=${team.joinCode}`);

  // A coach scans it: a fresh browser sees the form with the team chosen and the code typed.
  const coach = await browser.newContext();
  const phone = await coach.newPage();
  await phone.goto(link!);
  // The browser's own select (decision 145): its value is the team's id, its chosen option the name.
  await expect(phone.getByRole('combobox', { name: 'Team' })).toHaveValue(
    String(team.id),
    FIRST_PAINT,
  );
  await expect(phone.getByRole('combobox', { name: 'Team' }).locator('option:checked')).toHaveText(
    team.name,
  );
  await expect(phone.getByLabel('Team code')).toHaveValue(
    team.joinCode.replace(/(.{4})(?=.)/g, '$1-'),
  );
  await expect.poll(() => phone.evaluate(() => window.location.hash)).toBe('');
  expect(new URL(phone.url()).pathname).toBe('/register');
  await coach.close();
});

test('an admin checks a team in from the judging room queue and the team’s open page shows it live', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  const day = futureDay(70);
  await setTournamentDateViaApi(playwright, baseURL!, day);
  const team = await signedInTeam(page, playwright, baseURL!, `Queue Team ${Date.now()}`);
  const admin = await adminApi(playwright, baseURL!);
  await bookedSlot(admin, at(day, 11, 0), `Queue Room ${Date.now()}`, team.id);
  await admin.dispose();

  await page.goto('/dashboard');
  await expect(page.getByText('Judging Interview').first()).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Checked in at the judging room')).toBeHidden();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAdminViaPage(adminPage);
  // Signed in once the dashboard offers to log out (leaving earlier would abort the sign-in).
  await expect(adminPage.getByRole('button', { name: 'Logout' })).toBeVisible(FIRST_PAINT);
  await adminPage.goto('/home');
  await expect(adminPage.getByRole('group', { name: `Progress of ${team.name}` })).toBeVisible(
    FIRST_PAINT,
  );
  // A number given to the team now shows beside its name in the queue at once (decision 197).
  const number = `J${String(team.id).slice(-6)}`;
  const numbering = await adminPage.request.patch(`/api/teams/${team.id}`, { data: { number } });
  expect(numbering.status(), await numbering.text()).toBe(200);
  const row = adminPage.getByRole('group', { name: `Progress of ${number} ${team.name}` });
  await expect(row).toBeVisible();
  await expect(
    adminPage.getByRole('listitem', { name: new RegExp(`${number} ${team.name}$`) }),
  ).toContainText(`${number} ${team.name}`);
  const arrived = row.getByRole('button', { name: 'Arrived' });
  const box = await arrived.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  const saved = adminPage.waitForResponse(
    (r) => r.url().includes('/progress') && r.request().method() === 'PUT',
  );
  await arrived.click();
  expect((await saved).status()).toBe(200);
  const answeredAt = Date.now();
  // Pushed over the event stream: no reload, no poll (polling runs only while the stream is down).
  await expect(page.getByText('Checked in at the judging room')).toBeVisible();
  test.info().annotations.push({
    type: 'live update after the admin’s answer (ms)',
    description: String(Date.now() - answeredAt),
  });
  await expect(row.getByRole('button', { name: 'Arrived' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await adminContext.close();
});

test('/display shows each room’s team now and next, and changes when the admin marks one done', async ({
  page,
  playwright,
  baseURL,
}) => {
  const day = futureDay(71);
  await setTournamentDateViaApi(playwright, baseURL!, day);
  const stamp = Date.now();
  const room = `Gym ${stamp}`;
  const first = await createTeamViaApi(playwright, baseURL!, `Display First ${stamp}`);
  const second = await createTeamViaApi(playwright, baseURL!, `Display Second ${stamp}`);
  const admin = await adminApi(playwright, baseURL!);
  const firstInterview = await bookedSlot(admin, at(day, 10, 0), room, first.id);
  await bookedSlot(admin, at(day, 10, 20), room, second.id);

  // A screen in the hall: nobody signed in.
  await page.goto(`/display?room=${encodeURIComponent(room)}`);
  const panel = page.getByRole('region', { name: room });
  await expect(panel.getByTestId('display-now')).toHaveText('No team in the room', FIRST_PAINT);
  await expect(panel.getByTestId('display-next')).toHaveText(first.name);
  await expect(panel.getByLabel('Time to the next start')).toContainText('starts in');
  await expect(page.getByRole('banner')).toHaveCount(0);

  await setProgress(admin, firstInterview, 'in_interview');
  await expect(panel.getByTestId('display-now')).toHaveText(first.name);
  await expect(panel.getByTestId('display-next')).toHaveText(second.name);

  await setProgress(admin, firstInterview, 'done');
  await expect(panel.getByTestId('display-now')).toHaveText('No team in the room');
  await expect(panel.getByTestId('display-next')).toHaveText(second.name);
  await admin.dispose();
});
