/**
 * A 4xx whose message reaches the answer: Payload's REST answer shows the message of an error that
 * has a name, and its status when it is not 500. Not Payload's APIError: in the server's bundle that
 * class is not the copy Payload checks (the answer said "An unknown error occurred."), and
 * importing it loads all of Payload wherever a collection's fields are read (the seed, Jest).
 */
export function refusal(message: string, status = 400): Error {
  return Object.assign(new Error(message), { name: 'Refused', status, isPublic: true });
}
