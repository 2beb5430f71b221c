import { BuilderSync } from './builder-sync';
import { SessionWatch } from './session-watch';

/** What runs while someone is signed in: the session's watch and the saving of their plan. */
export function SignedInServices() {
  return (
    <>
      <SessionWatch />
      <BuilderSync />
    </>
  );
}
