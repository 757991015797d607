import { takeLoginTurn } from './login-turns';

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('logins of one account take turns; another account does not wait', async () => {
  const order: string[] = [];
  const first = await takeLoginTurn('asha@example.com');
  const second = takeLoginTurn('asha@example.com').then((giveBack) => {
    order.push('second');
    return giveBack;
  });
  const other = takeLoginTurn('ravi@example.com').then((giveBack) => {
    order.push('other');
    return giveBack;
  });
  await tick();
  expect(order).toEqual(['other']);
  first();
  (await second)();
  (await other)();
  expect(order).toEqual(['other', 'second']);
});

test('a turn nobody gives back ends by itself', async () => {
  jest.useFakeTimers();
  try {
    await takeLoginTurn('kiran@example.com');
    const next = takeLoginTurn('kiran@example.com');
    await jest.advanceTimersByTimeAsync(10_000);
    (await next)();
  } finally {
    jest.useRealTimers();
  }
});
