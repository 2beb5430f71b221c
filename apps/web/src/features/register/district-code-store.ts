import { ACCESS_CODE_MIN_HELD } from '@trellis/shared/auth-limits';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The district found for an access code, held while the visitor fills in the form. */
export interface HeldDistrict {
  name: string;
  code: string;
  isActive: boolean;
  expires: string | null;
}

interface DistrictCodeState {
  district: HeldDistrict | null;
  hold(district: HeldDistrict): void;
  release(): void;
}

/** Kept for the browser tab only (sessionStorage): a shared school laptop forgets it. */
export const useDistrictCodeStore = create<DistrictCodeState>()(
  persist(
    (set) => ({
      district: null,
      hold: (district) => set({ district }),
      release: () => set({ district: null }),
    }),
    { name: 'trellis-district-code', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** Spec §5: a held code of 7 or more characters counts as valid. */
export function holdsValidCode(district: HeldDistrict | null): district is HeldDistrict {
  return Boolean(district && district.code.length >= ACCESS_CODE_MIN_HELD);
}
