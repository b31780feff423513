import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { WithI18n } from '../../test/i18n';
import { renderRoutes } from '../../test/render';
import { ShareControl } from './share-control';

const TITLE = 'Villa in Hodan';

const renderShare = () =>
  renderRoutes({
    path: '/halls/7c1d2e3f?from=home',
    routes: [{ path: '/halls/:id', element: <ShareControl title={TITLE} /> }],
  });

const pageUrl = () => `${window.location.origin}/halls/7c1d2e3f`;

/** The markup the server sends for the page, before any code runs in the browser. */
async function serverMarkup() {
  const routes = [{ path: '/halls/:id', element: <ShareControl title={TITLE} /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/halls/7c1d2e3f?from=home'));
  if (context instanceof Response) throw new Error('a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <WithI18n>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </WithI18n>,
  );
  return container;
}

describe('ShareControl', () => {
  it("is in the server's page: a WhatsApp link and a plain link to copy, working without code", async () => {
    const page = await serverMarkup();
    const group = page.querySelector('[role="group"]');
    expect(group?.getAttribute('aria-label')).toBe('Share this listing');
    const links = [...page.querySelectorAll('a')];
    const whatsapp = links.find((a) => a.textContent === 'Share on WhatsApp');
    const href = new URL(whatsapp?.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`${TITLE} ${pageUrl()}`);
    const copy = links.find((a) => a.textContent === 'Copy link');
    expect(copy?.getAttribute('href')).toBe(pageUrl());
  });

  it('turns the plain link into a Copy link button once the code runs', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: undefined }));
    renderShare();
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Copy link' })).toBeNull();
  });

  it("opens the phone's share sheet with the title and the page's address", async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    renderShare();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: pageUrl() });
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('says nothing when the person closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    renderShare();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalled();
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('offers WhatsApp with the title and address, and copies the link, without Web Share', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { share: undefined, clipboard: { writeText } }),
    );
    vi.stubGlobal('isSecureContext', true);
    renderShare();
    const whatsapp = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`${TITLE} ${pageUrl()}`);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(pageUrl());
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('says so when the link cannot be copied', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: undefined }));
    vi.stubGlobal('isSecureContext', false);
    document.execCommand = vi.fn(() => false);
    renderShare();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('Could not copy the link')).toBeTruthy());
  });
});
