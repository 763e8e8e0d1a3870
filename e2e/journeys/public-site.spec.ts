import { expect, test, type Page } from '../support/test.ts';
import { seriousViolations } from '../support/axe.ts';
import { notice } from '../support/notices.ts';
import { mailsContaining } from '../support/mail-sink.ts';
import { countCalls, storedMessages } from '../support/public-messages.ts';
import { DEMO_PASSWORD, unique } from '../support/users.ts';

async function description(page: Page) {
  return page.locator('meta[name="description"]').getAttribute('content');
}

test.describe('Public site', () => {
  test('a visitor reads the landing page in English, then in Spanish, and back', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'The carbon footprint of every shipment, leg by leg' })).toBeVisible();
    for (const heading of ['Every mode in one report', 'Calculated the way the standards say', 'From the calculation to the report you send', 'Ask for information']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const mode of ['Sea', 'Air', 'Road', 'Rail', 'Warehousing']) {
      await expect(page.getByRole('heading', { level: 3, name: mode, exact: true })).toBeVisible();
    }
    await expect(page.getByText('WTW = TTW + WTT')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scopes 1, 2 and 3' })).toBeVisible();
    await expect(page).toHaveTitle('Huella — greenhouse-gas accounting for logistics');
    expect(await description(page)).toContain('ISO 14083');
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/product');
    await expect(topBar.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(topBar.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Huella`);

    await page.getByRole('button', { name: 'ESP' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'La huella de carbono de cada envío, tramo a tramo' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Todos los modos en un informe' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Ferrocarril' })).toBeVisible();
    await expect(page).toHaveTitle('Huella — contabilidad de gases de efecto invernadero para la logística');
    expect(await description(page)).toContain('por gas y por alcance');
    await expect(topBar.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' })).toBeVisible();

    await page.getByRole('button', { name: 'ENG' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'The carbon footprint of every shipment, leg by leg' })).toBeVisible();
  });

  test('a visitor sends an information request, and the platform finds it stored', async ({ page, request }) => {
    const name = unique('Ana Request');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Ask for information' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Phone').fill('+34 600 000 000');
    await form.getByLabel('Company').fill('Acme Forwarding');
    await form.getByLabel('Remarks').fill('We move 2,000 containers a year.');
    await form.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await form.getByRole('button', { name: 'Send request' }).click();

    await expect(form.getByRole('status')).toContainText('Thank you. We have received your message');
    await expect(form.getByLabel('Name')).toHaveValue('');
    const stored = await storedMessages(request, 'info-requests', name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name,
      email: 'ana@example.com',
      phone: '+34 600 000 000',
      company: 'Acme Forwarding',
      remarks: 'We move 2,000 containers a year.',
      language: 'en',
    });
    // Mailed to the sales address, answerable straight to the visitor.
    await expect.poll(() => mailsContaining(request, name), { timeout: 15_000 }).toHaveLength(1);
    const [mail] = await mailsContaining(request, name);
    expect(mail).toMatchObject({ to: 'sales@huella.test', replyTo: 'ana@example.com', subject: `Huella: information request from ${name} (Acme Forwarding)` });
    expect(mail?.text).toContain('We move 2,000 containers a year.');
  });

  test('without the terms nothing is sent; the server errors show beside their fields, in the visitor language', async ({ page, request }) => {
    const name = unique('Refused');
    await page.goto('/');
    const calls = countCalls(page, '/api/info-requests/');
    const form = page.getByRole('form', { name: 'Ask for information' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Please, accept the Terms and Conditions and the Privacy Policy.')).toBeVisible();
    expect(calls()).toBe(0);

    // The honeypot is there for bots only: out of sight, out of the tab order, hidden from assistive technology.
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await expect(form.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);

    await page.getByRole('button', { name: 'ESP' }).click();
    const formEs = page.getByRole('form', { name: 'Solicite información' });
    await formEs.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(formEs.getByText('Por favor, acepte los Términos y Condiciones y la Política de Privacidad.')).toBeVisible();
    expect(calls()).toBe(0);

    await formEs.getByLabel('Correo electrónico').fill('not-an-address');
    await formEs.getByRole('checkbox', { name: /He leído y acepto/ }).check();
    await formEs.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(formEs.getByText('Introduzca una dirección de correo electrónico válida.')).toBeVisible();
    await expect(formEs.getByText('Este campo no puede estar vacío.')).toHaveCount(1);
    expect(calls()).toBe(1);
    expect(await storedMessages(request, 'info-requests', name)).toEqual([]);
  });

  test('a visitor sends a contact message with the product and the language', async ({ page, request }) => {
    const name = unique('Carlos Contact');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page).toHaveTitle('Contact — Huella');
    // docs/spec/part-1.md §2: no top bar here, so no product or login links.
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Product' })).toHaveCount(0);

    await page.getByRole('button', { name: 'ESP' }).click();
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Correo electrónico').fill('carlos@example.com');
    await form.getByLabel('Empresa').fill('Transportes Carlos');
    await form.getByLabel('Observaciones').fill('¿Tienen integración con nuestro TMS?');
    await form.getByRole('checkbox', { name: /He leído y acepto/ }).check();
    await form.getByRole('button', { name: 'Enviar' }).click();

    await expect(form.getByRole('status')).toContainText('Gracias. Hemos recibido su mensaje');
    const stored = await storedMessages(request, 'contact-messages', name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name,
      email: 'carlos@example.com',
      phone: '',
      company: 'Transportes Carlos',
      comments: '¿Tienen integración con nuestro TMS?',
      product: 'huella',
      language: 'es',
    });
    await expect.poll(() => mailsContaining(request, name), { timeout: 15_000 }).toHaveLength(1);
    const [mail] = await mailsContaining(request, name);
    expect(mail).toMatchObject({ to: 'sales@huella.test', replyTo: 'carlos@example.com', subject: `Huella: contact from ${name} (Transportes Carlos)` });
    expect(mail?.text).toContain('¿Tienen integración con nuestro TMS?');
  });

  test('the contact form names each empty required field and asks for the terms, sending nothing', async ({ page }) => {
    await page.goto('/contact');
    const calls = countCalls(page, '/api/send-mail/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send' }).click();
    for (const field of ['Name', 'Email', 'Company']) await expect(form.getByText(`The field ${field} is empty.`)).toBeVisible();
    await expect(form.getByText('The field Phone is empty.')).toHaveCount(0);
    await expect(notice(page, 'The field Company is empty.')).toBeVisible();
    await expect(notice(page, 'Please, accept the Terms and Conditions and the Privacy Policy.')).toBeVisible();
    // The browser's own messages follow the language switch.
    await page.getByRole('button', { name: 'ESP' }).click();
    await expect(page.getByRole('form', { name: 'Formulario de contacto' }).getByText('El campo Nombre está vacío.')).toBeVisible();
    await page.getByRole('button', { name: 'ENG' }).click();

    await form.getByLabel('Name').fill('Dana');
    await form.getByLabel('Email').fill('dana@example.com');
    await form.getByLabel('Company').fill('Dana Freight');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('The field Name is empty.')).toHaveCount(0);
    await expect(form.getByText('Please, accept the Terms and Conditions and the Privacy Policy.')).toBeVisible();
    expect(calls()).toBe(0);

    await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-conditions');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await form.getByLabel('Email').fill('dana-at-example');
    await form.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    expect(calls()).toBe(1);
  });

  test('the flyer downloads as a PDF in the language of the page', async ({ page }) => {
    await page.goto('/');
    for (const [language, button] of [
      ['en', 'Download the flyer (PDF)'],
      ['es', 'Descargar el folleto (PDF)'],
    ] as const) {
      if (language === 'es') await page.getByRole('button', { name: 'ESP' }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: button }).first().click()]);
      expect(download.suggestedFilename()).toBe(`huella-flyer-${language}.pdf`);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const pdf = Buffer.concat(chunks);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1000);
    }
  });

  test('the legal notice asks an anonymous visitor to log in, then shows', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Flegal-notice');

    await page.getByLabel('Username').fill('demo.user');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/legal-notice');
    await expect(page.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Operator' })).toBeVisible();
  });

  test('the product and legal pages have no top bar and their Back button goes back one page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Product' }).click();
    await expect(page).toHaveURL('/product');
    await expect(page.getByRole('heading', { level: 1, name: 'Huella, step by step' })).toBeVisible();
    await expect(page).toHaveTitle('The product — Huella');
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cookies and local storage' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).first().click();
    await expect(page).toHaveURL('/privacy-policy');

    await page.getByRole('button', { name: 'ESP' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(page).toHaveTitle('Política de privacidad — Huella');
    await page.getByRole('button', { name: 'Volver' }).first().click();
    await expect(page).toHaveURL('/');
  });

  test('a page opened directly goes back to the start page, not away from the site', async ({ page }) => {
    await page.goto('/terms-conditions');
    await page.getByRole('button', { name: 'Back' }).first().click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('Public site accessibility', () => {
  for (const [path, heading] of [
    ['/', 'The carbon footprint of every shipment, leg by leg'],
    ['/product', 'Huella, step by step'],
    ['/contact', 'Contact'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-conditions', 'Terms and conditions'],
  ] as const) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the rendered pages pass axe before their scripts run, their form fields still disabled', async ({ page }) => {
    // What a phone shows until the scripts arrive: the build's HTML alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const [path, heading] of [
      ['/', 'The carbon footprint of every shipment, leg by leg'],
      ['/contact', 'Contact'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('checkbox')).toBeDisabled();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('the forms pass axe with their errors shown, and the landing page in Spanish too', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByText('The field Name is empty.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/');
    await page.getByRole('button', { name: 'ESP' }).click();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Por favor, acepte los Términos y Condiciones y la Política de Privacidad.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
