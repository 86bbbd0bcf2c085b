import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyConversation } from '../components/my-conversation';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

const message = (id: number, side: 'firm' | 'client', body: string, mine = false) => ({
  id,
  side,
  body,
  author: { id: side === 'firm' ? 1 : 2, name: side === 'firm' ? 'Magnus Mästare' : 'Olivia' },
  mine,
  created_at: `2026-11-2${id}T09:00:00.000Z`,
  read_at: null,
});

let requests: RecordedRequest[];
const posted = () =>
  requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url, 'http://x').pathname);

function renderConversation(unread = 1) {
  requests = mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/client-communication/mine/')
      return {
        status: 200,
        body: {
          company: { id: 5, name: 'Norrsken Handel AB' },
          firm: { id: 2, name: 'Demo Redovisning AB' },
          unread,
          messages: 2,
        },
      };
    if (path.endsWith('/mine/messages/') && requests.at(-1)?.method === 'POST')
      return { status: 201, body: message(3, 'client', 'Tack!', true) };
    if (path.endsWith('/mine/messages/'))
      return {
        status: 200,
        body: {
          count: 2,
          next: null,
          previous: null,
          results: [
            message(1, 'firm', 'Hej! <img src=x onerror=alert(1)>'),
            message(2, 'client', 'Hej själv', true),
          ],
        },
      };
    return { status: 200, body: { read: unread } };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MyConversation />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// the composer's autosizing textarea listens for fonts loading, which jsdom does not have
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the client’s conversation with its firm', () => {
  it('shows bodies as text, oldest first, and marks the firm’s messages read on opening', async () => {
    const { container } = renderConversation();
    const log = await screen.findByRole('log', { name: 'Meddelanden' });
    await within(log).findByText('Hej! <img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Magnus Mästare'),
      expect.stringContaining('Du'),
    ]);
    await waitFor(() => expect(posted()).toEqual(['/api/client-communication/mine/read/']));
  });

  it('sends with Ctrl+Enter, not with Enter alone, and refuses an empty message', async () => {
    renderConversation(0);
    const box = await screen.findByRole('textbox', { name: 'Meddelande' });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Fältet meddelande är obligatoriskt')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Tack!' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(posted()).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(posted()).toEqual(['/api/client-communication/mine/messages/']));
    const sent = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toEqual({ body: 'Tack!' });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });
});
