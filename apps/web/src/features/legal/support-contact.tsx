import { useSiteInfo } from '../../hooks/use-site-info';

/**
 * " at support@…", the support address of this installation as a mail link, to end a
 * sentence that names the support team; nothing until the site information has loaded.
 */
export function SupportAddress() {
  const site = useSiteInfo();
  if (!site) return null;
  return (
    <>
      {' '}
      at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
    </>
  );
}
