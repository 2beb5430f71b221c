import { PageHeading } from '../../components/page-heading';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { BuilderFrame } from './builder-frame';
import { PlanItems } from './plan-items';

/** Spec §2: the product name is part of the title. */
export const EXPORT_TITLE = `Export and Share ${PRODUCT_NAME} Plan`;

const INTRO = (
  <p>Review the accommodations you chose. Open any of them to read it in full or remove it.</p>
);

/** /builder/export — step 5: the plan built so far. */
export function ExportStep() {
  return (
    <BuilderFrame
      step={5}
      title={EXPORT_TITLE}
      intro={INTRO}
      next={{ kind: 'custom', control: null }}
    >
      <PlanItems />
    </BuilderFrame>
  );
}

/** /plan — My Plan: the same content as step 5, outside the builder. */
export function PlanPage() {
  return (
    <section className="py-4">
      <PageHeading>{EXPORT_TITLE}</PageHeading>
      {INTRO}
      <PlanItems />
    </section>
  );
}
