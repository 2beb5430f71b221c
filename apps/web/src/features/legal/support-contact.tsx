import { useSiteInfo } from '../../hooks/use-site-info';

/**
 * " at support@…", the support address of this installation as a mail link, to end a
 * sentence that names the support team; nothing until the site information has loaded. With
 * a `subject`, the e-mail opens with it (e.g. "Accessibility"), so the message reaches the
 * right person without the writer having to say what it is about.
 */
export function SupportAddress({ subject }: { subject?: string }) {
  const site = useSiteInfo();
  if (!site) return null;
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return (
    <>
      {' '}
      at <a href={`mailto:${site.supportEmail}${query}`}>{site.supportEmail}</a>
    </>
  );
}
