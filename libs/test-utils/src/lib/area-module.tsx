/// <reference types="@testing-library/jest-dom" />
import type { ComponentType } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { findAreaPage, type Area } from '@backoffice/contracts';
import { usePaletteRegistry, type RemoteProps } from '@backoffice/shell-sdk';
import { UiProvider } from '@backoffice/ui';

/** A route pattern made concrete for a test: `/edit-department/:departmentId` → `/edit-department/42`. */
const concrete = (path: string) => path.replace(/:[^/]+/g, '42');

/**
 * The Jest suite every remote's exposed Module owes its area while its features have not landed: each page of
 * the area's route table renders its label with "not yet available", any other path lists the route table, and
 * the palette commands it registers open pages of its own table.
 * Call it at the top level of the remote's `remote-entry.spec.tsx`; a page that gets its feature leaves the
 * placeholder, and this suite then names the page to take off (pass it in `built`).
 */
export function describeAreaModule(
  area: Area,
  Module: ComponentType<RemoteProps>,
  { built = [] }: { built?: readonly string[] } = {},
) {
  const renderAt = (path: string) =>
    render(
      <UiProvider withToaster={false}>
        <MemoryRouter initialEntries={[path]}>
          <Module basePath="/" />
        </MemoryRouter>
      </UiProvider>,
    );
  const placeholders = area.pages.filter((p) => !built.includes(p.path));

  describe(`${area.title} Module`, () => {
    // Once every page is built there is no placeholder left to check (Jest refuses an empty table).
    const eachPlaceholder = placeholders.length ? it.each : () => () => undefined;
    eachPlaceholder(placeholders.map((p) => [concrete(p.path), p.label]))(
      'renders %s as "%s", not yet available',
      (path, label) => {
        renderAt(path);
        expect(screen.getByRole('heading', { name: label })).toBeInTheDocument();
        expect(screen.getByText(/not yet available/i)).toBeInTheDocument();
      },
    );

    it('lists its route table on any other path', () => {
      renderAt('/');
      expect(screen.getByRole('heading', { name: area.title })).toBeInTheDocument();
      expect(screen.getAllByRole('row')).toHaveLength(area.pages.length + 1);
    });

    it("registers its palette commands once rendered, each opening a page of the area's route table", () => {
      renderAt('/');
      const mine = renderHook(() => usePaletteRegistry()).result.current.commands.filter((c) => c.area === area.key);
      expect(mine.length).toBeGreaterThan(0);
      for (const c of mine) expect(c.path && findAreaPage(c.path)?.area.key).toBe(area.key);
    });
  });
}
