import { CurrentPlanInList } from './current-plan-in-list';
import { SessionWatch } from './session-watch';

/**
 * What watches while someone is signed in: the session, and the plan list's view of the
 * builder's plan. (The plan's saving starts with the layout: see `useBuilderSync`.)
 */
export function SignedInServices() {
  return (
    <>
      <SessionWatch />
      <CurrentPlanInList />
    </>
  );
}
