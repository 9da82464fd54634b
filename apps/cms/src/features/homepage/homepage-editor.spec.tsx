import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateCmsBlock } from '@backoffice/api-client/cms';
import { CmsMessages } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import type { EntryState, HomepageState } from './homepage-model';
import { HomepageEditor } from './homepage-editor';

// The real rich-text editor runs here (the page's spec stands a textarea in for it).
jest.mock('@backoffice/api-client/cms', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/cms', [
    'updateCmsBlock', 'removeCmsPhoto',
  ]),
);

const update = updateCmsBlock as jest.MockedFunction<typeof updateCmsBlock>;

const entry = (id: string, title: string, description = `<p>${title} text</p>`): EntryState => ({
  id,
  title,
  description,
  stored: [],
  pending: [],
});

const initial: HomepageState = {
  search: entry('search', 'Find a stay'),
  benefits: [
    entry('benefit1', 'Benefit 1', ''),
    entry('benefit2', 'Benefit 2'),
    entry('benefit3', 'Benefit 3'),
  ],
  reasons: [entry('reason1', 'Reason 1'), entry('reason2', 'Reason 2'), entry('reason3', 'Reason 3')],
  enjoy: entry('enjoy', 'Enjoy'),
};

beforeEach(() => {
  update.mockReset();
  update.mockImplementation(async (id, body) => ({
    message: CmsMessages.cms.updated,
    data: {
      _id: id,
      tag: '',
      position: 0,
      title: body.title ?? '',
      description: body.description ?? '',
      photos: [],
      updatedAt: '',
    },
  }));
});

describe('HomepageEditor with the real rich-text editor', () => {
  it('an empty description stops the save with focus in its editor; the typed text is sent as HTML', async () => {
    const { shell } = renderWithProviders(<HomepageEditor initial={initial} />);
    const slow = userEvent.setup({ delay: 10 });
    const description = await screen.findByRole('textbox', { name: 'Benefit 1 description' });
    expect(screen.getByRole('textbox', { name: 'Benefit 2 description' })).toHaveTextContent(
      'Benefit 2 text',
    );

    await slow.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveAccessibleDescription('Please Enter Description');
    expect(shell.notify).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();

    await slow.click(description);
    await slow.keyboard('Quiet rooms');
    await slow.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenLastCalledWith({
        type: 'success',
        title: 'Contents Updated Successfully',
      }),
    );
    expect(update).toHaveBeenCalledWith('benefit1', {
      title: 'Benefit 1',
      description: '<p>Quiet rooms</p>',
    });
  });
});
