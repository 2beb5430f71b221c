import { Link } from 'react-router';
import { LegalPage } from '../../components/legal-page';
import { paths } from '../../config/paths';
import { LegalSection } from './legal-section';
import { DistrictAdministration } from './privacy-administration';
import { InformationWeCollect, StudentInformation } from './privacy-collection';
import { HowLongWeKeep, HowWeProtect, YourChoices } from './privacy-retention';
import { CookiesAndStorage, HowWeUse, Reminders, WhenWeShare } from './privacy-use';
import { SupportAddress } from './support-contact';

// The privacy policy of Trellis: what we collect, why, who sees it and the choices users have.
// Every statement names something the service does today, and the date changes with the text
// (decision 020).
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" lastModified="November 2026">
      <LegalSection title="Who we are and what this policy covers">
        <p>
          Trellis is operated by Trellis Education, LLC, a limited liability company in the United
          States ("Trellis", "we", "us" or "our"). Trellis helps special-education teams, parents
          and teachers choose accommodations and modifications for a student: you pick the student's
          strengths and needs, rank the needs, receive suggestions from our library of
          accommodations, collect the ones you want in a plan, and then print it, download it as a
          PDF or e-mail it. You can also name the teachers who provide each support, e-mail each of
          them a card with a link that needs no account, and keep a delivery log of how often each
          support was provided and how well it worked, ready for the plan's review.
        </p>
        <p>
          This policy explains what information we collect when you use the Trellis website and
          service, how we use it, when we share it, how long we keep it and what you can ask us to
          do with it. It should be read together with our <Link to={paths.terms}>Terms of Use</Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="Who may use Trellis">
        <p>
          Trellis is intended for adults aged 18 or over who are in the United States. We do not
          offer the service outside the United States, and this policy is written for users here.
        </p>
      </LegalSection>

      <InformationWeCollect />
      <StudentInformation />
      <HowWeUse />
      <Reminders />
      <CookiesAndStorage />
      <WhenWeShare />
      <DistrictAdministration />

      <LegalSection title="Schools, districts and FERPA">
        <p>
          The Family Educational Rights and Privacy Act (FERPA) protects students' education
          records. Schools and districts remain in control of those records at all times. Trellis is
          built so that education records should not be needed at all, but when a district uses
          Trellis, we act as a "school official" under the district's direct control to the extent
          that any education record were ever involved. In that role we use such information only to
          provide the service to the district, do not re-disclose it except as the district directs
          or the law allows, and delete it when the district asks.
        </p>
      </LegalSection>

      <LegalSection title="Children's privacy">
        <p>
          Trellis is not directed to children, and the service is for adults aged 18 or over. We do
          not knowingly collect personal information from children under 13, as described in the
          Children's Online Privacy Protection Act (COPPA), or from anyone under 18. If you believe
          a child has given us personal information, please contact us and we will delete it.
        </p>
      </LegalSection>

      <HowWeProtect />
      <HowLongWeKeep />
      <YourChoices />

      <LegalSection title="Changes to this policy">
        <p>
          If we change this policy, we will post the new version on this page with a new date at the
          top. If a change is material, we will also tell account holders by e-mail before it takes
          effect.
        </p>
      </LegalSection>

      <LegalSection title="Contact us">
        <p>
          If you have a question about this policy or want to make a request, please contact Trellis
          Education, LLC by e-mail to our support team
          <SupportAddress />. We read every message and will reply as soon as we can.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
