import { listCmsBlocks, listFaqs } from '@backoffice/api-client/cms';
import { describeAreaModule } from '@backoffice/test-utils';
import { UiProvider } from '@backoffice/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CmsModule from './remote-entry';
import { AREA } from './area';
import { CONTENT_PAGES } from './features/content-pages';

describeAreaModule(AREA, CmsModule, {
  built: [
    '/all-images',
    '/content-home',
    '/contactUs/subscription',
    '/contactUs/list',
    '/faq',
    '/faq/:fqaID',
    ...CONTENT_PAGES.map((p) => p.path),
  ],
});

jest.mock('@backoffice/api-client/cms', () => ({
  ...jest.requireActual('@backoffice/api-client/cms'),
  listCmsBlocks: jest.fn(() => new Promise(() => undefined)),
  listFaqs: jest.fn(() => new Promise(() => undefined)),
}));

describe('the website content pages of the Module', () => {
  const renderAt = (path: string) =>
    render(
      <UiProvider withToaster={false}>
        <MemoryRouter initialEntries={[path]}>
          <CmsModule basePath="/" />
        </MemoryRouter>
      </UiProvider>,
    );

  it.each(CONTENT_PAGES.map((p) => [p.path, p.tag] as const))('%s loads the CMS block %s', async (path, tag) => {
    renderAt(path);
    const page = CONTENT_PAGES.find((p) => p.path === path);
    expect(await screen.findByRole('heading', { name: page?.label, level: 1 })).toBeInTheDocument();
    expect(listCmsBlocks).toHaveBeenLastCalledWith(tag);
  });

  it('/faq is the FAQ list', async () => {
    renderAt('/faq');
    expect(await screen.findByRole('button', { name: 'Add new FAQ' })).toBeInTheDocument();
    expect(listFaqs).toHaveBeenCalled();
  });
});
