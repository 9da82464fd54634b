import { mountRootParcel, start } from 'single-spa';
import { loadRemoteExposed } from './remote-loader';
import { mountRemoteParcel } from './remote-parcel';

jest.mock('single-spa', () => ({ start: jest.fn(), mountRootParcel: jest.fn() }));
jest.mock('./remote-loader', () => ({ REMOTE_TIMEOUT_MS: 5000, loadRemoteExposed: jest.fn() }));

describe('mountRemoteParcel', () => {
  it('loads <area>/Parcel, starts single-spa once with urlRerouteOnly, mounts with the auth props', async () => {
    const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
    (loadRemoteExposed as jest.Mock).mockResolvedValue(lifecycles);
    const unmount = jest.fn(() => Promise.resolve());
    (mountRootParcel as jest.Mock).mockReturnValue({ mountPromise: Promise.resolve(), unmount });
    const el = document.createElement('div');
    const auth = { token: 't', user: null };

    const parcel = await mountRemoteParcel('hotels', el, { auth });
    await mountRemoteParcel('hotels', el, { auth });

    expect(loadRemoteExposed).toHaveBeenCalledWith('hotels', 'Parcel', 5000);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ urlRerouteOnly: true });
    expect(mountRootParcel).toHaveBeenCalledWith(lifecycles, { auth, domElement: el });
    await parcel.unmount();
    expect(unmount).toHaveBeenCalled();
  });
});
