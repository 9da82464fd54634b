import { ApiError } from '@backoffice/api-client';
import { listCmsBlocks, updateCmsBlock } from '@backoffice/api-client/cms';
import { CMS_TAGS, CmsMessages, type CmsBlock } from '@backoffice/contracts';
import { UNSAVED_CHANGES_TEXT } from '@backoffice/remote-kit';
import { renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_PAGES, relatedPageOf, type ContentPage } from './content-pages';
import { ContentBlockEditor } from './content-block-editor';

jest.mock('@backoffice/api-client/cms', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/cms', [
    'listCmsBlocks', 'updateCmsBlock',
  ]),
);

const list = jest.mocked(listCmsBlocks);
const update = jest.mocked(updateCmsBlock);

const pageOf = (path: string): ContentPage => {
  const p = CONTENT_PAGES.find((c) => c.path === path);
  if (!p) throw new Error(path);
  return p;
};
const block = (over: Partial<CmsBlock> = {}): CmsBlock => ({
  _id: 'b1',
  tag: CMS_TAGS.pressRoom,
  position: 0,
  title: 'Press',
  description: '<p>News</p>',
  photos: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** Types into the real rich-text editor (ProseMirror reads keys asynchronously: a small delay between keys). */
async function typeRichText(name: string, text: string) {
  const slow = userEvent.setup({ delay: 10 });
  const editable = await screen.findByRole('textbox', { name });
  await slow.click(editable);
  await waitFor(() => expect(editable).toHaveFocus());
  await slow.keyboard(text);
}



/** The CSS heights of an editable element's ancestors (the editor's writing area is one of them). */
function ancestorHeights(editable: HTMLElement): string[] {
  const heights: string[] = [];
  for (let el = editable.parentElement; el; el = el.parentElement) heights.push(getComputedStyle(el).height);
  return heights;
}

beforeEach(() => {
  list.mockReset();
  update.mockReset();
});

describe('content page (title + rich text)', () => {
  it('loads the block of its tag on open and shows it', async () => {
    list.mockResolvedValue([block()]);
    renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom')} />);
    // The kit's page frame, the same while loading and once loaded; the browser tab is named after the page.
    expect(screen.getByRole('heading', { name: 'Press Room', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Press Room · Back Office');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Press');
    const body = screen.getByRole('textbox', { name: 'Description' });
    expect(body).toHaveTextContent('News');
    expect(ancestorHeights(body)).toContain('300px');
    expect(list).toHaveBeenCalledWith('Press Room');
  });

  it("Update saves title and description, says 'Contents Updated Successfully' and keeps the saved text", async () => {
    // An empty body, so that the typed text is the whole document.
    list.mockResolvedValue([block({ description: '' })]);
    update.mockResolvedValue({
      message: CmsMessages.cms.updated,
      data: block({ title: 'Press 2026', description: '<p>Fresh news</p>' }),
    });
    const { user, shell } = renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom')} />);
    await typeRichText('Description', 'Fresh news');
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Press 2026');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(update).toHaveBeenCalledWith('b1', { title: 'Press 2026', description: '<p>Fresh news</p>' });
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Contents Updated Successfully' });
    // A new edit after the save is unsaved again: leaving by a link asks first.
    await user.type(title, ' draft');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'Press Room SEO' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_TEXT);
    confirm.mockRestore();
    // Cancel now goes back to what was saved, not to what was loaded.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(title).toHaveValue('Press 2026');
  });

  it('a failed update is one error toast and the form keeps its input', async () => {
    list.mockResolvedValue([block()]);
    update.mockRejectedValueOnce(new ApiError(500, 'Internal Server Error'));
    update.mockRejectedValueOnce(new ApiError(404, CmsMessages.cms.notFound));
    const { user, shell } = renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom')} />);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Unsaved words');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    // A 500 says the failure only; a 4xx names its reason (the API's message) above it.
    expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: CmsMessages.cms.updateFailed });
    expect(title).toHaveValue('Unsaved words');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(shell.notify).toHaveBeenLastCalledWith({
      type: 'error',
      title: CmsMessages.cms.notFound,
      description: CmsMessages.cms.updateFailed,
    });
    expect(title).toHaveValue('Unsaved words');
  });

  it('a blank title is told beside the field and focused, and nothing is sent', async () => {
    list.mockResolvedValue([block()]);
    const { user, shell } = renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom')} />);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(CmsMessages.cms.titleRequired);
    expect(update).not.toHaveBeenCalled();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it("the API's refusal of the title goes beside the field, not in a toast", async () => {
    list.mockResolvedValue([block()]);
    update.mockRejectedValue(Object.assign(new ApiError(400, CmsMessages.cms.titleTooLong), { field: 'title' }));
    const { user, shell } = renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom')} />);
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' and more');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(CmsMessages.cms.titleTooLong));
    expect(title).toHaveFocus();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('Cancel resets the form, rich-text body included, to the loaded block', async () => {
    list.mockResolvedValue([block()]);
    const { user } = renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom')} />);
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' edited');
    await typeRichText('Description', 'Draft ');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Draft News');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(title).toHaveValue('Press');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(/^News$/));
    expect(update).not.toHaveBeenCalled();
  });

  it('a load failure shows the error with Retry, which loads again', async () => {
    list.mockRejectedValueOnce(new Error('The server could not be reached.'));
    list.mockResolvedValue([block({ tag: CMS_TAGS.terms, title: 'Terms' })]);
    const { user } = renderWithProviders(<ContentBlockEditor page={pageOf('/terms')} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Terms');
    expect(list).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenLastCalledWith('TermsAndConditions');
  });
});

describe('SEO page', () => {
  const seo = block({
    _id: 's1',
    tag: CMS_TAGS.pressRoomSeo,
    title: 'Press Room | Microstay',
    description: 'Latest news.',
  });

  it('shows Title and Meta-Description with length counters and a live search-result preview', async () => {
    list.mockResolvedValue([seo]);
    const { user } = renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom/seo')} />);
    const title = await screen.findByLabelText('Title');
    expect(list).toHaveBeenCalledWith('Press Room SEO');
    expect(screen.getByLabelText('Meta-Description')).toHaveValue('Latest news.');
    expect(screen.getByText('22 / 60 characters')).toBeInTheDocument();
    expect(screen.getByText('12 / 160 characters')).toBeInTheDocument();
    // No rich-text editor on an SEO page: the meta-description is plain text.
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();

    const preview = screen.getByRole('region', { name: 'Search result preview' });
    expect(within(preview).getByText('Press Room | Microstay')).toBeInTheDocument();
    expect(within(preview).getByText('Latest news.')).toBeInTheDocument();
    expect(within(preview).getByText('www.microstay.example › press-room')).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Press and media');
    expect(within(preview).getByText('Press and media')).toBeInTheDocument();
    expect(screen.getByText('15 / 60 characters')).toBeInTheDocument();
  });

  it('says by how much a field is over the recommendation, and the preview cuts it with ...', async () => {
    list.mockResolvedValue([seo]);
    const { user } = renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom/seo')} />);
    const meta = await screen.findByLabelText('Meta-Description');
    await user.clear(meta);
    const long = 'word '.repeat(40).trim(); // 199 characters
    await user.click(meta);
    await user.paste(long);
    expect(screen.getByText(/199 \/ 160 characters \(39 over the recommended 160/)).toBeInTheDocument();
    const shown = screen.getByTestId('serp-description').textContent ?? '';
    expect(shown.endsWith('...')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(163);
    // The counter's text is linked to the field for screen readers.
    expect(meta).toHaveAccessibleDescription(/199 \/ 160 characters/);
  });

  it('Update sends the SEO title and meta-description of its own block', async () => {
    list.mockResolvedValue([seo]);
    update.mockResolvedValue({ message: CmsMessages.cms.updated, data: { ...seo, title: 'New title' } });
    const { user, shell } = renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom/seo')} />);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(update).toHaveBeenCalledWith('s1', { title: 'New title', description: 'Latest news.' });
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Contents Updated Successfully' });
  });
});

describe('the SEO pages are reachable', () => {
  it('links each content page to its SEO page, and each SEO page back to its page', () => {
    const pairs = CONTENT_PAGES.map((p) => [p.path, relatedPageOf(p.path)?.path]);
    expect(Object.fromEntries(pairs)).toEqual({
      '/contactUs': '/contactUs/seo',
      '/contactUs/seo': '/contactUs',
      '/terms': '/terms/seo',
      '/terms/seo': '/terms',
      '/terms-hotel': '/terms-hotel/seo',
      '/terms-hotel/seo': '/terms-hotel',
      '/privacy': '/privacy/seo',
      '/privacy/seo': '/privacy',
      '/faq/seo': '/faq',
      '/about': '/about/seo',
      '/about/seo': '/about',
      '/pressRoom': '/pressRoom/seo',
      '/pressRoom/seo': '/pressRoom',
    });
    expect(relatedPageOf('/faq')).toEqual({ path: '/faq/seo', label: 'FAQ SEO' });
    expect(relatedPageOf('/all-images')).toBeUndefined();
  });

  it('shows the link under the heading, both ways', async () => {
    list.mockResolvedValue([block()]);
    const { unmount } = renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom')} />);
    expect(await screen.findByRole('link', { name: 'Press Room SEO' })).toHaveAttribute('href', '/pressRoom/seo');
    unmount();
    renderWithProviders(<ContentBlockEditor page={pageOf('/pressRoom/seo')} />);
    expect(await screen.findByRole('link', { name: 'Back to Press Room' })).toHaveAttribute('href', '/pressRoom');
  });
});

describe('the content page table', () => {
  it('gives every content page of the route table one CMS tag and the label of the route table', () => {
    const { getArea } = jest.requireActual('@backoffice/contracts') as typeof import('@backoffice/contracts');
    const labels = new Map(getArea('cms').pages.map((p) => [p.path, p.label]));
    for (const p of CONTENT_PAGES) expect(labels.get(p.path)).toBe(p.label);
    expect(new Set(CONTENT_PAGES.map((p) => p.tag)).size).toBe(CONTENT_PAGES.length);
    expect(CONTENT_PAGES.filter((p) => p.kind === 'seo').map((p) => p.path)).toEqual([
      '/contactUs/seo',
      '/terms/seo',
      '/terms-hotel/seo',
      '/privacy/seo',
      '/faq/seo',
      '/about/seo',
      '/pressRoom/seo',
    ]);
  });
});
