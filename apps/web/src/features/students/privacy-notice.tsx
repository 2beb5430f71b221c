/** What to enter about a student and what not, and why Trellis asks so little (issue 16). */
export function PrivacyNotice() {
  return (
    <section
      className="card card-body bg-body-tertiary mb-4"
      aria-labelledby="student-privacy-heading"
    >
      <h2 id="student-privacy-heading" className="h6">
        Your students&rsquo; privacy
      </h2>
      <p className="mb-2">
        Enter initials or a nickname for each student. Never enter a student&rsquo;s full legal
        name, ID number or birth date, and no diagnosis details beyond what the plan needs.
      </p>
      <p className="mb-2">
        Trellis never asks for a legal name: a label is enough for you to find the plan, and it
        keeps the student&rsquo;s identity out of the tool.
      </p>
      <p className="mb-0">
        Your plans are visible only to you and to the colleagues you share them with, inside your
        district.
      </p>
    </section>
  );
}
