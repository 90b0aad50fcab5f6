import { expect, test } from './fixtures';
import { collectConsoleErrors } from './console-guard';
import { logInThroughPage, mailedLink, pngImage, uniqueEmail } from './accounts-helpers';

test('register through the e-mailed link, then log in and land on the account home', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('register');
  const password = 'Kulen-Falls-2025!';

  await page.goto('/send-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  // Social sign-in is not configured here: its button is hidden.
  await expect(page.getByTestId('social-sign-in')).toHaveCount(0);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(email);
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(sent).toBeHidden();

  await page.goto(await mailedLink(request, email, '/complete-registration'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete registration' }),
  ).toBeVisible();
  const form = page.getByTestId('registration-form');
  await expect(form.getByLabel('E-mail address')).toHaveValue(email);

  // Nothing is sent while the form is incomplete: the browser names every missing field.
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByText('Please enter your first name.')).toBeVisible();
  await expect(form.getByText('Please add a profile photo.')).toBeVisible();
  await expect(form.getByText('Please accept the terms of use.')).toBeVisible();

  await form.getByLabel('First name').fill('Sophea');
  await form.getByLabel('Last name').fill('Chan');
  await form.getByLabel('Date of birth').fill('1994-04-13');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Phone number').fill('+855 12 345 678');
  await form.getByLabel('Password', { exact: true }).fill('abc');
  await expect(page.getByTestId('password-strength')).toContainText('Weak');
  await form.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByTestId('password-strength')).toContainText('Strong');
  await form.getByLabel('Confirm the password').fill(password);
  await form.getByLabel('Profile photo').setInputFiles({
    name: 'sophea.png',
    mimeType: 'image/png',
    buffer: await pngImage(),
  });
  await expect(form.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await form.getByRole('checkbox', { name: /I accept the/ }).check();
  await form.getByRole('button', { name: 'Create my account' }).click();

  const success = page.getByRole('dialog', { name: 'Welcome to CamTour!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Go to log in' }).click();
  await expect(page).toHaveURL('/login');

  await logInThroughPage(page, { email, password });
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sophea' })).toBeVisible();
  await expect(page.getByTestId('dashboard-profile')).toContainText('Sophea Chan');
  await expect(page.getByTestId('dashboard-profile').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/media\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/,
  );
  // The account pages are for visitors only: a logged-in user is sent to the account home.
  await page.goto('/send-register');
  await expect(page).toHaveURL('/dashboard');
  expect(errors).toEqual([]);
});

test('the registration page in Khmer shows Khmer labels and Khmer error messages', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('khmer');
  const sent = await request.post('/api/web/send-register', {
    data: { to: email, lang: 'km' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(sent.status()).toBe(200);
  await page.addInitScript(() => window.localStorage.setItem('camtour_lang', 'km'));

  await page.goto(await mailedLink(request, email, '/complete-registration'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1, name: 'បញ្ចប់ការចុះឈ្មោះ' })).toBeVisible();
  const form = page.getByTestId('registration-form');
  await expect(form.getByLabel('នាមខ្លួន')).toBeVisible();
  await expect(form.getByLabel('នាមត្រកូល')).toBeVisible();
  await expect(form.getByLabel('ពាក្យសម្ងាត់', { exact: true })).toBeVisible();

  await form.getByLabel('នាមខ្លួន').fill('ស');
  await form.getByRole('button', { name: 'បង្កើតគណនីរបស់ខ្ញុំ' }).click();
  await expect(form.getByText('នាមខ្លួនត្រូវមានយ៉ាងហោចណាស់ 2 តួអក្សរ។')).toBeVisible();
  await expect(form.getByText('សូមបញ្ចូលនាមត្រកូលរបស់អ្នក។')).toBeVisible();
  await expect(form.getByText('សូមបន្ថែមរូបថតប្រវត្តិរូប។')).toBeVisible();
  // A Khmer name is letters and vowel signs: it is accepted.
  await form.getByLabel('នាមខ្លួន').fill('សុភា');
  await form.getByLabel('នាមត្រកូល').click();
  await expect(form.getByText('នាមខ្លួនត្រូវមានយ៉ាងហោចណាស់ 2 តួអក្សរ។')).toBeHidden();

  // Switching the language clears the form's errors (document 1 §1).
  await page.getByRole('button', { name: 'English' }).click();
  await expect(form.getByLabel('First name')).toBeVisible();
  await expect(form.getByText('Please enter your last name.')).toHaveCount(0);
});
