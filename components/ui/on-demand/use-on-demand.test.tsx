/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { LoadFailed } from './load-failed';
import { useOnDemand } from './use-on-demand';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function Island({ importer }: { importer: () => Promise<ComponentType<{ name: string }>> }) {
  const { Component, failed, load } = useOnDemand(importer);
  return (
    <>
      <button type="button" onClick={load}>
        Open
      </button>
      {Component && <Component name="Asha" />}
      {failed && <LoadFailed what="The greeting" onRetry={load} />}
    </>
  );
}

it('fetches nothing until asked, then renders the loaded component', async () => {
  const importer = jest.fn().mockResolvedValue(Greeting);
  render(<Island importer={importer} />);
  expect(importer).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(importer).toHaveBeenCalledTimes(1);
});

it('says so when the chunk fails, and Try again fetches it anew', async () => {
  const importer = jest
    .fn()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue(Greeting);
  render(<Island importer={importer} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The greeting could not be loaded.');

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(importer).toHaveBeenCalledTimes(2);
});
