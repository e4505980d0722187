import { expect, test, uniqueEmail } from './fixtures';
import { fillDraft } from './gift-helpers';

const VCF = [
  ['Ann Lee', 'ann@example.com', 'BDAY:1990-04-12'],
  ['Bea Stone', 'bea@example.com', 'TEL;TYPE=cell:+44 7700 900123'],
  ['Cal Moss', 'cal@example.com', ''],
]
  .map(([name, email, extra]) => ['BEGIN:VCARD', 'VERSION:3.0', `FN:${name}`, `EMAIL:${email}`, ...(extra ? [extra] : []), 'END:VCARD'].join('\r\n'))
  .join('\r\n');

test('a member imports a .vcf on /contacts, then picks a contact in the gift form\'s combobox by keyboard', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill(uniqueEmail('contacts'));
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contacts' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await page.getByLabel('Import a .vcf file').setInputFiles({ name: 'contacts.vcf', mimeType: 'text/vcard', buffer: Buffer.from(VCF) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported: 3 new, 0 updated.' })).toBeVisible();
  const ann = page.getByRole('article', { name: 'Ann Lee' });
  await expect(ann).toContainText('Birthday: 12 April 1990');

  await fillDraft(page, { message: 'Happy birthday!' });
  await page.getByRole('button', { name: 'Puzzle Preview' }).click();
  const combobox = page.getByRole('combobox', { name: 'Pick from contacts' });
  await combobox.fill('bea');
  await expect(page.getByRole('option')).toHaveText([/Bea Stone/]);
  await combobox.press('ArrowDown'); // the one option stays active
  await combobox.press('Enter');
  await expect(page.getByLabel("Recipient's name")).toHaveValue('Bea Stone');
  await expect(page.getByLabel("Recipient's e-mail")).toHaveValue('bea@example.com');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
});
