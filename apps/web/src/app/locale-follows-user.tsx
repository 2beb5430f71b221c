import { useEffect } from 'react';
import { useMe } from '../hooks/use-me';
import { setAppLocale } from '../lib/i18n';

/**
 * Speaks the signed-in user's language (their profile setting, applied at sign-in and on
 * every load) and English to anyone signed out, so a shared computer does not keep the last
 * user's choice.
 */
export function LocaleFollowsUser() {
  const me = useMe();
  const locale = me.data?.user.locale;
  const settled = !me.isPending;
  useEffect(() => {
    if (settled) setAppLocale(locale ?? 'en');
  }, [settled, locale]);
  return null;
}
