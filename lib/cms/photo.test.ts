import type { Media } from '@/cms/payload-types';
import { fromCms } from './from-cms';

const upload = (extra: Partial<Media> = {}): Media => ({
  id: 7,
  alt: 'The team outside the office',
  filename: 'team photo.jpg',
  mimeType: 'image/jpeg',
  width: 2400,
  height: 1600,
  focalX: 70,
  focalY: 35,
  url: '/cms-api/media/file/team%20photo.jpg',
  updatedAt: '',
  createdAt: '',
  ...extra,
});

describe('an upload read from the CMS', () => {
  it('is a photo served by the site’s media route, with its size, description and focal point', () => {
    expect(fromCms({ heading: 'About', photo: upload() })).toEqual({
      heading: 'About',
      photo: {
        src: '/api/media/team%20photo.jpg',
        alt: 'The team outside the office',
        width: 2400,
        height: 1600,
        focalX: 70,
        focalY: 35,
      },
    });
  });

  it('keeps the middle when no focal point was set, and is left out when its file is missing', () => {
    expect(fromCms({ photo: upload({ focalX: null, focalY: null }) }).photo).toMatchObject({
      focalX: 50,
      focalY: 50,
    });
    expect(fromCms({ heading: 'About', photo: upload({ filename: null }) })).toEqual({
      heading: 'About',
    });
  });
});
