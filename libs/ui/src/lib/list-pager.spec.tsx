import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPager, pageWindow, type ListPagerProps } from './list-pager';
import { UiProvider } from './ui-provider';

function renderPager(props: Partial<ListPagerProps> = {}) {
  const onPageChange = jest.fn();
  render(
    <UiProvider withToaster={false}>
      <ListPager page={1} pageSize={10} total={95} onPageChange={onPageChange} {...props} />
    </UiProvider>,
  );
  return { onPageChange, user: userEvent.setup(), nav: screen.getByRole('navigation', { name: 'Pagination' }) };
}

const pageButtons = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('ListPager', () => {
  it('shows the range of the current page and 5 page buttons, the current one marked', () => {
    const { nav } = renderPager({ page: 4 });
    expect(screen.getByText('Showing 31 to 40 of 95 entries')).toBeInTheDocument();
    expect(pageButtons(nav)).toEqual(['2', '3', '4', '5', '6']);
    expect(within(nav).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('shows the short last page and disables Next and Last there', () => {
    const { nav } = renderPager({ page: 10 });
    expect(screen.getByText('Showing 91 to 95 of 95 entries')).toBeInTheDocument();
    expect(pageButtons(nav)).toEqual(['6', '7', '8', '9', '10']);
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('disables First and Previous on page 1', () => {
    const { nav } = renderPager({ page: 1 });
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(pageButtons(nav)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('calls onPageChange with the page picked by each button', async () => {
    const { nav, user, onPageChange } = renderPager({ page: 4 });
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await user.click(within(nav).getByRole('button', { name: 'First page' }));
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 6' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[5], [3], [1], [10], [6]]);
  });

  it('says Showing 0 to 0 of 0 entries when empty, with every button disabled', () => {
    const { nav } = renderPager({ total: 0 });
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    expect(within(nav).queryAllByRole('button', { name: /^Page/ })).toHaveLength(0);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(within(nav).getByRole('button', { name })).toBeDisabled();
    }
  });

  it('shows no Rows per page select unless both pageSizeOptions and onPageSizeChange are given', () => {
    renderPager({ pageSizeOptions: [10, 25] });
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });

  it('offers the page sizes, reports the pick and moves to the page holding the first row shown', async () => {
    const onPageSizeChange = jest.fn();
    const { user, onPageChange } = renderPager({ page: 4, pageSizeOptions: [25, 50], onPageSizeChange });
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
    expect(select).toHaveValue('10');
    // Rows 31 to 40 were shown: row 31 is on page 2 at 25 a page.
    await user.selectOptions(select, '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('keeps the window inside the page count', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 8, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 8, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(1, 0, 5)).toEqual([]);
  });
});
