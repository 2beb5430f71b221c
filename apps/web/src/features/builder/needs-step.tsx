import { CUSTOM_NEED_IDS } from '@trellis/shared/builder-slots';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useNeedCategories } from '../../hooks/use-library';
import { customSlotNames, useBuilderStore } from '../../stores/builder-store';
import { useDetailModalStore } from '../../stores/detail-modal-store';
import { BuilderFrame } from './builder-frame';
import { ChosenCount } from './chosen-count';
import { CustomSlots } from './custom-slots';
import { TraitChecklist } from './trait-checklist';

/** The reason Next Step is disabled on steps 2 and 3. */
export const NO_NEED_REASON = 'Choose at least one need to continue.';

/** /builder/needs — step 2: choose the student's needs, plus up to six of one's own. */
export function NeedsStep() {
  const categories = useNeedCategories();
  const needs = useBuilderStore((state) => state.needs);
  const toggleNeed = useBuilderStore((state) => state.toggleNeed);
  const saveCustomNeeds = useBuilderStore((state) => state.saveCustomNeeds);
  const showNeed = useDetailModalStore((state) => state.showNeed);
  const chosenIds = new Set(needs.map((need) => need.id));

  return (
    <BuilderFrame
      step={2}
      intro={
        <p>
          Check the areas where the student needs support; you will rank them in the next step. The
          info button beside each one says what it means.
        </p>
      }
      next={{ kind: 'button', disabledReason: needs.length === 0 ? NO_NEED_REASON : undefined }}
    >
      <ChosenCount count={needs.length} singular="need" plural="needs" />
      {categories.isPending && <LoadingIndicator />}
      {categories.isError && <p>The needs could not be loaded. Please reload the page.</p>}
      <div className="trait-columns">
        {categories.data?.map((category) => (
          <TraitChecklist
            key={category.name}
            category={category.name}
            options={category.needs}
            chosenIds={chosenIds}
            onToggle={(option) => toggleNeed({ ...option, category: category.name })}
            onDescribe={(option) => showNeed(option.id)}
          />
        ))}
      </div>
      <CustomSlots
        legend="Other Needs"
        fieldLabel="Custom need"
        slotIds={CUSTOM_NEED_IDS}
        savedNames={customSlotNames(needs, CUSTOM_NEED_IDS)}
        onSave={saveCustomNeeds}
      />
    </BuilderFrame>
  );
}
