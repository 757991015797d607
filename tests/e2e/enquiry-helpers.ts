import { expect, type Locator, type Page } from '@playwright/test';

export const enquiryValues = (subject: string) => ({
  full_name: 'Keyboard Tester',
  email: 'keyboard@example.com',
  phone: '+91 98480 12345',
  service: 'Cybersecurity',
  subject,
  message: 'Sent with the keyboard alone.',
});

/**
 * Focuses the contact page's name field once the validating form (it has the live region) has
 * taken over from the plain one: a focus given in the very moment of the swap would land on a
 * field being replaced (the handover while typing is covered by its component test).
 */
export async function focusContactForm(form: Locator) {
  await expect(form.locator('[role="status"]')).toHaveCount(1);
  await form.locator('[name="full_name"]').focus();
}

/**
 * Fills the six fields with the keyboard alone, starting with focus on the full-name field,
 * and sends the form with Enter on the submit button.
 */
export async function sendEnquiryByKeyboard(
  page: Page,
  form: Locator,
  values: ReturnType<typeof enquiryValues>,
) {
  await expect(form.locator('[name="full_name"]')).toBeFocused();
  await page.keyboard.type(values.full_name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(values.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(values.phone);
  await page.keyboard.press('Tab');
  await expect(form.locator('[name="service"]')).toBeFocused();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
  await expect(form.locator('[name="service"]')).toHaveValue(values.service);
  await page.keyboard.press('Tab');
  await sendFromSubjectByKeyboard(page, form, values);
}

/** From focus on the subject (which may be prefilled): replaces it, types the message, sends with Enter. */
export async function sendFromSubjectByKeyboard(
  page: Page,
  form: Locator,
  values: { subject: string; message: string },
) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(values.subject);
  await page.keyboard.press('Tab');
  await page.keyboard.type(values.message);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
}
