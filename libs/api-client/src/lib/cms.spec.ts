import { useMockAdapter } from './test-adapter';
import { ApiError, configureApiClient } from './client';
import {
  addImage,
  deleteBannerImage,
  getImagesForYou,
  listCmsBlocks,
  mediaUrl,
  removeCmsPhoto,
  updateCmsBlock,
  uploadBannerImage,
} from './cms';

const mock = useMockAdapter();

const set = {
  _id: 's1',
  horizontalTtile: 'H',
  verticalTtile: 'V',
  squareTtile: 'S',
  horizontalDescription: '',
  verticalDescription: '',
  squareDescription: '',
  linkHor: '',
  linkVer: '',
  linkSqr: '',
  photosHor: ['/api/media/a.png'],
  photosVer: [],
  photosSqr: [],
  updatedAt: '2026-11-22T09:00:00.000Z',
};

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pic.png', { type: 'image/png' });

describe('banner image set calls', () => {
  it('getImagesForYou answers the first item, or null before the first save', async () => {
    mock.on(() => ({ status: 200, data: [set] }));
    await expect(getImagesForYou()).resolves.toEqual(set);
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/imagesforyou/');
    mock.on(() => ({ status: 200, data: [] }));
    await expect(getImagesForYou()).resolves.toBeNull();
  });

  it('addImage posts the fields as JSON and answers the _id', async () => {
    mock.on(() => ({ status: 201, data: { message: 'Data Updated Successfully', _id: 's1', data: set } }));
    const res = await addImage({ horizontalTtile: 'H', linkHor: '/hotels', imageId: '' });
    expect(res._id).toBe('s1');
    expect(mock.last?.url).toBe('/imagesforyou/addimage');
    expect(JSON.parse(String(mock.last?.data))).toEqual({
      horizontalTtile: 'H',
      linkHor: '/hotels',
      imageId: '',
    });
  });

  it.each([
    ['Hor', 'imageshor'],
    ['Ver', 'imagesver'],
    ['Sqr', 'imagessqr'],
  ] as const)('uploadBannerImage(%s) posts one file in "photos" to /%s', async (kind, segment) => {
    mock.on(() => ({ status: 201, data: { message: 'ok', data: set } }));
    const file = png();
    await uploadBannerImage('s1', kind, file);
    expect(mock.last?.method).toBe('post');
    expect(mock.last?.url).toBe(`/imagesforyou/s1/${segment}`);
    const form = mock.last?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('photos')).toHaveLength(1);
    expect((form.get('photos') as File).name).toBe('pic.png');
    expect(mock.last?.headers?.Authorization).toBe('Bearer tok');
  });

  it('uploadBannerImage rejects with the server message of a 413', async () => {
    mock.on(() => ({ status: 413, data: { statusCode: 413, message: 'Please upload file within 1 MB' } }));
    const err = await uploadBannerImage('s1', 'Hor', png()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 413, message: 'Please upload file within 1 MB' });
  });

  it('deleteBannerImage puts {url, imgTyp}', async () => {
    mock.on(() => ({ status: 200, data: { data: 'OK', message: 'Image deleted Successfully' } }));
    await expect(deleteBannerImage('s1', 'Ver', '/api/media/b.jpg')).resolves.toMatchObject({ data: 'OK' });
    expect(mock.last?.method).toBe('put');
    expect(mock.last?.url).toBe('/imagesforyou/s1/deletehorversqr');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ url: '/api/media/b.jpg', imgTyp: 'Ver' });
  });
});

describe('content block calls', () => {
  const block = {
    _id: 'b1',
    tag: 'BENEFITS SECTION',
    position: 0,
    title: 'T',
    description: '<p>D</p>',
    photos: [],
    updatedAt: '',
  };

  it('listCmsBlocks posts the tag and answers the array', async () => {
    mock.on(() => ({ status: 200, data: [block] }));
    await expect(listCmsBlocks('BENEFITS SECTION')).resolves.toEqual([block]);
    expect(mock.last?.url).toBe('/cms/list');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ tag: 'BENEFITS SECTION' });
  });

  it('updateCmsBlock sends title, description and the photo as multipart', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Contents Updated Successfully', data: block } }));
    const file = png();
    await updateCmsBlock('b1', { title: 'T', description: '<p>D</p>', photo: file });
    expect(mock.last?.method).toBe('put');
    expect(mock.last?.url).toBe('/cms/update/b1');
    const form = mock.last?.data as FormData;
    expect(form.get('title')).toBe('T');
    expect(form.get('description')).toBe('<p>D</p>');
    expect((form.get('photos') as File).name).toBe('pic.png');
  });

  it('updateCmsBlock leaves out the parts it is not given', async () => {
    mock.on(() => ({ status: 200, data: { message: 'ok', data: block } }));
    await updateCmsBlock('b1', { title: 'Only' });
    const form = mock.last?.data as FormData;
    expect([...form.keys()]).toEqual(['title']);
  });

  it('updateCmsBlock rejects with the server message of a 400', async () => {
    mock.on(() => ({ status: 400, data: { statusCode: 400, message: 'Please Enter Title' } }));
    await expect(updateCmsBlock('b1', { title: '' })).rejects.toMatchObject({
      status: 400,
      message: 'Please Enter Title',
    });
  });

  it('removeCmsPhoto puts {photos: url}', async () => {
    mock.on(() => ({ status: 200, data: { data: 'OK', message: 'Image deleted Successfully' } }));
    await expect(removeCmsPhoto('b1', '/api/media/c.png')).resolves.toMatchObject({ data: 'OK' });
    expect(mock.last?.url).toBe('/cms/remove/b1');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ photos: '/api/media/c.png' });
  });
});

describe('mediaUrl', () => {
  it('keeps a media address as is with a relative base URL', () => {
    configureApiClient({ baseURL: '/api' });
    expect(mediaUrl('/api/media/a.png')).toBe('/api/media/a.png');
  });

  it("resolves a media address against an absolute base URL's origin", () => {
    configureApiClient({ baseURL: 'http://api.example.test:3000/api' });
    expect(mediaUrl('/api/media/a.png')).toBe('http://api.example.test:3000/api/media/a.png');
    expect(mediaUrl('https://cdn.example.test/x.png')).toBe('https://cdn.example.test/x.png');
    configureApiClient({ baseURL: '/api' });
  });
});
