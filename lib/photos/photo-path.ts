import 'server-only';

/** Where the site serves the admin host's photos from: next/image optimises them as local images. */
const ADMIN_PHOTO_ROUTE = '/api/photos';

/** The site path that serves `url`, a photo on the admin host. */
export function adminPhotoPath(url: URL): string {
  return `${ADMIN_PHOTO_ROUTE}${url.pathname}`;
}
