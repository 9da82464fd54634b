import '@testing-library/jest-dom';
import { act, waitFor, within } from '@testing-library/react';
import { getArea } from '@backoffice/contracts';
import { AreaRoutes } from './area-routes';
import { createAreaParcel } from './create-area-parcel';

const AREA = getArea('helpdesk');
const { bootstrap, mount, unmount } = createAreaParcel(AREA, ({ basePath }) => (
  <AreaRoutes area={AREA} basePath={basePath} />
));

type LifecycleProps = Parameters<typeof mount>[0];

describe('createAreaParcel', () => {
  it('mounts its own React root with the auth passed in props, and unmounts', async () => {
    const page = AREA.pages.find((p) => p.path === '/all-tickets');
    if (!page) throw new Error('no /all-tickets page');
    window.history.pushState({}, '', '/all-tickets');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = {
      name: 'helpdesk-parcel',
      domElement,
      auth: {
        token: 'token',
        user: { id: 'u1', role: 'SuperAdmin', firstName: 'Ada', displayName: 'Admin' },
      },
      singleSpa: {},
      mountParcel: jest.fn(),
    } as unknown as LifecycleProps;
    await bootstrap(props);
    // mount() resolves from an effect of the parcel's root: start it inside a synchronous act (which flushes the
    // render and its effects), then wait for it outside.
    let mounted: Promise<unknown> = Promise.resolve();
    act(() => {
      mounted = mount(props);
    });
    await mounted;
    await waitFor(() =>
      expect(within(domElement).getByRole('heading', { name: page.label })).toBeInTheDocument(),
    );
    // The parcel's ShellProvider got the auth from props (it sees no host context).
    expect(domElement.querySelector('[data-area]')).toHaveAttribute('data-shell-user', 'Admin');
    await act(async () => {
      await unmount(props);
    });
    expect(domElement).toBeEmptyDOMElement();
  });
});
