import { PageHeading } from '../../components/page-heading';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { BuilderFrame } from './builder-frame';
import { PlanItems } from './plan-items';
import { PlanExportActions } from './plan-export-actions';
import { useCartStore } from '../../stores/cart-store';

/** Spec §2: the product name is part of the title. */
export const EXPORT_TITLE = `Export and Share ${PRODUCT_NAME} Plan`;

const INTRO = (
  <p>
    Review the accommodations you chose, then view, print, download or e-mail the plan, or print the
    Adaptation Data Form to record how each one works.
  </p>
);

/** The plan and, once it has items, the ways to share it. */
function PlanContent() {
  const hasItems = useCartStore((state) => state.items.length > 0);
  return (
    <>
      {hasItems && <PlanExportActions />}
      <PlanItems />
    </>
  );
}

/** /builder/export — step 5: the plan built so far. */
export function ExportStep() {
  return (
    <BuilderFrame
      step={5}
      title={EXPORT_TITLE}
      intro={INTRO}
      next={{ kind: 'custom', control: null }}
    >
      <PlanContent />
    </BuilderFrame>
  );
}

/** /plan — My Plan: the same content as step 5, outside the builder. */
export function PlanPage() {
  return (
    <section className="py-4">
      <PageHeading>{EXPORT_TITLE}</PageHeading>
      {INTRO}
      <PlanContent />
    </section>
  );
}
