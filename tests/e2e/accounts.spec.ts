import type { APIRequestContext, Page } from '@playwright/test';
import { mailTo } from '../server/helpers/smtp';
import { expect, test, uniqueEmail, type Site } from './fixtures';
import { setRoleByEmail } from '../../server/repos/users';

const PASSWORD = 'correct horse battery';
const RED = 'rgb(185, 28, 28)'; // --color-danger

/** Creates an account through the real API, without touching the page's cookies. */
async function createAccount(request: APIRequestContext, site: Site, email: string, password = PASSWORD) {
  const response = await request.post('/api/auth/register', { data: { email, password }, headers: { origin: site.url } });
  expect(response.status(), await response.text()).toBe(201);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

// Every worker shares one app, and all requests come from 127.0.0.1: each test starts and ends with a
// clean failed-login/reset counter, so deliberate failures never throttle another test (or spec file).
const clearThrottle = async ({ site }: { site: Site }) => {
  await site.app.db.deleteFrom('login_failures').execute();
};
test.beforeEach(clearThrottle);
test.afterEach(clearThrottle);

test.describe('accounts', () => {
  test('register, see Logout, log out, log in again; the session survives a reload', async ({ page }) => {
    const email = uniqueEmail('reg');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Your Free Account' })).toBeVisible();
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

    await page.reload(); // the HttpOnly cookie, not client state, keeps us signed in
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

    await logout(page);
    await page.reload();
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

    await login(page, email);
  });

  test('the register page links to login, and login links to register and reset', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('link', { name: 'Already have an account? Login here' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('login shows the exact message for an unknown e-mail and for a wrong password', async ({ page, request, site }) => {
    const email = uniqueEmail('wrong');
    await createAccount(request, site, email);
    await page.goto('/login');

    await fillLogin(page, uniqueEmail('nobody'), PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('No user found with this email.');

    await fillLogin(page, email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect password.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('after too many failures, login shows the server’s throttle message', async ({ page, request, site }) => {
    const email = uniqueEmail('throttled');
    await createAccount(request, site, email);
    // Ten real failed attempts from this machine's address (unknown addresses fail without hashing).
    let refusal = '';
    for (let attempt = 0; attempt <= 10 && !refusal; attempt += 1) {
      const response = await request.post('/api/auth/login', {
        data: { email: uniqueEmail('ghost'), password: PASSWORD },
        headers: { origin: site.url },
      });
      if (response.status() === 429) refusal = ((await response.json()) as { message: string }).message;
    }
    expect(refusal).toMatch(/Too many/);

    await page.goto('/login');
    await fillLogin(page, email, PASSWORD); // even the right password waits out the block
    await expect(page.getByRole('alert')).toHaveText(refusal);
  });

  test('a too-short password on register shows the server’s message in red', async ({ page, request, site }) => {
    const email = uniqueEmail('short');
    const api = await request.post('/api/auth/register', { data: { email, password: 'short' }, headers: { origin: site.url } });
    expect(api.status()).toBe(400);
    const serverMessage = ((await api.json()) as { message: string }).message;

    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    const error = page.getByRole('alert');
    await expect(error).toHaveText(serverMessage);
    await expect(error).toHaveClass(/form-error/);
    await expect(error).toHaveCSS('color', RED);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('registering an address twice shows the server’s message', async ({ page, request, site }) => {
    const email = uniqueEmail('twice');
    await createAccount(request, site, email);
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
  });

  test('Remember me stores the e-mail, pre-fills it next time, and unticking forgets it', async ({ page, request, site }) => {
    const email = uniqueEmail('remember');
    await createAccount(request, site, email);
    const stored = () => page.evaluate(() => localStorage.getItem('rememberMe'));

    await page.goto('/login');
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await box.check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await stored()).toBe(email);

    await logout(page);
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(box).toBeChecked();

    await box.uncheck();
    expect(await stored()).toBeNull();
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(box).not.toBeChecked();
  });

  test('reset the password with the e-mailed link; the new one works, the old one and the used link do not', async ({ page, request, site }) => {
    const email = uniqueEmail('reset');
    const newPassword = 'a brand new secret';
    await createAccount(request, site, email);

    await page.goto('/reset-password');
    await expect(page.getByText(/check your spam or junk folder/i)).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('unknown'));
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(page.getByText('❌ No user found with that email.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(page.getByText('✅ Password reset email sent. Please check your inbox.')).toBeVisible();

    const mail = await site.smtp.nextMail((m) => mailTo(m).includes(email));
    const link = new RegExp(`${site.url.replace(/[.]/g, '\\.')}/new-password#[A-Za-z0-9_-]+`).exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeTruthy();

    await page.goto(link!);
    await expect(page).toHaveURL(/\/new-password$/); // the token leaves the address bar once read
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('something else entirely');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(/The two passwords do not match\./);

    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await page.getByRole('link', { name: 'Log in with your new password.' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await logout(page);

    await page.goto('/login');
    await fillLogin(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Incorrect password.');

    // The link works once: a second use shows the server's message and a way to get a new one.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('yet another password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('yet another password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
    await expect(page.getByRole('alert').getByRole('link', { name: 'Request a new reset e-mail' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  test('/new-password without a code explains and links to the reset request', async ({ page }) => {
    await page.goto('/new-password');
    await expect(page.getByRole('alert')).toContainText('no reset code');
    await page.getByRole('link', { name: 'Request a new reset e-mail' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });
});

test.describe('admin guard', () => {
  const promote = (site: Site, email: string) => setRoleByEmail(site.app.db, email, 'admin');

  test('signed out, the scheduler redirects to /admin-login', async ({ page }) => {
    await page.goto('/admin-scheduler');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  test('a normal user sees "Admins only"; once promoted, the scheduler', async ({ page, request, site }) => {
    const email = uniqueEmail('member');
    await createAccount(request, site, email);
    await login(page, email);

    await page.goto('/admin-scheduler');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Scheduler' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin-scheduler$/);

    await promote(site, email);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Scheduler' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admins only' })).toHaveCount(0);
  });

  test('admin login: a member is told it is not an admin; an admin lands on the scheduler', async ({ page, request, site }) => {
    const member = uniqueEmail('plain');
    const admin = uniqueEmail('boss');
    await createAccount(request, site, member);
    await createAccount(request, site, admin);
    await promote(site, admin);

    await page.goto('/admin-login');
    await fillLogin(page, member, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('This account is not an admin.');
    await expect(page).toHaveURL(/\/admin-login$/);

    await logout(page);
    await page.goto('/admin-login');
    await fillLogin(page, admin, 'wrong password here');
    const error = page.getByRole('alert');
    await expect(error).toHaveText('Incorrect password.'); // the server's message, as is
    await expect(error).toHaveCSS('color', RED);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin-scheduler$/);
    await expect(page.getByRole('heading', { name: 'Admin Scheduler' })).toBeVisible();
  });
});
