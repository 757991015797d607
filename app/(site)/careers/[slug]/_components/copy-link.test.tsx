/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CopyLink } from './copy-link';

const url = 'https://www.site.example/careers/cloud-platform-engineer-1024';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText && { writeText },
    configurable: true,
  });
}

describe('CopyLink', () => {
  it('is a plain link to the page', () => {
    render(<CopyLink url={url} className="" />);
    expect(screen.getByRole('link', { name: 'Copy link' })).toHaveAttribute('href', url);
  });

  it('puts the address on the clipboard and says so', async () => {
    const writeText = jest.fn(async () => {});
    setClipboard(writeText);
    render(<CopyLink url={url} className="" />);
    const clicked = fireEvent.click(screen.getByRole('link', { name: 'Copy link' }));
    expect(clicked).toBe(false); // no navigation
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
  });

  it('says when the browser refuses, and follows the link where there is no clipboard', async () => {
    setClipboard(async () => Promise.reject(new Error('denied')));
    const { unmount } = render(<CopyLink url={url} className="" />);
    fireEvent.click(screen.getByRole('link', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copy failed'));
    unmount();
    setClipboard(undefined);
    render(<CopyLink url={url} className="" />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Copy link' }))).toBe(true);
  });
});
