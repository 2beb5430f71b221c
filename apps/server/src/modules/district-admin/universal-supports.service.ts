import {
  UNIVERSAL_SUPPORTS_LIMIT,
  UNIVERSAL_SUPPORTS_MIN_STUDENTS,
  type UniversalSupport,
  type UniversalSupportsResponse,
} from '@trellis/shared/district-admin';
import type { DistrictAdmin } from '../../http/require-role';
import type { ConsoleDeps } from '../../http/console-deps';
import { countLivePlans, countPlansPerItem } from './universal-supports.repository';

/**
 * `GET /district/universal-supports`: the Tier 2 and 3 library items on at least
 * `UNIVERSAL_SUPPORTS_MIN_STUDENTS` live plans, most frequent first, then by title. Counts
 * only: no student label leaves a plan.
 */
export async function universalSupports(
  deps: ConsoleDeps,
  admin: DistrictAdmin,
): Promise<UniversalSupportsResponse> {
  const [planCount, perItem] = await Promise.all([
    countLivePlans(deps.db, admin.district.id),
    countPlansPerItem(deps.db, admin.district.id),
  ]);
  const items = perItem.flatMap(({ key, plans }): UniversalSupport[] => {
    const entry = deps.content.accommodation(key);
    if (!entry || entry.tier === 1 || plans < UNIVERSAL_SUPPORTS_MIN_STUDENTS) return [];
    const percent = Math.round((100 * plans) / planCount);
    return [
      {
        accommodationId: entry.key,
        title: entry.title,
        tier: entry.tier,
        students: plans,
        percent,
      },
    ];
  });
  items.sort((a, b) => b.students - a.students || a.title.localeCompare(b.title));
  return { planCount, items: items.slice(0, UNIVERSAL_SUPPORTS_LIMIT) };
}
