import { expect, test } from '@playwright/test';
import { signInAdminViaApi, signedInTeam } from './fixtures.ts';

const ORBIT_MANUAL = `# Orbit Relay Manual

## Section 1: Orbit Rules

<SG1> **Launch window.** Robots launch comets only from inside their launch circle.

<SG2> **Comet values.** A comet resting in the upper orbit ring scores 7 points; in the lower ring, 2 points.
`;

test.describe('Game Manual AI', () => {
  test('with no AI keys, a question about the sample manual shows the right rule and its text @phone', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signedInTeam(page, playwright, baseURL!);
    await page.goto('/game-manual');

    await expect(page.getByRole('heading', { name: 'Game Manual AI' })).toBeVisible();
    const ask = page.getByRole('button', { name: 'Ask Question' });
    await expect(ask).toBeDisabled();
    await expect(page.getByLabel('Model')).toHaveText(/GPT-4o \(recommended\)/);
    await expect(page.getByText(/No AI model is configured on this server/)).toBeVisible();

    await page
      .getByRole('button', { name: 'What is the maximum robot size at the start of a match?' })
      .click();
    await ask.click();

    await expect(page.getByTestId('model-used')).toHaveText(
      'Manual search (no AI model configured)',
    );
    const answer = page.getByTestId('formatted-answer');
    await expect(answer.getByRole('heading', { name: 'Quote Extraction' })).toBeVisible();
    await expect(answer.locator('blockquote').first()).toContainText(
      'Starting size. At the start of every Match, the Robot must fit within a volume of 18 in',
    );

    const references = page.getByRole('region', { name: 'References' });
    await references.getByRole('button', { name: 'Open rule <R4>' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Rule <R4> Starting size' })).toBeVisible();
    await expect(dialog).toContainText('18 in (457.2 mm) long by 18 in (457.2 mm) wide');
  });

  test('an admin uploads a manual and questions find its rules', async ({
    page,
    baseURL,
    playwright,
    browser,
  }) => {
    await signInAdminViaApi(page.request);
    await page.goto('/game-manual');

    const documents = page.getByRole('list', { name: 'Manual documents' });
    await expect(documents).toContainText('Lantern Lift: Sample Game Manual');
    await page.getByLabel('Manual file (PDF, Markdown or text)').setInputFiles({
      name: 'orbit-relay.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(ORBIT_MANUAL),
    });
    await page.getByLabel('Title (optional)').fill('Orbit Relay 2026');
    await page.getByRole('button', { name: 'Upload Manual' }).click();
    await expect(page.getByText('Manual Uploaded', { exact: true })).toBeVisible();
    await expect(
      documents.getByRole('listitem').filter({ hasText: 'Orbit Relay 2026' }),
    ).toContainText('Answering');
    await expect(page.getByText('Answers come from: Orbit Relay 2026.')).toBeVisible();

    // A team now asks about the new manual.
    const teamContext = await browser.newContext({ baseURL });
    const teamPage = await teamContext.newPage();
    await signedInTeam(teamPage, playwright, baseURL!);
    await teamPage.goto('/game-manual');
    await teamPage
      .getByLabel('Your question')
      .fill('How many points is a comet in the upper orbit ring worth?');
    await teamPage.getByRole('button', { name: 'Ask Question' }).click();
    await expect(
      teamPage.getByTestId('formatted-answer').locator('blockquote').first(),
    ).toContainText('scores 7 points');
    await expect(
      teamPage.getByRole('region', { name: 'References' }).getByRole('button').first(),
    ).toHaveText('<SG2>');
    await teamContext.close();

    // Deleting it hands the answers back to the sample.
    await documents.getByRole('button', { name: 'Delete Orbit Relay 2026' }).click();
    await page.getByRole('button', { name: 'Delete Manual' }).click();
    await expect(page.getByText('Manual Deleted', { exact: true })).toBeVisible();
    await expect(documents).not.toContainText('Orbit Relay 2026');
    await expect(page.getByText(/built-in sample manual/)).toBeVisible();
  });

  test('a failing provider shows the error toast and the page keeps working', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signedInTeam(page, playwright, baseURL!);
    await page.route('**/api/manual/ask', (route) =>
      route.fulfill({
        status: 504,
        json: { message: 'The AI service took too long to answer. Please try again.' },
      }),
    );
    await page.goto('/game-manual');
    await page.getByLabel('Your question').fill('How long is the autonomous period?');
    await page.getByRole('button', { name: 'Ask Question' }).click();
    await expect(
      page.getByText('Failed to get an answer. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'took too long' })).toBeVisible();

    await page.unroute('**/api/manual/ask');
    await page.getByRole('button', { name: 'Ask Question' }).click();
    await expect(page.getByRole('region', { name: 'References' })).toContainText('<SG2>');
  });
});

test('a question typed into the page the server drew before the app is live is kept, and can be asked (decision 226)', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signedInTeam(page, playwright, baseURL!);
  // The app's scripts come late, as on a slow network: the page the server drew shows first.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/game-manual', { waitUntil: 'commit' });
  const question = page.getByLabel('Your question');
  // Typed at once, into the drawn page: nothing of the app has run yet.
  await question.fill('How long is the autonomous period?');
  await expect(page.getByRole('button', { name: 'Ask Question' })).toHaveAttribute('inert');
  release();
  // Once the app has the page, the question is the app's: counted, and it can be asked.
  await expect(page.getByText('34/1000', { exact: false })).toBeVisible();
  await expect(question).toHaveValue('How long is the autonomous period?');
  await expect(page.getByRole('button', { name: 'Ask Question' })).toBeEnabled();
  await page.getByRole('button', { name: 'Ask Question' }).click();
  await expect(page.getByRole('region', { name: 'References' })).toBeVisible();
});

test.describe('Perplexity web-search manual', () => {
  test('answers from the manual without a key, and lists the sources a provider cites', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signedInTeam(page, playwright, baseURL!);
    await page.goto('/perplexity-manual');
    await expect(page.getByLabel('Model')).toHaveCount(0);

    await page.getByLabel('Your question').fill('What is the penalty for pinning an opponent?');
    await page.getByRole('button', { name: 'Ask Question' }).click();
    await expect(page.getByTestId('model-used')).toHaveText(
      'Manual search (no web-search provider configured)',
    );
    await expect(page.getByRole('region', { name: 'Sources' })).toContainText(
      'no web sources were consulted',
    );
    await expect(page.getByRole('region', { name: 'References' })).toContainText('<G9>');

    // What a configured provider's answer looks like (the provider itself is tested in the API suite).
    await page.route('**/api/manual/ask-perplexity', (route) =>
      route.fulfill({
        json: {
          answer: '## Summary\nPinning for more than 5 seconds is a Minor Violation (<G9>).',
          modelUsed: 'Perplexity sonar',
          references: ['<G9>'],
          mode: 'model',
          citations: ['https://www.vexrobotics.com/qa/1234'],
        },
      }),
    );
    await page.getByRole('button', { name: 'Ask Question' }).click();
    await expect(page.getByTestId('model-used')).toHaveText('Perplexity sonar');
    await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.vexrobotics.com/qa/1234',
    );

    await page.route('**/api/manual/ask-perplexity', (route) =>
      route.fulfill({
        status: 502,
        json: { message: 'The AI service is busy right now. Please try again in a moment.' },
      }),
    );
    await page.getByRole('button', { name: 'Ask Question' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(
      page.getByText('The AI service is busy right now. Please try again in a moment.').first(),
    ).toBeVisible();
  });
});
