import type { AfterErrorHook } from 'payload';

type Refused = Error & { status?: number; data?: { errors?: unknown } };

/**
 * Puts back what a refused save's answer lost: each field's message (such as a layout rule's
 * sentence, saying what to change), which the editor shows under the field. In the server's
 * bundle Payload's ValidationError is not the copy its REST answer checks with `instanceof`
 * (cms/refusal.ts), and its class name is minified, so it is known by its status and its list of
 * fields' errors.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const { status, message, data } = error as Refused;
  if (status !== 400 || !Array.isArray(data?.errors) || !data.errors.length) return;
  if (result?.errors?.some((entry) => 'data' in entry && entry.data)) return;
  return { response: { errors: [{ name: 'ValidationError', data, message }] } };
};
