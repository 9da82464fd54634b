import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '@backoffice/ui';
import type { ComponentType } from 'react';
import { lazyPage, pagePreloader } from './lazy-page';

const page = (text: string) => () => <h1>{text}</h1>;

describe('lazyPage', () => {
  it('shows the loading state, then the page', async () => {
    const FaqPage = lazyPage(() => Promise.resolve(page('FAQ')));
    render(
      <UiProvider withToaster={false}>
        <FaqPage />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('loads its code once, whether preloaded or rendered', async () => {
    const load = jest.fn(() => Promise.resolve(page('Homepage')));
    const HomePage = lazyPage(load);
    await HomePage.preload();
    await HomePage.preload();
    render(
      <UiProvider withToaster={false}>
        <HomePage />
      </UiProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Homepage' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without the loading state (no Suspense fallback to reveal)', async () => {
    const TicketsPage = lazyPage(() => Promise.resolve(page('Tickets')));
    await TicketsPage.preload();
    render(
      <UiProvider withToaster={false}>
        <TicketsPage />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('forgets a failed preload, so that the next one tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(page('About'));
    const AboutPage = lazyPage(load);
    await expect(AboutPage.preload()).rejects.toThrow('chunk failed');
    await expect(AboutPage.preload()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('pagePreloader', () => {
  it("preloads the lazy page whose route matches the path, and nothing for eager pages or other paths", () => {
    const detail = jest.fn(() => Promise.resolve(page('detail')));
    const list = jest.fn(() => Promise.resolve(page('list')));
    const Detail = lazyPage(detail);
    const List = lazyPage(list);
    const Eager = page('eager');
    const preloadPage = pagePreloader({ '/faq': <List />, '/faq/:fqaID': <Detail />, '/about': <Eager /> });
    preloadPage('/faq/42');
    expect(detail).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
    expect(() => preloadPage('/about')).not.toThrow();
    expect(() => preloadPage('/nowhere')).not.toThrow();
    expect(list).not.toHaveBeenCalled();
  });

  it("answers a promise that settles once the page's code has arrived or failed, and never rejects", async () => {
    let arrive: (p: ComponentType) => void = () => undefined;
    const List = lazyPage(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    const Broken = lazyPage(() => Promise.reject(new Error('chunk failed')));
    const preloadPage = pagePreloader({ '/faq': <List />, '/broken': <Broken />, '/about': <p>eager</p> });
    let settled = false;
    const listed = preloadPage('/faq').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive(page('list'));
    await listed;
    expect(settled).toBe(true);
    await expect(preloadPage('/broken')).resolves.toBeUndefined();
    await expect(preloadPage('/about')).resolves.toBeUndefined();
    await expect(preloadPage('/nowhere')).resolves.toBeUndefined();
  });
});
