import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@backoffice/ui';
import AdminUsersModule from './remote-entry';
import { AREA } from './area';

function renderAt(path: string) {
  return render(
    <UiProvider withToaster={false}>
      <MemoryRouter initialEntries={[path]}>
        <AdminUsersModule basePath="/" />
      </MemoryRouter>
    </UiProvider>,
  );
}

const concrete = (path: string) => path.replace(/:[^/]+/g, '42');

describe('AdminUsersModule', () => {
  it.each(AREA.pages.map((p) => [concrete(p.path), p.label]))(
    'renders %s as "%s", not yet available',
    (path, label) => {
      renderAt(path);
      expect(screen.getByRole('heading', { name: label })).toBeInTheDocument();
      expect(screen.getByText(/not yet available/i)).toBeInTheDocument();
    },
  );

  it('lists its route table on any other path', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: AREA.title })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(AREA.pages.length + 1);
  });
});
