import { expect, test } from '@playwright/test';
import { adminTeamRow, signInAdminViaPage } from './fixtures.ts';

/** The organiser's day, starting with a spreadsheet of teams. */

test('the admin imports teams from a CSV file, fixing a bad row first, and every team appears with a code', async ({
  page,
}) => {
  const stamp = Date.now();
  const names = [
    `Imported Alpha ${stamp}`,
    `Imported Beta; ${stamp}`,
    `Imported Gamma ${stamp}`,
  ] as const;
  const upload = (text: string) => ({
    name: 'teams.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });

  await signInAdminViaPage(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Import Teams' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Teams' });

  // A file with a repeated name: every problem is shown by line and nothing can be imported.
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      upload(`\uFEFFname;description\r\n${names[0]};first\r\n${names[0].toUpperCase()};again\r\n`),
    );
  await expect(dialog.getByRole('alert')).toContainText(`Line 3: This name is already on line 2`);
  await expect(dialog.getByRole('button', { name: 'Import Teams' })).toBeDisabled();

  // The fixed file previews clean and imports all three.
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      upload(
        `name,description,coach\n${names[0]},first,Ann\n"${names[1]}","quoted, with a comma",Bo\n${names[2]},,Cy\n`,
      ),
    );
  await expect(dialog.getByText('3 teams are ready to import.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 Teams' }).click();
  await expect(
    page.getByText('3 teams were added with their team codes.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const name of names) {
    const row = await adminTeamRow(page, name);
    await expect(row).toContainText('Not registered');
    await expect(row.locator('.font-mono')).not.toBeEmpty();
  }
  await expect(await adminTeamRow(page, names[1])).toContainText('quoted, with a comma');
});
