import { APIError } from 'payload';

/**
 * A 4xx whose message reaches the answer. Payload's REST answer shows an error's message when it
 * knows the error by its class or by its name; in the server's bundle this class is not the copy
 * Payload checks and its name comes out empty, so the answer said "An unknown error occurred.".
 */
export function refusal(message: string, status = 400, data?: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data, true);
  error.name = 'Refused';
  return error;
}
